import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';
import { marketplaceListPath } from './listing-links.ts';

/** The full page shown for a listing that is no longer SELLING. */
export function SoldOutPage({ name, isCare = false }: { name: string; isCare?: boolean }) {
  usePageTitle(`Sold Out: ${name}`);
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <Title order={1}>Sold Out</Title>
      <Text c="dimmed" maw={520} style={{ overflowWrap: 'anywhere' }}>
        “{name}” has already been sold.
      </Text>
      <Button component={Link} to={marketplaceListPath(isCare)}>
        Back to the marketplace
      </Button>
    </Stack>
  );
}
