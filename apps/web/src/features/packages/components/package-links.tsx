import { Button, Card, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** The member's way to their packages from the account page (the header and the phone menu link it too). */
export function PackageLinks() {
  return (
    <Card component="section" aria-label="Packages">
      <Group justify="space-between" gap="sm">
        <div>
          <Title order={2} fz={20}>
            Packages
          </Title>
          <Text size="sm" c="dimmed">
            What is in your locker at our warehouse, its storage days and fees.
          </Text>
        </div>
        <Button component={Link} to="/packages" variant="light">
          My packages
        </Button>
      </Group>
    </Card>
  );
}
