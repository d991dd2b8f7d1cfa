import { Button, Card, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** The member's way to what they owe and what they paid (on their account page; the phone menu has both too). */
export function PaymentLinks() {
  return (
    <Card component="section" aria-label="Payments">
      <Group justify="space-between" gap="sm">
        <div>
          <Title order={2} fz={20}>
            Payments
          </Title>
          <Text size="sm" c="dimmed">
            Pay your charges and see your invoices.
          </Text>
        </div>
        <Group gap="sm">
          <Button component={Link} to="/charges">
            Pay Now
          </Button>
          <Button component={Link} to="/invoices" variant="light">
            Invoices
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
