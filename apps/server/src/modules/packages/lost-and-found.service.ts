import type { Transaction } from '@fanship/db/client';
import type { PoolParcelValues } from '@fanship/domain/warehouse/parcels';
import { createPackage, type PackageRow } from './package-records.ts';

/** What staff measured and photographed of a parcel, as package fields (the intake desk and the pool share it). */
export function measuredParcel<Tracking extends string | null>(values: {
  trackingNo: Tracking;
  weightGrams: number;
  widthCm: number;
  lengthCm: number;
  heightCm: number;
  staffNote: string | null;
  photos: string[];
}) {
  return {
    trackingNo: values.trackingNo,
    weightGrams: values.weightGrams,
    widthTenths: values.widthCm,
    lengthTenths: values.lengthCm,
    heightTenths: values.heightCm,
    staffNote: values.staffNote,
    photoFilenames: values.photos,
  };
}

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
    ...measuredParcel(values),
    carrierName: values.carrierName,
    receiverName: values.receiverName,
    storageStartedAt: null,
    actor: 'staff',
    actorMemberId: staffMemberId,
    note,
    now,
  });
}
