import { formatKrw } from '@fanship/domain/pricing/money';
import { isSelectable, shippingMachine } from '@fanship/domain/requests/status-machines';
import type { Shipping, ShippingSummary } from '@fanship/domain/warehouse/shipping';
import { Button, Group } from '@mantine/core';
import { InvoicesLink } from '../../../components/request-kit/row-selection.tsx';
import { StatusBadge } from '../../../components/request-kit/status-badge.tsx';
import { useCodeLabel } from '../../code-lists/index.ts';
import { PaymentDialogs, usePaymentFlow } from '../../payments/index.ts';
import { packageKind, packagePages } from '../../requests/index.ts';
import { shippingsApi } from '../api/shippings-api.ts';
import { ShippingForm } from './shipping-form.tsx';
import { emptyShippingForm, valuesFromShipping } from './shipping-form-values.ts';
import { ShippingRequestBody } from './shipping-request-body.tsx';

const isPayable = (row: { status: string }) => isSelectable(shippingMachine, row.status);
/** A shipping whose payment waits for confirmation (SCSH02): its Pay Now leads to the invoices (spec §2). */
const isAwaitingConfirmation = (row: { status: string }) => row.status === 'SCSH02';
const paymentText = (row: ShippingSummary) => (isPayable(row) ? formatKrw(row.totalKrw) : row.statusLabel);

function useShippingView() {
  const flow = usePaymentFlow();
  const carrierLabel = useCodeLabel('shippingCarriers');
  return {
    columns: [
      { header: 'Carrier', cell: (row: ShippingSummary) => carrierLabel(row.carrier) || '-' },
      { header: 'Tracking No', cell: (row: ShippingSummary) => row.trackingNo ?? '-' },
      {
        header: 'Payment',
        cell: (row: ShippingSummary) => (
          <Group gap={6} wrap="wrap">
            {isPayable(row) ? (
              formatKrw(row.totalKrw)
            ) : (
              <StatusBadge status={row.status} label={row.statusLabel} />
            )}
            {isAwaitingConfirmation(row) && <InvoicesLink code={row.code} />}
          </Group>
        ),
      },
    ],
    cardLine: (row: ShippingSummary) =>
      `${carrierLabel(row.carrier) || 'Carrier to choose'} · ${row.trackingNo ?? 'no tracking yet'} · ${paymentText(row)}`,
    selection: {
      isSelectable: isPayable,
      amountKrw: (row: ShippingSummary) => row.totalKrw,
      action: (selected: ShippingSummary[]) => (
        <Button
          onClick={() =>
            flow.openPreview(selected.map((row) => ({ code: row.code, type: 'SHIPPING' as const })))
          }
        >
          Pay Now
        </Button>
      ),
      dialogs: <PaymentDialogs flow={flow} />,
    },
  };
}

/** The member's page body: the shipping, with Pay Now under its invoice while unpaid (SCSH01). */
function MemberShippingBody({
  data,
  packagePath,
}: {
  data: Shipping;
  packagePath: (code: string) => string;
}) {
  const flow = usePaymentFlow();
  return (
    <>
      <ShippingRequestBody
        data={data}
        packagePath={packagePath}
        payment={
          isPayable(data) && (
            <Button onClick={() => flow.openPreview([{ code: data.code, type: 'SHIPPING' }])}>Pay Now</Button>
          )
        }
      />
      <PaymentDialogs flow={flow} />
    </>
  );
}

/**
 * The shipping's member pages: `/shippings` (spec §2 Shipping: Created, ID, Status, Carrier, Tracking No, Payment;
 * unpaid rows (SCSH01) selected for Pay Now, with the phone's bottom bar), `/shippings/{code}` ('[Shipping] {code}'
 * with its status, carrier, box, address, the invoice (live while unpaid) with Pay Now, 'Invoice Detail' for
 * SCSH03-05, 'Ship Completed' for SCSH05; Edit and Cancel only while unpaid, SCSH01), `/shippings/new?packageCode=`
 * (the box chosen from a package's 'Ship') and `/shippings/edit/{code}`.
 */
const shipping = packageKind({
  noun: 'shipping',
  description: 'Ship an arrived box to your address with the carrier of your choice.',
  api: shippingsApi,
  form: { Component: ShippingForm, values: valuesFromShipping, empty: emptyShippingForm },
  cancelText: (data: Shipping) => (
    <>
      Are you sure to cancel this shipping request? Shipping {data.code} will be cancelled and the box{' '}
      {data.targetPackage.code} stays in your locker with its fees unpaid. This cannot be undone.
    </>
  ),
  Body: MemberShippingBody,
  list: {
    statuses: shippingMachine.statuses,
    useView: useShippingView,
    hint: 'Ship an arrived box abroad: pick the box, the address and the carrier.',
  },
});

export const ShippingDetail = ({ code }: { code: string }) => (
  <packagePages.Detail kind={shipping} code={code} />
);
export const ShippingNewPage = () => <packagePages.New kind={shipping} />;
export const ShippingEditPage = ({ code }: { code: string }) => (
  <packagePages.Edit kind={shipping} code={code} />
);
export const ShippingList = () => <packagePages.List kind={shipping} />;
