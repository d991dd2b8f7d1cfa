import { describe, expect, it } from 'vitest';
import { invoiceExpiresAt, shippingInvoice, usdByMethod } from '../pricing/shipping-invoice.ts';
import type { RateCard } from '../pricing/shipping-quote.ts';
import { brazilAddress } from '../test/forwarding-fixtures.ts';
import { messagesByField } from '../test/messages-by-field.ts';
import {
  carrierOptionsForBox,
  chooseCarrier,
  type ShippingBox,
  shippingBlocker,
  shippingInvoiceSchema,
  shippingRequestSchema,
  shippingShipSchema,
} from './shipping.ts';

const card = (carrier: string, type: string, countries: string[], maxWeightGrams: number, priceKrw: number) =>
  ({
    carrier,
    type,
    countries,
    maxWeightGrams,
    steps: [{ upToGrams: maxWeightGrams, priceKrw }],
  }) as RateCard;

const rateCards: RateCard[] = [
  card('K-Packet', 'KP', ['BR'], 2_000, 21_000),
  card('EMS', 'EMS', ['BR'], 30_000, 37_000),
  card('DHL', 'DHL', ['BR'], 30_000, 52_000),
  card('CJ', 'CJ', ['KR'], 30_000, 4_000),
];

/** The journey's box: 1.8 kg, 20 × 15 × 10 cm (volumetric 600 g). */
const box: ShippingBox = {
  code: 'PK2611260003',
  weightGrams: 1_800,
  widthTenths: 200,
  lengthTenths: 150,
  heightTenths: 100,
  packingType: 'KP',
};
const types = (options: { type: string }[]) => options.map((option) => option.type);

describe('shippingRequestSchema', () => {
  it('takes the body of spec §7', () => {
    expect(
      shippingRequestSchema.parse({
        address: brazilAddress,
        targetPackageCode: 'pk2611260003',
        requestedCarrier: 'kp',
      }),
    ).toMatchObject({ targetPackageCode: 'PK2611260003', requestedCarrier: 'KP', memberNote: null });
  });

  it('says the messages of spec §5', () => {
    expect(messagesByField(shippingRequestSchema, { requestedCarrier: ' ' })).toEqual({
      address: ['Address is required'],
      targetPackageCode: ['Target Package is required'],
      requestedCarrier: ['Carrier is required'],
    });
    expect(
      messagesByField(shippingRequestSchema, {
        address: brazilAddress,
        targetPackageCode: 'PK1',
        requestedCarrier: 'EMS',
        memberNote: 'x'.repeat(3001),
      }),
    ).toEqual({ memberNote: ['Note is too long'] });
    expect(
      messagesByField(shippingRequestSchema, {
        address: brazilAddress,
        targetPackageCode: 'PK1',
        requestedCarrier: 'K-Packet',
      }),
    ).toEqual({ requestedCarrier: ['Unknown carrier'] });
  });
});

describe('carrierOptionsForBox', () => {
  it('offers every carrier to a KP box, cheapest first, by the billable weight', () => {
    const options = carrierOptionsForBox(box, 'br', rateCards);
    expect(options).toEqual([
      { carrier: 'K-Packet', type: 'KP', rateKrw: 21_000, billableWeightGrams: 1_800 },
      { carrier: 'EMS', type: 'EMS', rateKrw: 37_000, billableWeightGrams: 1_800 },
      { carrier: 'DHL', type: 'DHL', rateKrw: 52_000, billableWeightGrams: 1_800 },
    ]);
  });

  it('removes K-Packet for a STANDARD box, packed or split as such', () => {
    expect(types(carrierOptionsForBox({ ...box, packingType: 'STANDARD' }, 'BR', rateCards))).toEqual([
      'EMS',
      'DHL',
    ]);
    expect(types(carrierOptionsForBox({ ...box, splitType: 'STANDARD' }, 'BR', rateCards))).toEqual([
      'EMS',
      'DHL',
    ]);
  });

  it('keeps only CJ for a DOMESTIC box, which then reaches only Korea', () => {
    const domestic = { ...box, packingType: 'DOMESTIC' };
    expect(types(carrierOptionsForBox(domestic, 'KR', rateCards))).toEqual(['CJ']);
    expect(carrierOptionsForBox(domestic, 'BR', rateCards)).toEqual([]);
  });

  it('drops K-Packet over 2 kg of billable weight, and quotes nothing for a box not weighed', () => {
    expect(types(carrierOptionsForBox({ ...box, widthTenths: 1_000 }, 'BR', rateCards))).toEqual([
      'EMS',
      'DHL',
    ]);
    expect(carrierOptionsForBox({ ...box, weightGrams: null }, 'BR', rateCards)).toEqual([]);
  });
});

describe('chooseCarrier', () => {
  it('takes the requested carrier among the options', () => {
    const options = carrierOptionsForBox(box, 'BR', rateCards);
    expect(chooseCarrier(box, 'kp', options)).toEqual({ option: options[0] });
    expect(chooseCarrier(box, 'CJ', options)).toEqual({
      problem: 'The carrier CJ is not available for the package PK2611260003. Please choose another carrier.',
    });
  });

  it('says the §8 message when no carrier is left', () => {
    expect(chooseCarrier(box, 'EMS', [])).toEqual({
      problem:
        'The package PK2611260003 cannot be delivered by any available shipping carriers. Please contact our support team for assistance.',
    });
  });
});

describe('shippingShipSchema', () => {
  it('takes the carrier and the tracking number, upper-cased', () => {
    expect(shippingShipSchema.parse({ carrier: 'ems', trackingNo: 'ee123456789kr' })).toEqual({
      carrier: 'EMS',
      trackingNo: 'EE123456789KR',
      managerNote: null,
    });
    expect(messagesByField(shippingShipSchema, { trackingNo: 'EE-1' })).toEqual({
      carrier: ['Carrier is required'],
      trackingNo: ['Tracking number can only contain letters and numbers'],
    });
  });
});

describe('shippingBlocker', () => {
  it('allows one open shipping per box: cancelled and shipped ones do not count, nor the one being edited', () => {
    const shippings = [
      { code: 'SH1', status: 'SCSH09' },
      { code: 'SH2', status: 'SCSH05' },
    ];
    expect(shippingBlocker({ packageCode: 'PK1', shippings })).toBeUndefined();
    for (const status of ['SCSH01', 'SCSH02', 'SCSH03', 'SCSH04']) {
      const open = [...shippings, { code: 'SH3', status }];
      expect(shippingBlocker({ packageCode: 'PK1', shippings: open })).toBe(
        'The package PK1 already has a shipping request (SH3).',
      );
      expect(shippingBlocker({ packageCode: 'PK1', shippings: open, exceptCode: 'SH3' })).toBeUndefined();
    }
  });
});

describe('shippingInvoiceSchema', () => {
  it('answers what shippingInvoice, usdByMethod and invoiceExpiresAt make, as they make it', () => {
    const paymentDate = new Date('2026-11-26T03:00:00Z');
    const invoice = shippingInvoice({
      box: {
        code: box.code,
        fees: [{ kind: 'PACKING', name: 'Consolidation', amountKrw: 1_500, originCode: 'PA1' }],
        storage: { startedAt: new Date('2026-09-01T03:00:00Z'), endedAt: null, freeDays: null },
        parents: [],
      },
      carrier: carrierOptionsForBox(box, 'BR', rateCards)[0]!,
      paymentDate,
    });
    const answer = {
      ...invoice,
      usdCents: usdByMethod(invoice.totalKrw, { base: 1_380, wise: 1_370 }),
      expiresAt: invoiceExpiresAt(paymentDate).toISOString(),
      order: null,
    };
    expect(shippingInvoiceSchema.parse(answer)).toEqual(answer);
    // 21,000 K-Packet + 1,500 + 87 days stored, 42 beyond 45 free: 63,000.
    expect(answer.totalKrw).toBe(85_500);
  });
});
