/**
 * A shipping's answers (spec §2 "Shipping", §3 "Shipping"): the list row (Created, ID, Status, Carrier, Tracking No,
 * Payment: the invoice's total, selectable for Pay Now in SCSH01), the page (the address as sent, the box, the
 * invoice's lines: live while unpaid, as paid afterwards; 'Ship Completed' data in SCSH05) and the staff page's
 * queue line and fields (the box's carrier options now).
 */
import type { Database } from '@fanship/db/client';
import type { HistoryEntry } from '@fanship/domain/requests/request-contract';
import { isCancellable, shippingMachine, statusLabel } from '@fanship/domain/requests/status-machines';
import {
  invoiceStatuses,
  type Shipping,
  type ShippingRequestValues,
  type ShippingSummary,
} from '@fanship/domain/warehouse/shipping';
import type { AppContext } from '../../lib/app-context.ts';
import type { PackageServiceView } from '../package-services/index.ts';
import { findPackage, type PackageRow } from '../packages/index.ts';
import { findRequestById } from '../requests/index.ts';
import { carrierOptionsAnswer } from './shipping-carriers.ts';
import { invoiceLinesOf } from './shipping-invoices.ts';
import { shipmentOf } from './shipping-steps.ts';

type View = PackageServiceView<ShippingRequestValues>;
const SHIPPED = 'SCSH05';

const boxOf = (context: AppContext, view: View) =>
  findPackage(context.db, view.targets[0]?.code ?? view.body.targetPackageCode);

async function invoiceOf(context: AppContext, view: View, box: PackageRow | undefined) {
  return invoiceLinesOf(context.db, view.request, box?.id, context.clock.now());
}

function rowOf(view: View, totalKrw: number): ShippingSummary {
  const { request, body } = view;
  const shipment = shipmentOf(request);
  return {
    code: request.code,
    status: request.status,
    statusLabel: statusLabel(shippingMachine, request.status),
    createdAt: request.createdAt.toISOString(),
    carrier: shipment.carrier ?? body.requestedCarrier,
    trackingNo: shipment.trackingNo ?? null,
    totalKrw,
    selectable: (shippingMachine.selectable as readonly string[]).includes(request.status),
  };
}

/** A row of the member's list. */
export async function shippingRow(view: View, context: AppContext): Promise<ShippingSummary> {
  const invoice = await invoiceOf(context, view, await boxOf(context, view));
  return rowOf(view, invoice.totalKrw);
}

async function sourceCodeOf(db: Database, box: PackageRow | undefined) {
  if (!box?.sourceRequestId) return null;
  return (await findRequestById(db, box.sourceRequestId))?.code ?? null;
}

/** The member's page. */
export async function shippingPage(
  view: View,
  history: HistoryEntry[],
  context: AppContext,
): Promise<Shipping> {
  const { request, body } = view;
  const box = await boxOf(context, view);
  const invoice = await invoiceOf(context, view, box);
  const staffMoves = history.filter((entry) => entry.actor === 'staff');
  return {
    ...rowOf(view, invoice.totalKrw),
    requestedCarrier: body.requestedCarrier,
    managerUpdatedAt: staffMoves.at(-1)?.createdAt ?? null,
    managerNote: shipmentOf(request).managerNote ?? null,
    memberNote: body.memberNote ?? null,
    address: { ...body.address, line2: body.address.line2 ?? null, taxId: body.address.taxId ?? null },
    targetPackage: {
      code: box?.code ?? body.targetPackageCode,
      trackingNo: box?.trackingNo ?? null,
      weightGrams: box?.weightGrams ?? null,
      widthTenths: box?.widthTenths ?? null,
      lengthTenths: box?.lengthTenths ?? null,
      heightTenths: box?.heightTenths ?? null,
      sourceCode: await sourceCodeOf(context.db, box),
    },
    shippedAt: history.findLast((entry) => entry.toStatus === SHIPPED)?.createdAt ?? null,
    invoiceLines: invoice.lines,
    invoiceAvailable: (invoiceStatuses as readonly string[]).includes(request.status),
    editable: (shippingMachine.editable as readonly string[]).includes(request.status),
    cancellable: isCancellable(shippingMachine, request.status, 'member'),
    history,
  };
}

/** The staff queue's line: the box, the carrier, and what the invoice comes to. */
export async function shippingQueueLine(context: AppContext, view: View) {
  const row = await shippingRow(view, context);
  return { summary: `${view.targets[0]?.code ?? ''} · ${row.carrier ?? ''}`, amountKrw: row.totalKrw };
}

/** The staff page's own field: the box's carrier options to the address now. */
export async function shippingStaffFields(context: AppContext, view: View) {
  const box = await boxOf(context, view);
  return {
    carrierOptions: box
      ? await carrierOptionsAnswer(context.db, box, view.body.address.countryCode)
      : { options: [], message: null },
  };
}
