import type { Transaction } from '@fanship/db/client';
import type { PoolParcelValues } from '@fanship/domain/warehouse/parcels';
import { createPackage, type PackageRow } from './package-records.ts';

/** The creation note of a pool parcel. */
export const POOL_PARCEL_NOTE = 'Put in the lost-and-found pool';

/**
 * Writes a parcel nobody registered into the lost-and-found pool in the caller's transaction: a type L package with
 * no member (UNCLAIMED), its photos staff-only, its storage not counting until a claim gives it to a member.
 * `note` replaces the creation row's note (the intake desk adds why a parcel already received was received again).
 */
export function createPoolPackage(
  tx: Transaction,
  staffMemberId: number,
  values: PoolParcelValues,
  now: Date,
  note: string = POOL_PARCEL_NOTE,
): Promise<PackageRow> {
  return createPackage(tx, {
    memberId: null,
    type: 'L',
    status: 'UNCLAIMED',
    trackingNo: values.trackingNo,
    carrierName: values.carrierName,
    receiverName: values.receiverName,
    weightGrams: values.weightGrams,
    widthTenths: values.widthCm,
    lengthTenths: values.lengthCm,
    heightTenths: values.heightCm,
    staffNote: values.staffNote,
    photoFilenames: values.photos,
    storageStartedAt: null,
    actor: 'staff',
    actorMemberId: staffMemberId,
    note,
    now,
  });
}
