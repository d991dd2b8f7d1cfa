import type { Transaction } from '@fanship/db/client';
import { itemsValue } from '@fanship/domain/requests/item-amounts';
import {
  incomingMachine,
  isCancellable,
  type StatusMachine,
  statusLabel,
} from '@fanship/domain/requests/status-machines';
import type {
  IncomingPage,
  IncomingRequest,
  IncomingRequestValues,
} from '@fanship/domain/warehouse/incoming';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { lockMemberRow } from '../../lib/member-lock.ts';
import { recordPackageEvent } from '../packages/index.ts';
import {
  assertEditable,
  createRequest,
  listHistory,
  type RequestRow,
  toHistoryEntries,
  transition,
  underRequestLock,
} from '../requests/index.ts';
import {
  findActiveIncomingByTracking,
  findIncomingDetails,
  type IncomingDetailsValues,
  type IncomingItemValues,
  incomingParts,
  insertIncomingDetails,
  linkParcel,
  listArrivedPackageCodes,
  listIncomingItems,
  lockUnregisteredParcel,
  replaceIncomingItems,
  updateIncomingDetails,
} from './incomings.repository.ts';

const CANCELLED = 'SCIN09';

export const incomingServiceMessages = {
  duplicateTracking: (code: string) =>
    `You have already registered this tracking number (${code}). Edit that incoming, or cancel it first.`,
  linkedNote: (code: string) => `Item information added from incoming ${code}`,
  arrivedReason: (packageCode: string) => `The parcel had already arrived: package ${packageCode}.`,
} as const;

function detailsOf(values: IncomingRequestValues): IncomingDetailsValues {
  return {
    trackingNo: values.trackingNo,
    carrierName: values.carrierName,
    sellerName: values.sellerName,
    memberNote: values.memberNote,
  };
}

function itemsOf(values: IncomingRequestValues): IncomingItemValues[] {
  return values.items.map((item) => ({
    name: item.name,
    categoryCode: item.categoryCode,
    unitPriceKrw: item.unitPrice,
    quantity: item.quantity,
    memberNote: item.memberNote,
  }));
}

/**
 * One tracking number, one live incoming per member: refused (409, on the tracking number) while another of
 * theirs with it is not cancelled. Takes the member's row lock first, so two registrations at once see each other.
 */
async function assertTrackingFree(
  tx: Transaction,
  memberId: number,
  trackingNo: string,
  exceptRequestId?: number,
): Promise<void> {
  await lockMemberRow(tx, memberId);
  const existing = await findActiveIncomingByTracking(tx, {
    memberId,
    trackingNo,
    cancelledStatus: CANCELLED,
    exceptRequestId,
  });
  if (existing) {
    const message = incomingServiceMessages.duplicateTracking(existing.code);
    throw new AppError('CONFLICT', message, { trackingNo: message });
  }
}

/**
 * 'Add Item Information' (spec §4): when staff already received a parcel with this tracking number for the
 * member without a registration (their type R package with no source), the incoming becomes its registration in
 * the same transaction: the package takes the incoming as its source, the incoming's items replace what staff
 * recorded (an ITEMS row on the package's timeline), and the incoming moves on to arrived (by the system).
 */
async function linkReceivedParcel(
  context: AppContext,
  tx: Transaction,
  request: RequestRow,
  values: IncomingRequestValues,
  memberId: number,
  now: Date,
): Promise<void> {
  const parcel = await lockUnregisteredParcel(tx, memberId, values.trackingNo);
  if (!parcel) return;
  await linkParcel(tx, parcel, {
    requestId: request.id,
    carrierName: values.carrierName,
    items: itemsOf(values),
    now,
  });
  await recordPackageEvent(tx, parcel.id, {
    event: 'ITEMS',
    actor: 'member',
    actorMemberId: memberId,
    note: incomingServiceMessages.linkedNote(request.code),
    now,
  });
  await transition(context, tx, incomingMachine, request, {
    to: 'SCIN02',
    actor: 'system',
    actorMemberId: null,
    reason: incomingServiceMessages.arrivedReason(parcel.code),
    now,
  });
}

/** `POST /incoming-services`: a member's new incoming; answers its code. */
export async function createIncomingRequest(
  context: AppContext,
  memberId: number,
  values: IncomingRequestValues,
): Promise<{ code: string }> {
  const now = context.clock.now();
  const request = await context.db.transaction(async (tx) => {
    await assertTrackingFree(tx, memberId, values.trackingNo);
    const created = await createRequest(tx, incomingMachine, { memberId, actor: 'member', now });
    await insertIncomingDetails(tx, created.id, detailsOf(values));
    await replaceIncomingItems(tx, created.id, itemsOf(values));
    await linkReceivedParcel(context, tx, created, values, memberId, now);
    return created;
  });
  return { code: request.code };
}

/**
 * `PATCH /incoming-services/{code}`: only while registered (SCIN01), read again under the request's row lock so a
 * cancel or an arrival that got there first wins (409). A corrected tracking number that matches a parcel
 * already received links it, as on registration.
 */
export async function editIncomingRequest(
  context: AppContext,
  request: RequestRow,
  values: IncomingRequestValues,
): Promise<{ code: string }> {
  const { memberId } = request;
  await underRequestLock(context, request, async (tx, locked, now) => {
    assertEditable(incomingMachine, locked);
    await assertTrackingFree(tx, memberId, values.trackingNo, request.id);
    await updateIncomingDetails(tx, request.id, detailsOf(values));
    await replaceIncomingItems(tx, request.id, itemsOf(values));
    await linkReceivedParcel(context, tx, locked, values, memberId, now);
  });
  return { code: request.code };
}

/** `GET /incoming-services`: the rows of a page of the member's incomings. */
export async function incomingRows(
  context: AppContext,
  rows: RequestRow[],
): Promise<IncomingPage['content']> {
  const partsOf = await incomingParts(
    context.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const { detail, items: own } = partsOf(row.id);
    return {
      code: row.code,
      status: row.status,
      statusLabel: statusLabel(incomingMachine, row.status),
      createdAt: row.createdAt.toISOString(),
      trackingNo: detail?.trackingNo ?? '',
      carrierName: detail?.carrierName ?? null,
      sellerName: detail?.sellerName ?? '',
      firstItemName: own[0]?.name ?? '',
      itemCount: own.length,
    };
  });
}

/** An incoming as its page shows it: fields, items with amounts, the total, the arrived package, the timeline. */
export async function describeIncomingRequest(
  context: AppContext,
  request: RequestRow,
  viewer: 'member' | 'staff',
): Promise<IncomingRequest> {
  const [details, items, history, packageCodes] = await Promise.all([
    findIncomingDetails(context.db, request.id),
    listIncomingItems(context.db, [request.id]),
    listHistory(context.db, request.id),
    listArrivedPackageCodes(context.db, [request.id]),
  ]);
  if (!details) throw notFound();
  const shown = items.map((item) => ({
    id: item.id,
    name: item.name,
    categoryCode: item.categoryCode,
    unitPrice: item.unitPriceKrw,
    quantity: item.quantity,
    amount: item.unitPriceKrw * item.quantity,
    memberNote: item.memberNote,
  }));
  return {
    code: request.code,
    status: request.status,
    statusLabel: statusLabel(incomingMachine, request.status),
    editable: (incomingMachine as StatusMachine).editable.includes(request.status),
    cancellable: isCancellable(incomingMachine as StatusMachine, request.status, viewer),
    createdAt: request.createdAt.toISOString(),
    trackingNo: details.trackingNo,
    carrierName: details.carrierName,
    sellerName: details.sellerName,
    memberNote: details.memberNote,
    arrivedPackageCode: packageCodes.get(request.id) ?? null,
    totalValue: itemsValue(shown),
    items: shown,
    history: toHistoryEntries(incomingMachine, history),
  };
}
