import type { Database, Transaction } from '@fanship/db/client';
import type { CreditCategory } from '@fanship/domain/payments/credit-contract';
import type { PayableTargetType } from '@fanship/domain/payments/payment-contract';
import type { StatusMachine } from '@fanship/domain/requests/status-machines';

type Executor = Database | Transaction;

/**
 * A fee as a kind writes it on its target (in whole won; `originCode` the record it arose on; `packageId` the package
 * it accrued on, if any: a shipping's storage).
 */
export type NewFeeLine = {
  originCode: string;
  kind: string;
  name: string;
  amountKrw: number;
  packageId?: number | null;
};

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
  /**
   * The lines each target owes at `now` that are not stored (a shipping's storage counted to that day), by request
   * id. `GET /charges` and the preview list them with the stored fees; making an order writes them on the target,
   * held by that order, and they are cancelled (counted live again next time) if it closes unpaid. Not asked for a
   * target an open order holds: that order froze them.
   */
  liveLines?(db: Executor, requestIds: number[], now: Date): Promise<Map<number, NewFeeLine[]>>;
  /** When an unpaid order made at `madeAt` holding a target of this kind expires (the earliest of its targets'). */
  orderExpiresAt?(madeAt: Date): Date;
};
