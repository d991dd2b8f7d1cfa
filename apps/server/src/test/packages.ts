import { feeLines } from '@fanship/db/payment-schema';
import { packageHistory } from '@fanship/db/warehouse-schema';
import type { PackageStatus, PackageType } from '@fanship/domain/warehouse/package-statuses';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createPackage, type NewPackageItem, type PackageRow } from '../modules/packages/index.ts';
import type { TestApp, TestMember } from './app.ts';
import { memberId } from './payments.ts';
import { multipart, png } from './uploads.ts';

/**
 * Puts a package straight into a member's locker (or the lost-and-found pool with `member: null`), as the intake
 * desk would, for tests of what comes after intake. Arrived now, storage counting from now unless told.
 */
export async function givePackage(
  t: TestApp,
  member: TestMember | null,
  values: {
    type?: PackageType;
    status?: PackageStatus;
    weightGrams?: number;
    tags?: string[];
    trackingNo?: string;
    receiverName?: string;
    sourceRequestId?: number | null;
    items?: NewPackageItem[];
    storageStartedAt?: Date | null;
    freeStorageDays?: number | null;
  } = {},
): Promise<PackageRow> {
  const owner = member ? await memberId(t, member) : null;
  const now = t.clock.now();
  return t.database.db.transaction((tx) =>
    createPackage(tx, {
      memberId: owner,
      type: values.type ?? (owner === null ? 'L' : 'R'),
      status: values.status ?? (owner === null ? 'UNCLAIMED' : 'ARRIVED'),
      weightGrams: values.weightGrams ?? 1_200,
      widthTenths: 300,
      lengthTenths: 200,
      heightTenths: 100,
      tags: values.tags ?? [],
      trackingNo: values.trackingNo ?? null,
      receiverName: values.receiverName ?? null,
      sourceRequestId: values.sourceRequestId ?? null,
      items: values.items ?? [
        { name: 'Mini album', categoryCode: 'ALBUM', unitPriceKrw: 20_000, quantity: 1 },
      ],
      storageStartedAt:
        values.storageStartedAt === undefined ? (owner === null ? null : now) : values.storageStartedAt,
      freeStorageDays: values.freeStorageDays ?? null,
      actor: 'staff',
      actorMemberId: null,
      note: 'Given by a test',
      now,
    }),
  );
}

/** A package's history rows, oldest first. */
export const packageHistoryOf = (t: TestApp, packageId: number) =>
  t.database.db
    .select()
    .from(packageHistory)
    .where(eq(packageHistory.packageId, packageId))
    .orderBy(asc(packageHistory.id));

/** The fee lines that accrued on a package, oldest first. */
export const packageFeesOf = (t: TestApp, packageId: number) =>
  t.database.db.select().from(feeLines).where(eq(feeLines.packageId, packageId)).orderBy(asc(feeLines.id));

/** A fee another service (an unboxing) accrued on a package: package services must leave it alone. */
export async function giveUnboxingFee(t: TestApp, packageId: number, originCode = 'UB2603010001') {
  await t.database.db
    .insert(feeLines)
    .values({ packageId, originCode, kind: 'UNBOXING', name: 'Unboxing video', amountKrw: 2500 });
}

/** Uploads a photo as staff do before recording a parcel (`POST /api/staff/package-photos`); answers its filename. */
export async function uploadPackagePhoto(t: TestApp, staffCookie: string): Promise<string> {
  const response = await t.inject({
    method: 'POST',
    url: '/api/staff/package-photos',
    cookie: staffCookie,
    ...multipart('parcel.png', png),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ filename: string }>().filename;
}
