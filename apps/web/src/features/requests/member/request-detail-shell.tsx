import type { HistoryEntry } from '@fanship/domain/requests/request-contract';
import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RequestTabs } from '../../../components/request-kit/request-tabs.tsx';
import { RequestTimeline } from '../../../components/request-kit/request-timeline.tsx';
import { StatusBadge } from '../../../components/request-kit/status-badge.tsx';
import { RecordError } from '../../../components/ui/not-found-page.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';

/** What every member request page reads from its request. */
export type MemberRequest = {
  code: string;
  status: string;
  statusLabel: string;
  editable: boolean;
  cancellable: boolean;
  history: HistoryEntry[];
};

type RequestDetailShellProps<Detail extends MemberRequest> = {
  request: UseQueryResult<Detail>;
  /** The kind's list ('/ofm'): the tab, and `{path}/edit/{code}` for Edit. */
  path: string;
  /** The page's title ('[OFM] OF2611240001'). */
  title: (data: Detail) => string;
  /** Whether Edit is offered (default: while the request is editable). */
  canEdit?: (data: Detail) => boolean;
  /** The kind's own buttons before Edit and Cancel (Pay Now). */
  actions?: (data: Detail) => ReactNode;
  cancel: {
    mutation: UseMutationResult<void, Error, string>;
    title: string;
    text: (data: Detail) => ReactNode;
    done: string;
    failureTitle: string;
  };
  /** The kind's own part: its fields, items, amounts. */
  body: (data: Detail) => ReactNode;
  /** After the timeline (the payment dialogs). */
  children?: ReactNode;
};

/**
 * Every member request page, written once: the kind's tab, '[Kind] {code}' with its status, the kind's buttons,
 * Edit and Cancel (after a confirmation) while allowed, the kind's own part, and the timeline. Another member's code
 * is the 404 page.
 */
export function RequestDetailShell<Detail extends MemberRequest>({
  request,
  path,
  title,
  canEdit = (data) => data.editable,
  actions,
  cancel,
  body,
  children,
}: RequestDetailShellProps<Detail>) {
  if (request.isPending) return <SkeletonRows rows={6} />;
  if (request.isError) return <RecordError error={request.error} onRetry={() => request.refetch()} />;
  const data = request.data;
  const confirmCancel = () =>
    modals.openConfirmModal({
      title: cancel.title,
      centered: true,
      children: <Text size="sm">{cancel.text(data)}</Text>,
      labels: { confirm: 'Cancel request', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancel.mutation.mutate(data.code, { onSuccess: () => notifications.show({ message: cancel.done }) }),
    });
  const own = actions?.(data);
  const isEditable = canEdit(data);
  return (
    <Stack gap="md">
      <RequestTabs current={path} />
      <PageHeader
        title={title(data)}
        description={<StatusBadge status={data.status} label={data.statusLabel} />}
        actions={
          (Boolean(own) || isEditable || data.cancellable) && (
            <>
              {own}
              {isEditable && (
                <Button component={Link} to={`${path}/edit/${data.code}`} variant="light">
                  Edit
                </Button>
              )}
              {data.cancellable && (
                <Button
                  color="red"
                  variant="light"
                  onClick={confirmCancel}
                  loading={cancel.mutation.isPending}
                >
                  Cancel request
                </Button>
              )}
            </>
          )
        }
      />
      {cancel.mutation.isError && (
        <Alert color="red" title={cancel.failureTitle}>
          {errorMessageOf(cancel.mutation.error)}
        </Alert>
      )}
      {body(data)}
      <Card withBorder padding="md" component="section" aria-label="History">
        <Title order={2} fz="lg" mb="sm">
          Timeline
        </Title>
        <RequestTimeline history={data.history} />
      </Card>
      {children}
    </Stack>
  );
}
