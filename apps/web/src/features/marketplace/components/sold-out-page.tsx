import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** The full page shown for a listing that is no longer SELLING. */
export function SoldOutPage({ name }: { name: string }) {
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <Title order={1}>Sold Out</Title>
      <Text c="dimmed">“{name}” has already been sold.</Text>
      <Button component={Link} to="/bunjang-products">
        Back to the marketplace
      </Button>
    </Stack>
  );
}
