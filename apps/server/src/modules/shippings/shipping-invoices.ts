/**
 * A shipping request's invoice (`shippingInvoice` in the domain): while unpaid, live: its carrier line, the fees it
 * took on its box and the box's lineage, and a STORAGE line per package counted to now; once an order holds it or it
 * is paid, the lines as they were written. `storageLinesOf` is the live storage as new fee lines, written by the
 * paying code when an order is made (`PayableKind.liveLines`); an unpaid order expires with the storage it counts
 * (`invoiceExpiresAt`: the next Korean midnight).
 */
import type { Database, Transaction } from '@fanship/db/client';
import {
  type InvoicePackage,
  lineageOf,
  packageFeeKinds,
  SHIPPING_FEE_KIND,
  type ShippingInvoice,
  type ShippingInvoiceLine,
  shippingInvoice,
} from '@fanship/domain/pricing/shipping-invoice';
import type { NewFeeLine } from '../payments/index.ts';
import { findRequestsByIds } from '../requests/index.ts';
import { shippingBoxes } from './shipping-boxes.repository.ts';
import {
  type LineageRow,
  loadLineage,
  packageFeeLines,
  STORAGE_FEE_KIND,
  targetedFeeLines,
  unpaidCarrierLine,
} from './shipping-fees.repository.ts';

type Executor = Database | Transaction;
type FeeRow = Awaited<ReturnType<typeof packageFeeLines>>[number];
type ShippingRef = { id: number; code: string; status: string };

/** A box's lineage as the invoice reads it: each package with the fees the shipping took, its storage, its parents. */
function invoiceTree(
  lineage: Awaited<ReturnType<typeof loadLineage>>,
  fees: readonly FeeRow[],
  boxId: number,
  requestId: number,
): InvoicePackage {
  const byId = new Map(lineage.rows.map((row) => [row.id, row]));
  const build = (row: LineageRow): InvoicePackage => {
    const own = fees.filter((fee) => fee.packageId === row.id);
    // A package whose storage another shipping charged (a box packed with others from the same packages) is not
    // charged again.
    const chargedElsewhere = own.some(
      (fee) =>
        fee.kind === STORAGE_FEE_KIND && fee.status !== 'CANCELLED' && fee.targetRequestId !== requestId,
    );
    return {
      code: row.code,
      fees: own.filter((fee) => fee.kind !== SHIPPING_FEE_KIND && fee.targetRequestId === requestId),
      storage:
        row.storageStartedAt && !chargedElsewhere
          ? { startedAt: row.storageStartedAt, endedAt: row.storageEndedAt, freeDays: row.freeStorageDays }
          : null,
      parents: lineage.links
        .filter((link) => link.child === row.id)
        .flatMap((link) => {
          const parent = byId.get(link.parent);
          return parent ? [build(parent)] : [];
        }),
    };
  };
  const box = byId.get(boxId);
  if (!box) throw new Error(`No package ${boxId}`);
  return build(box);
}

/** Where the storage of each package of the box's lineage stood at `at` (the storage an order made then counted). */
export async function storageAt(db: Executor, request: ShippingRef, boxId: number, at: Date) {
  const lineage = await loadLineage(db, boxId);
  const fees = await packageFeeLines(
    db,
    lineage.rows.map((row) => row.id),
  );
  const box = invoiceTree(lineage, fees, boxId, request.id);
  return shippingInvoice({ box, carrier: { carrier: '', type: '', rateKrw: 0 }, paymentDate: at }).storage;
}

/** The live invoice of an unpaid shipping for its box, with the package ids by code; none without a carrier line. */
export async function liveInvoice(db: Executor, request: ShippingRef, boxId: number, now: Date) {
  const carrier = await unpaidCarrierLine(db, request.id);
  if (!carrier) return undefined;
  const lineage = await loadLineage(db, boxId);
  const fees = await packageFeeLines(
    db,
    lineage.rows.map((row) => row.id),
  );
  const box = invoiceTree(lineage, fees, boxId, request.id);
  const invoice = shippingInvoice({
    box,
    carrier: { carrier: carrier.name, type: '', rateKrw: carrier.amountKrw },
    paymentDate: now,
  });
  const [, ...rest] = invoice.lines;
  const carrierLine: ShippingInvoiceLine = {
    kind: SHIPPING_FEE_KIND,
    label: carrier.name,
    rule: `${carrier.name} for ${box.code}`,
    amountKrw: carrier.amountKrw,
    packageCode: box.code,
    originCode: request.code,
  };
  const ids = new Map(lineage.rows.map((row) => [row.code, row.id]));
  return { invoice: { ...invoice, lines: [carrierLine, ...rest] } as ShippingInvoice, ids };
}

const kindRank = (kind: string) => (packageFeeKinds as readonly string[]).indexOf(kind);

/** The lines as written (an order holds them: UNPAID; paid: PAID), in the live invoice's order. */
async function writtenLines(db: Executor, request: ShippingRef, boxId: number | undefined, status: string) {
  const rows = (await targetedFeeLines(db, [request.id])).filter(({ line }) => line.status === status);
  const order =
    boxId === undefined ? [] : lineageOf(invoiceTree(await loadLineage(db, boxId), [], boxId, request.id));
  // The carrier first, then each package's fees (the box first, then its lineage), then the storage.
  const rank = ({ line, packageCode }: (typeof rows)[number]) => {
    if (line.kind === SHIPPING_FEE_KIND) return -1;
    const position = order.findIndex((pkg) => pkg.code === packageCode);
    return line.kind === STORAGE_FEE_KIND ? 10_000 + position : position * 100 + kindRank(line.kind);
  };
  return rows
    .sort((a, b) => rank(a) - rank(b) || a.line.id - b.line.id)
    .map(
      ({ line, packageCode }): ShippingInvoiceLine => ({
        kind: line.kind,
        label: line.name,
        rule:
          line.kind === SHIPPING_FEE_KIND
            ? `${line.name} for ${packageCode ?? ''}`
            : `Accrued on ${packageCode ?? ''} by ${line.originCode}`,
        amountKrw: line.amountKrw,
        packageCode: packageCode ?? '',
        originCode: line.originCode,
      }),
    );
}

/**
 * A shipping's invoice lines and total: live while unpaid (SCSH01), as an order holds them while its deposit awaits
 * confirmation (SCSH02), as paid afterwards; none once cancelled.
 */
export async function invoiceLinesOf(
  db: Executor,
  request: ShippingRef,
  boxId: number | undefined,
  now: Date,
): Promise<{ lines: ShippingInvoiceLine[]; totalKrw: number }> {
  let lines: ShippingInvoiceLine[] = [];
  if (request.status === 'SCSH01' && boxId !== undefined) {
    lines = (await liveInvoice(db, request, boxId, now))?.invoice.lines ?? [];
  } else if (request.status === 'SCSH02') {
    lines = await writtenLines(db, request, boxId, 'UNPAID');
  } else if (request.status !== 'SCSH09') {
    lines = await writtenLines(db, request, boxId, 'PAID');
  }
  return { lines, totalKrw: lines.reduce((sum, line) => sum + line.amountKrw, 0) };
}

/**
 * The live STORAGE lines of unpaid shipping requests on `now`, by request id, each on the package it accrued on
 * (₩0 counts are no line): `PayableKind.liveLines`.
 */
export async function storageLinesOf(
  db: Executor,
  requestIds: readonly number[],
  now: Date,
): Promise<Map<number, NewFeeLine[]>> {
  const result = new Map<number, NewFeeLine[]>();
  if (requestIds.length === 0) return result;
  const [rows, boxes] = await Promise.all([findRequestsByIds(db, requestIds), shippingBoxes(db, requestIds)]);
  for (const request of rows) {
    const box = boxes.get(request.id);
    const live = box && (await liveInvoice(db, request, box.id, now));
    if (!live) continue;
    const storage = live.invoice.lines.filter((line) => line.kind === STORAGE_FEE_KIND);
    result.set(
      request.id,
      storage.flatMap((line) => {
        const packageId = live.ids.get(line.packageCode);
        if (packageId === undefined) return [];
        const { originCode, label: name, amountKrw } = line;
        return [{ packageId, originCode, kind: STORAGE_FEE_KIND, name, amountKrw }];
      }),
    );
  }
  return result;
}
