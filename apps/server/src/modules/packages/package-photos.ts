import type { Transaction } from '@fanship/db/client';
import { memberFiles } from '@fanship/db/request-schema';
import { packageFiles } from '@fanship/db/warehouse-schema';
import { parcelMessages } from '@fanship/domain/warehouse/parcels';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';

/** Where staff's parcel photos are kept: private files, staff-only until the package has a member. */
export const PACKAGE_PHOTO_DOMAIN = 'package-photo';
export const PACKAGE_PHOTO_TAG = 'PACKAGE_PHOTO';

/**
 * Attaches photos staff uploaded (`POST /api/staff/package-photos`, staff-only files) to a package: they become
 * its owner's private files (still staff-only for a pool parcel) with an IMAGE row each. A name that is not an
 * unattached staff photo refuses the whole intake with 'Failed to upload images', so nothing is half-saved.
 */
export async function attachPackagePhotos(
  tx: Transaction,
  pkg: { id: number; memberId: number | null },
  filenames: readonly string[],
  now: Date,
): Promise<void> {
  const unique = [...new Set(filenames)];
  if (unique.length === 0) return;
  const rows = await tx
    .update(memberFiles)
    .set({ memberId: pkg.memberId, attachedAt: now })
    .where(
      and(
        inArray(memberFiles.filename, unique),
        eq(memberFiles.domain, PACKAGE_PHOTO_DOMAIN),
        isNull(memberFiles.memberId),
        isNull(memberFiles.attachedAt),
      ),
    )
    .returning({ id: memberFiles.id, filename: memberFiles.filename });
  if (rows.length !== unique.length) throw new AppError('BAD_REQUEST', parcelMessages.photosNotUploaded);
  const byName = new Map(rows.map((row) => [row.filename, row.id]));
  await tx.insert(packageFiles).values(
    unique.map((filename) => ({
      packageId: pkg.id,
      fileId: byName.get(filename) as number,
      kind: 'IMAGE',
      createdAt: now,
    })),
  );
}

/**
 * Gives a package's files to its new owner (a pool parcel given to a member through a claim), or back to staff
 * only (null: a receive undone at the intake desk).
 */
export async function givePackageFiles(
  tx: Transaction,
  packageId: number,
  memberId: number | null,
): Promise<void> {
  const files = tx
    .select({ id: packageFiles.fileId })
    .from(packageFiles)
    .where(eq(packageFiles.packageId, packageId));
  await tx.update(memberFiles).set({ memberId }).where(inArray(memberFiles.id, files));
}

/**
 * Takes off a package the photos attached to it at `attachedAt`, staff-only again (the desk's undo of an expected
 * package's receipt, decision 027: what the receipt attached goes, the photos staff added before it stay the
 * member's). The receipt writes its photos' rows with its own time, which nothing else shares on a package it holds
 * locked.
 */
export async function detachPackagePhotos(
  tx: Transaction,
  packageId: number,
  attachedAt: Date,
): Promise<void> {
  const attached = and(
    eq(packageFiles.packageId, packageId),
    eq(packageFiles.kind, 'IMAGE'),
    eq(packageFiles.createdAt, attachedAt),
  );
  const files = tx.select({ id: packageFiles.fileId }).from(packageFiles).where(attached);
  await tx.update(memberFiles).set({ memberId: null }).where(inArray(memberFiles.id, files));
  await tx.delete(packageFiles).where(attached);
}
