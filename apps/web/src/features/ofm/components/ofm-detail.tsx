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
import { PaymentDialogs, usePaymentFlow } from '../../payments/components/payment-flow.tsx';
import { useCancelOfmRequest, useOfmRequest } from '../api/ofm-api.ts';
import { OfmRequestBody } from './ofm-request-body.tsx';

/**
 * `/ofm/{code}`: the request, its items and images, the prepayment, the timeline, and cancel while allowed; Pay Now
 * while it awaits payment (the payment preview), or the way to the invoices while its payment awaits confirmation.
 */
export function OfmDetail({ code }: { code: string }) {
  const request = useOfmRequest(code);
  const cancel = useCancelOfmRequest();
  const flow = usePaymentFlow();
  if (request.isPending) return <SkeletonRows rows={6} />;
  if (request.isError) return <RecordError error={request.error} onRetry={() => request.refetch()} />;
  const data = request.data;
  const confirmCancel = () =>
    modals.openConfirmModal({
      title: 'Cancel this request?',
      centered: true,
      children: (
        <Text size="sm">Order for Me request {data.code} will be cancelled. This cannot be undone.</Text>
      ),
      labels: { confirm: 'Cancel request', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancel.mutate(data.code, { onSuccess: () => notifications.show({ message: 'Request cancelled.' }) }),
    });

  return (
    <Stack gap="md">
      <RequestTabs current="/ofm" />
      <PageHeader
        title={`[OFM] ${data.code}`}
        description={<StatusBadge status={data.status} label={data.statusLabel} />}
        actions={
          (data.editable || data.cancellable || data.status === 'SCOM01' || data.status === 'SCOM02') && (
            <>
              {data.status === 'SCOM01' && (
                <Button onClick={() => flow.openPreview([{ code: data.code, type: 'OFM' }])}>Pay Now</Button>
              )}
              {data.status === 'SCOM02' && (
                <Button component={Link} to="/invoices" variant="light">
                  Go to invoices
                </Button>
              )}
              {data.editable && data.status === 'SCOM01' && (
                <Button component={Link} to={`/ofm/edit/${data.code}`} variant="light">
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
        <Alert color="red" title="The request was not cancelled">
          {errorMessageOf(cancel.error)}
        </Alert>
      )}
      <OfmRequestBody data={data} linksPackages />
      <Card withBorder padding="md" component="section" aria-label="History">
        <Title order={2} fz="lg" mb="sm">
          Timeline
        </Title>
        <RequestTimeline history={data.history} />
      </Card>
      <PaymentDialogs flow={flow} />
    </Stack>
  );
}
