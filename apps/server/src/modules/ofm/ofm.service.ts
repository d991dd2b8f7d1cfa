import type { Transaction } from '@fanship/db/client';
import {
  type OfmPage,
  type OfmPurchaseItem,
  type OfmRequest,
  type OfmRequestValues,
  ofmMessages,
} from '@fanship/domain/requests/ofm';
import {
  isCancellable,
  ofmMachine,
  type StatusMachine,
  statusLabel,
} from '@fanship/domain/requests/status-machines';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { memberFileUrl } from '../member-files/index.ts';
import {
  assertEditable,
  createRequest,
  findRequestById,
  listHistory,
  type RequestRow,
  requestByCode,
  toHistoryEntries,
  transition,
  underRequestLock,
} from '../requests/index.ts';
import { listExpiredHoldings, releaseReservations } from '../stock/index.ts';
import {
  findOfmDetails,
  insertOfmDetails,
  listOfmItems,
  listPurchaseItems,
  type OfmDetailsValues,
  type OfmItemValues,
  ofmParts,
  replaceOfmItems,
  updateOfmDetails,
} from './ofm.repository.ts';
import { chargeOfm, rechargeOfm, unchargeOfm } from './ofm-fees.ts';
import { findOfmRefund, listResultImages, listResultPackages } from './ofm-fulfilment.repository.ts';
import { ofmPricingMessages, pricedDetails, resolveItems, withImages } from './ofm-pricing.ts';

export const ofmServiceMessages = {
  ...ofmPricingMessages,
  shopCheckoutNotEditable: 'A shop order cannot be edited. Cancel it and order again from the cart.',
  typeLocked: 'The type of this request cannot be changed.',
} as const;

/**
 * Writes a new OFM request with its items in the caller's transaction (the shop checkout uses it for KFD_SHOP);
 * answers the request row.
 */
export async function insertOfmRequest(
  tx: Transaction,
  memberId: number,
  details: OfmDetailsValues,
  items: OfmItemValues[],
  now: Date,
): Promise<RequestRow> {
  const request = await createRequest(tx, ofmMachine, { memberId, actor: 'member', now });
  await insertOfmDetails(tx, request.id, details);
  await replaceOfmItems(tx, request.id, items);
  await chargeOfm(tx, request, details, now);
  return request;
}

/** `POST /ofm-services`: a member's new request; answers its code. */
export async function createOfmRequest(
  context: AppContext,
  memberId: number,
  values: OfmRequestValues,
): Promise<{ code: string }> {
  if (values.type === 'KFD_SHOP') throw new AppError('BAD_REQUEST', ofmMessages.kfdShopFromCart);
  const resolved = await resolveItems(context, values);
  const details = pricedDetails(values, resolved);
  const now = context.clock.now();
  const request = await context.db.transaction(async (tx) =>
    insertOfmRequest(tx, memberId, details, await withImages(tx, memberId, resolved.items, now), now),
  );
  return { code: request.code };
}

/** `PATCH /ofm-services/{code}`: only in SCOM01 (409 otherwise); the prepayment is computed again. */
export async function editOfmRequest(
  context: AppContext,
  request: RequestRow,
  values: OfmRequestValues,
): Promise<{ code: string }> {
  const { memberId } = request;
  const current = await findOfmDetails(context.db, request.id);
  if (!current) throw notFound();
  if (current.type === 'KFD_SHOP') throw new AppError('CONFLICT', ofmServiceMessages.shopCheckoutNotEditable);
  if (values.type === 'KFD_SHOP') throw new AppError('BAD_REQUEST', ofmMessages.kfdShopFromCart);
  if ((current.type === 'BUNJANG_KFD') !== (values.type === 'BUNJANG_KFD')) {
    throw new AppError('BAD_REQUEST', ofmServiceMessages.typeLocked);
  }
  const resolved = await resolveItems(context, values);
  const details = pricedDetails(values, resolved);
  // The status is read again under the row's lock: a cancel or a payment that got there first wins.
  await underRequestLock(context, request, async (tx, locked, now) => {
    assertEditable(ofmMachine, locked);
    await updateOfmDetails(tx, request.id, details);
    await replaceOfmItems(tx, request.id, await withImages(tx, memberId, resolved.items, now));
    await rechargeOfm(context, tx, request, details, now);
  });
  return { code: request.code };
}

/**
 * Cancels a request (the member: no reason needed; staff: with the reason the member is told), giving back any
 * shop stock it held, in one transaction.
 */
export async function cancelOfmRequest(
  context: AppContext,
  request: RequestRow,
  actor: { kind: 'member' | 'staff' | 'system'; memberId: number | null; reason: string | null },
): Promise<void> {
  const now = context.clock.now();
  const cancel = () =>
    context.db.transaction(async (tx) => {
      await transition(context, tx, ofmMachine, request, {
        to: 'SCOM09',
        actor: actor.kind,
        actorMemberId: actor.memberId,
        reason: actor.reason,
        now,
      });
      await releaseReservations(tx, request.id, now);
      await unchargeOfm(context, tx, request.id, now);
    });
  // Only a shop checkout holds stock: its cancel changes what the shop pages show.
  const details = await findOfmDetails(context.db, request.id);
  await (details?.type === 'KFD_SHOP' ? context.catalogueCache.change(['shop-products'], cancel) : cancel());
}

/** `POST /ofm-services/{code}/cancel` by the member who owns it. */
export async function cancelOwnOfmRequest(
  context: AppContext,
  request: RequestRow,
  member: { memberId: number },
): Promise<void> {
  await cancelOfmRequest(context, request, { kind: 'member', memberId: member.memberId, reason: null });
}

/** `GET /ofm-services`: the member's requests, newest first, a page at a time. */
export async function ofmRows(context: AppContext, rows: RequestRow[]): Promise<OfmPage['content']> {
  const partsOf = await ofmParts(
    context.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const { detail, items: own } = partsOf(row.id);
    return {
      code: row.code,
      type: (detail?.type ?? 'ONLINE_REGULAR') as OfmRequest['type'],
      status: row.status,
      statusLabel: statusLabel(ofmMachine, row.status),
      createdAt: row.createdAt.toISOString(),
      shopName: detail?.shopName ?? '',
      firstItemName: own[0]?.name ?? '',
      itemCount: own.length,
      prepaymentKrw: detail?.prepaymentKrw ?? 0,
    };
  });
}

/** A request as its page shows it, with items, images and the timeline. */
export async function describeOfmRequest(
  context: AppContext,
  request: RequestRow,
  viewer: 'member' | 'staff',
): Promise<OfmRequest> {
  const [details, items, history, resultImages, resultPackages, refundAmount] = await Promise.all([
    findOfmDetails(context.db, request.id),
    listOfmItems(context.db, [request.id]),
    listHistory(context.db, request.id),
    listResultImages(context.db, request.id),
    listResultPackages(context.db, request.id),
    findOfmRefund(context.db, request.code),
  ]);
  if (!details) throw notFound();
  return {
    code: request.code,
    type: details.type as OfmRequest['type'],
    status: request.status,
    statusLabel: statusLabel(ofmMachine, request.status),
    editable: (ofmMachine as StatusMachine).editable.includes(request.status) && details.type !== 'KFD_SHOP',
    cancellable: isCancellable(ofmMachine as StatusMachine, request.status, viewer),
    createdAt: request.createdAt.toISOString(),
    shopName: details.shopName,
    shopOpenAt: details.shopOpenAt?.toISOString() ?? null,
    shopCloseAt: details.shopCloseAt?.toISOString() ?? null,
    videoCall: details.videoCall,
    videoCallInfo: details.videoCallInfo,
    memberNote: details.memberNote,
    sourceType: details.sourceType,
    sourceId: details.sourceId,
    visitMinutes: details.visitMinutes,
    fansignParticipation: details.fansignParticipation as OfmRequest['fansignParticipation'],
    applicantName: details.applicantName,
    applicantData: details.applicantData,
    orderValueKrw: details.orderValueKrw,
    domesticShippingKrw: details.domesticShippingKrw,
    feeKrw: details.feeKrw,
    prepaymentKrw: details.prepaymentKrw,
    feeLines: details.feeLines,
    purchaseAmount: details.purchaseAmountKrw,
    feeAmount: details.feeAmountKrw,
    managerUpdatedAt: details.managerUpdatedAt?.toISOString() ?? null,
    images: resultImages.map((image) => ({ ...image, url: memberFileUrl(image.filename) })),
    resultPackageCodes: resultPackages.map((row) => row.code),
    awaitingPackageCodes: resultPackages
      .filter((row) => row.status === 'AWAITING_RECEIPT')
      .map((row) => row.code),
    refundAmount,
    items: items.map((item) => ({
      id: item.id,
      url: item.url,
      name: item.name,
      unitPrice: item.unitPriceKrw,
      quantity: item.quantity,
      memberNote: item.memberNote,
      images: item.images.map((image) => ({ ...image, url: memberFileUrl(image.filename) })),
    })),
    history: toHistoryEntries(ofmMachine, history),
  };
}

/** `GET /ofm-services/{code}/purchase-items`: what staff bought (empty until they record it). */
export async function getOwnPurchaseItems(
  context: AppContext,
  memberId: number,
  code: string,
): Promise<OfmPurchaseItem[]> {
  const request = await requestByCode(context.db, ofmMachine, code, memberId);
  return listPurchaseItems(context.db, request.id);
}

export const UNPAID_CHECKOUT_REASON = 'Not paid within 24 hours: the reserved stock was released.';

/**
 * The release job: shop checkouts still awaiting payment whose held stock expired are cancelled by the system
 * (the member is told, the stock comes back once). With two servers running the job, the status guard lets one
 * cancel each request; the other's 409 is skipped. Answers how many it cancelled.
 */
export async function releaseUnpaidCheckouts(context: AppContext, limit = 100): Promise<number> {
  let cancelled = 0;
  for (const { id } of await listExpiredHoldings(context.db, context.clock.now(), limit)) {
    const request = await findRequestById(context.db, id);
    if (request?.status !== 'SCOM01') continue;
    try {
      await cancelOfmRequest(context, request, {
        kind: 'system',
        memberId: null,
        reason: UNPAID_CHECKOUT_REASON,
      });
      cancelled += 1;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    }
  }
  return cancelled;
}
