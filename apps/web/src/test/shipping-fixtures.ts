import type {
  CarrierOptions,
  Shipping,
  ShippingInvoiceAnswer,
  ShippingSummary,
  StaffShipping,
} from '@fanship/domain/warehouse/shipping';
import { addressSnapshot } from './address-fixtures.ts';

/** Shared web test data: a member's K-Packet shipping of an arrived F box (1.8 kg) to Ana's home in Brazil, unpaid. */
export const shippingDetail = (fields: Partial<Shipping> = {}): Shipping => ({
  code: 'SH2603090001',
  status: 'SCSH01',
  statusLabel: 'Unpaid',
  createdAt: '2026-03-09T01:00:00.000Z',
  carrier: 'KP',
  trackingNo: null,
  totalKrw: 27_500,
  selectable: true,
  requestedCarrier: 'KP',
  managerUpdatedAt: null,
  managerNote: null,
  memberNote: 'Leave it with the doorman',
  address: addressSnapshot(),
  targetPackage: {
    code: 'PK2603080001',
    trackingNo: null,
    weightGrams: 1_800,
    widthTenths: 200,
    lengthTenths: 150,
    heightTenths: 100,
    sourceCode: 'PA2603070001',
  },
  shippedAt: null,
  invoiceLines: [
    {
      kind: 'SHIPPING',
      label: 'Shipping (K-Packet)',
      rule: 'K-Packet (KP) rate for PK2603080001',
      amountKrw: 21_000,
      packageCode: 'PK2603080001',
      originCode: 'PK2603080001',
    },
    {
      kind: 'UNBOXING',
      label: 'Unboxing video',
      rule: 'Accrued on PK2603010002 by PK2603010002',
      amountKrw: 2_500,
      packageCode: 'PK2603010002',
      originCode: 'PK2603010002',
    },
    {
      kind: 'PACKING',
      label: 'Consolidation',
      rule: 'Accrued on PK2603080001 by PA2603070001',
      amountKrw: 4_000,
      packageCode: 'PK2603080001',
      originCode: 'PA2603070001',
    },
  ],
  invoiceAvailable: false,
  editable: true,
  cancellable: true,
  history: [
    {
      fromStatus: null,
      toStatus: 'SCSH01',
      toLabel: 'Unpaid',
      actor: 'member',
      reason: null,
      createdAt: '2026-03-09T01:00:00.000Z',
    },
  ],
  ...fields,
});

/** A row of the member's shipping list, made from the page. */
export const shippingSummary = (fields: Partial<Shipping> = {}): ShippingSummary => {
  const { code, status, statusLabel, createdAt, carrier, trackingNo, totalKrw, selectable } =
    shippingDetail(fields);
  return { code, status, statusLabel, createdAt, carrier, trackingNo, totalKrw, selectable };
};

/** What the carrier options answer for the box to Brazil: K-Packet and EMS, cheapest first. */
export const carrierOptions: CarrierOptions = {
  options: [
    { carrier: 'K-Packet', type: 'KP', rateKrw: 21_000, billableWeightGrams: 1_800 },
    { carrier: 'EMS', type: 'EMS', rateKrw: 48_000, billableWeightGrams: 1_800 },
  ],
  message: null,
};

/** The shipping as the staff page answers it, paid (Prepare allowed). */
export const staffShipping = (fields: Partial<StaffShipping> = {}): StaffShipping => ({
  ...shippingDetail({
    status: 'SCSH03',
    statusLabel: 'Paid',
    editable: false,
    cancellable: false,
    selectable: false,
  }),
  member: { code: 'ABC1234', name: 'Min Ji', email: 'a@b.co' },
  actions: [{ to: 'SCSH04', action: 'Prepare the shipment' }],
  history: [],
  carrierOptions,
  ...fields,
});

/**
 * The shipping's `GET …/{code}/invoice`: its ₩27,500 lines, its box's parent stored 40 days (within 45 free), paid by
 * card (`order`) unless told otherwise; `order: null` is the unpaid answer with its dollars per method.
 */
export const shippingInvoiceFixture = (
  fields: Partial<ShippingInvoiceAnswer> = {},
): ShippingInvoiceAnswer => ({
  lines: shippingDetail().invoiceLines,
  storage: [
    { packageCode: 'PK2603010002', days: 40, freeDays: 45, chargeableDays: 0, amountKrw: 0, rule: '' },
  ],
  totalKrw: 27_500,
  usdCents: { WISE: 2_007, PAYPAL: 2_110, CARD: 2_086 },
  expiresAt: null,
  order: {
    code: 'OR2603100001',
    method: 'CARD',
    amountUsdCents: 1_724,
    creditRedeemKrw: 5_000,
    paidAt: '2026-03-10T03:00:00.000Z',
  },
  ...fields,
});
