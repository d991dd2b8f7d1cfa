import type { Database, Transaction } from '@fanship/db/client';
import type { PayableTargetType } from '@fanship/domain/payments/payment-contract';
import type { StatusMachine } from '@fanship/domain/requests/status-machines';
import { ofmPayable } from '../ofm/ofm-payable.ts';

type Executor = Database | Transaction;

/**
 * What the paying code needs from a kind of request a member pays for (DOMAIN.md "Paying"): its status table and
 * the three statuses a payment moves it between, a line describing each target, and what else happens when it is
 * paid. OFM is the first; shipping requests join with one more entry here, no change to the paying code.
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
};

export const payableKinds: readonly PayableKind[] = [ofmPayable];

export function payableKind(type: string): PayableKind | undefined {
  return payableKinds.find((kind) => kind.type === type);
}

export function payableKindOfRequest(kind: string): PayableKind | undefined {
  return payableKinds.find((candidate) => candidate.machine.kind === kind);
}
