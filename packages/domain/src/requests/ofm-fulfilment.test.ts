import { describe, expect, it } from 'vitest';
import {
  ofmCompleteWithRefundSchema,
  ofmCreatePackagesSchema,
  ofmRecordPurchaseSchema,
  ofmSpendableKrw,
  ofmUnspentKrw,
} from './ofm-fulfilment.ts';

describe('the unspent prepayment of an OFM request', () => {
  it.each([
    // prepayment, domestic shipping prepaid, purchase amount, fee amount → spendable, unspent
    [43_000, 0, 35_000, 7_000, 43_000, 1_000],
    [43_000, 0, 36_000, 7_000, 43_000, 0],
    [43_000, 0, 0, 0, 43_000, 43_000],
    // A marketplace listing: its seller's shipping fee is spent with the purchase, never refunded.
    [39_250, 3_500, 25_000, 10_750, 35_750, 0],
    [39_250, 3_500, 24_000, 10_720, 35_750, 1_030],
    // Recorded amounts never exceed what may be spent; if they did, nothing would be refunded.
    [10_000, 0, 9_000, 2_000, 10_000, 0],
  ])(
    'prepayment %i, shipping %i, purchase %i, fee %i: spendable %i, unspent %i',
    (prepaymentKrw, domesticShippingKrw, purchaseAmount, feeAmount, spendable, unspent) => {
      expect(ofmSpendableKrw({ prepaymentKrw, domesticShippingKrw })).toBe(spendable);
      expect(ofmUnspentKrw({ prepaymentKrw, domesticShippingKrw, purchaseAmount, feeAmount })).toBe(unspent);
    },
  );
});

describe('the staff forms of an OFM request after payment', () => {
  it('reads amounts typed in a form, with thousands separators, and trims names', () => {
    const parsed = ofmRecordPurchaseSchema.parse({
      items: [{ name: ' Mini album ', unitPrice: '17,500', quantity: '2' }],
      purchaseAmount: '35,000',
      feeAmount: '7000',
    });
    expect(parsed).toEqual({
      items: [{ name: 'Mini album', unitPrice: 17_500, quantity: 2 }],
      purchaseAmount: 35_000,
      feeAmount: 7_000,
      images: [],
    });
  });

  it('says what is wrong with each field', () => {
    const issues = (value: unknown) =>
      ofmRecordPurchaseSchema
        .safeParse(value)
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(
      issues({ items: [], purchaseAmount: -1, feeAmount: undefined, images: [{ filename: 'x.exe' }] }),
    ).toEqual([
      ['items', 'Add at least one purchased item'],
      ['purchaseAmount', 'Purchase amount must be a whole number of won, 0 or more'],
      ['feeAmount', 'Fee amount is required'],
      ['images.0.filename', 'Invalid image'],
    ]);
    expect(
      ofmCreatePackagesSchema.safeParse({ packages: [{ name: 'x'.repeat(101) }] }).error?.issues[0]?.message,
    ).toBe('Package name is too long (max. 100)');
    expect(ofmCreatePackagesSchema.safeParse({ packages: [] }).error?.issues[0]?.message).toBe(
      'Add at least one package',
    );
    expect(ofmCompleteWithRefundSchema.parse({ refundAmount: 1_000, reason: '  ' })).toEqual({
      refundAmount: 1_000,
      reason: null,
    });
    expect(ofmCompleteWithRefundSchema.safeParse({ refundAmount: 0 }).error?.issues[0]?.message).toBe(
      'Refund amount is required',
    );
  });
});
