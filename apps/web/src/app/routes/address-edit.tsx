import { Card } from '@mantine/core';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../components/ui/states.tsx';
import { AddressForm, useAddress } from '../../features/addresses/index.ts';
import { ApiError, errorMessageOf } from '../../lib/api-client.ts';
import { RequireMemberWithModals } from '../require-member.tsx';

function EditAddress({ id }: { id: string }) {
  const address = useAddress(id);
  if (address.isPending) return <LoadingState />;
  if (address.isError) {
    const isMissing = address.error instanceof ApiError && address.error.status === 404;
    return (
      <ErrorState
        message={isMissing ? 'Address not found.' : errorMessageOf(address.error)}
        onRetry={isMissing ? undefined : () => address.refetch()}
      />
    );
  }
  return (
    // Visible overflow: the country list may reach past the card's edge.
    <Card maw={760} style={{ overflow: 'visible' }}>
      <AddressForm key={address.data.id} address={address.data} />
    </Card>
  );
}

export function Component() {
  const { id = '' } = useParams();
  return (
    <RequireMemberWithModals>
      <PageHeader title="Edit Address" />
      <EditAddress id={id} />
    </RequireMemberWithModals>
  );
}
