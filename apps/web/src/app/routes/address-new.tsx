import { Card } from '@mantine/core';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { AddressForm } from '../../features/addresses/index.ts';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  return (
    <RequireMember>
      {() => (
        <>
          <PageHeader title="New Address" description="Where should we ship your parcels?" />
          {/* Visible overflow: the country list may reach past the card's edge. */}
          <Card maw={760} style={{ overflow: 'visible' }}>
            <AddressForm />
          </Card>
        </>
      )}
    </RequireMember>
  );
}
