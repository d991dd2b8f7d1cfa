import { Button, Card, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** The member's way to their lost-and-found claims from the account page (the phone menu has it too). */
export function LostAndFoundLink() {
  return (
    <Card component="section" aria-label="Lost & Found">
      <Group justify="space-between" gap="sm">
        <div>
          <Title order={2} fz={20}>
            Lost & Found
          </Title>
          <Text size="sm" c="dimmed">
            A parcel of yours arrived without a registration? Claim it here.
          </Text>
        </div>
        <Button component={Link} to="/lost-and-found" variant="light">
          Lost & Found
        </Button>
      </Group>
    </Card>
  );
}
