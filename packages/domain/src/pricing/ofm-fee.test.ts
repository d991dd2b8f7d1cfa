import { describe, expect, it } from 'vitest';
import { messageByField } from '../test/issues.ts';
import {
  calculateOfmFee,
  estimatePayments,
  normalizeOfmType,
  OFM_ORDER_VALUE_MAX_KRW,
  ofmFeeCalculatorSchema,
  ofmFeeMessages,
  ofmTierFeeLine,
  selectableOfmTypes,
} from './ofm-fee.ts';

const amounts = (result: ReturnType<typeof calculateOfmFee>) => result.items.map((line) => line.amountKrw);

describe('ofmTierFeeLine', () => {
  it.each([
    [1, 7_000],
    [99_999, 7_000],
    [100_000, 4_000],
    [200_000, 4_000],
    [300_000, 4_000],
    [300_001, 0],
    [10_000_000, 0],
  ])('order value %i costs %i', (orderValueKrw, fee) => {
    expect(ofmTierFeeLine(orderValueKrw).amountKrw).toBe(fee);
  });

  it('says the rule in words', () => {
    expect(ofmTierFeeLine(99_999)).toEqual({
      label: 'Service fee',
      amountKrw: 7_000,
      rule: 'Order value under ₩100,000: ₩7,000',
    });
    expect(ofmTierFeeLine(300_000).rule).toBe('Order value ₩100,000 to ₩300,000: ₩4,000');
    expect(ofmTierFeeLine(300_001).rule).toBe('Order value above ₩300,000: free');
  });
});

describe('calculateOfmFee', () => {
  it('ONLINE_REGULAR: tier fee only, total is order value plus fee', () => {
    expect(calculateOfmFee({ type: 'ONLINE_REGULAR', orderValueKrw: 99_999 })).toEqual({
      type: 'ONLINE_REGULAR',
      orderValueKrw: 99_999,
      items: [{ label: 'Service fee', amountKrw: 7_000, rule: 'Order value under ₩100,000: ₩7,000' }],
      serviceFeeKrw: 7_000,
      totalKrw: 106_999,
    });
    expect(calculateOfmFee({ type: 'ONLINE_REGULAR', orderValueKrw: 100_000 }).totalKrw).toBe(104_000);
    expect(calculateOfmFee({ type: 'ONLINE_REGULAR', orderValueKrw: 300_000 }).totalKrw).toBe(304_000);
    const free = calculateOfmFee({ type: 'ONLINE_REGULAR', orderValueKrw: 300_001 });
    expect(free.serviceFeeKrw).toBe(0);
    expect(free.totalKrw).toBe(300_001);
    expect(free.items).toHaveLength(1);
  });

  it('ONLINE_PRIORITY adds 15,000 on top of every tier', () => {
    expect(amounts(calculateOfmFee({ type: 'ONLINE_PRIORITY', orderValueKrw: 99_999 }))).toEqual([
      7_000, 15_000,
    ]);
    expect(calculateOfmFee({ type: 'ONLINE_PRIORITY', orderValueKrw: 99_999 }).serviceFeeKrw).toBe(22_000);
    expect(calculateOfmFee({ type: 'ONLINE_PRIORITY', orderValueKrw: 100_000 }).serviceFeeKrw).toBe(19_000);
    expect(calculateOfmFee({ type: 'ONLINE_PRIORITY', orderValueKrw: 300_000 }).serviceFeeKrw).toBe(19_000);
    const high = calculateOfmFee({ type: 'ONLINE_PRIORITY', orderValueKrw: 300_001 });
    expect(high.serviceFeeKrw).toBe(15_000);
    expect(high.totalKrw).toBe(315_001);
    expect(high.items[1]?.label).toBe('Priority fee');
  });

  it('ONLINE_BUNJANG: 10,000 plus 3%, no tier fee', () => {
    const result = calculateOfmFee({ type: 'ONLINE_BUNJANG', orderValueKrw: 100_000 });
    expect(result.items.map((line) => line.label)).toEqual(['Bunjang fee', 'Bunjang commission']);
    expect(amounts(result)).toEqual([10_000, 3_000]);
    expect(result.serviceFeeKrw).toBe(13_000);
    expect(result.totalKrw).toBe(113_000);
    expect(result.items[1]?.rule).toBe('3% of ₩100,000, rounded half up to the won');
    // Under 100,000 the tier fee (7,000) would apply to other types, never to Bunjang.
    expect(calculateOfmFee({ type: 'ONLINE_BUNJANG', orderValueKrw: 50_000 }).serviceFeeKrw).toBe(11_500);
    expect(calculateOfmFee({ type: 'ONLINE_BUNJANG', orderValueKrw: 300_001 }).serviceFeeKrw).toBe(19_000);
  });

  // 3% of 12,345 = 370.35 -> 370; of 12,350 = 370.5 -> 371; of 12,351 = 370.53 -> 371; of 12,349 = 370.47 -> 370.
  it.each([
    [12_345, 370],
    [12_349, 370],
    [12_350, 371],
    [12_351, 371],
    [50, 2],
    [16, 0],
    [17, 1],
  ])('rounds the 3 per cent of %i won half up: %i', (orderValueKrw, commission) => {
    expect(calculateOfmFee({ type: 'ONLINE_BUNJANG', orderValueKrw }).items[1]?.amountKrw).toBe(commission);
  });

  it('adds the rounded 3% to the total', () => {
    expect(calculateOfmFee({ type: 'ONLINE_BUNJANG', orderValueKrw: 12_350 }).totalKrw).toBe(12_350 + 10_371);
  });

  it('accepts the BUNJANG alias, and keeps BUNJANG_KFD its own type at the Bunjang price', () => {
    const alias = calculateOfmFee({ type: 'BUNJANG', orderValueKrw: 200_000 });
    expect(alias.type).toBe('ONLINE_BUNJANG');
    expect(alias.serviceFeeKrw).toBe(16_000);
    const marketplace = calculateOfmFee({ type: 'BUNJANG_KFD', orderValueKrw: 200_000 });
    expect(marketplace.type).toBe('BUNJANG_KFD');
    expect(marketplace.serviceFeeKrw).toBe(16_000);
  });

  it('PROXY_FANSIGN: tier fee plus 10,000', () => {
    const result = calculateOfmFee({ type: 'PROXY_FANSIGN', orderValueKrw: 99_999 });
    expect(result.items.map((line) => line.label)).toEqual(['Service fee', 'Proxy fansign fee']);
    expect(amounts(result)).toEqual([7_000, 10_000]);
    expect(result.totalKrw).toBe(116_999);
    expect(calculateOfmFee({ type: 'PROXY_FANSIGN', orderValueKrw: 100_000 }).serviceFeeKrw).toBe(14_000);
    expect(calculateOfmFee({ type: 'PROXY_FANSIGN', orderValueKrw: 300_001 }).serviceFeeKrw).toBe(10_000);
  });

  it('OFFLINE: 30,000 plus 3%, no tier fee', () => {
    const result = calculateOfmFee({ type: 'OFFLINE', orderValueKrw: 99_999 });
    expect(result.items.map((line) => line.label)).toEqual(['Offline visit fee', 'Offline commission']);
    // 3% of 99,999 = 2,999.97 -> 3,000
    expect(amounts(result)).toEqual([30_000, 3_000]);
    expect(result.totalKrw).toBe(132_999);
    expect(calculateOfmFee({ type: 'OFFLINE', orderValueKrw: 300_001 }).serviceFeeKrw).toBe(39_000);
  });

  it('PROXY_FANSIGN to attend: tier fee plus 30,000', () => {
    const result = calculateOfmFee({
      type: 'PROXY_FANSIGN',
      orderValueKrw: 99_999,
      fansignParticipation: 'ATTEND',
    });
    expect(amounts(result)).toEqual([7_000, 30_000]);
    expect(result.items[1]?.rule).toContain('attendance');
  });

  it.each([
    [1, 30_000],
    [60, 30_000],
    [61, 37_500],
    [90, 37_500],
    [91, 45_000],
    [120, 45_000],
    [150, 52_500],
    [720, 30_000 + 11 * 15_000],
  ])(
    'OFFLINE visit of %i minutes: 30,000 the first hour, 15,000 an extra hour rounded up to the half-hour: %i',
    (visitMinutes, visitFee) => {
      expect(
        calculateOfmFee({ type: 'OFFLINE', orderValueKrw: 100_000, visitMinutes }).items[0]?.amountKrw,
      ).toBe(visitFee);
    },
  );

  it('OFFLINE by the visit: the visit fee plus 3%, its rule spelled out, a visit of 1 to 720 whole minutes', () => {
    const result = calculateOfmFee({ type: 'OFFLINE', orderValueKrw: 100_000, visitMinutes: 150 });
    expect(amounts(result)).toEqual([52_500, 3_000]);
    expect(result.items[0]?.rule).toBe(
      'Offline visit of 150 minutes: ₩30,000 for the first hour plus 1.5 extra hours at ₩15,000 an hour (rounded up to the half-hour)',
    );
    expect(() => calculateOfmFee({ type: 'OFFLINE', orderValueKrw: 1_000, visitMinutes: 0 })).toThrow(
      RangeError,
    );
    expect(() => calculateOfmFee({ type: 'OFFLINE', orderValueKrw: 1_000, visitMinutes: 721 })).toThrow(
      RangeError,
    );
    expect(() => calculateOfmFee({ type: 'OFFLINE', orderValueKrw: 1_000, visitMinutes: 61.5 })).toThrow(
      RangeError,
    );
  });

  it('KFD_SHOP (our own goods from the cart) carries no fee: its total is its order value', () => {
    for (const orderValueKrw of [29_000, 99_999, 100_000, 300_001]) {
      expect(calculateOfmFee({ type: 'KFD_SHOP', orderValueKrw })).toEqual({
        type: 'KFD_SHOP',
        orderValueKrw,
        items: [],
        serviceFeeKrw: 0,
        totalKrw: orderValueKrw,
      });
    }
  });

  it('rejects unknown types and order values that are not whole won above 0', () => {
    expect(() => calculateOfmFee({ type: 'SOMETHING', orderValueKrw: 1_000 })).toThrow('Unknown OFM type');
    expect(() => calculateOfmFee({ type: 'ONLINE_REGULAR', orderValueKrw: 0 })).toThrow(RangeError);
    expect(() => calculateOfmFee({ type: 'ONLINE_REGULAR', orderValueKrw: -5 })).toThrow(RangeError);
    expect(() => calculateOfmFee({ type: 'ONLINE_REGULAR', orderValueKrw: 1.5 })).toThrow('whole won');
  });
});

describe('selectableOfmTypes', () => {
  it('offers the five member types and hides KFD_SHOP and BUNJANG_KFD', () => {
    expect(selectableOfmTypes).toEqual([
      'ONLINE_REGULAR',
      'ONLINE_PRIORITY',
      'ONLINE_BUNJANG',
      'PROXY_FANSIGN',
      'OFFLINE',
    ]);
  });
});

describe('normalizeOfmType', () => {
  it('maps aliases and rejects unknown names', () => {
    expect(normalizeOfmType('OFFLINE')).toBe('OFFLINE');
    expect(normalizeOfmType('BUNJANG')).toBe('ONLINE_BUNJANG');
    expect(normalizeOfmType('toString')).toBeNull();
    expect(normalizeOfmType('online_regular')).toBeNull();
  });
});

describe('estimatePayments', () => {
  const rates = { base: 1_400, wise: 1_380 };

  it('gives USD cents per method through paymentAmountCents', () => {
    // 106,999 / 1,380 = 77.535 -> $77.54; PayPal (106,999 / 1,288 + 0.30) / 0.956 = 87.2113 -> $87.21;
    // card 106,999 / 1,400 / 0.955 = 80.0292 -> $80.03.
    expect(estimatePayments(106_999, rates)).toEqual({ WISE: 7_754, PAYPAL: 8_721, CARD: 8_003 });
    expect(estimatePayments(100_000, rates)).toEqual({ WISE: 7_246, PAYPAL: 8_153, CARD: 7_479 });
  });

  it('works on a calculator total', () => {
    const { totalKrw } = calculateOfmFee({ type: 'ONLINE_REGULAR', orderValueKrw: 99_999 });
    expect(estimatePayments(totalKrw, rates).WISE).toBe(7_754);
  });
});

describe('ofmFeeCalculatorSchema', () => {
  const errors = (input: unknown) => messageByField(ofmFeeCalculatorSchema, input);

  it('parses a form with a string order value and normalises the type', () => {
    expect(ofmFeeCalculatorSchema.parse({ type: 'BUNJANG', orderValueKrw: '120,000' })).toEqual({
      type: 'ONLINE_BUNJANG',
      orderValueKrw: 120_000,
    });
    expect(ofmFeeCalculatorSchema.parse({ type: 'OFFLINE', orderValueKrw: 99_999 })).toEqual({
      type: 'OFFLINE',
      orderValueKrw: 99_999,
    });
    expect(
      ofmFeeCalculatorSchema.parse({ type: ' ONLINE_REGULAR ', orderValueKrw: ' 1 ' }).orderValueKrw,
    ).toBe(1);
  });

  it('reports missing fields as required', () => {
    expect(errors({})).toEqual({ type: 'OFM Type is required', orderValueKrw: 'Order Value is required' });
    expect(errors({ type: '', orderValueKrw: '' })).toEqual({
      type: ofmFeeMessages.typeRequired,
      orderValueKrw: ofmFeeMessages.orderValueRequired,
    });
    expect(errors({ type: 'OFFLINE', orderValueKrw: '   ' })).toEqual({
      orderValueKrw: 'Order Value is required',
    });
    expect(errors({ type: 'OFFLINE', orderValueKrw: null })).toEqual({
      orderValueKrw: 'Order Value is required',
    });
  });

  it.each([
    ['0', 'zero'],
    [0, 'zero number'],
    ['-1', 'negative'],
    ['abc', 'text'],
    ['12abc', 'trailing text'],
    ['1.5', 'fraction of a won'],
    ['Infinity', 'infinity'],
    [Number.NaN, 'NaN'],
    [true, 'boolean'],
    ['100000000001', 'above 100 billion won'],
    ['1e6', 'exponent notation'],
  ])('rejects %j (%s) as not a valid number', (orderValueKrw, _case) => {
    expect(errors({ type: 'OFFLINE', orderValueKrw })).toEqual({
      orderValueKrw: 'Order Value should be a valid number',
    });
  });

  it('accepts the largest order value and keeps its 3% exact', () => {
    const values = ofmFeeCalculatorSchema.parse({ type: 'OFFLINE', orderValueKrw: '100,000,000,000' });
    expect(values.orderValueKrw).toBe(OFM_ORDER_VALUE_MAX_KRW);
    expect(calculateOfmFee(values).serviceFeeKrw).toBe(30_000 + 3_000_000_000);
  });

  it('rejects an unknown type', () => {
    expect(errors({ type: 'NOPE', orderValueKrw: 1 })).toEqual({ type: 'Invalid OFM Type' });
  });
});
