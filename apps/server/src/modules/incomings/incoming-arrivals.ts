import type { Transaction } from '@fanship/db/client';
import { incomingMachine } from '@fanship/domain/requests/status-machines';
import type { AppContext, PackageArrivalHook } from '../../lib/app-context.ts';
import { allItemsArrivedMail, parcelArrivedMail } from '../packages/index.ts';
import { lockRequestRow, type RequestRow, transition } from '../requests/index.ts';

/**
 * The incoming's own moves when its parcel reaches the warehouse (the intake desk calls it, in its transaction,
 * with the incoming locked and open): SCIN01 → SCIN02, or SCIN03 when items are missing, with the parcel-arrived
 * mail naming the package instead of the status mail.
 */
export async function receiveIncoming(
  context: AppContext,
  tx: Transaction,
  incoming: RequestRow,
  parcel: { packageCode: string; trackingNo: string; partial: boolean; staffMemberId: number; now: Date },
): Promise<void> {
  await transition(context, tx, incomingMachine, incoming, {
    to: parcel.partial ? 'SCIN03' : 'SCIN02',
    actor: 'staff',
    actorMemberId: parcel.staffMemberId,
    reason: `Received as ${parcel.packageCode}`,
    now: parcel.now,
    noticeMail: (to) =>
      parcelArrivedMail(to, {
        packageCode: parcel.packageCode,
        trackingNo: parcel.trackingNo,
        incomingCode: incoming.code,
        partial: parcel.partial,
        publicUrl: context.config.publicUrl,
      }),
  });
}

/**
 * The incoming kind's `onPackageArrived`: when the missing items of its partially arrived package came after all,
 * SCIN03 → SCIN02 with the member told every item arrived (another status, or no incoming, is left alone).
 */
export const incomingPackageArrived: PackageArrivalHook = async (context, tx, arrival) => {
  if (arrival.incomingRequestId === null) return;
  const incoming = await lockRequestRow(tx, arrival.incomingRequestId);
  if (incoming?.kind !== incomingMachine.kind || incoming.status !== 'SCIN03') return;
  await transition(context, tx, incomingMachine, incoming, {
    to: 'SCIN02',
    actor: 'staff',
    actorMemberId: arrival.staffMemberId,
    reason: `Every item of ${arrival.packageCode} arrived`,
    now: arrival.now,
    noticeMail: (to) =>
      allItemsArrivedMail(to, {
        packageCode: arrival.packageCode,
        incomingCode: incoming.code,
        publicUrl: context.config.publicUrl,
      }),
  });
};
