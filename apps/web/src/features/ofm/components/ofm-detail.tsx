import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { PaymentDialogs, usePaymentFlow } from '../../payments/index.ts';
import { RequestDetailShell } from '../../requests/index.ts';
import { useCancelOfmRequest, useOfmRequest } from '../api/ofm-api.ts';
import { OfmRequestBody } from './ofm-request-body.tsx';

/**
 * `/ofm/{code}`: the request, its items and images, the prepayment, the timeline, and cancel while allowed; Pay Now
 * while it awaits payment (the payment preview), or the way to the invoices while its payment awaits confirmation.
 */
export function OfmDetail({ code }: { code: string }) {
  const flow = usePaymentFlow();
  return (
    <RequestDetailShell
      request={useOfmRequest(code)}
      path="/ofm"
      title={(data) => `[OFM] ${data.code}`}
      canEdit={(data) => data.editable && data.status === 'SCOM01'}
      actions={(data) =>
        data.status === 'SCOM01' ? (
          <Button onClick={() => flow.openPreview([{ code: data.code, type: 'OFM' }])}>Pay Now</Button>
        ) : data.status === 'SCOM02' ? (
          <Button component={Link} to="/invoices" variant="light">
            Go to invoices
          </Button>
        ) : null
      }
      cancel={{
        mutation: useCancelOfmRequest(),
        title: 'Cancel this request?',
        text: (data) => <>Order for Me request {data.code} will be cancelled. This cannot be undone.</>,
        done: 'Request cancelled.',
        failureTitle: 'The request was not cancelled',
      }}
      body={(data) => <OfmRequestBody data={data} linksPackages />}
    >
      <PaymentDialogs flow={flow} />
    </RequestDetailShell>
  );
}
