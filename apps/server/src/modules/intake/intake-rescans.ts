/**
 * A scan of a parcel already received (decision 024): a tracking number that packages already carry is not
 * received again unless staff override it with a reason, which is written in the new package's history. Every
 * receive runs in `intakeTransaction`, under its tracking number's lock, so the check and the new package are one
 * step: of two staff receiving the same parcel at once, the second sees the first's package. The same holds for a
 * parcel registered straight into the lost-and-found pool with a tracking number (`pool-parcels.ts`).
 */
import type { Transaction } from '@fanship/db/client';
import { intakeMessages, packageCodesText } from '@fanship/domain/warehouse/intake';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { listPackageCodesByTracking, lockTrackingNumber } from './intake.repository.ts';

/** A receive's transaction, its tracking number locked first (before any row lock). */
export function intakeTransaction<T>(
  context: AppContext,
  trackingNo: string,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return context.db.transaction(async (tx) => {
    await lockTrackingNumber(tx, trackingNo);
    return work(tx);
  });
}

/**
 * Refuses (409 naming the packages) a tracking number already on a package without an override. Answers what the
 * new package's creation note adds: nothing for a first receive, else the packages it was already on and the
 * override's reason. Called in `intakeTransaction`.
 */
export async function guardRescan(
  tx: Transaction,
  values: { trackingNo: string; override: { reason: string } | null },
): Promise<string | null> {
  const codes = await listPackageCodesByTracking(tx, values.trackingNo);
  if (codes.length === 0) return null;
  if (!values.override) {
    throw new AppError('CONFLICT', intakeMessages.alreadyOnPackage(packageCodesText(codes)));
  }
  return intakeMessages.receivedAnyway(packageCodesText(codes), values.override.reason);
}

/** A creation note with the override's words after it. */
export function withRescan(note: string, rescan: string | null): string {
  return rescan ? `${note}. ${rescan}` : note;
}
