import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { RequestTabs } from '../../../components/request-kit/request-tabs.tsx';
import { RequestTimeline } from '../../../components/request-kit/request-timeline.tsx';
import { StatusBadge } from '../../../components/request-kit/status-badge.tsx';
import { RecordError } from '../../../components/ui/not-found-page.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useCancelIncomingRequest, useIncomingRequest } from '../api/incomings-api.ts';
import { IncomingRequestBody } from './incoming-request-body.tsx';

/**
 * `/incomings/{code}`: '[Incoming] {code}' with its status, the parcel's fields and items, the package it arrived
 * as, the timeline; Edit and Cancel (after a confirmation) only while it is registered (SCIN01). Another member's
 * code is the 404 page.
 */
export function IncomingDetail({ code }: { code: string }) {
  const request = useIncomingRequest(code);
  const cancel = useCancelIncomingRequest();
  if (request.isPending) return <SkeletonRows rows={6} />;
  if (request.isError) return <RecordError error={request.error} onRetry={() => request.refetch()} />;
  const data = request.data;
  const confirmCancel = () =>
    modals.openConfirmModal({
      title: 'Cancel Incoming Request?',
      centered: true,
      children: (
        <Text size="sm">
          Are you sure to cancel this incoming request? Incoming {data.code} (tracking number{' '}
          {data.trackingNo}) will be cancelled. This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Cancel request', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancel.mutate(data.code, { onSuccess: () => notifications.show({ message: 'Incoming cancelled.' }) }),
    });

  return (
    <Stack gap="md">
      <RequestTabs current="/incomings" />
      <PageHeader
        title={`[Incoming] ${data.code}`}
        description={<StatusBadge status={data.status} label={data.statusLabel} />}
        actions={
          (data.editable || data.cancellable) && (
            <>
              {data.editable && (
                <Button component={Link} to={`/incomings/edit/${data.code}`} variant="light">
                  Edit
                </Button>
              )}
              {data.cancellable && (
                <Button color="red" variant="light" onClick={confirmCancel} loading={cancel.isPending}>
                  Cancel request
                </Button>
              )}
            </>
          )
        }
      />
      {cancel.isError && (
        <Alert color="red" title="The incoming was not cancelled">
          {errorMessageOf(cancel.error)}
        </Alert>
      )}
      <IncomingRequestBody data={data} />
      <Card withBorder padding="md" component="section" aria-label="History">
        <Title order={2} fz="lg" mb="sm">
          Timeline
        </Title>
        <RequestTimeline history={data.history} />
      </Card>
    </Stack>
  );
}
