/**
 * What the repacking's once-per-box rule reads of a box (Drizzle only), inside the create or edit transaction that
 * holds the box locked: the other requests that name it as their target (repackings, shippings) and the request that
 * made it. An open repacking already holds the box (the scaffold's hold and `request_packages_held_idx`); a done one
 * consumed it; what is left to read is a box a repacking made, and the box's shippings (an open one holds the box
 * too; from SCSH02 on its payment started, and the box may no longer be repacked).
 */
import type { Transaction } from '@fanship/db/client';
import { requests } from '@fanship/db/request-schema';
import { repackingMachine, shippingMachine } from '@fanship/domain/requests/status-machines';
import { eq } from 'drizzle-orm';
import { requestsTargeting } from '../package-services/index.ts';
import type { PackageRow } from '../packages/index.ts';

/**
 * Whether `box` was repacked before (another repacking of it not cancelled, or it was made by one) and the shipping
 * requests that name it (their box is their TARGET link), with their statuses.
 */
export async function repackingHistoryOf(tx: Transaction, box: PackageRow, requestId: number) {
  const others = await requestsTargeting(
    tx,
    box.id,
    [repackingMachine.kind, shippingMachine.kind],
    requestId,
  );
  const [source] = box.sourceRequestId
    ? await tx.select({ kind: requests.kind }).from(requests).where(eq(requests.id, box.sourceRequestId))
    : [];
  const repackedBefore =
    source?.kind === repackingMachine.kind ||
    others.some(
      (other) =>
        other.kind === repackingMachine.kind &&
        repackingMachine.tones?.[other.status as never] !== 'cancelled',
    );
  const shippings = others
    .filter((other) => other.kind === shippingMachine.kind)
    .map(({ code, status }) => ({ code, status }));
  return { repackedBefore, shippings, shippingStatuses: shippings.map((shipping) => shipping.status) };
}
