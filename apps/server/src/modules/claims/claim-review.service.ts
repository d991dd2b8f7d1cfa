import { claimMachine } from '@fanship/domain/requests/status-machines';
import {
  type ApproveClaimInput,
  type ClaimCandidate,
  claimMatch,
  claimMessages,
  POOL_PAGE_SIZE,
  type PoolPage,
  type PoolParcel,
  type PoolQuery,
} from '@fanship/domain/warehouse/claims';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { memberFileUrl } from '../member-files/index.ts';
import { givePackageFiles, lockPackage, movePackage } from '../packages/index.ts';
import { type RequestRow, transition, underRequestLock } from '../requests/index.ts';
import {
  listClaimLabelsIn,
  listPackagePhotos,
  listPackagesByIds,
  listPool,
  listPoolLabels,
  type PoolRow,
  setClaimPackage,
} from './claims.repository.ts';
import { toClaims } from './claims.service.ts';

/** The most candidate parcels a claim's page shows (tracking-number matches first). */
export const MAX_CANDIDATES = 12;

type Staff = { memberId: number };

/** Pool parcels as staff see them, with their photos (staff-only files until a claim gives them away). */
async function toPoolParcels(context: AppContext, rows: PoolRow[]): Promise<PoolParcel[]> {
  const photos = await listPackagePhotos(
    context.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    code: row.code,
    status: row.status,
    trackingNo: row.trackingNo,
    carrierName: row.carrierName,
    receiverName: row.receiverName,
    weightGrams: row.weightGrams,
    widthTenths: row.widthTenths,
    lengthTenths: row.lengthTenths,
    heightTenths: row.heightTenths,
    staffNote: row.staffNote,
    createdAt: row.createdAt.toISOString(),
    photos: photos
      .filter((photo) => photo.packageId === row.id)
      .map((photo) => ({ filename: photo.filename, url: memberFileUrl(photo.filename) })),
  }));
}

/**
 * `GET /staff/lost-and-found`: the pool (UNCLAIMED parcels with no member), newest first, searched; each parcel
 * counts the pending claims it is a candidate for (the same match as a claim's page, `claimMatch`).
 */
export async function listPoolParcels(context: AppContext, query: PoolQuery): Promise<PoolPage> {
  const [{ rows, total }, pending] = await Promise.all([
    listPool(context.db, {
      search: query.search,
      offset: (query.page - 1) * POOL_PAGE_SIZE,
      limit: POOL_PAGE_SIZE,
    }),
    listClaimLabelsIn(context.db, claimMachine.initial),
  ]);
  const parcels = await toPoolParcels(context, rows);
  return {
    content: parcels.map((parcel) => ({
      ...parcel,
      pendingClaims: pending.filter((claim) => claimMatch(claim, parcel) !== null).length,
    })),
    currentPage: query.page,
    totalPages: Math.max(1, Math.ceil(total / POOL_PAGE_SIZE)),
    totalElements: total,
  };
}

/** The pool parcels a claim may be for: the same tracking number first, then a similar receiver name. */
export async function claimCandidates(
  context: AppContext,
  claim: { trackingNo: string; receiverName: string },
): Promise<ClaimCandidate[]> {
  const labels = await listPoolLabels(context.db);
  const matches = labels
    .map((label) => ({ id: label.id, match: claimMatch(claim, label) }))
    .filter((entry): entry is { id: number; match: 'TRACKING' | 'RECEIVER' } => entry.match !== null)
    .sort((a, b) => (a.match === b.match ? 0 : a.match === 'TRACKING' ? -1 : 1))
    .slice(0, MAX_CANDIDATES);
  const rows = await listPackagesByIds(
    context.db,
    matches.map((entry) => entry.id),
  );
  const parcels = await toPoolParcels(
    context,
    matches.flatMap((entry) => rows.filter((row) => row.id === entry.id)),
  );
  return parcels.map((parcel, index) => ({ ...parcel, match: matches[index]?.match ?? 'RECEIVER' }));
}

/** The claim's own fields on the staff page: the member's view (not `cancellable`) and, while pending, candidates. */
export async function describeStaffClaim(context: AppContext, request: RequestRow) {
  const [claim] = await toClaims(context, [request]);
  if (!claim) throw notFound();
  const { cancellable: _cancellable, ...fields } = claim;
  return {
    ...fields,
    candidates: request.status === claimMachine.initial ? await claimCandidates(context, claim) : [],
  };
}

/**
 * `POST /staff/package-claims/{code}/approve`: the pool parcel becomes the member's L package (ARRIVED, storage
 * counting from now, made by the claim), its photos become the member's files, and the claim moves to SCPC02 with
 * the member told which package they got. One transaction under the claim's row lock, then the parcel's: of two
 * approvals of one claim, or of two claims given one parcel, exactly one wins and the other is a 409.
 */
export async function approveClaim(
  context: AppContext,
  found: RequestRow,
  staff: Staff,
  values: ApproveClaimInput,
): Promise<void> {
  await underRequestLock(context, found, async (tx, request, now) => {
    const parcel = await lockPackage(tx, values.packageCode).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      throw new AppError('BAD_REQUEST', claimMessages.noSuchParcel, {
        packageCode: claimMessages.noSuchParcel,
      });
    });
    if (parcel.memberId !== null || parcel.status !== 'UNCLAIMED') {
      throw new AppError('CONFLICT', claimMessages.notInPool);
    }
    await transition(context, tx, claimMachine, request, {
      to: 'SCPC02',
      actor: 'staff',
      actorMemberId: staff.memberId,
      now,
      notice: {
        detail: {
          text: `The parcel is now your package ${parcel.code}.`,
          path: `/packages/${parcel.code}`,
          linkLabel: `See package ${parcel.code}`,
        },
      },
    });
    await movePackage(tx, parcel, {
      to: 'ARRIVED',
      actor: 'staff',
      actorMemberId: staff.memberId,
      note: `Given to the member by claim ${request.code}`,
      now,
      extra: { memberId: request.memberId, storageStartedAt: now, sourceRequestId: request.id },
    });
    await givePackageFiles(tx, parcel.id, request.memberId);
    await setClaimPackage(tx, request.id, parcel.id);
  });
}

/** `POST /staff/package-claims/{code}/reject`: SCPC01 → SCPC03, the member told the reason. */
export async function rejectClaim(
  context: AppContext,
  found: RequestRow,
  staff: Staff,
  reason: string,
): Promise<void> {
  await underRequestLock(context, found, async (tx, request, now) => {
    await transition(context, tx, claimMachine, request, {
      to: 'SCPC03',
      actor: 'staff',
      actorMemberId: staff.memberId,
      reason,
      now,
    });
  });
}
