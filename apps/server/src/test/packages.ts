import { feeLines } from '@fanship/db/payment-schema';
import { packageHistory, packages, requestPackages } from '@fanship/db/warehouse-schema';
import type { PackageStatus, PackageType } from '@fanship/domain/warehouse/package-statuses';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { createPackage, type NewPackageItem, type PackageRow } from '../modules/packages/index.ts';
import type { TestApp, TestMember } from './app.ts';
import { memberId } from './payments.ts';
import { rowsWhere } from './rows.ts';
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
export function packageHistoryOf(t: TestApp, packageId: number) {
  return rowsWhere(t, packageHistory, packageHistory.packageId, packageId);
}

/** The fee lines that accrued on a package, oldest first. */
export function packageFeesOf(t: TestApp, packageId: number) {
  return rowsWhere(t, feeLines, feeLines.packageId, packageId);
}

/** An unpaid ₩2,500 unboxing fee on a package, as if an unboxing had accrued it (another service's fee). */
export const giveUnboxingFee = (t: TestApp, packageId: number, name = 'Unboxing video') =>
  t.database.db
    .insert(feeLines)
    .values({ packageId, originCode: 'UB2603010001', kind: 'UNBOXING', name, amountKrw: 2500 });

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

/** The member's page of a package (`GET /api/packages/{code}`), as JSON. */
export const packagePage = async (t: TestApp, member: TestMember, code: string) =>
  (await t.inject({ method: 'GET', url: `/api/packages/${code}`, cookie: member.cookie })).json();

/** A package's status, by code. */
export async function packageStatusOf(t: TestApp, code: string) {
  const [row] = await t.database.db
    .select({ status: packages.status })
    .from(packages)
    .where(eq(packages.code, code));
  return row?.status;
}

/** A package's links to requests that still hold it (at most one: `request_packages_held_idx`). */
export function heldLinksOf(t: TestApp, packageId: number) {
  return t.database.db
    .select()
    .from(requestPackages)
    .where(and(eq(requestPackages.packageId, packageId), isNull(requestPackages.releasedAt)));
}

/** The packages' rows as they are now, in id order. */
export function packageRowsOf(t: TestApp, pkgs: readonly { id: number }[]) {
  return t.database.db
    .select()
    .from(packages)
    .where(
      inArray(
        packages.id,
        pkgs.map((pkg) => pkg.id),
      ),
    )
    .orderBy(asc(packages.id));
}
