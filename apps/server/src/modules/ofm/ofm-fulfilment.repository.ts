import type { Database, Transaction } from '@fanship/db/client';
import { creditEntries, ofmResultImages } from '@fanship/db/payment-schema';
import { memberFiles, ofmPurchaseItems, ofmRequests } from '@fanship/db/request-schema';
import { packages } from '@fanship/db/warehouse-schema';
import { and, asc, eq } from 'drizzle-orm';

type Executor = Database | Transaction;

/** Writes what staff bought for a request, in order (the request has none before: it is recorded once). */
export async function insertPurchaseItems(
  tx: Transaction,
  requestId: number,
  items: { name: string; unitPrice: number; quantity: number }[],
  now: Date,
): Promise<void> {
  if (items.length === 0) return;
  await tx.insert(ofmPurchaseItems).values(
    items.map((item) => ({
      requestId,
      name: item.name,
      unitPriceKrw: item.unitPrice,
      quantity: item.quantity,
      createdAt: now,
    })),
  );
}

/** The amounts staff actually charged, and when they recorded them. */
export async function setPurchaseAmounts(
  tx: Transaction,
  requestId: number,
  values: { purchaseAmountKrw: number; feeAmountKrw: number; now: Date },
): Promise<void> {
  await tx
    .update(ofmRequests)
    .set({
      purchaseAmountKrw: values.purchaseAmountKrw,
      feeAmountKrw: values.feeAmountKrw,
      managerUpdatedAt: values.now,
    })
    .where(eq(ofmRequests.requestId, requestId));
}

export async function insertResultImages(
  tx: Transaction,
  requestId: number,
  fileIds: number[],
): Promise<void> {
  if (fileIds.length === 0) return;
  await tx
    .insert(ofmResultImages)
    .values(fileIds.map((fileId, position) => ({ requestId, fileId, position })));
}

/** A request's result photos, in order. */
export function listResultImages(db: Executor, requestId: number) {
  return db
    .select({ filename: memberFiles.filename, tag: memberFiles.tag })
    .from(ofmResultImages)
    .innerJoin(memberFiles, eq(memberFiles.id, ofmResultImages.fileId))
    .where(eq(ofmResultImages.requestId, requestId))
    .orderBy(asc(ofmResultImages.position));
}

/** The packages a request made, oldest first. */
export function listResultPackages(db: Executor, requestId: number) {
  return db
    .select({ code: packages.code, name: packages.name, status: packages.status })
    .from(packages)
    .where(eq(packages.sourceRequestId, requestId))
    .orderBy(asc(packages.id));
}

/** The credit an OFM request's completion refunded (its OFM_REFUND earn entry), or null. */
export async function findOfmRefund(db: Executor, code: string): Promise<number | null> {
  const [row] = await db
    .select({ amountKrw: creditEntries.amountKrw })
    .from(creditEntries)
    .where(
      and(
        eq(creditEntries.category, 'OFM_REFUND'),
        eq(creditEntries.transactionType, 'E'),
        eq(creditEntries.sourceCode, code),
      ),
    )
    .limit(1);
  return row?.amountKrw ?? null;
}
