import type { Database, Transaction } from '@fanship/db/client';
import type { CreditCategory } from '@fanship/domain/payments/credit-contract';
import type { PayableTargetType } from '@fanship/domain/payments/payment-contract';
import type { StatusMachine } from '@fanship/domain/requests/status-machines';

type Executor = Database | Transaction;

/**
 * What the paying code needs from a kind of request a member pays for (docs/domain.md "Paying"): its status table and
 * the three statuses a payment moves it between, a line describing each target, what else happens when it is
 * paid, and how a refund of it is written. The paying code names no kind: the app root hands the list in
 * (`AppContext.payableKinds`, set in app.ts), so shipping requests join with one more entry there.
 */
export type PayableKind = {
  type: PayableTargetType;
  machine: StatusMachine;
  /** Awaiting payment (payable), a bank deposit awaiting confirmation, paid. */
  unpaid: string;
  pending: string;
  paid: string;
  /** A line per target for the charges list ('Fanship Shop · 2 items'). */
  summarize(db: Executor, requestIds: number[]): Promise<Map<number, string>>;
  /** What else a payment settles for these targets, in the paying transaction (stock sold, cart lines removed). */
  onPaid?(tx: Transaction, requestIds: number[], now: Date): Promise<void>;
  /**
   * The ledger category of a refund of a paid target (credit earned with the target's code as its source), which
   * counts against what its invoice has left to refund; none when the kind refunds nothing by itself.
   */
  refundCategory?: CreditCategory;
};
