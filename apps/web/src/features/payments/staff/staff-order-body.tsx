import { paymentMessages, type StaffOrder } from '@fanship/domain/payments/payment-contract';
import { Alert } from '@mantine/core';
import { useState } from 'react';
import { RequestActions, RequestDangerZone } from '../../staff-requests/index.ts';
import { ConfirmDepositDialog } from './confirm-deposit-dialog.tsx';
import { DepositDecision, RejectDepositDialog } from './deposit-decision.tsx';
import { OrderAmounts } from './order-amounts.tsx';
import { OrderFees, OrderTargets } from './order-charges.tsx';
import { OrderDeposit } from './order-deposit.tsx';
import { PaymentAttempts } from './payment-attempts.tsx';
import { RefundSection, RefundToCreditDialog } from './refund-to-credit.tsx';

type Dialog = 'confirm' | 'reject' | 'refund';

/**
 * The order's own part of the staff request page: its amounts and rates, what it pays for, its fees, the Wise
 * deposit, the payment attempts with the providers' references, and what staff may do in its status (OR02 confirm
 * or reject the deposit, the page's actions at its top; OR03 refund to credit, apart in its danger zone). The dialogs stay mounted while the order changes under them, so
 * a refusal (someone decided first) is still shown beside the order as it is now.
 */
export function StaffOrderBody({ order }: { order: StaffOrder }) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  return (
    <>
      {!order.valid && (
        <Alert color="red" variant="light" role="status">
          {paymentMessages.invoiceInvalid}
        </Alert>
      )}
      {order.status === 'OR02' && (
        <RequestActions>
          <DepositDecision
            order={order}
            onConfirm={() => setDialog('confirm')}
            onReject={() => setDialog('reject')}
          />
        </RequestActions>
      )}
      {order.status === 'OR03' && (
        <RequestDangerZone>
          <RefundSection order={order} onRefund={() => setDialog('refund')} />
        </RequestDangerZone>
      )}
      <OrderAmounts order={order} />
      {(order.deposit || order.paymentMethod === 'WISE') && <OrderDeposit order={order} />}
      <OrderTargets order={order} />
      <OrderFees order={order} />
      <PaymentAttempts order={order} />
      <ConfirmDepositDialog order={order} opened={dialog === 'confirm'} onClose={close} />
      <RejectDepositDialog order={order} opened={dialog === 'reject'} onClose={close} />
      <RefundToCreditDialog order={order} opened={dialog === 'refund'} onClose={close} />
    </>
  );
}
