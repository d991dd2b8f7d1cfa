import type { Claim } from '@fanship/domain/warehouse/claims';
import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ImageLinks } from '../../../components/request-kit/image-links.tsx';
import { StatusBadge } from '../../../components/request-kit/status-badge.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PagedList } from '../../../components/ui/paged-list.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { useCancelClaim, useClaims } from '../api/claims-api.ts';
import { ClaimModal } from './claim-modal.tsx';

/** The claim's proof images as small thumbnails, each opening the full image. */
function ProofThumbnails({ claim }: { claim: Claim }) {
  return (
    <ImageLinks
      images={claim.images}
      alt={(index) => `Proof image ${index + 1} of claim #${claim.id}`}
      size={40}
      gap={4}
      wrap="wrap"
    />
  );
}

/** What came of the claim: the package given (approved) or the reason (rejected). */
function Outcome({ claim }: { claim: Claim }) {
  if (claim.packageCode) {
    return (
      <Anchor component={Link} to={`/packages/${claim.packageCode}`} size="sm" fw={600}>
        {claim.packageCode}
      </Anchor>
    );
  }
  if (claim.rejectReason) {
    return (
      <Text size="sm" c="red.8">
        {claim.rejectReason}
      </Text>
    );
  }
  return null;
}

/** A claim as a card on phones: its number, status, parcel, proof, and the package or the reason. */
function ClaimCard({ claim, cancelButton }: { claim: Claim; cancelButton: ReactNode }) {
  return (
    <Card withBorder padding="sm" role="listitem">
      <Group justify="space-between" wrap="nowrap" gap={4}>
        <Text fw={700}>Claim #{claim.id}</Text>
        <StatusBadge status={claim.status} label={claim.statusLabel} />
      </Group>
      <Text size="xs" c="dimmed">
        {formatKstDateTime(claim.createdAt)}
      </Text>
      <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
        <Text span ff="monospace">
          {claim.trackingNo}
        </Text>{' '}
        · {claim.receiverName}
      </Text>
      <Group justify="space-between" align="flex-end" mt={6} wrap="nowrap" gap="xs">
        <ProofThumbnails claim={claim} />
        {cancelButton}
      </Group>
      {(claim.packageCode || claim.rejectReason) && (
        <Group gap={6} mt={6} wrap="nowrap" align="baseline">
          <Text size="sm" c="dimmed">
            {claim.packageCode ? 'Package' : 'Reason'}
          </Text>
          <Outcome claim={claim} />
        </Group>
      )}
    </Card>
  );
}

/**
 * `/lost-and-found`: the member's claims on parcels that arrived without a registration (table on wide screens,
 * cards on phones, page numbers in the address), 'Claim a lost package' opening the claim modal, and Cancel on a
 * pending claim after a confirmation.
 */
export function ClaimsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const claims = useClaims(page);
  const cancel = useCancelClaim();
  const [isModalOpen, setModalOpen] = useState(false);

  const confirmCancel = (claim: Claim) =>
    modals.openConfirmModal({
      title: 'Cancel this claim?',
      centered: true,
      children: (
        <Text size="sm">
          Your claim #{claim.id} for {claim.trackingNo} will be withdrawn. This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Cancel claim', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancel.mutate(claim.id, {
          onSuccess: () => notifications.show({ message: `Claim #${claim.id} was cancelled.` }),
          onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error) }),
        }),
    });

  const cancelButton = (claim: Claim) =>
    claim.cancellable && (
      <Button
        size="compact-sm"
        color="red"
        variant="light"
        onClick={() => confirmCancel(claim)}
        loading={cancel.isPending && cancel.variables === claim.id}
        aria-label={`Cancel claim #${claim.id}`}
      >
        Cancel
      </Button>
    );

  return (
    <Stack gap={0}>
      <PageHeader
        title="Lost & Found"
        description="Did a parcel of yours arrive without a registration? Claim it with the tracking number, the receiver name and a proof."
        actions={<Button onClick={() => setModalOpen(true)}>Claim a lost package</Button>}
      />
      <PagedList
        list={claims}
        label="Claims"
        columns={[
          { header: 'Created', cell: (claim) => formatKstDateTime(claim.createdAt) },
          { header: 'ID', cell: (claim) => `#${claim.id}` },
          { header: 'Tracking No.', cell: (claim) => claim.trackingNo, tdProps: { ff: 'monospace' } },
          { header: 'Receiver', cell: (claim) => claim.receiverName },
          {
            header: 'Status',
            cell: (claim) => <StatusBadge status={claim.status} label={claim.statusLabel} />,
          },
          { header: 'Images', cell: (claim) => <ProofThumbnails claim={claim} /> },
          { header: 'Package / Reason', cell: (claim) => <Outcome claim={claim} />, tdProps: { maw: 260 } },
          { header: null, cell: cancelButton, tdProps: { ta: 'right' } },
        ]}
        rowKey={(claim) => claim.id}
        card={(claim) => <ClaimCard claim={claim} cancelButton={cancelButton(claim)} />}
        cardsAsList
        empty={
          <EmptyState message="You have not claimed any lost package.">
            <Button onClick={() => setModalOpen(true)}>Claim a lost package</Button>
          </EmptyState>
        }
        onPage={(next) => setParams(next === 1 ? {} : { page: String(next) })}
      />
      <ClaimModal opened={isModalOpen} onClose={() => setModalOpen(false)} />
    </Stack>
  );
}
