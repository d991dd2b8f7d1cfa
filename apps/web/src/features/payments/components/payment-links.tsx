import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { LinksCard } from '../../../components/ui/links-card.tsx';

/** The member's way to what they owe and what they paid (on their account page; the phone menu has both too). */
export function PaymentLinks() {
  return (
    <LinksCard title="Payments" text="Pay your charges and see your invoices.">
      <Group gap="sm">
        <Button component={Link} to="/charges">
          Pay Now
        </Button>
        <Button component={Link} to="/invoices" variant="light">
          Invoices
        </Button>
      </Group>
    </LinksCard>
  );
}
