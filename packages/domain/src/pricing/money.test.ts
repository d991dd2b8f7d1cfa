import { describe, expect, it } from 'vitest';
import {
  assertWon,
  formatKrw,
  formatNumber,
  formatUsdCents,
  krwToUsdCents,
  paymentAmountCents,
  roundDollarsToCents,
  usdCentsToDecimal,
  usdDecimalToCents,
} from './money.ts';

describe('roundDollarsToCents', () => {
  it.each([
    [0, 0],
    [1, 100],
    [0.004, 0],
    [0.005, 1],
    [0.015, 2],
    [0.025, 3],
    [1.994, 199],
    [1.995, 200],
    [1.005, 101], // 1.005 * 100 is 100.49999999999999 in binary floating point
    [2.675, 268], // likewise 267.49999999999997
    [1.45, 145],
  ])('rounds %d dollars to %i cents, half up', (dollars, cents) => {
    expect(roundDollarsToCents(dollars)).toBe(cents);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('refuses %d', (dollars) => {
    expect(() => roundDollarsToCents(dollars)).toThrow('Amount must be a finite number');
  });
});

describe('assertWon', () => {
  it('accepts whole won and refuses fractions', () => {
    expect(() => assertWon(12_345)).not.toThrow();
    expect(() => assertWon(0.5)).toThrow('KRW amounts are whole won, got 0.5');
  });
});

describe('krwToUsdCents', () => {
  it.each([
    [1_000, 1_000, 100],
    [0, 1_350, 0],
    [1, 250, 0], // 0.4 cent
    [100_000, 1_350, 7_407], // 74.074074... dollars
    [50_000, 1_385.5, 3_609], // 36.0880548... dollars
    [3, 400, 1], // 0.75 cent
  ])('%i won at %d won/$ is %i cents', (krw, rate, cents) => {
    expect(krwToUsdCents(krw, rate)).toBe(cents);
  });

  it.each([
    [1, 200, 1], // 0.5 cent
    [3, 200, 2], // 1.5 cents
    [5, 200, 3], // 2.5 cents: half up, not half to even
    [15, 1_000, 2], // 1.5 cents
    [8_145, 1_000, 815], // 814.5 cents
  ])('rounds an exact half cent up: %i won at %i is %i cents', (krw, rate, cents) => {
    expect(krwToUsdCents(krw, rate)).toBe(cents);
  });

  it.each([
    [1_005, 1_000, 101], // float gives 100.49999999999999 cents, exactly 100.5
    [1_206, 1_200, 101], // float gives 100.49999999999999 cents, exactly 100.5
    [2_675, 1_000, 268], // exactly 267.5
    [16_008, 1_600, 1_001], // float gives 1000.5000000000001 cents, exactly 1000.5
  ])('is not misled by floating-point error: %i won at %i is %i cents', (krw, rate, cents) => {
    expect(krwToUsdCents(krw, rate)).toBe(cents);
  });

  it('does not round a value just under the half up', () => {
    expect(krwToUsdCents(1_004, 1_000)).toBe(100); // 100.4 cents
    expect(krwToUsdCents(1_204, 1_200)).toBe(100); // 100.333... cents
  });

  it.each([1.5, 0.1, 1_000.01, Number.NaN])('refuses the fractional won amount %d', (krw) => {
    expect(() => krwToUsdCents(krw, 1_350)).toThrow('KRW amounts are whole won');
  });

  it.each([0, -1, -1_350, Number.NaN])('refuses the non-positive or missing rate %d', (rate) => {
    expect(() => krwToUsdCents(10_000, rate)).toThrow('Exchange rate must be positive');
  });
});

describe('paymentAmountCents', () => {
  const rates = { base: 1_350, wise: 1_340 };

  // Hand-computed: 100000 / 1340 = 74.6268656...
  it('WISE is total / wise rate', () => {
    expect(paymentAmountCents(100_000, 'WISE', rates)).toBe(7_463);
  });

  // (100000 / (0.92 * 1350) + 0.30) / 0.956 = (80.5152979 + 0.30) / 0.956 = 84.5348304...
  it('PAYPAL is ((total / (0.92 x rate)) + 0.30) / 0.956', () => {
    expect(paymentAmountCents(100_000, 'PAYPAL', rates)).toBe(8_453);
  });

  // 100000 / 1350 / 0.955 = 74.0740740 / 0.955 = 77.5644754...
  it('CARD is total / rate / 0.955', () => {
    expect(paymentAmountCents(100_000, 'CARD', rates)).toBe(7_756);
  });

  it('uses the wise rate only for WISE and the base rate for PAYPAL and CARD', () => {
    const sameBase = { base: 1_000, wise: 2_000 };
    expect(paymentAmountCents(1_000, 'WISE', sameBase)).toBe(50); // 1000 / 2000 = 0.50
    // (1000 / 920 + 0.30) / 0.956 = 1.4507913...
    expect(paymentAmountCents(1_000, 'PAYPAL', sameBase)).toBe(145);
    // 1000 / 1000 / 0.955 = 1.0471204...
    expect(paymentAmountCents(1_000, 'CARD', sameBase)).toBe(105);
  });

  it('charges the PayPal fixed 0.30 even on a zero total: 0.30 / 0.956 = 0.3138...', () => {
    expect(paymentAmountCents(0, 'PAYPAL', rates)).toBe(31);
    expect(paymentAmountCents(0, 'WISE', rates)).toBe(0);
    expect(paymentAmountCents(0, 'CARD', rates)).toBe(0);
  });

  it('rounds WISE half up like krwToUsdCents, through float error', () => {
    expect(paymentAmountCents(1_005, 'WISE', { base: 1_350, wise: 1_000 })).toBe(101);
  });

  it('charges nothing in USD when paying with credit', () => {
    expect(paymentAmountCents(100_000, 'CREDIT', rates)).toBe(0);
  });

  it.each(['WISE', 'PAYPAL', 'CARD', 'CREDIT'] as const)('refuses a fractional total for %s', (method) => {
    expect(() => paymentAmountCents(100.5, method, rates)).toThrow('KRW amounts are whole won, got 100.5');
  });
});

describe('formatKrw', () => {
  it.each([
    [0, '₩0'],
    [999, '₩999'],
    [1_000, '₩1,000'],
    [12_345, '₩12,345'],
    [1_234_567, '₩1,234,567'],
    [-3_500, '-₩3,500'],
    [-1_234_567, '-₩1,234,567'],
  ])('formats %i as %s', (krw, text) => {
    expect(formatKrw(krw)).toBe(text);
  });
});

describe('formatUsdCents', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [50, '$0.50'],
    [99, '$0.99'],
    [100, '$1.00'],
    [101, '$1.01'],
    [123_450, '$1,234.50'],
    [123_456_789, '$1,234,567.89'],
    [-5, '-$0.05'],
    [-100, '-$1.00'],
    [-123_450, '-$1,234.50'],
  ])('formats %i cents as %s', (cents, text) => {
    expect(formatUsdCents(cents)).toBe(text);
  });
});

describe('paymentAmountCents refuses impossible rates', () => {
  it.each([[{ base: 0, wise: 1375 }], [{ base: 1380, wise: -1 }]])('throws for %o', (rates) => {
    expect(() => paymentAmountCents(10_000, 'CARD', rates)).toThrow('Exchange rates must be positive');
  });
});

describe('formatNumber', () => {
  it.each([0, 7, 999, 1_000, 12_345, 123_456, 1_234_567, 1_000_000_000, -3_500, -999, 2.6, -0.2])(
    'writes %d as toLocaleString does',
    (value) => {
      expect(formatNumber(value)).toBe(Math.round(value).toLocaleString('en-US').replace(/^-0$/, '0'));
    },
  );
});

describe('usdCentsToDecimal and usdDecimalToCents', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [99, '0.99'],
    [1234, '12.34'],
    [100_000_00, '100000.00'],
  ])('%i cents is %s and back', (cents, text) => {
    expect(usdCentsToDecimal(cents)).toBe(text);
    expect(usdDecimalToCents(text)).toBe(cents);
  });

  it('reads whole dollars and one decimal', () => {
    expect(usdDecimalToCents('12')).toBe(1200);
    expect(usdDecimalToCents('12.3')).toBe(1230);
  });

  it('refuses what is not a plain amount instead of rounding it', () => {
    for (const text of ['', '12.345', '-1.00', '1e3', ' 1.00', '1,000.00', '.50', '12.', 'NaN'])
      expect(usdDecimalToCents(text), text).toBeNull();
  });

  it('refuses fractional or negative cents', () => {
    expect(() => usdCentsToDecimal(12.5)).toThrow();
    expect(() => usdCentsToDecimal(-1)).toThrow();
  });
});
