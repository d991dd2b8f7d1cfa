/**
 * The member's packages (spec §2 Packages, §3 Package, §4 package actions, §5 Package edits): the list, a package's
 * page with its storage countdown, fees and timeline, the note, and the item edits. Another member's package (or a
 * pool parcel) does not exist for them: 404. Items change only while `canEditItems` allows (409 otherwise), under
 * the package's row lock, each edit with an ITEMS history row.
 */
import type { Transaction } from '@fanship/db/client';
import { DEFAULT_FREE_STORAGE_DAYS } from '@fanship/domain/pricing/service-fees';
import { requestKind } from '@fanship/domain/requests/request-kinds';
import { type Actor, statusLabel } from '@fanship/domain/requests/status-machines';
import {
  canEditItems,
  isExisting,
  packageMachine,
  type StorageCountdown,
  storageCountdown,
  storageReminderLabels,
} from '@fanship/domain/warehouse/package-statuses';
import {
  PACKAGE_MAX_ITEMS,
  PACKAGE_PAGE_SIZE,
  type PackageDetail,
  type PackageEvent,
  type PackageItemsEdit,
  type PackageItemValues,
  type PackageListQuery,
  type PackagePage,
  packageFormMessages,
} from '@fanship/domain/warehouse/packages';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { memberFileUrl } from '../member-files/index.ts';
import { itemValueKrw, parentPackagesOf, toItem } from './package-lineage.ts';
import { findPackage, lockPackage, type PackageRow, recordPackageEvent } from './package-records.ts';
import {
  countPackageItems,
  deletePackageItems,
  findRequestCode,
  insertPackageItems,
  listMemberPackages,
  listPackageFees,
  listPackageFiles,
  listPackageHistory,
  listPackageItems,
  updatePackageItem,
  updatePackageNote,
} from './packages.repository.ts';

/** Whether the package came from a request (its OFM, its registered incoming): the item and action rules ask. */
function hasSource(pkg: PackageRow): boolean {
  return pkg.sourceRequestId !== null || pkg.incomingRequestId !== null;
}

/** The storage countdown while the package is in the warehouse and its storage has started; null otherwise. */
export function countdownOf(pkg: PackageRow, now: Date): StorageCountdown | null {
  if (!pkg.storageStartedAt || !isExisting(pkg.status)) return null;
  return storageCountdown({
    startedAt: pkg.storageStartedAt,
    endedAt: pkg.storageEndedAt,
    freeDays: pkg.freeStorageDays,
    now,
  });
}

/** `GET /api/packages`: the member's packages, newest first, a page at a time. */
export async function listOwnPackages(
  context: AppContext,
  memberId: number,
  query: PackageListQuery,
): Promise<PackagePage> {
  const { rows, total } = await listMemberPackages(context.db, {
    memberId,
    type: query.type,
    showOnlyExisting: query.showOnlyExisting,
    code: query.code,
    trackingNo: query.trackingNo,
    offset: (query.page - 1) * PACKAGE_PAGE_SIZE,
    limit: PACKAGE_PAGE_SIZE,
  });
  const items = await listPackageItems(
    context.db,
    rows.map((row) => row.id),
  );
  const now = context.clock.now();
  return {
    content: rows.map((row) => {
      const own = items.filter((item) => item.packageId === row.id);
      return {
        ...packageBasics(row),
        itemCount: own.length,
        firstItemName: own[0]?.name ?? null,
        totalValueKrw: itemValueKrw(own),
        storage: countdownOf(row, now),
      };
    }),
    currentPage: query.page,
    totalPages: Math.max(1, Math.ceil(total / PACKAGE_PAGE_SIZE)),
    totalElements: total,
  };
}

/** What a package's list row and its page both begin with. */
function packageBasics(pkg: PackageRow) {
  return {
    code: pkg.code,
    name: pkg.name,
    type: pkg.type as PackageDetail['type'],
    status: pkg.status,
    createdAt: pkg.createdAt.toISOString(),
    trackingNo: pkg.trackingNo,
    weightGrams: pkg.weightGrams,
  };
}

async function ownPackage(context: AppContext, memberId: number, code: string): Promise<PackageRow> {
  const pkg = await findPackage(context.db, code, memberId);
  if (!pkg || pkg.status === 'UNCLAIMED') throw notFound();
  return pkg;
}

/** Reads a timeline row's note: a recorded storage reminder by its label, anything else as written. */
function timelineNote(event: string, note: string | null): string | null {
  if (event === 'NOTICE' && note && Object.hasOwn(storageReminderLabels, note)) {
    return storageReminderLabels[note as keyof typeof storageReminderLabels];
  }
  return note;
}

const labelOf = (status: string | null) => (status ? statusLabel(packageMachine, status) : null);

/** A package as its page shows it. */
async function describePackage(context: AppContext, pkg: PackageRow): Promise<PackageDetail> {
  const [items, files, fees, history, source, parentPackages] = await Promise.all([
    listPackageItems(context.db, [pkg.id]),
    listPackageFiles(context.db, pkg.id),
    listPackageFees(context.db, pkg.id),
    listPackageHistory(context.db, pkg.id),
    pkg.sourceRequestId !== null || pkg.incomingRequestId !== null
      ? findRequestCode(context.db, (pkg.sourceRequestId ?? pkg.incomingRequestId) as number)
      : undefined,
    parentPackagesOf(context.db, pkg.id),
  ]);
  const kind = source ? requestKind(source.kind) : undefined;
  const rules = { type: pkg.type, status: pkg.status, hasSource: hasSource(pkg) };
  const fileOf = (file: { id: number; filename: string }) => ({
    id: file.id,
    url: memberFileUrl(file.filename),
  });
  return {
    ...packageBasics(pkg),
    widthTenths: pkg.widthTenths,
    lengthTenths: pkg.lengthTenths,
    heightTenths: pkg.heightTenths,
    items: items.map(toItem),
    totalValueKrw: itemValueKrw(items),
    images: files.filter((file) => file.kind === 'IMAGE').map(fileOf),
    videos: files.filter((file) => file.kind === 'VIDEO').map(fileOf),
    memberNote: pkg.memberNote,
    sourceCode: source?.code ?? null,
    sourcePath: source && kind?.built ? `${kind.path}/${source.code}` : null,
    tags: pkg.tags,
    storageStartedAt: pkg.storageStartedAt?.toISOString() ?? null,
    storageEndedAt: pkg.storageEndedAt?.toISOString() ?? null,
    freeStorageDuration: pkg.freeStorageDays ?? DEFAULT_FREE_STORAGE_DAYS,
    countdown: countdownOf(pkg, context.clock.now()),
    fees,
    timeline: history.map((row) => ({
      time: row.createdAt.toISOString(),
      event: row.event as PackageEvent,
      actor: row.actor as Actor,
      fromLabel: labelOf(row.fromStatus),
      toLabel: labelOf(row.toStatus),
      note: timelineNote(row.event, row.note),
    })),
    canEditItems: canEditItems(rules),
    actions: context.packageActions.filter((offer) => offer.offers(rules)).map((offer) => offer.action),
    parentPackages,
  };
}

/** `GET /api/packages/{code}`. */
export async function getOwnPackage(
  context: AppContext,
  memberId: number,
  code: string,
): Promise<PackageDetail> {
  return describePackage(context, await ownPackage(context, memberId, code));
}

/** `PATCH /api/packages/{code}`: the member's note (a NOTE history row when it changes); answers the package. */
export async function editPackageNote(
  context: AppContext,
  memberId: number,
  code: string,
  memberNote: string | null,
): Promise<PackageDetail> {
  const now = context.clock.now();
  const pkg = await context.db.transaction(async (tx) => {
    const locked = await lockOwnPackage(tx, code, memberId);
    if (locked.memberNote === memberNote) return locked;
    await updatePackageNote(tx, locked.id, memberNote, now);
    await recordPackageEvent(tx, locked.id, {
      event: 'NOTE',
      actor: 'member',
      actorMemberId: memberId,
      note: memberNote === null ? 'Note cleared' : 'Note changed',
      now,
    });
    return { ...locked, memberNote };
  });
  return describePackage(context, pkg);
}

async function lockOwnPackage(tx: Transaction, code: string, memberId: number): Promise<PackageRow> {
  const pkg = await lockPackage(tx, code, memberId);
  if (pkg.status === 'UNCLAIMED') throw notFound();
  return pkg;
}

/** How a failure inside a batch is told: the spec's message, with the reason per field. */
type FailureMode = 'single' | 'batch';

function editFailure(mode: FailureMode, code: 'NOT_FOUND' | 'BAD_REQUEST', message: string, field?: string) {
  if (mode === 'single') return code === 'NOT_FOUND' ? notFound() : new AppError(code, message);
  return new AppError(
    'BAD_REQUEST',
    packageFormMessages.editFailed,
    field ? { [field]: message } : undefined,
  );
}

/**
 * Applies an edit of the item table in the caller's transaction under the package's row lock: deletes, changes
 * and additions, checked together (an unknown item, or a package left empty or over its limit, refuses it all),
 * with one ITEMS history row.
 */
async function applyItemsEdit(
  tx: Transaction,
  pkg: PackageRow,
  edit: PackageItemsEdit,
  actor: { memberId: number; now: Date; mode: FailureMode },
): Promise<void> {
  if (!canEditItems({ type: pkg.type, status: pkg.status, hasSource: hasSource(pkg) })) {
    throw new AppError('CONFLICT', packageFormMessages.itemsNotEditable);
  }
  const deleted = await deletePackageItems(tx, pkg.id, edit.deletedIds);
  if (deleted !== edit.deletedIds.length) {
    throw editFailure(actor.mode, 'NOT_FOUND', packageFormMessages.unknownItem, 'deletedIds');
  }
  for (const [index, item] of edit.edited.entries()) {
    if (!(await updatePackageItem(tx, pkg.id, item.id, item))) {
      throw editFailure(actor.mode, 'NOT_FOUND', packageFormMessages.unknownItem, `edited.${index}.id`);
    }
  }
  await insertPackageItems(tx, pkg.id, edit.added, actor.now);
  const left = await countPackageItems(tx, pkg.id);
  if (left === 0) throw editFailure(actor.mode, 'BAD_REQUEST', packageFormMessages.atLeastOneItem, 'added');
  if (left > PACKAGE_MAX_ITEMS) {
    throw editFailure(actor.mode, 'BAD_REQUEST', packageFormMessages.tooManyItems, 'added');
  }
  await recordPackageEvent(tx, pkg.id, {
    event: 'ITEMS',
    actor: 'member',
    actorMemberId: actor.memberId,
    note: editSummary(edit),
    now: actor.now,
  });
}

/** '2 added, 1 changed, 1 deleted'. */
export function editSummary(edit: PackageItemsEdit): string {
  const parts = [
    [edit.added.length, 'added'],
    [edit.edited.length, 'changed'],
    [edit.deletedIds.length, 'deleted'],
  ] as const;
  const said = parts.filter(([count]) => count > 0).map(([count, verb]) => `${count} ${verb}`);
  return said.length > 0 ? `Items: ${said.join(', ')}` : 'Items: nothing changed';
}

async function editItems(
  context: AppContext,
  memberId: number,
  code: string,
  edit: PackageItemsEdit,
  mode: FailureMode,
): Promise<PackageDetail> {
  const now = context.clock.now();
  const pkg = await context.db.transaction(async (tx) => {
    const locked = await lockOwnPackage(tx, code, memberId);
    await applyItemsEdit(tx, locked, edit, { memberId, now, mode });
    return locked;
  });
  return describePackage(context, pkg);
}

/** `PUT /api/packages/{code}/items`: the page's whole edit, all of it or nothing (decision 019). */
export function editOwnPackageItems(
  context: AppContext,
  memberId: number,
  code: string,
  edit: PackageItemsEdit,
) {
  return editItems(context, memberId, code, edit, 'batch');
}

/** `POST /api/packages/{code}/items`. */
export function addOwnPackageItem(
  context: AppContext,
  memberId: number,
  code: string,
  item: PackageItemValues,
) {
  return editItems(context, memberId, code, { added: [item], edited: [], deletedIds: [] }, 'single');
}

/** `PATCH /api/packages/{code}/items/{id}`: an item of another package is a 404. */
export function editOwnPackageItem(
  context: AppContext,
  memberId: number,
  code: string,
  itemId: number,
  item: PackageItemValues,
) {
  return editItems(
    context,
    memberId,
    code,
    { added: [], edited: [{ ...item, id: itemId }], deletedIds: [] },
    'single',
  );
}

/** `DELETE /api/packages/{code}/items/{id}`: an item of another package is a 404. */
export function deleteOwnPackageItem(context: AppContext, memberId: number, code: string, itemId: number) {
  return editItems(context, memberId, code, { added: [], edited: [], deletedIds: [itemId] }, 'single');
}
