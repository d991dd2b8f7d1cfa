import type { Transaction } from '@fanship/db/client';
import type { PoolParcelValues } from '@fanship/domain/warehouse/parcels';
import type { AppContext } from '../../lib/app-context.ts';
import type { PackageRow } from '../packages/index.ts';
import { createPoolPackage, POOL_PARCEL_NOTE } from '../packages/index.ts';
import { guardRescan, intakeTransaction, withRescan } from './intake-rescans.ts';

/**
 * Puts a parcel nobody registered into the lost-and-found pool: the intake desk's pool destination, and
 * `POST /api/staff/lost-and-found` (a parcel found without a usable label). A tracking number that packages already
 * carry is refused without an override, under that number's lock, exactly as any other receive (decision 024).
 */
export function putParcelInPool(
  context: AppContext,
  staffMemberId: number,
  parcel: PoolParcelValues,
): Promise<PackageRow> {
  const now = context.clock.now();
  const { trackingNo } = parcel;
  if (!trackingNo) {
    return context.db.transaction((tx) => createPoolPackage(tx, staffMemberId, parcel, now));
  }
  return intakeTransaction(context, trackingNo, async (tx: Transaction) => {
    const rescan = await guardRescan(tx, { trackingNo, override: parcel.override });
    return createPoolPackage(tx, staffMemberId, parcel, now, withRescan(POOL_PARCEL_NOTE, rescan));
  });
}
