import type { RequestListQuery } from '@fanship/domain/requests/request-contract';
import { claimMachine, isCancellable, statusLabel } from '@fanship/domain/requests/status-machines';
import {
  CLAIM_UPLOAD_DOMAIN,
  type Claim,
  type ClaimPage,
  type ClaimValues,
} from '@fanship/domain/warehouse/claims';
import type { AppContext } from '../../lib/app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { attachMemberFiles, memberFileUrl } from '../member-files/index.ts';
import { cancelRequest, createRequest, memberRequestPage, type RequestRow } from '../requests/index.ts';
import {
  findOwnClaim,
  insertClaimDetails,
  listClaimDetails,
  listClaimImages,
  listMoveReasons,
} from './claims.repository.ts';

/** The status a rejected claim is in; its history row holds the reason the member reads. */
export const CLAIM_REJECTED = 'SCPC03';

/**
 * `POST /package-claims`: a pending claim (SCPC01) with its proof images, which must be the member's own uploads
 * of domain `package-claim`; any other name refuses the whole claim ('Failed to upload images') and nothing is
 * saved. Answers the claim's id, as members name it.
 */
export async function createClaim(
  context: AppContext,
  memberId: number,
  values: ClaimValues,
): Promise<{ id: number }> {
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    const request = await createRequest(tx, claimMachine, { memberId, actor: 'member', now });
    const filenames = [...new Set(values.images.map((image) => image.filename))];
    const files = await attachMemberFiles(tx, memberId, CLAIM_UPLOAD_DOMAIN, filenames, now);
    await insertClaimDetails(tx, {
      requestId: request.id,
      trackingNo: values.trackingNo,
      receiverName: values.receiverName,
      fileIds: filenames.map((filename) => files.get(filename)?.id ?? 0),
    });
    return { id: request.id };
  });
}

/** Claims as members see them: their fields, proof images, the package given or the reason refused. */
export async function toClaims(
  context: AppContext,
  rows: RequestRow[],
): Promise<(Claim & { code: string })[]> {
  const ids = rows.map((row) => row.id);
  const [details, images, reasons] = await Promise.all([
    listClaimDetails(context.db, ids),
    listClaimImages(context.db, ids),
    listMoveReasons(context.db, ids, CLAIM_REJECTED),
  ]);
  return rows.map((row) => {
    const detail = details.find((candidate) => candidate.requestId === row.id);
    return {
      id: row.id,
      code: row.code,
      status: row.status,
      statusLabel: statusLabel(claimMachine, row.status),
      createdAt: row.createdAt.toISOString(),
      trackingNo: detail?.trackingNo ?? '',
      receiverName: detail?.receiverName ?? '',
      images: images
        .filter((image) => image.requestId === row.id)
        .map((image) => ({ filename: image.filename, tag: image.tag, url: memberFileUrl(image.filename) })),
      packageCode: row.status === 'SCPC02' ? (detail?.packageCode ?? null) : null,
      rejectReason: row.status === CLAIM_REJECTED ? (reasons.get(row.id) ?? null) : null,
      cancellable: isCancellable(claimMachine, row.status, 'member'),
    };
  });
}

/** `GET /package-claims`: the member's claims, newest first, a page at a time. */
export async function listOwnClaims(
  context: AppContext,
  memberId: number,
  query: RequestListQuery,
): Promise<ClaimPage> {
  return memberRequestPage(context, claimMachine, memberId, query, async (rows) =>
    (await toClaims(context, rows)).map(({ code: _code, ...claim }) => claim),
  );
}

/**
 * `DELETE /package-claims/{id}`: the member withdraws a pending claim (SCPC01 → SCPC09); another member's id is a
 * 404, a claim already decided or withdrawn a 409 saying so. A review finishing at the same moment wins or loses
 * on the request's guarded status update, never both.
 */
export async function cancelOwnClaim(context: AppContext, memberId: number, id: number): Promise<void> {
  const request = await findOwnClaim(context.db, memberId, id);
  if (!request) throw notFound();
  await cancelRequest(context, { machine: claimMachine }, request, {
    kind: 'member',
    memberId,
    reason: null,
  });
}
