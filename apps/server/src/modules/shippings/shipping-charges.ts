/**
 * What a shipping request charges (docs/domain.md "Paying"): its carrier line (kind SHIPPING, on the box, the rate
 * of the carrier the server chose again on the live rate cards) and every unpaid fee accrued on the box and its
 * lineage, which it takes (`targetRequestId`). An edit that changes the box or the carrier's line re-prices it: the
 * old line is cancelled (with any open invoice holding it), the fees taken let go, and all written again. A cancel
 * lets go of the package fees, still unpaid, for the box's next shipping: never cancelling fees other services
 * accrued (the scaffold cancels the shipping's own carrier line).
 */
import type { Transaction } from '@fanship/db/client';
import { chooseCarrier, type ShippingRequestValues } from '@fanship/domain/warehouse/shipping';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PackageRow } from '../packages/index.ts';
import { cancelOrdersOfCancelledFees } from '../payments/index.ts';
import type { RequestRow } from '../requests/index.ts';
import { boxCarrierOptions } from './shipping-carriers.ts';
import {
  cancelCarrierLine,
  insertCarrierLine,
  loadLineage,
  releasePackageFees,
  takePackageFees,
  unpaidCarrierLine,
} from './shipping-fees.repository.ts';

/** The carrier option the body names for the box, or the 400 that refuses it (spec §8 when none delivers it). */
export async function chosenCarrier(tx: Transaction, box: PackageRow, body: ShippingRequestValues) {
  const options = await boxCarrierOptions(tx, box, body.address.countryCode);
  return chooseCarrier(box, body.requestedCarrier, options);
}

/** Lets go of everything the shipping charged but its carrier line, cancelling invoices that held what it let go. */
export async function unchargeShipping(
  context: AppContext,
  tx: Transaction,
  request: RequestRow,
  now: Date,
): Promise<void> {
  await cancelOrdersOfCancelledFees(context, tx, await releasePackageFees(tx, request.id, now), now);
}

/** A create's or an edit's charges, once the box is held (same transaction). */
export async function chargeShipping(
  context: AppContext,
  tx: Transaction,
  request: RequestRow,
  body: ShippingRequestValues,
  box: PackageRow,
): Promise<void> {
  const now = context.clock.now();
  const choice = await chosenCarrier(tx, box, body);
  if ('problem' in choice) throw new AppError('BAD_REQUEST', choice.problem);
  const name = `Shipping (${choice.option.carrier})`;
  const current = await unpaidCarrierLine(tx, request.id);
  const unchanged =
    current?.packageId === box.id && current.name === name && current.amountKrw === choice.option.rateKrw;
  if (!unchanged) {
    if (current) {
      await cancelOrdersOfCancelledFees(context, tx, await cancelCarrierLine(tx, request.id, now), now);
      await unchargeShipping(context, tx, request, now);
    }
    const line = { requestId: request.id, code: request.code, boxId: box.id, name };
    await insertCarrierLine(tx, { ...line, amountKrw: choice.option.rateKrw }, now);
  }
  const lineage = await loadLineage(tx, box.id);
  await takePackageFees(
    tx,
    request.id,
    lineage.rows.map((row) => row.id),
    now,
  );
}
