/**
 * What a shipping request's invoice holds (docs/domain.md "Paying", "Package" storage and fees; spec "forwarding
 * and proxy purchase" §9 "Storage", "Calculator payment estimates"): the carrier's rate for the F box, then every
 * unpaid fee on the box and on every package it was made from (its lineage: unboxing, inclusion, split, packing,
 * repacking), then a STORAGE line per package counted to the payment date; the total in won and the dollars each
 * payment method costs. Pure: the server gathers the lineage, fees and storage periods and writes the lines.
 */
import { breakdown } from './fee-line.ts';
import { type PaymentMethod, paymentAmountCents } from './money.ts';
import { DEFAULT_FREE_STORAGE_DAYS, kstDayNumber, storageFee } from './service-fees.ts';

/** The fees that build up on packages, in the order an invoice lists a package's fees. */
export const packageFeeKinds = ['UNBOXING', 'INCLUSION', 'SPLIT', 'PACKING', 'REPACKING', 'STORAGE'] as const;
export type PackageFeeKind = (typeof packageFeeKinds)[number];
/** The kind of the carrier's line (and of its fee line on the shipping request). */
export const SHIPPING_FEE_KIND = 'SHIPPING';

/** A fee written on a package (a `fee_lines` row, as stored): only UNPAID ones (or ones with no status) are invoiced. */
export type InvoiceFee = {
  kind: string;
  name: string;
  amountKrw: number;
  originCode: string;
  status?: string;
};

/** A package of the box's lineage: its fees, its storage period (null when not stored), and the packages it came from. */
export type InvoicePackage = {
  code: string;
  fees: readonly InvoiceFee[];
  /** `endedAt` null: still counting, so counted to the payment date. */
  storage: { startedAt: Date; endedAt: Date | null; freeDays: number | null } | null;
  parents: readonly InvoicePackage[];
};

export type ShippingInvoiceLine = {
  kind: string;
  label: string;
  rule: string;
  amountKrw: number;
  /** The package the line is charged on, and the record that caused it (`originTargetCode`). */
  packageCode: string;
  originCode: string;
};

/** Where a package's storage stands on the payment date, lines or not (a ₩0 one is not a line). */
export type InvoiceStorage = {
  packageCode: string;
  days: number;
  freeDays: number;
  chargeableDays: number;
  amountKrw: number;
  /** '50 days stored, 45 free: 5 × ₩1,500 per day'. */
  rule: string;
};

export type ShippingInvoice = { lines: ShippingInvoiceLine[]; totalKrw: number; storage: InvoiceStorage[] };

/** The box first, then the packages it was made from, depth first in the order given; each package once. */
export function lineageOf(box: InvoicePackage): InvoicePackage[] {
  const seen = new Set<string>();
  const order: InvoicePackage[] = [];
  const visit = (pkg: InvoicePackage) => {
    if (seen.has(pkg.code)) return;
    seen.add(pkg.code);
    order.push(pkg);
    for (const parent of pkg.parents) visit(parent);
  };
  visit(box);
  return order;
}

const kindOrder = (kind: string) => {
  const index = (packageFeeKinds as readonly string[]).indexOf(kind);
  return index === -1 ? packageFeeKinds.length : index;
};

/**
 * A package's unpaid fees as invoice lines, by kind. A STORAGE fee already written is left out when the package's
 * storage is counted live: that row is a snapshot of the same count (written when an earlier order was made).
 */
function feeLines(pkg: InvoicePackage): ShippingInvoiceLine[] {
  return pkg.fees
    .filter((fee) => (fee.status ?? 'UNPAID') === 'UNPAID')
    .filter((fee) => !(fee.kind === 'STORAGE' && pkg.storage))
    .map((fee, index) => ({ fee, index }))
    .sort((a, b) => kindOrder(a.fee.kind) - kindOrder(b.fee.kind) || a.index - b.index)
    .map(({ fee }) => ({
      kind: fee.kind,
      label: fee.name,
      rule: `Accrued on ${pkg.code} by ${fee.originCode}`,
      amountKrw: fee.amountKrw,
      packageCode: pkg.code,
      originCode: fee.originCode,
    }));
}

/** A package's storage counted to the payment date (or to the day it ended, if earlier). */
function storageOf(pkg: InvoicePackage, paymentDate: Date): InvoiceStorage | undefined {
  if (!pkg.storage) return undefined;
  const { startedAt, endedAt, freeDays } = pkg.storage;
  let end = endedAt && endedAt < paymentDate ? endedAt : paymentDate;
  if (end < startedAt) end = startedAt;
  const fee = storageFee({ arrivedAt: startedAt, endedAt: end, freeDays });
  return {
    packageCode: pkg.code,
    days: fee.days,
    freeDays: freeDays ?? DEFAULT_FREE_STORAGE_DAYS,
    chargeableDays: fee.chargeableDays,
    amountKrw: fee.totalKrw,
    rule: fee.items[0]?.rule ?? '',
  };
}

/**
 * The shipping invoice of an F box: the carrier line, each package's unpaid fees (box first, then its lineage),
 * then a STORAGE line per package whose storage costs something on `paymentDate` (₩1,500 a day beyond its free days).
 */
export function shippingInvoice(input: {
  box: InvoicePackage;
  carrier: { carrier: string; type: string; rateKrw: number };
  paymentDate: Date;
}): ShippingInvoice {
  const { box, carrier, paymentDate } = input;
  const packages = lineageOf(box);
  const storage = packages.flatMap((pkg) => storageOf(pkg, paymentDate) ?? []);
  const storageLines = storage
    .filter((entry) => entry.amountKrw > 0)
    .map(
      (entry): ShippingInvoiceLine => ({
        kind: 'STORAGE',
        label: `Storage (${entry.packageCode})`,
        rule: entry.rule,
        amountKrw: entry.amountKrw,
        packageCode: entry.packageCode,
        originCode: entry.packageCode,
      }),
    );
  const lines: ShippingInvoiceLine[] = [
    {
      kind: SHIPPING_FEE_KIND,
      label: `Shipping (${carrier.carrier})`,
      rule: `${carrier.carrier} (${carrier.type}) rate for ${box.code}`,
      amountKrw: carrier.rateKrw,
      packageCode: box.code,
      originCode: box.code,
    },
    ...packages.flatMap(feeLines),
    ...storageLines,
  ];
  return { lines, totalKrw: breakdown(lines).totalKrw, storage };
}

/** The methods a member pays a shipping invoice with in dollars. */
export const dollarMethods = ['WISE', 'PAYPAL', 'CARD'] as const satisfies readonly PaymentMethod[];

/** The cents each method costs for a total (spec §9: bank transfer over the Wise rate, PayPal and card formulas). */
export function usdByMethod(
  totalKrw: number,
  rates: { base: number; wise: number },
): Record<(typeof dollarMethods)[number], number> {
  return {
    WISE: paymentAmountCents(totalKrw, 'WISE', rates),
    PAYPAL: paymentAmountCents(totalKrw, 'PAYPAL', rates),
    CARD: paymentAmountCents(totalKrw, 'CARD', rates),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * When an unpaid shipping invoice made at `madeAt` expires: the next Korean midnight, so the storage it charges
 * (counted to the Korean day it was made) is never stale when it is paid.
 */
export function invoiceExpiresAt(madeAt: Date): Date {
  return new Date((kstDayNumber(madeAt) + 1) * DAY_MS - KST_OFFSET_MS);
}
