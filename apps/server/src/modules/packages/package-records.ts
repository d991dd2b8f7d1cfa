/**
 * The one way packages are written, for every module that makes or moves them (intake, OFM completion, claims,
 * unboxing, later services): `createPackage` hands out the PK code and writes the creation's history row;
 * `movePackage` moves a package only along `packageMachine` for the actor, guarded on the status it was read in
 * (of two simultaneous moves one wins, the other gets 409), with a history row (the same `guardedMove` as a
 * request's `transition()`); `recordPackageEvent` writes the
 * other timeline rows (notices, item edits, videos). All in the caller's transaction.
 */
import type { Database, Transaction } from '@fanship/db/client';
import { packageHistory, packageItems, packages } from '@fanship/db/warehouse-schema';
import type { Actor } from '@fanship/domain/requests/status-machines';
import {
  type PackageStatus,
  type PackageType,
  packageMachine,
} from '@fanship/domain/warehouse/package-statuses';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { notFound } from '../../lib/app-error.ts';
import { nextRecordCode } from '../../lib/record-codes.ts';
import { guardedMove } from '../requests/index.ts';
import { attachPackagePhotos } from './package-photos.ts';

type Executor = Database | Transaction;

export type PackageRow = typeof packages.$inferSelect;

export type PackageEvent = 'CREATED' | 'STATUS' | 'NOTICE' | 'ITEMS' | 'VIDEO' | 'NOTE' | 'WEIGHED';

export const packageMessages = {
  changedMeanwhile: 'This package was changed in the meantime. Reload it to see its current status.',
  notAllowed: (label: string, action: string) =>
    `This package is ${label.toLowerCase()}: it cannot be changed this way (${action.toLowerCase()}).`,
} as const;

export type NewPackageItem = {
  name: string;
  categoryCode: string;
  unitPriceKrw: number;
  quantity: number;
  memberNote?: string | null;
};

export type NewPackage = {
  /** Null: the lost-and-found pool. */
  memberId: number | null;
  type: PackageType;
  status: PackageStatus;
  sourceRequestId?: number | null;
  incomingRequestId?: number | null;
  name?: string | null;
  trackingNo?: string | null;
  carrierName?: string | null;
  receiverName?: string | null;
  weightGrams?: number | null;
  widthTenths?: number | null;
  lengthTenths?: number | null;
  heightTenths?: number | null;
  staffNote?: string | null;
  tags?: string[];
  items?: NewPackageItem[];
  /** Photos staff uploaded first (`POST /api/staff/package-photos`), by filename. */
  photoFilenames?: readonly string[];
  /** When the storage count starts: arrival for a member's package; null for the pool. */
  storageStartedAt?: Date | null;
  freeStorageDays?: number | null;
  /** The split type of a package a split made (KP, STANDARD). */
  splitType?: string | null;
  actor: Actor;
  actorMemberId: number | null;
  /** The creation row's note ('Arrived for IN2611240001'). */
  note?: string | null;
  now: Date;
};

/** Writes a package with its code, items and the history row of its creation. */
export async function createPackage(tx: Transaction, values: NewPackage): Promise<PackageRow> {
  const code = await nextRecordCode(tx, 'PK', values.now);
  const [row] = await tx
    .insert(packages)
    .values({
      code,
      memberId: values.memberId,
      type: values.type,
      status: values.status,
      sourceRequestId: values.sourceRequestId ?? null,
      incomingRequestId: values.incomingRequestId ?? null,
      name: values.name ?? null,
      trackingNo: values.trackingNo ?? null,
      carrierName: values.carrierName ?? null,
      receiverName: values.receiverName ?? null,
      weightGrams: values.weightGrams ?? null,
      widthTenths: values.widthTenths ?? null,
      lengthTenths: values.lengthTenths ?? null,
      heightTenths: values.heightTenths ?? null,
      staffNote: values.staffNote ?? null,
      tags: values.tags ?? [],
      storageStartedAt: values.storageStartedAt ?? null,
      freeStorageDays: values.freeStorageDays ?? null,
      splitType: values.splitType ?? null,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  if (!row) throw new Error('The package was not written');
  if (values.items && values.items.length > 0) {
    await tx.insert(packageItems).values(
      values.items.map((item, position) => ({
        packageId: row.id,
        position,
        name: item.name,
        categoryCode: item.categoryCode,
        unitPriceKrw: item.unitPriceKrw,
        quantity: item.quantity,
        memberNote: item.memberNote ?? null,
        createdAt: values.now,
      })),
    );
  }
  await attachPackagePhotos(tx, row, values.photoFilenames ?? [], values.now);
  await recordPackageEvent(tx, row.id, {
    event: 'CREATED',
    fromStatus: null,
    toStatus: values.status,
    actor: values.actor,
    actorMemberId: values.actorMemberId,
    note: values.note ?? null,
    now: values.now,
  });
  return row;
}

/** Writes one row of a package's timeline. */
export async function recordPackageEvent(
  db: Executor,
  packageId: number,
  values: {
    event: PackageEvent;
    fromStatus?: string | null;
    toStatus?: string | null;
    actor: Actor;
    actorMemberId: number | null;
    note?: string | null;
    now: Date;
  },
): Promise<void> {
  await db.insert(packageHistory).values({
    packageId,
    event: values.event,
    fromStatus: values.fromStatus ?? null,
    toStatus: values.toStatus ?? null,
    actor: values.actor,
    actorMemberId: values.actorMemberId,
    note: values.note ?? null,
    createdAt: values.now,
  });
}

/**
 * Moves a package to `to` if the package machine lets the actor (409 saying why otherwise), only if it is still
 * in the status it was read in (409 'changed in the meantime'), with a history row. `extra` sets other columns in
 * the same UPDATE (the owner when a claim gives a pool parcel away, the storage start, what the intake desk measured).
 */
export async function movePackage(
  tx: Transaction,
  pkg: PackageRow,
  move: {
    to: PackageStatus;
    actor: Actor;
    actorMemberId: number | null;
    note?: string | null;
    now: Date;
    extra?: Partial<
      Pick<
        PackageRow,
        | 'memberId'
        | 'type'
        | 'storageStartedAt'
        | 'storageEndedAt'
        | 'sourceRequestId'
        | 'incomingRequestId'
        | 'trackingNo'
        | 'weightGrams'
        | 'widthTenths'
        | 'lengthTenths'
        | 'heightTenths'
        | 'staffNote'
      >
    >;
  },
): Promise<PackageRow> {
  const { row } = await guardedMove(tx, {
    table: packages,
    machine: packageMachine,
    messages: packageMessages,
    row: pkg,
    to: move.to,
    actor: move.actor,
    now: move.now,
    set: move.extra,
    history: (made) =>
      recordPackageEvent(tx, pkg.id, {
        event: 'STATUS',
        fromStatus: pkg.status,
        toStatus: move.to,
        actor: move.actor,
        actorMemberId: move.actorMemberId,
        note: move.note ?? made.action,
        now: move.now,
      }),
  });
  return row;
}

/** A package by code; with `memberId`, only that member's (another member's package does not exist: 404). */
export async function findPackage(
  db: Executor,
  code: string,
  memberId?: number,
): Promise<PackageRow | undefined> {
  const [row] = await db
    .select()
    .from(packages)
    .where(and(eq(packages.code, code), memberId === undefined ? undefined : eq(packages.memberId, memberId)))
    .limit(1);
  return row;
}

/** The package's row, locked for the rest of the transaction (404 when missing or not the member's). */
export async function lockPackage(tx: Transaction, code: string, memberId?: number): Promise<PackageRow> {
  const [row] = await tx
    .select()
    .from(packages)
    .where(and(eq(packages.code, code), memberId === undefined ? undefined : eq(packages.memberId, memberId)))
    .for('update')
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * Several packages of a member by code, locked in id order (so two transactions locking overlapping sets cannot
 * deadlock); answers the rows found, in id order. A code not among them is not the member's (the caller's 404).
 */
export async function lockPackages(
  tx: Transaction,
  codes: readonly string[],
  memberId: number,
): Promise<PackageRow[]> {
  if (codes.length === 0) return [];
  return tx
    .select()
    .from(packages)
    .where(and(inArray(packages.code, [...codes]), eq(packages.memberId, memberId)))
    .orderBy(asc(packages.id))
    .for('update');
}

/** The notices recorded for a package (NOTICE rows, whose note is the reminder's code), for the disposal rule. */
export async function recordedNotices(db: Executor, packageId: number): Promise<string[]> {
  const rows = await db
    .select({ note: packageHistory.note })
    .from(packageHistory)
    .where(and(eq(packageHistory.packageId, packageId), eq(packageHistory.event, 'NOTICE')));
  return rows.flatMap((row) => (row.note ? [row.note] : []));
}
