import { type Order, paymentMessages } from '@fanship/domain/payments/payment-contract';
import { formatKrw, formatUsdCents, type PaymentMethod } from '@fanship/domain/pricing/money';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { RecordError } from '../../../components/ui/not-found-page.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { useCancelOrder } from '../api/cancel-order.ts';
import { useOrder } from '../api/get-order.ts';
import { usePayOrder } from '../api/pay-order.ts';
import { targetPagePath } from '../payable-targets.ts';
import { AmountRow, AmountRows } from './amount-rows.tsx';
import { FeeList } from './fee-list.tsx';
import { InvoiceExpiryNotice, useInvoiceExpired } from './invoice-expiry.tsx';
import { InvoiceStatus, invoiceUsdText, methodLabelOf } from './invoice-status.tsx';
import { MethodChoice, methodsFor } from './method-choice.tsx';
import { PaymentDialogs, type PaymentFlow, usePaymentFlow } from './payment-flow.tsx';

/** A won-per-dollar rate as stored on the invoice ('₩1,380.5'). */
const rateText = (rate: number) => `₩${rate.toLocaleString('en-US', { maximumFractionDigits: 4 })}`;

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** Paying an invoice awaiting payment: the method with each method's dollars from the invoice's own rates. */
function PayInvoice({ order, flow }: { order: Order; flow: PaymentFlow }) {
  const pay = usePayOrder();
  const methods = methodsFor(order.amount);
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const method = chosen && methods.includes(chosen) ? chosen : null;
  const isPaying = flow.isPaying || pay.isPending;
  return (
    <Card withBorder padding="md" component="section" aria-label="Pay this invoice">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Pay this invoice
        </Title>
        <MethodChoice
          methods={methods}
          amountsUsd={order.amountsUsd}
          value={method}
          onChange={setChosen}
          disabled={isPaying}
        />
        <Group justify="flex-end" gap="sm">
          {order.paymentMethod === 'WISE' && (
            <Button variant="light" onClick={() => flow.openDeposit(order)} disabled={isPaying}>
              Submit deposit
            </Button>
          )}
          <Button
            disabled={method === null}
            loading={isPaying}
            onClick={() =>
              method &&
              void flow.payInvoice(order, method, () =>
                pay.mutateAsync({ code: order.code, paymentMethod: method }),
              )
            }
          >
            Pay
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * `/invoices/{code}`, the invoice detail (spec §2 Dialogs, §4): 'Payment Completed' once paid, else 'Payment
 * Detail'; its fees, discount, credit, method and amounts. An invoice awaiting payment and valid can be paid (any
 * method, at the invoice's rates) or cancelled after confirmation; an invalid one says so and offers neither. One
 * that expires says when to pay by and why; once past it (the page turns by itself) it reads as closed: neither;
 * closed by its expiry it reads as expired, not cancelled.
 * A refused pay or deposit (409) shows the server's message and the invoice is read again.
 */
export function InvoiceDetail({ code }: { code: string }) {
  const order = useOrder(code);
  const cancel = useCancelOrder();
  const flow = usePaymentFlow();
  const isExpired = useInvoiceExpired(
    order.data ?? { code, status: 'OR09', expiresAt: null, closedReason: null },
  );
  if (order.isPending) return <SkeletonRows rows={6} />;
  if (order.isError) return <RecordError error={order.error} onRetry={() => order.refetch()} />;
  const data = order.data;
  const isOpen = data.status === 'OR01' && data.valid && !isExpired;
  const confirmCancel = () =>
    modals.openConfirmModal({
      title: 'Cancel this invoice?',
      centered: true,
      children: (
        <Text size="sm">
          Invoice {data.code} will be cancelled. Its charges go back to Pay Now, where you can pay them again.
        </Text>
      ),
      labels: { confirm: 'Invoice Cancel', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancel.mutate(data.code, { onSuccess: () => notifications.show({ message: 'Invoice cancelled.' }) }),
    });

  return (
    <Stack gap="md">
      <PageHeader
        title={data.status === 'OR03' ? paymentMessages.paymentCompleted : 'Payment Detail'}
        description={
          <Group gap="xs">
            <Text span fw={700} c="dark">
              {data.code}
            </Text>
            <InvoiceStatus order={data} isExpired={isExpired} />
          </Group>
        }
        actions={
          <>
            <Button component={Link} to="/invoices" variant="default">
              All invoices
            </Button>
            {isOpen && (
              <Button color="red" variant="light" onClick={confirmCancel} loading={cancel.isPending}>
                Invoice Cancel
              </Button>
            )}
          </>
        }
      />
      {!data.valid && (
        <Alert color="red" variant="light" role="alert">
          {paymentMessages.invoiceInvalid}
        </Alert>
      )}
      {data.valid && <InvoiceExpiryNotice order={data} isExpired={isExpired} />}
      {cancel.isError && (
        <Alert color="red" variant="light" title="The invoice was not cancelled">
          {errorMessageOf(cancel.error)}
        </Alert>
      )}
      {data.status === 'OR02' && (
        <Alert color="blue" variant="light" title="Deposit submitted">
          {data.deposit
            ? `You reported a Wise transfer of ${formatUsdCents(data.deposit.amountCents)} (reference ${data.deposit.referenceCode}) on ${formatKstDateTime(data.deposit.submittedAt)}. `
            : ''}
          It is awaiting confirmation by our staff.
        </Alert>
      )}
      {data.status === 'OR09' && !isExpired && (
        <Alert color="gray" variant="light">
          This invoice was cancelled.
        </Alert>
      )}
      <Card withBorder padding="md" component="section" aria-label="Invoice details">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Detail label="Created">{formatKstDateTime(data.createdAt)}</Detail>
          <Detail label="Paid">{data.paidAt ? formatKstDateTime(data.paidAt) : '—'}</Detail>
          <Detail label="Method">{methodLabelOf(data)}</Detail>
          <Detail label="Exchange rate">
            {rateText(data.exchangeRate.base)} per $1 (Wise {rateText(data.exchangeRate.wise)})
          </Detail>
        </SimpleGrid>
      </Card>
      <Card withBorder padding="md" component="section" aria-label="What is paid">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Fees
          </Title>
          {data.targets.map((target) => {
            const path = targetPagePath(target.type, target.code);
            return (
              <Group key={target.code} justify="space-between" wrap="nowrap">
                {path ? (
                  <Anchor component={Link} to={path} fw={700}>
                    {target.code}
                  </Anchor>
                ) : (
                  <Text fw={700}>{target.code}</Text>
                )}
                <Text fw={700}>{formatKrw(target.amount)}</Text>
              </Group>
            );
          })}
          <FeeList fees={data.fees} isCollapsible={false} ownOrderCode={data.code} />
        </Stack>
      </Card>
      <Card withBorder padding="md" component="section" aria-label="Amounts">
        <Stack gap={6}>
          <AmountRows
            totalKrw={data.totalAmountKrw}
            discountKrw={data.discountAmount}
            creditKrw={data.creditRedeemAmount}
            amountKrw={data.amount}
          />
          <AmountRow label={`Amount (USD, ${methodLabelOf(data)})`} isStrong>
            {invoiceUsdText(data)}
          </AmountRow>
          {data.paidAmount !== null && (
            <AmountRow label="Paid (USD)">{formatUsdCents(data.paidAmount)}</AmountRow>
          )}
        </Stack>
      </Card>
      {isOpen && <PayInvoice order={data} flow={flow} />}
      <PaymentDialogs flow={flow} />
    </Stack>
  );
}
