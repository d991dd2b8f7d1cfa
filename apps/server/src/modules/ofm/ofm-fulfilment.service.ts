import type { Transaction } from '@fanship/db/client';
import { formatKrw } from '@fanship/domain/pricing/money';
import type { MemberFile } from '@fanship/domain/requests/member-files';
import {
  OFM_RESULT_TAG,
  type OfmCompleteWithRefundValues,
  type OfmRecordPurchaseValues,
  ofmFulfilmentMessages,
  ofmSpendableKrw,
  ofmUnspentKrw,
} from '@fanship/domain/requests/ofm-fulfilment';
import { ofmMachine, statusLabel } from '@fanship/domain/requests/status-machines';
import { PACKAGE_ITEM_NAME_MAX } from '@fanship/domain/warehouse/packages';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeCreditEntry } from '../credit/index.ts';
import { attachMemberFiles, storeMemberFile } from '../member-files/index.ts';
import { createPackage, type NewPackageItem } from '../packages/index.ts';
import { assertTargetRefundCovered } from '../payments/index.ts';
import { lockRequest, type RequestRow, transition, transitionMessages } from '../requests/index.ts';
import { findOfmDetails, listPurchaseItems, type OfmDetailsRow } from './ofm.repository.ts';
import {
  insertPurchaseItems,
  insertResultImages,
  listResultPackages,
  setPurchaseAmounts,
} from './ofm-fulfilment.repository.ts';

/** OFM types whose goods come from the second-hand marketplace (the spec names it BUNJANG and ONLINE_BUNJANG). */
const SECOND_HAND_OFM_TYPES = new Set(['ONLINE_BUNJANG', 'BUNJANG', 'BUNJANG_KFD']);

/** Where staff's result photos are kept: private files of the request's member, uploaded by staff only. */
export const OFM_RESULT_DOMAIN = 'ofm-result';

type Staff = { memberId: number };

/** An OFM request read again under its row lock, with its own fields (404 when they are gone). */
async function lockOfm(
  tx: Transaction,
  found: RequestRow,
): Promise<{ request: RequestRow; details: OfmDetailsRow }> {
  const request = await lockRequest(tx, found);
  const details = await findOfmDetails(tx, request.id);
  if (!details) throw notFound();
  return { request, details };
}

/** Refuses a step that is not a move (uploading photos, creating packages) outside the status it belongs to. */
function assertStatus(request: RequestRow, status: string, action: string): void {
  if (request.status !== status) {
    throw new AppError(
      'CONFLICT',
      transitionMessages.notAllowed(statusLabel(ofmMachine, request.status), action),
    );
  }
}

/**
 * `POST /staff/ofm/{code}/result-images`: a photo of what was bought, stored as a private file of the request's
 * member (served to them and staff only); the purchase record then refers to it by name. Only while purchasing.
 */
export async function uploadOfmResultImage(
  context: AppContext,
  request: RequestRow,
  staff: Staff,
  http: FastifyRequest,
): Promise<MemberFile> {
  // Refused before a byte of the image is read.
  assertStatus(request, 'SCOM03', 'Record the purchase');
  return storeMemberFile(context, { memberId: request.memberId, uploadedBy: staff.memberId }, http, {
    domain: OFM_RESULT_DOMAIN,
    tag: OFM_RESULT_TAG,
  });
}

/**
 * `POST /staff/ofm/{code}/purchase`: SCOM03 → SCOM04 ('Record the purchase') with what was bought, the amounts
 * charged (together no more than the prepayment covers) and the result photos, in one transaction under the
 * request's row lock; the member is told by the move's notice.
 */
export async function recordOfmPurchase(
  context: AppContext,
  found: RequestRow,
  staff: Staff,
  values: OfmRecordPurchaseValues,
): Promise<void> {
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    const { request, details } = await lockOfm(tx, found);
    await transition(context, tx, ofmMachine, request, {
      to: 'SCOM04',
      actor: 'staff',
      actorMemberId: staff.memberId,
      now,
    });
    const spendable = ofmSpendableKrw(details);
    if (values.purchaseAmount + values.feeAmount > spendable) {
      const message = ofmFulfilmentMessages.overPrepayment(formatKrw(spendable));
      throw new AppError('BAD_REQUEST', message, { purchaseAmount: message });
    }
    const filenames = values.images.map((image) => image.filename);
    const files = await attachMemberFiles(tx, request.memberId, OFM_RESULT_DOMAIN, filenames, now);
    await insertPurchaseItems(tx, request.id, values.items, now);
    await insertResultImages(
      tx,
      request.id,
      [...new Set(filenames)].map((filename) => files.get(filename)?.id ?? 0),
    );
    await setPurchaseAmounts(tx, request.id, {
      purchaseAmountKrw: values.purchaseAmount,
      feeAmountKrw: values.feeAmount,
      now,
    });
  });
}

/**
 * What staff bought, as package items: name (cut to what a package item holds: OFM names may be longer), the unit
 * price recorded and the quantity. Purchase records have no category: 'OTHER'.
 */
function purchasedItems(rows: { name: string; unitPrice: number; quantity: number }[]): NewPackageItem[] {
  return rows.map((row) => ({
    name:
      row.name.length > PACKAGE_ITEM_NAME_MAX ? `${row.name.slice(0, PACKAGE_ITEM_NAME_MAX - 1)}…` : row.name,
    categoryCode: 'OTHER',
    unitPriceKrw: row.unitPrice,
    quantity: row.quantity,
  }));
}

/**
 * `POST /staff/ofm/{code}/packages`: the result M packages in the member's name, once: under the request's row lock a
 * second call finds them and is refused, so two staff pressing at once make one set. They are expected, not arrived
 * (AWAITING_RECEIPT, no storage yet, decision 027): the intake desk finds them by code (or the shop's tracking
 * number staff give here) and receives them with weight, size and photos. The purchased items (and so their value)
 * go on the first package: the form does not say which box holds what, and an item counted on two packages would
 * be declared twice; the others start empty.
 */
export async function createOfmPackages(
  context: AppContext,
  found: RequestRow,
  results: readonly { name: string; trackingNo?: string | undefined }[],
  staffMemberId: number,
): Promise<void> {
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    const { request, details } = await lockOfm(tx, found);
    assertStatus(request, 'SCOM04', 'Create packages');
    if ((await listResultPackages(tx, request.id)).length > 0) {
      throw new AppError('CONFLICT', ofmFulfilmentMessages.packagesAlreadyCreated);
    }
    const items = purchasedItems(await listPurchaseItems(tx, request.id));
    for (const [index, result] of results.entries()) {
      await createPackage(tx, {
        memberId: request.memberId,
        type: 'M',
        status: 'AWAITING_RECEIPT',
        sourceRequestId: request.id,
        name: result.name,
        trackingNo: result.trackingNo ?? null,
        items: index === 0 ? items : [],
        // Goods bought on the second-hand marketplace: their unboxing video is free (spec §4 'FREE').
        tags: SECOND_HAND_OFM_TYPES.has(details.type) ? ['BUNJANG'] : [],
        storageStartedAt: null,
        actor: 'staff',
        actorMemberId: staffMemberId,
        note: `Bought for ${request.code}: awaiting receipt at the intake desk`,
        now,
      });
    }
  });
}

/** What is left of the prepayment once the recorded purchase, fee and domestic shipping are taken off it. */
function unspentOf(details: OfmDetailsRow): number {
  return ofmUnspentKrw({
    prepaymentKrw: details.prepaymentKrw,
    domesticShippingKrw: details.domesticShippingKrw,
    purchaseAmount: details.purchaseAmountKrw ?? 0,
    feeAmount: details.feeAmountKrw ?? 0,
  });
}

/**
 * Refuses (409) completing a request whose packages were not created, or are not all received at the intake desk
 * yet (decision 027). Read under the request's row lock, which the desk's undo of a receipt also takes.
 */
async function assertPackagesReceived(tx: Transaction, requestId: number): Promise<void> {
  const results = await listResultPackages(tx, requestId);
  if (results.length === 0) throw new AppError('CONFLICT', ofmFulfilmentMessages.packagesMissing);
  const awaiting = results.filter((row) => row.status === 'AWAITING_RECEIPT').map((row) => row.code);
  if (awaiting.length > 0) {
    const codes = `${awaiting.length === 1 ? 'Package' : 'Packages'} ${awaiting.join(', ')} ${awaiting.length === 1 ? 'is' : 'are'}`;
    throw new AppError('CONFLICT', ofmFulfilmentMessages.packagesAwaitingReceipt(codes));
  }
}

/**
 * `POST /staff/ofm/{code}/complete`: SCOM04 → SCOM11, once the packages exist and were all received at the intake
 * desk, and the prepayment is all spent.
 */
export async function completeOfm(context: AppContext, found: RequestRow, staff: Staff): Promise<void> {
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    const { request, details } = await lockOfm(tx, found);
    await transition(context, tx, ofmMachine, request, {
      to: 'SCOM11',
      actor: 'staff',
      actorMemberId: staff.memberId,
      now,
    });
    await assertPackagesReceived(tx, request.id);
    const unspent = unspentOf(details);
    if (unspent > 0) throw new AppError('CONFLICT', ofmFulfilmentMessages.refundDue(formatKrw(unspent)));
  });
}

/**
 * `POST /staff/ofm/{code}/complete-with-refund`: → SCOM12 with the prepayment that was not spent as credit, in one
 * transaction with the move. From SCOM03 nothing was bought: the whole prepayment comes back and staff say why.
 * From SCOM04 the packages must exist and something must be left. The amount staff confirmed must still be the
 * one computed, and no more than its paid invoice has left to refund. The row lock and the status guard let one of
 * two simultaneous presses through; the ledger's one-entry-per-source rule (OFM_REFUND, the request's code) backs it
 * up.
 */
export async function completeOfmWithRefund(
  context: AppContext,
  found: RequestRow,
  staff: Staff,
  values: OfmCompleteWithRefundValues,
): Promise<void> {
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    const { request, details } = await lockOfm(tx, found);
    const nothingBought = request.status === 'SCOM03';
    const refund = nothingBought ? details.prepaymentKrw : unspentOf(details);
    const refundText = `${formatKrw(refund)} of the prepayment was refunded to your credit.`;
    await transition(context, tx, ofmMachine, request, {
      to: 'SCOM12',
      actor: 'staff',
      actorMemberId: staff.memberId,
      reason: values.reason ? `${refundText} ${values.reason}` : refundText,
      now,
    });
    if (nothingBought) {
      if (!values.reason) {
        throw new AppError('BAD_REQUEST', ofmFulfilmentMessages.reasonRequired, {
          reason: ofmFulfilmentMessages.reasonRequired,
        });
      }
      await setPurchaseAmounts(tx, request.id, { purchaseAmountKrw: 0, feeAmountKrw: 0, now });
    } else {
      await assertPackagesReceived(tx, request.id);
    }
    if (refund === 0) throw new AppError('CONFLICT', ofmFulfilmentMessages.nothingToRefund);
    if (values.refundAmount !== refund) {
      throw new AppError('CONFLICT', ofmFulfilmentMessages.refundChanged(formatKrw(refund)));
    }
    // Never more than the invoice that paid for it has left to refund (a refund to credit of it may have come first).
    await assertTargetRefundCovered(context, tx, request, refund);
    await writeCreditEntry(tx, {
      memberId: request.memberId,
      transactionType: 'E',
      category: 'OFM_REFUND',
      amountKrw: refund,
      reason: `Unspent prepayment of ${request.code}`,
      description: values.reason,
      sourceCode: request.code,
      createdByMemberId: staff.memberId,
      now,
    });
  });
}
