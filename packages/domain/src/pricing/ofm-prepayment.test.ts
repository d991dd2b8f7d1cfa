import { describe, expect, it } from 'vitest';
import {
  calculateOfmPrepayment,
  countOfmShops,
  ofmDomesticShippingLine,
  ofmShopOf,
} from './ofm-prepayment.ts';

const labels = (result: ReturnType<typeof calculateOfmPrepayment>) =>
  result.lines.map((line) => [line.label, line.amountKrw]);

describe('ofmShopOf and countOfmShops', () => {
  it('tells shops apart by the links’ host, the mobile and www sites being the same shop', () => {
    expect(ofmShopOf('https://www.Ktown4u.com/goods/1')).toBe('ktown4u.com');
    expect(ofmShopOf(' https://m.bunjang.co.kr/products/1 ')).toBe('bunjang.co.kr');
    expect(ofmShopOf('http://mobile.yes24.com/x')).toBe('yes24.com');
    expect(ofmShopOf('')).toBeNull();
    expect(ofmShopOf('https://')).toBeNull();
    expect(
      countOfmShops([
        'https://www.ktown4u.com/a',
        'https://ktown4u.com/b',
        'https://m.ktown4u.com/c',
        'https://weverseshop.io/d',
      ]),
    ).toBe(2);
  });

  it('counts at least one shop, leaving out links that are not URLs yet', () => {
    expect(countOfmShops([])).toBe(1);
    expect(countOfmShops(['', 'https://'])).toBe(1);
    expect(countOfmShops(['', 'https://a.kr/1', 'https://b.kr/1', 'https://c.kr/1'])).toBe(3);
  });
});

describe('ofmDomesticShippingLine', () => {
  it('is ₩4,000 a shop for the online types and proxy fansign', () => {
    for (const type of ['ONLINE_REGULAR', 'ONLINE_PRIORITY', 'ONLINE_BUNJANG', 'PROXY_FANSIGN'] as const) {
      expect(ofmDomesticShippingLine({ type, shopCount: 1 })).toEqual({
        label: 'Domestic shipping',
        amountKrw: 4_000,
        rule: 'About ₩4,000 from the shop to our warehouse',
      });
      expect(ofmDomesticShippingLine({ type, shopCount: 3 })).toEqual({
        label: 'Domestic shipping',
        amountKrw: 12_000,
        rule: 'About ₩4,000 from each of 3 shops to our warehouse',
      });
    }
  });

  it('is the listing’s own fee for BUNJANG_KFD, and none for offline visits and our own shop', () => {
    expect(ofmDomesticShippingLine({ type: 'BUNJANG_KFD', shopCount: 1, listingShippingKrw: 3_500 })).toEqual(
      {
        label: 'Domestic shipping',
        amountKrw: 3_500,
        rule: 'The seller’s shipping fee to our warehouse',
      },
    );
    expect(ofmDomesticShippingLine({ type: 'BUNJANG_KFD', shopCount: 2, listingShippingKrw: 0 })).toBeNull();
    expect(ofmDomesticShippingLine({ type: 'OFFLINE', shopCount: 2 })).toBeNull();
    expect(ofmDomesticShippingLine({ type: 'KFD_SHOP', shopCount: 1 })).toBeNull();
  });

  it('refuses a shop count below one or not whole', () => {
    expect(() => ofmDomesticShippingLine({ type: 'ONLINE_REGULAR', shopCount: 0 })).toThrow(RangeError);
    expect(() => ofmDomesticShippingLine({ type: 'ONLINE_REGULAR', shopCount: 1.5 })).toThrow(RangeError);
  });
});

describe('calculateOfmPrepayment', () => {
  it('is the order value, domestic shipping (its own first line) and the service fee', () => {
    const regular = calculateOfmPrepayment({ type: 'ONLINE_REGULAR', orderValueKrw: 36_000, shopCount: 2 });
    expect(labels(regular)).toEqual([
      ['Domestic shipping', 8_000],
      ['Service fee', 7_000],
    ]);
    expect(regular).toMatchObject({
      orderValueKrw: 36_000,
      domesticShippingKrw: 8_000,
      prepaymentKrw: 51_000,
    });
    expect(regular.fee.serviceFeeKrw).toBe(7_000);

    const listing = calculateOfmPrepayment({
      type: 'BUNJANG_KFD',
      orderValueKrw: 25_000,
      shopCount: 1,
      listingShippingKrw: 3_500,
    });
    expect(labels(listing)).toEqual([
      ['Domestic shipping', 3_500],
      ['Bunjang fee', 10_000],
      ['Bunjang commission', 750],
    ]);
    expect(listing.prepaymentKrw).toBe(39_250);

    const offline = calculateOfmPrepayment({ type: 'OFFLINE', orderValueKrw: 50_000, shopCount: 1 });
    expect(offline.domesticShippingKrw).toBe(0);
    expect(offline.prepaymentKrw).toBe(81_500);
  });

  it('asks exactly the order value for our own shop’s goods (KFD_SHOP): no fee, no shipping', () => {
    const shop = calculateOfmPrepayment({ type: 'KFD_SHOP', orderValueKrw: 29_000, shopCount: 1 });
    expect(shop.lines).toEqual([]);
    expect(shop.prepaymentKrw).toBe(29_000);
  });
});
