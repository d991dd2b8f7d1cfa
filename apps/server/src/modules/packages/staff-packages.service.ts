/**
 * Staff's package console: the search, the package page (everything the member sees plus the owner, staff's note
 * and the audit), and the moves staff make by hand: a status change with a reason, disposal once the storage
 * notices are recorded, 'All items arrived' for a partially arrived parcel, and more photos.
 */
import type { Transaction } from '@fanship/db/client';
import { fullName } from '@fanship/domain/member';
import { statusLabel } from '@fanship/domain/requests/status-machines';
import {
  intakeMessages,
  itemSummary,
  STAFF_PACKAGE_PAGE_SIZE,
  type StaffPackageDetail,
  type StaffPackagePage,
  type StaffPackageSearch,
  staffHandMoves,
} from '@fanship/domain/warehouse/intake';
import {
  disposalBlocker,
  type PackageStatus,
  packageMachine,
  packageTypeLabel,
  type StorageReminder,
  storageCountdown,
  storageReminderLabels,
} from '@fanship/domain/warehouse/package-statuses';
import { MAX_PARCEL_PHOTOS, parcelMessages } from '@fanship/domain/warehouse/parcels';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { memberFileUrl } from '../member-files/index.ts';
import { attachPackagePhotos } from './package-photos.ts';
import {
  findPackage,
  lockPackage,
  movePackage,
  type PackageRow,
  packageMessages,
  recordedNotices,
} from './package-records.ts';
import { listPackageFiles } from './packages.repository.ts';
import {
  countImages,
  findOwner,
  listHistory,
  listItemNames,
  listItems,
  requestCode,
  searchPackages,
} from './staff-packages.repository.ts';

type Owner = { code: string; firstName: string; lastName: string; email: string };
const ownerOf = (row: Owner | null | undefined) =>
  row ? { code: row.code, name: fullName(row), email: row.email } : null;

type Staff = { memberId: number };

export async function searchStaffPackages(
  context: AppContext,
  query: StaffPackageSearch,
): Promise<StaffPackagePage> {
  const { rows, total } = await searchPackages(context.db, query);
  const now = context.clock.now();
  const names = await listItemNames(
    context.db,
    rows.map((row) => row.id),
  );
  return {
    content: rows.map((row) => ({
      code: row.code,
      type: row.type,
      status: row.status,
      statusLabel: statusLabel(packageMachine, row.status),
      trackingNo: row.trackingNo,
      owner: ownerOf(row.owner),
      receiverName: row.receiverName,
      itemSummary: itemSummary(names.filter((item) => item.packageId === row.id).map((item) => item.name)),
      weightGrams: row.weightGrams,
      createdAt: row.createdAt.toISOString(),
      typeLabel: packageTypeLabel(row.type),
      storage: row.storageStartedAt
        ? storageCountdown({
            startedAt: row.storageStartedAt,
            endedAt: row.storageEndedAt,
            freeDays: row.freeStorageDays,
            now,
          })
        : null,
    })),
    currentPage: query.page,
    totalPages: Math.ceil(total / STAFF_PACKAGE_PAGE_SIZE),
    totalElements: total,
  };
}

/** The storage countdown the disposal rule reads: from the storage start, or a pool parcel's arrival. */
function disposalCountdown(pkg: PackageRow, now: Date) {
  return storageCountdown({
    startedAt: pkg.storageStartedAt ?? pkg.createdAt,
    endedAt: pkg.storageEndedAt,
    freeDays: pkg.freeStorageDays,
    now,
  });
}

/** Why the package may not be disposed of now (undefined when it may). */
async function blockerOf(context: AppContext, pkg: PackageRow, now: Date): Promise<string | undefined> {
  return disposalBlocker({
    hasMember: pkg.memberId !== null,
    countdown: disposalCountdown(pkg, now),
    recordedNotices: await recordedNotices(context.db, pkg.id),
  });
}

function noteLabel(event: string, note: string | null): string | null {
  if (event === 'NOTICE' && note && note in storageReminderLabels) {
    return storageReminderLabels[note as StorageReminder];
  }
  return note;
}

/** The staff package page's answer. */
export async function describeStaffPackage(
  context: AppContext,
  pkg: PackageRow,
): Promise<StaffPackageDetail> {
  const now = context.clock.now();
  const [owner, items, files, history, sourceCode, incomingCode, imageCount] = await Promise.all([
    findOwner(context.db, pkg.memberId),
    listItems(context.db, pkg.id),
    listPackageFiles(context.db, pkg.id),
    listHistory(context.db, pkg.id),
    requestCode(context.db, pkg.sourceRequestId),
    requestCode(context.db, pkg.incomingRequestId),
    countImages(context.db, pkg.id),
  ]);
  const moves = staffHandMoves(pkg.status);
  const canDispose = moves.some((move) => move.to === 'DISPOSED');
  const countdown = pkg.storageStartedAt
    ? storageCountdown({
        startedAt: pkg.storageStartedAt,
        endedAt: pkg.storageEndedAt,
        freeDays: pkg.freeStorageDays,
        now,
      })
    : null;
  const fileOf = (row: { filename: string }) => ({
    filename: row.filename,
    url: memberFileUrl(row.filename),
  });
  return {
    code: pkg.code,
    type: pkg.type,
    status: pkg.status,
    statusLabel: statusLabel(packageMachine, pkg.status),
    createdAt: pkg.createdAt.toISOString(),
    name: pkg.name,
    trackingNo: pkg.trackingNo,
    carrierName: pkg.carrierName,
    receiverName: pkg.receiverName,
    weightGrams: pkg.weightGrams,
    widthTenths: pkg.widthTenths,
    lengthTenths: pkg.lengthTenths,
    heightTenths: pkg.heightTenths,
    memberNote: pkg.memberNote,
    staffNote: pkg.staffNote,
    tags: pkg.tags,
    sourceCode,
    incomingCode,
    owner: ownerOf(owner),
    items,
    images: files.filter((file) => file.kind === 'IMAGE').map(fileOf),
    videos: files.filter((file) => file.kind === 'VIDEO').map(fileOf),
    storage:
      countdown && pkg.storageStartedAt
        ? {
            startedAt: pkg.storageStartedAt.toISOString(),
            endedAt: pkg.storageEndedAt?.toISOString() ?? null,
            ...countdown,
          }
        : null,
    history: history.map((row) => ({
      event: row.event,
      fromStatus: row.fromStatus,
      toStatus: row.toStatus,
      toLabel: row.toStatus ? statusLabel(packageMachine, row.toStatus) : null,
      actor: row.actor as 'member' | 'staff' | 'system',
      actorName: row.actorMember ? `${fullName(row.actorMember)} (${row.actorMember.code})` : null,
      note: noteLabel(row.event, row.note),
      createdAt: row.createdAt.toISOString(),
    })),
    moves: moves.map((move) => ({ to: move.to, action: move.action })),
    disposalBlocker: canDispose ? ((await blockerOf(context, pkg, now)) ?? null) : null,
    photoRoom: Math.max(0, MAX_PARCEL_PHOTOS - imageCount),
  };
}

/** A package by code for staff (any owner, the pool too); 404 when there is none. */
export async function staffPackage(context: AppContext, code: string): Promise<PackageRow> {
  const pkg = await findPackage(context.db, code);
  if (!pkg) throw notFound();
  return pkg;
}

/**
 * PARTIALLY_ARRIVED → ARRIVED in the caller's transaction, then what the kinds do about it (the app root's
 * `packageArrivalHooks`: the incoming it was received for moves SCIN03 → SCIN02 and the member is told).
 */
async function completeArrival(
  context: AppContext,
  tx: Transaction,
  pkg: PackageRow,
  staff: Staff,
  reason: string | null,
  now: Date,
): Promise<void> {
  if (pkg.status !== 'PARTIALLY_ARRIVED') throw new AppError('CONFLICT', intakeMessages.notPartiallyArrived);
  await movePackage(tx, pkg, {
    to: 'ARRIVED',
    actor: 'staff',
    actorMemberId: staff.memberId,
    note: reason ?? 'Every item arrived',
    now,
  });
  for (const hook of context.packageArrivalHooks) {
    await hook(context, tx, {
      packageCode: pkg.code,
      incomingRequestId: pkg.incomingRequestId,
      staffMemberId: staff.memberId,
      now,
    });
  }
}

/** `POST /api/staff/packages/{code}/all-arrived`. */
export async function markAllArrived(context: AppContext, staff: Staff, code: string): Promise<PackageRow> {
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    const pkg = await lockPackage(tx, code);
    await completeArrival(context, tx, pkg, staff, null, now);
  });
  return staffPackage(context, code);
}

/**
 * `POST /api/staff/packages/{code}/status`: one of staff's hand moves (409 saying why otherwise), with the reason
 * in the history. Disposal only when `disposalBlocker` says nothing (409 with its text); partially arrived to
 * arrived completes the incoming too.
 */
export async function changePackageStatus(
  context: AppContext,
  staff: Staff,
  code: string,
  change: { to: string; reason: string },
): Promise<PackageRow> {
  await context.db.transaction((tx) => moveByHand(context, tx, staff, code, change, context.clock.now()));
  return staffPackage(context, code);
}

/**
 * Staff's guarded move of one package by hand, inside the caller's transaction: the package locked, the move
 * allowed from its status (else 409 saying why), disposal only once the notices are recorded; one history row.
 */
export async function moveByHand(
  context: AppContext,
  tx: Transaction,
  staff: Staff,
  code: string,
  change: { to: string; reason: string },
  now: Date,
): Promise<PackageStatus> {
  const pkg = await lockPackage(tx, code);
  const move = staffHandMoves(pkg.status).find((candidate) => candidate.to === change.to);
  if (!move) {
    const wanted = packageMachine.transitions.find((candidate) => candidate.to === change.to);
    throw new AppError(
      'CONFLICT',
      packageMessages.notAllowed(statusLabel(packageMachine, pkg.status), wanted?.action ?? change.to),
    );
  }
  if (move.from === 'PARTIALLY_ARRIVED' && move.to === 'ARRIVED') {
    await completeArrival(context, tx, pkg, staff, change.reason, now);
    return 'ARRIVED';
  }
  if (move.to === 'DISPOSED') {
    const blocker = disposalBlocker({
      hasMember: pkg.memberId !== null,
      countdown: disposalCountdown(pkg, now),
      recordedNotices: await recordedNotices(tx, pkg.id),
    });
    if (blocker) throw new AppError('CONFLICT', blocker);
  }
  await movePackage(tx, pkg, {
    to: move.to as PackageStatus,
    actor: 'staff',
    actorMemberId: staff.memberId,
    note: change.reason,
    now,
    extra:
      move.to === 'DISPOSED' && pkg.storageStartedAt && !pkg.storageEndedAt ? { storageEndedAt: now } : {},
  });
  return move.to as PackageStatus;
}

/** `POST /api/staff/packages/{code}/photos`: more photos, up to 10 in all, given to the package's owner. */
export async function addPackagePhotos(
  context: AppContext,
  code: string,
  photos: readonly string[],
): Promise<PackageRow> {
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    const pkg = await lockPackage(tx, code);
    const room = MAX_PARCEL_PHOTOS - (await countImages(tx, pkg.id));
    if (new Set(photos).size > room) {
      throw new AppError('BAD_REQUEST', parcelMessages.tooManyPhotos, {
        photos: parcelMessages.tooManyPhotos,
      });
    }
    await attachPackagePhotos(tx, pkg, photos, now);
  });
  return staffPackage(context, code);
}
