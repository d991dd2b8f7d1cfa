import {
  type PayableTargetType,
  payableTargetKinds,
  payableTargetTypes,
} from '@fanship/domain/payments/payment-contract';
import { requestKind } from '@fanship/domain/requests/request-kinds';
import { requestKeys } from '../../lib/query-keys.ts';

/**
 * The paying screens' view of what can be paid for, from the payable kinds (`payableTargetKinds` in the payment
 * contract): no kind is named here, so a kind made payable (shipping) links and refreshes with no change.
 */

/** Where a target's own page is: its kind's page once the kind is built; null for a kind without pages yet. */
export function targetPagePath(type: PayableTargetType, code: string): string | null {
  const kind = requestKind(payableTargetKinds[type]);
  return kind?.built && !kind.listOnly ? `${kind.path}/${encodeURIComponent(code)}` : null;
}

/** The query keys of every payable kind's lists and requests (a payment moves them). */
export const payableKindKeys = payableTargetTypes.map((type) => requestKeys(payableTargetKinds[type]).all);

/** The status a target waiting to be paid is in: its kind's initial status ('Awaiting payment'). */
export function unpaidStatusOf(type: PayableTargetType): string {
  return requestKind(payableTargetKinds[type])?.machine.initial ?? '';
}
