import { describe, expect, it } from 'vitest';
import { messagesAt, parseValid } from '../test/issues.ts';
import { cartQuantityError, shopProductQuerySchema, stockLabel } from './shop-products.ts';

describe('shopProductQuerySchema', () => {
  it('applies the defaults to an empty query', () => {
    expect(parseValid(shopProductQuerySchema, {})).toEqual({
      name: undefined,
      category: [],
      type: [],
      artistGroup: [],
      artistMember: [],
      originShop: [],
      minPrice: undefined,
      maxPrice: undefined,
      excludeSoldOut: false,
      sliceCursor: undefined,
      size: 20,
    });
  });

  it('accepts repeated and comma-joined list parameters alike', () => {
    const repeated = parseValid(shopProductQuerySchema, { category: ['ALBUM', 'DVD'], artistGroup: ['BTS'] });
    const joined = parseValid(shopProductQuerySchema, { category: 'ALBUM,DVD', artistGroup: 'BTS' });
    expect(repeated.category).toEqual(['ALBUM', 'DVD']);
    expect(joined.category).toEqual(['ALBUM', 'DVD']);
    expect(joined.artistGroup).toEqual(['BTS']);
    expect(
      parseValid(shopProductQuerySchema, { originShop: ['weverse, YES24', 'YES24'] }).originShop,
    ).toEqual(['WEVERSE', 'YES24']);
  });

  it('refuses unknown code-list values with a message naming them', () => {
    expect(messagesAt(shopProductQuerySchema, { category: 'ALBUM,TOASTER' }, 'category.1')).toEqual([
      'Unknown category: TOASTER',
    ]);
    expect(messagesAt(shopProductQuerySchema, { originShop: 'AMAZON' }, 'originShop.0')).toEqual([
      'Unknown shop: AMAZON',
    ]);
  });

  it('coerces prices and excludeSoldOut from strings', () => {
    const query = parseValid(shopProductQuerySchema, {
      minPrice: '1000',
      maxPrice: '30000',
      excludeSoldOut: 'true',
    });
    expect(query).toMatchObject({ minPrice: 1000, maxPrice: 30000, excludeSoldOut: true });
    expect(parseValid(shopProductQuerySchema, { excludeSoldOut: 'false' }).excludeSoldOut).toBe(false);
    expect(messagesAt(shopProductQuerySchema, { excludeSoldOut: 'yes' }, 'excludeSoldOut')).toEqual([
      'Exclude sold out must be true or false',
    ]);
  });

  it('refuses a reversed or negative price range', () => {
    expect(messagesAt(shopProductQuerySchema, { minPrice: '5000', maxPrice: '1000' }, 'minPrice')).toEqual([
      'Minimum price cannot be greater than maximum price',
    ]);
    expect(messagesAt(shopProductQuerySchema, { minPrice: '-1' }, 'minPrice')).toEqual([
      'Minimum price cannot be negative',
    ]);
    expect(messagesAt(shopProductQuerySchema, { maxPrice: 'cheap' }, 'maxPrice')).toEqual([
      'Maximum price must be a number',
    ]);
  });

  it('trims the keyword and refuses one over 100 characters', () => {
    expect(parseValid(shopProductQuerySchema, { name: '  bts  ' }).name).toBe('bts');
    expect(parseValid(shopProductQuerySchema, { name: '   ' }).name).toBeUndefined();
    expect(parseValid(shopProductQuerySchema, { name: 'k'.repeat(100) }).name).toHaveLength(100);
    expect(messagesAt(shopProductQuerySchema, { name: 'k'.repeat(101) }, 'name')).toEqual([
      'Keyword is too long (max. 100)',
    ]);
  });

  it('turns control characters in the keyword into spaces and refuses a repeated keyword', () => {
    expect(parseValid(shopProductQuerySchema, { name: 'light\u0000stick\t' }).name).toBe('light stick');
    expect(parseValid(shopProductQuerySchema, { name: '\u0000' }).name).toBeUndefined();
    expect(messagesAt(shopProductQuerySchema, { name: ['a', 'b'] }, 'name')).toEqual([
      'Keyword must be given once, as text',
    ]);
  });

  it('refuses artist codes with control characters, too long or too many', () => {
    expect(parseValid(shopProductQuerySchema, { artistGroup: 'ALPHA,BETA' }).artistGroup).toEqual([
      'ALPHA',
      'BETA',
    ]);
    expect(messagesAt(shopProductQuerySchema, { artistGroup: 'AL\u0000PHA' }, 'artistGroup.0')).toEqual([
      'Invalid artist group code',
    ]);
    expect(messagesAt(shopProductQuerySchema, { artistMember: 'x'.repeat(51) }, 'artistMember.0')).toEqual([
      'Artist member code is too long (max. 50)',
    ]);
    const many = Array.from({ length: 51 }, (_, index) => `A${index}`).join(',');
    expect(messagesAt(shopProductQuerySchema, { artistGroup: many }, 'artistGroup')).toEqual([
      'Too many artist group codes (max. 50)',
    ]);
  });

  it('clamps the page size and refuses a malformed cursor', () => {
    expect(parseValid(shopProductQuerySchema, { size: '500' }).size).toBe(60);
    expect(messagesAt(shopProductQuerySchema, { sliceCursor: 'x'.repeat(300) }, 'sliceCursor')).toEqual([
      'Invalid cursor',
    ]);
  });
});

describe('stockLabel', () => {
  it.each([
    [-2, 'SOLD OUT'],
    [0, 'SOLD OUT'],
    [1, '1 in stock'],
    [10, '10 in stock'],
    [11, null],
  ])('stock %i -> %s', (stock, label) => {
    expect(stockLabel(stock)).toBe(label);
  });
});

describe('cartQuantityError', () => {
  it('is null up to the stock and the spec toast above it', () => {
    expect(cartQuantityError(3, 3)).toBeNull();
    expect(cartQuantityError(4, 3)).toBe(
      'The selected quantity exceeds available stock. Current stock: 3 items',
    );
    expect(cartQuantityError(1, -1)).toBe(
      'The selected quantity exceeds available stock. Current stock: 0 items',
    );
  });
});
