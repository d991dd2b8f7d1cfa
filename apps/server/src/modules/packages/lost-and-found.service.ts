import type { PoolParcelValues } from '@fanship/domain/warehouse/parcels';
import type { AppContext } from '../../lib/app-context.ts';
import { createPackage, type PackageRow } from './package-records.ts';

/**
 * Puts a parcel nobody registered into the lost-and-found pool: a type L package with no member (UNCLAIMED), its
 * photos staff-only, its storage not counting until a claim gives it to a member. The intake desk sends an
 * unknown tracking number here, and staff register a parcel found without a usable label here directly.
 */
export async function registerPoolParcel(
  context: AppContext,
  staffMemberId: number,
  values: PoolParcelValues,
): Promise<PackageRow> {
  const now = context.clock.now();
  return context.db.transaction((tx) =>
    createPackage(tx, {
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
      note: 'Put in the lost-and-found pool',
      now,
    }),
  );
}
