import { staffCancelSchema } from '@fanship/domain/requests/request-contract';
import { type RequestKindConfig, requestListTitle } from '@fanship/domain/requests/request-kinds';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ReasonMutationDialog } from '../../../components/request-kit/reason-dialog.tsx';
import { RequestTimeline } from '../../../components/request-kit/request-timeline.tsx';
import { StatusBadge } from '../../../components/request-kit/status-badge.tsx';
import { RecordError } from '../../../components/ui/not-found-page.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { SkeletonRows } from '../../../components/ui/states.tsx';
import { RequestPageSlots, useRequestPageSlots } from './request-page-slots.tsx';
import { type StaffRequestDetail, useStaffCancelRequest, useStaffRequest } from './staff-requests-api.ts';

/** The cancel dialog: the reason is required (the member is told it); the server's refusal keeps the dialog open. */
function CancelDialog({
  kind,
  code,
  opened,
  onClose,
}: {
  kind: RequestKindConfig;
  code: string;
  opened: boolean;
  onClose: () => void;
}) {
  const cancel = useStaffCancelRequest(kind.machine.kind, code);
  return (
    <ReasonMutationDialog
      title={`Cancel ${code}`}
      opened={opened}
      onClose={onClose}
      schema={staffCancelSchema}
      mutation={cancel}
      failureTitle="The request was not cancelled"
      submitLabel="Cancel request"
      dismissLabel="Keep it"
      doneMessage={`${code} was cancelled. The member has been told.`}
    >
      <Text size="sm">
        The request is cancelled and the member receives this reason by email and on the request's timeline.
      </Text>
    </ReasonMutationDialog>
  );
}

/**
 * `/staff/requests/{kind}/{code}`: one request for staff, written once for every kind: the header (code, status,
 * Cancel), the kind's current actions (`RequestActions` in its body: the steps its status table allows staff now)
 * so they are on screen on arrival, the member, the kind's details, its danger zone (`RequestDangerZone`: refunding
 * everything), and the timeline last.
 */
export function StaffRequestDetailPage<Detail>({
  kind,
  code,
  body,
}: {
  kind: RequestKindConfig;
  code: string;
  /** The kind's own part of the page (`staffBody` of its definition). */
  body?: (detail: StaffRequestDetail & Detail) => ReactNode;
}) {
  const request = useStaffRequest<StaffRequestDetail & Detail>(kind.machine.kind, code);
  const [isCancelOpen, setCancelOpen] = useState(false);
  const { slots, actionsSlot, dangerSlot } = useRequestPageSlots();
  if (request.isPending) return <SkeletonRows rows={6} />;
  if (request.isError) return <RecordError error={request.error} onRetry={() => request.refetch()} />;
  const data = request.data;
  const canCancel = data.actions.some((action) => action.action === 'Cancel');
  return (
    <Stack gap="md">
      <Anchor component={Link} to={`/staff/requests/${kind.machine.kind}`} size="sm">
        ← {requestListTitle(kind)}
      </Anchor>
      <PageHeader
        title={`[${kind.title}] ${data.code}`}
        description={<StatusBadge status={data.status} label={data.statusLabel} />}
        actions={
          canCancel && (
            <Button color="red" variant="light" onClick={() => setCancelOpen(true)}>
              Cancel request
            </Button>
          )
        }
      />
      {actionsSlot}
      <SectionCard title="Member">
        <Group gap="md">
          <Anchor component={Link} to={`/staff/members/${data.member.code}`} ff="monospace" fw={700}>
            {data.member.code}
          </Anchor>
          <Text size="sm">{data.member.name}</Text>
          <Text size="sm" c="dimmed">
            {data.member.email}
          </Text>
        </Group>
      </SectionCard>
      <RequestPageSlots slots={slots}>{body?.(data)}</RequestPageSlots>
      {dangerSlot}
      <Card withBorder padding="md" component="section" aria-label="History">
        <Title order={2} fz="lg" mb="sm">
          Timeline
        </Title>
        <RequestTimeline history={data.history} viewer="staff" />
      </Card>
      <CancelDialog kind={kind} code={data.code} opened={isCancelOpen} onClose={() => setCancelOpen(false)} />
    </Stack>
  );
}
