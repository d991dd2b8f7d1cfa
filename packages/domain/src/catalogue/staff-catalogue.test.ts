import { describe, expect, it } from 'vitest';
import { messagesAt, parseValid } from '../test/issues.ts';
import { cartQuantitySchema } from './cart.ts';
import { exchangeRateInputSchema } from './exchange-rates.ts';
import { staffPostSchema } from './posts.ts';
import { staffFansignEventSchema, staffShopProductSchema } from './staff-catalogue.ts';

const product = {
  name: 'IVE 2nd EP',
  priceKrw: '18,000',
  stockQuantity: 5,
  category: 'ALBUM',
  type: 'NEW',
  originShop: 'WEVERSE',
};

describe('staffShopProductSchema', () => {
  it('accepts a product from the form and fills the defaults', () => {
    expect(parseValid(staffShopProductSchema, product)).toMatchObject({
      priceKrw: 18_000,
      imagePaths: [],
      thumbnailPath: null,
      artistGroupCode: null,
      isPublished: true,
    });
  });

  it('gives each field a clear message', () => {
    expect(messagesAt(staffShopProductSchema, { ...product, name: ' ' }, 'name')).toEqual([
      'Name is required',
    ]);
    expect(messagesAt(staffShopProductSchema, { ...product, priceKrw: -1 }, 'priceKrw')).toEqual([
      'Price cannot be negative',
    ]);
    expect(messagesAt(staffShopProductSchema, { ...product, category: 'TOASTER' }, 'category')).toEqual([
      'Unknown category: TOASTER',
    ]);
    expect(
      messagesAt(
        staffShopProductSchema,
        { ...product, imagePaths: Array(11).fill('/files/a.jpg') },
        'imagePaths',
      ),
    ).toEqual(['At most 10 images are allowed']);
    expect(
      messagesAt(
        staffShopProductSchema,
        { ...product, thumbnailPath: 'javascript:alert(1)' },
        'thumbnailPath',
      ),
    ).toEqual(['Thumbnail must be an uploaded file or a web address']);
  });
});

describe('staffFansignEventSchema', () => {
  it('refuses an entry period that ends before it starts', () => {
    const event = {
      title: 'Fansign',
      unitPriceKrw: 20_000,
      shopName: 'Soundwave',
      type: 'VIDEO_CALL',
      subType: 'FANSIGN',
      artistNameEn: 'IVE',
      entryStartDate: '2025-03-02T00:00:00Z',
      entryEndDate: '2025-03-01T00:00:00Z',
      purchaseUrl: 'https://shop.example/1',
    };
    expect(messagesAt(staffFansignEventSchema, event, 'entryEndDate')).toEqual([
      'Entry end date must be after the entry start date',
    ]);
  });
});

describe('staffPostSchema', () => {
  it("requires a title ('Title is required') and gives a sub-type only to blog posts", () => {
    expect(
      messagesAt(staffPostSchema, { kind: 'POST', title: '', contentHtml: '<p>x</p>' }, 'title'),
    ).toEqual(['Title is required']);
    expect(
      messagesAt(
        staffPostSchema,
        { kind: 'NOTICE', subType: 'NEWS', title: 'T', contentHtml: 'x' },
        'subType',
      ),
    ).toEqual(['Only blog posts have a sub-type']);
  });
});

describe('exchangeRateInputSchema', () => {
  it('requires positive rates with at most 4 decimals', () => {
    expect(parseValid(exchangeRateInputSchema, { baseRate: '1380.1234', wiseRate: 1375 })).toEqual({
      baseRate: 1380.1234,
      wiseRate: 1375,
    });
    expect(messagesAt(exchangeRateInputSchema, { baseRate: '', wiseRate: 1 }, 'baseRate')).toEqual([
      'Exchange rate is required',
    ]);
    expect(messagesAt(exchangeRateInputSchema, { baseRate: '0', wiseRate: 1 }, 'baseRate')).toEqual([
      'Exchange rate must be greater than 0',
    ]);
    expect(messagesAt(exchangeRateInputSchema, { baseRate: '1.23456', wiseRate: 1 }, 'baseRate')).toEqual([
      'Exchange rate can have at most 4 decimal places',
    ]);
  });
});

describe('cartQuantitySchema', () => {
  it("accepts whole numbers from 1 and says 'Quantity must be at least 1' below", () => {
    expect(parseValid(cartQuantitySchema, '2')).toBe(2);
    expect(cartQuantitySchema.safeParse(0).error?.issues[0]?.message).toBe('Quantity must be at least 1');
    expect(cartQuantitySchema.safeParse(1.5).error?.issues[0]?.message).toBe(
      'Quantity must be a whole number',
    );
  });
});
