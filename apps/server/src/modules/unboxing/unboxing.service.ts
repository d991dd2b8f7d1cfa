/**
 * Unboxing video requests (kind 'unboxing', UB...): the member asks on a package (PUT), reads (GET) and cancels
 * while SCUN01 (DELETE); staff start (SCUN02), upload videos (`unboxing-videos.ts`) and complete (SCUN03), or
 * cancel through the generic staff cancel. The package moves with the request (UNBOXING_REQUEST, then
 * UNBOXING_PROCESSING, then back to where it was), and the fee accrues on the package as fee lines. Every step
 * locks the package first, then the request, so two steps at once make one move and the other gets a 409.
 */
import type { Transaction } from '@fanship/db/client';
import { packages } from '@fanship/db/warehouse-schema';
import { unboxingFee } from '@fanship/domain/pricing/service-fees';
import { statusLabel, unboxingMachine } from '@fanship/domain/requests/status-machines';
import { type PackageStatus, unboxingButton } from '@fanship/domain/warehouse/package-statuses';
import {
  type Unboxing,
  type UnboxingRequestValues,
  unboxingMessages,
} from '@fanship/domain/warehouse/unboxing';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { memberFileUrl } from '../member-files/index.ts';
import { findPackage, lockPackage, movePackage, type PackageRow } from '../packages/index.ts';
import { cancelOrdersOfCancelledFees } from '../payments/index.ts';
import { createRequest, lockRequest, type RequestRow, transition } from '../requests/index.ts';
import {
  cancelPackageFees,
  countPackageVideos,
  findLatestUnboxing,
  findUnboxing,
  insertPackageFees,
  insertUnboxing,
  listPackageFees,
  listRequestVideos,
  type UnboxingRow,
} from './unboxing.repository.ts';

/** The tag of packages bought on the second-hand marketplace: unboxed for free. */
export const FREE_UNBOXING_TAG = 'BUNJANG';

type Actor = { kind: 'member' | 'staff'; memberId: number; reason?: string | null };

/** Where the member's notices about an unboxing link: its package's page. */
const packagePath = (packageCode: string) => `/packages/${packageCode}`;

/** The unboxing as the member (and the staff page) sees it. */
export async function toUnboxing(
  context: Pick<AppContext, 'db'>,
  request: RequestRow,
  unboxing: UnboxingRow,
  packageCode: string,
): Promise<Unboxing> {
  const [fees, videos] = await Promise.all([
    listPackageFees(context.db, unboxing.packageId, request.code),
    listRequestVideos(context.db, request.id),
  ]);
  return {
    code: request.code,
    status: request.status,
    statusLabel: statusLabel(unboxingMachine, request.status),
    createdAt: request.createdAt.toISOString(),
    packageCode,
    priority: unboxing.priority,
    memberNote: unboxing.memberNote,
    free: unboxing.free,
    feeKrw: unboxing.feeKrw,
    fees,
    cancellable: request.status === unboxingMachine.initial,
    videos: videos.map((video) => ({
      filename: video.filename,
      url: memberFileUrl(video.filename),
      contentType: video.contentType,
      sizeBytes: video.sizeBytes,
      createdAt: video.createdAt.toISOString(),
    })),
  };
}

/**
 * `PUT /packages/{code}/unboxing`: only on the member's own package (404 otherwise) and only where the package
 * page offers the request (`unboxingButton` in 'request' mode; 409 otherwise, so a second tab asking at once is
 * refused), in one transaction: the UB request, its row, the package to UNBOXING_REQUEST and the fee lines (none
 * for a BUNJANG package: free).
 */
export async function requestUnboxing(
  context: AppContext,
  memberId: number,
  packageCode: string,
  values: UnboxingRequestValues,
): Promise<Unboxing> {
  const now = context.clock.now();
  const created = await context.db.transaction(async (tx) => {
    const pkg = await lockPackage(tx, packageCode, memberId);
    const button = unboxingButton({
      type: pkg.type,
      status: pkg.status,
      videoCount: await countPackageVideos(tx, pkg.id),
      tags: pkg.tags,
    });
    if (button?.mode !== 'request') throw new AppError('CONFLICT', unboxingMessages.notRequestable);
    const free = pkg.tags.includes(FREE_UNBOXING_TAG);
    const fee = unboxingFee({ weightGrams: pkg.weightGrams ?? 0, priority: values.priority });
    const request = await createRequest(tx, unboxingMachine, { memberId, actor: 'member', now });
    const unboxing: UnboxingRow = {
      requestId: request.id,
      packageId: pkg.id,
      priority: values.priority,
      memberNote: values.memberNote,
      free,
      feeKrw: free ? 0 : fee.totalKrw,
      packageStatusBefore: pkg.status,
    };
    await insertUnboxing(tx, unboxing);
    await movePackage(tx, pkg, {
      to: 'UNBOXING_REQUEST',
      actor: 'member',
      actorMemberId: memberId,
      note: `Unboxing requested: ${request.code}`,
      now,
    });
    if (!free) {
      const lines = fee.items.map((line) => ({ name: line.label, amountKrw: line.amountKrw }));
      await insertPackageFees(tx, pkg.id, request.code, lines, now);
    }
    return { request, unboxing };
  });
  return toUnboxing(context, created.request, created.unboxing, packageCode);
}

/** `GET /packages/{code}/unboxing`: the newest unboxing of the member's own package (404 when none). */
export async function getUnboxing(context: AppContext, memberId: number, packageCode: string) {
  const pkg = await findPackage(context.db, packageCode, memberId);
  if (!pkg) throw notFound();
  const latest = await findLatestUnboxing(context.db, pkg.id);
  if (!latest) throw notFound();
  return toUnboxing(context, latest.request, latest.unboxing, pkg.code);
}

/**
 * Ends an unboxing that did not happen (SCUN01 → SCUN09, by the member or staff): the package goes back to where
 * it was and the fees are cancelled (with any open invoice holding them).
 */
async function cancelLocked(
  context: AppContext,
  tx: Transaction,
  locked: { pkg: PackageRow; request: RequestRow; unboxing: UnboxingRow },
  actor: Actor,
  now: Date,
): Promise<void> {
  const { pkg, request, unboxing } = locked;
  if (request.status !== unboxingMachine.initial) {
    throw new AppError('CONFLICT', unboxingMessages.cancelOnlyRequested);
  }
  await transition(context, tx, unboxingMachine, request, {
    to: 'SCUN09',
    actor: actor.kind,
    actorMemberId: actor.memberId,
    reason: actor.reason ?? null,
    now,
    notice: { path: packagePath(pkg.code) },
  });
  await movePackage(tx, pkg, {
    to: unboxing.packageStatusBefore as PackageStatus,
    actor: actor.kind,
    actorMemberId: actor.memberId,
    note: `Unboxing cancelled: ${request.code}`,
    now,
  });
  const orders = await cancelPackageFees(tx, pkg.id, request.code, now);
  await cancelOrdersOfCancelledFees(context, tx, orders, now);
}

/** `DELETE /packages/{code}/unboxing`: the member cancels the package's unboxing, only while SCUN01 (409 after). */
export async function cancelUnboxing(
  context: AppContext,
  memberId: number,
  packageCode: string,
): Promise<Unboxing> {
  const now = context.clock.now();
  const result = await context.db.transaction(async (tx) => {
    const pkg = await lockPackage(tx, packageCode, memberId);
    const latest = await findLatestUnboxing(tx, pkg.id);
    if (!latest) throw notFound();
    const request = await lockRequest(tx, latest.request);
    await cancelLocked(
      context,
      tx,
      { pkg, request, unboxing: latest.unboxing },
      { kind: 'member', memberId },
      now,
    );
    return { request: { ...request, status: 'SCUN09', updatedAt: now }, unboxing: latest.unboxing };
  });
  return toUnboxing(context, result.request, result.unboxing, packageCode);
}

/** An unboxing with its package, both locked (package first, as every step does), for a staff step; 404 when none. */
async function lockUnboxing(
  tx: Transaction,
  found: RequestRow,
): Promise<{ pkg: PackageRow; request: RequestRow; unboxing: UnboxingRow }> {
  const unboxing = await findUnboxing(tx, found.id);
  if (!unboxing) throw notFound();
  const [owned] = await tx
    .select({ code: packages.code })
    .from(packages)
    .where(eq(packages.id, unboxing.packageId));
  if (!owned) throw notFound();
  const pkg = await lockPackage(tx, owned.code);
  return { pkg, request: await lockRequest(tx, found), unboxing };
}

/** The package an unboxing is on, locked, with the request read again under its lock (a video's upload). */
export async function lockUnboxingPackage(tx: Transaction, found: RequestRow) {
  const { pkg, request } = await lockUnboxing(tx, found);
  return { pkg, request };
}

/** `POST /staff/unboxing/{code}/start`: SCUN01 → SCUN02, the package to UNBOXING_PROCESSING. */
export async function startUnboxing(context: AppContext, found: RequestRow, staffId: number): Promise<void> {
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    const { pkg, request } = await lockUnboxing(tx, found);
    await transition(context, tx, unboxingMachine, request, {
      to: 'SCUN02',
      actor: 'staff',
      actorMemberId: staffId,
      now,
      notice: { path: packagePath(pkg.code) },
    });
    await movePackage(tx, pkg, {
      to: 'UNBOXING_PROCESSING',
      actor: 'staff',
      actorMemberId: staffId,
      note: `Unboxing started: ${request.code}`,
      now,
    });
  });
}

/**
 * `POST /staff/unboxing/{code}/complete`: SCUN02 → SCUN03 once at least one video is uploaded (409 before); the
 * package goes back to where it was and the member is told 'Your unboxing video is ready' with its page's link.
 */
export async function completeUnboxing(
  context: AppContext,
  found: RequestRow,
  staffId: number,
): Promise<void> {
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    const { pkg, request, unboxing } = await lockUnboxing(tx, found);
    if (request.status === 'SCUN02' && (await listRequestVideos(tx, request.id)).length === 0) {
      throw new AppError('CONFLICT', unboxingMessages.noVideo);
    }
    await transition(context, tx, unboxingMachine, request, {
      to: 'SCUN03',
      actor: 'staff',
      actorMemberId: staffId,
      now,
      notice: { path: packagePath(pkg.code), message: unboxingMessages.videoReady },
    });
    await movePackage(tx, pkg, {
      to: unboxing.packageStatusBefore as PackageStatus,
      actor: 'staff',
      actorMemberId: staffId,
      note: `Unboxing completed: ${request.code}`,
      now,
    });
  });
}

/** The generic staff cancel of an unboxing (with its reason): only while SCUN01. */
export async function cancelUnboxingByStaff(
  context: AppContext,
  found: RequestRow,
  staff: { memberId: number; reason: string },
): Promise<void> {
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    const locked = await lockUnboxing(tx, found);
    await cancelLocked(
      context,
      tx,
      locked,
      { kind: 'staff', memberId: staff.memberId, reason: staff.reason },
      now,
    );
  });
}
