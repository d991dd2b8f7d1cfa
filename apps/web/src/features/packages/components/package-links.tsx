import { Button, Card, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/**
 * The member's way to their packages and their lost-and-found claims from the account page (the phone menu links
 * them too).
 */
export function PackageLinks() {
  return (
    <Card component="section" aria-label="Packages">
      <Group justify="space-between" gap="sm">
        <div>
          <Title order={2} fz={20}>
            Packages
          </Title>
          <Text size="sm" c="dimmed">
            What is in your locker at our warehouse, its storage days and fees. A parcel of yours arrived
            without a registration? Claim it in Lost &amp; Found.
          </Text>
        </div>
        <Group gap="xs">
          <Button component={Link} to="/packages" variant="light">
            My packages
          </Button>
          <Button component={Link} to="/lost-and-found" variant="default">
            Lost &amp; Found
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
