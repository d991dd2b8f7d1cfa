import {
  approveClaimSchema,
  type ClaimCandidate,
  rejectClaimSchema,
  type StaffClaim,
} from '@fanship/domain/warehouse/claims';
import { formatSizeCm, formatWeightKg } from '@fanship/domain/warehouse/packages';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ImageLinks } from '../../../components/request-kit/image-links.tsx';
import { ReasonMutationDialog } from '../../../components/request-kit/reason-dialog.tsx';
import { KeyValueTable } from '../../../components/ui/key-value-table.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { RequestActions } from '../../staff-requests/index.ts';
import { useApproveClaim, useRejectClaim } from '../api/staff-claims-api.ts';
import { PoolParcelCard } from './pool-parcel-card.tsx';

const matchLabels: Record<ClaimCandidate['match'], { label: string; color: string }> = {
  TRACKING: { label: 'Same tracking number', color: 'green' },
  RECEIVER: { label: 'Similar receiver name', color: 'yellow' },
};

/** The parcel chosen for the approval: a candidate, or a code typed from the pool page. */
type Choice = { code: string; candidate: ClaimCandidate | null };

/**
 * The approval's confirmation: which parcel goes to which member, what happens, and the server's refusal (another
 * claim got the parcel first, the claim was decided meanwhile) kept in the dialog while the page reads it again.
 */
function ApproveDialog({
  claim,
  choice,
  onClose,
}: {
  claim: StaffClaim;
  choice: Choice | null;
  onClose: () => void;
}) {
  const approve = useApproveClaim(claim.code);
  const queryClient = useQueryClient();
  const close = () => {
    approve.reset();
    onClose();
  };
  const parcel = choice?.candidate;
  return (
    <Modal opened={choice !== null} onClose={close} title={`Approve ${claim.code}`} centered>
      {choice && (
        <Stack gap="sm">
          <Text size="sm">
            Parcel <strong>{choice.code}</strong> becomes {claim.member.name}'s package ({claim.member.code}):
            its storage starts today, its photos become the member's, and the member is told by email. This
            cannot be undone.
          </Text>
          {parcel && (
            <KeyValueTable
              rows={[
                ['Claimed', `${claim.trackingNo} · ${claim.receiverName}`],
                ['Parcel label', `${parcel.trackingNo ?? '-'} · ${parcel.receiverName ?? '-'}`],
                ['Weight', formatWeightKg(parcel.weightGrams)],
                ['Size', formatSizeCm(parcel)],
              ]}
            />
          )}
          {approve.isError && (
            <Alert color="red" title="The claim was not approved">
              {errorMessageOf(approve.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Not now
            </Button>
            <Button
              color="green"
              loading={approve.isPending}
              disabled={claim.status !== 'SCPC01'}
              onClick={() =>
                approve.mutate(
                  { packageCode: choice.code },
                  {
                    onSuccess: () => {
                      notifications.show({
                        color: 'green',
                        message: `${claim.code} was approved: ${choice.code} is now the member's package.`,
                      });
                      close();
                    },
                    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.lostAndFound.all }),
                  },
                )
              }
            >
              Approve
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function RejectDialog({
  claim,
  opened,
  onClose,
}: {
  claim: StaffClaim;
  opened: boolean;
  onClose: () => void;
}) {
  const reject = useRejectClaim(claim.code);
  return (
    <ReasonMutationDialog
      title={`Reject ${claim.code}`}
      opened={opened}
      onClose={onClose}
      schema={rejectClaimSchema}
      mutation={reject}
      failureTitle="The claim was not rejected"
      submitLabel="Reject claim"
      dismissLabel="Not now"
      doneMessage={`${claim.code} was rejected. The member has been told why.`}
    >
      <Text size="sm">The member sees this reason beside their claim and receives it by email.</Text>
    </ReasonMutationDialog>
  );
}

/** Approving with a pool parcel that is not among the candidates, by its code (from the pool page). */
function OtherParcel({ onChoose }: { onChoose: (code: string) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = approveClaimSchema.safeParse({ packageCode: code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    onChoose(parsed.data.packageCode);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="xs">
        <TextInput
          aria-label="Another parcel's code"
          placeholder="PK code from the pool"
          value={code}
          error={error}
          onChange={(event) => setCode(event.currentTarget.value.toUpperCase())}
          style={{ flex: 1, minWidth: 180 }}
        />
        <Button type="submit" variant="light">
          Approve with this code
        </Button>
      </Group>
    </form>
  );
}

/**
 * A claim for staff (`/staff/requests/claim/{code}`): what the member says the label reads, their proof images,
 * and while pending (the page's actions, at its top) the pool parcels it may be for, side by side with their photos,
 * each with 'Approve with this parcel'; 'Reject' asks for the reason the member is told. Once decided: the package given or the reason.
 */
export function StaffClaimBody({ claim }: { claim: StaffClaim }) {
  const [choice, setChoice] = useState<Choice | null>(null);
  const [isRejectOpen, setRejectOpen] = useState(false);
  const isPending = claim.status === 'SCPC01';
  return (
    <>
      <Card withBorder padding="md" component="section" aria-label="Claim">
        <Title order={2} fz="lg" mb="xs">
          What the member claims
        </Title>
        <KeyValueTable
          rows={[
            [
              'Tracking No.',
              <Text key="tracking" ff="monospace" size="sm">
                {claim.trackingNo}
              </Text>,
            ],
            ['Receiver name', claim.receiverName],
            ...(claim.packageCode
              ? ([
                  [
                    'Package given',
                    <Anchor
                      key="package"
                      component={Link}
                      to={`/staff/packages/${claim.packageCode}`}
                      ff="monospace"
                      fw={700}
                      size="sm"
                    >
                      {claim.packageCode}
                    </Anchor>,
                  ],
                ] as [string, React.ReactNode][])
              : []),
            ...(claim.rejectReason ? ([['Reason rejected', claim.rejectReason]] as [string, string][]) : []),
          ]}
        />
        <Text size="sm" fw={600} mt="sm" mb={6}>
          Proof images
        </Text>
        <ImageLinks
          images={claim.images}
          alt={(index) => `Proof image ${index + 1}`}
          size={{ base: 96, sm: 140 }}
          gap="sm"
          wrap="wrap"
        />
      </Card>
      {isPending && (
        <RequestActions>
          <Card withBorder padding="md" component="section" aria-label="Candidate parcels">
            <Group justify="space-between" mb={4}>
              <Title order={2} fz="lg">
                Candidate parcels
              </Title>
              <Button color="red" variant="light" onClick={() => setRejectOpen(true)}>
                Reject
              </Button>
            </Group>
            <Text size="sm" c="dimmed" mb="sm">
              Unclaimed parcels with the same tracking number or a similar receiver name. Compare their photos
              with the member's proof.
            </Text>
            {claim.candidates.length === 0 ? (
              <Text size="sm" mb="sm">
                No parcel in the pool matches this claim.{' '}
                <Anchor component={Link} to="/staff/lost-and-found" size="sm">
                  Search the pool
                </Anchor>
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" mb="sm">
                {claim.candidates.map((candidate) => (
                  <PoolParcelCard
                    key={candidate.code}
                    parcel={candidate}
                    badge={
                      <Badge variant="light" color={matchLabels[candidate.match].color}>
                        {matchLabels[candidate.match].label}
                      </Badge>
                    }
                  >
                    <Button color="green" onClick={() => setChoice({ code: candidate.code, candidate })}>
                      Approve with this parcel
                    </Button>
                  </PoolParcelCard>
                ))}
              </SimpleGrid>
            )}
            <OtherParcel onChoose={(code) => setChoice({ code, candidate: null })} />
          </Card>
        </RequestActions>
      )}
      <ApproveDialog claim={claim} choice={choice} onClose={() => setChoice(null)} />
      <RejectDialog claim={claim} opened={isRejectOpen} onClose={() => setRejectOpen(false)} />
    </>
  );
}
