import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <Text fz={64} fw={800} c="pink.2" lh={1}>
        404
      </Text>
      <Title order={1}>Page not found</Title>
      <Text c="dimmed" maw={420}>
        The page you are looking for does not exist or has moved.
      </Text>
      <Button component={Link} to="/" variant="light">
        Back to the start page
      </Button>
    </Stack>
  );
}
