import { describe, expect, it } from 'vitest';
import { messagesByField } from '../test/issues.ts';
import {
  firstItemText,
  type IncomingRequestInput,
  incomingMessages,
  incomingRequestInputSchema,
} from './incoming.ts';

const item = (fields: Record<string, unknown> = {}) => ({
  name: 'Mini album',
  categoryCode: 'ALBUM',
  unitPrice: '18000',
  quantity: '2',
  memberNote: 'https://shop.example.kr/album/1',
  ...fields,
});

const body = (fields: Record<string, unknown> = {}): IncomingRequestInput =>
  ({
    sellerName: 'Album Shop',
    trackingNo: 'cj1234567890',
    carrierName: 'CJ',
    items: [item()],
    memberNote: '',
    ...fields,
  }) as IncomingRequestInput;

/** The messages of a body the contract refuses, by field path. */
const errorsOf = (input: unknown) => messagesByField(incomingRequestInputSchema, input);

describe('the incoming contract', () => {
  it('takes a valid parcel: upper-cases the tracking number, reads form numbers, blanks become null', () => {
    const parsed = incomingRequestInputSchema.parse(
      body({ carrierName: '', items: [item({ memberNote: '  ' })] }),
    );
    expect(parsed).toEqual({
      sellerName: 'Album Shop',
      trackingNo: 'CJ1234567890',
      carrierName: null,
      items: [
        { name: 'Mini album', categoryCode: 'ALBUM', unitPrice: 18_000, quantity: 2, memberNote: null },
      ],
      memberNote: null,
    });
    expect(incomingRequestInputSchema.parse(body()).carrierName).toBe('CJ');
  });

  it('says what is wrong with the seller and the tracking number, in the spec’s words', () => {
    expect(errorsOf(body({ sellerName: '  ' })).sellerName).toEqual([incomingMessages.sellerNameRequired]);
    expect(errorsOf(body({ sellerName: undefined })).sellerName).toEqual(['Seller name is required']);
    expect(errorsOf(body({ sellerName: 'x'.repeat(51) })).sellerName).toEqual([
      'Seller name is too long (max. 50)',
    ]);
    expect(errorsOf(body({ sellerName: 'x'.repeat(50) }))).toEqual({});
    expect(errorsOf(body({ trackingNo: '' })).trackingNo).toEqual(['Tracking number is required']);
    expect(errorsOf(body({ trackingNo: 'A'.repeat(21) })).trackingNo).toEqual([
      'Tracking number is too long (max. 20)',
    ]);
    expect(errorsOf(body({ trackingNo: 'CJ-1234' })).trackingNo).toEqual([
      'Tracking number can only contain letters and numbers',
    ]);
    expect(errorsOf(body({ carrierName: 'DHL' })).carrierName).toEqual(['Unknown carrier']);
  });

  it('needs at least one item, and no more than 50', () => {
    expect(errorsOf(body({ items: [] })).items).toEqual(['Please add at least one item']);
    expect(errorsOf(body({ items: undefined })).items).toEqual(['Please add at least one item']);
    expect(errorsOf(body({ items: Array.from({ length: 51 }, () => item()) })).items).toEqual([
      'Too many items (max. 50)',
    ]);
  });

  it('checks each item with the spec’s messages', () => {
    const itemErrors = (fields: Record<string, unknown>) => errorsOf(body({ items: [item(fields)] }));
    expect(itemErrors({ name: ' ' })['items.0.name']).toEqual(['Item name is required']);
    expect(itemErrors({ name: 'a'.repeat(101) })['items.0.name']).toEqual([
      'Item name is too long (max. 100)',
    ]);
    expect(itemErrors({ name: 'a'.repeat(100) })).toEqual({});
    for (const name of ['Album (Ver. A)', '앨범', 'Poster!', 'Photo_card']) {
      expect(itemErrors({ name })['items.0.name']).toEqual([
        'Item name must contain only English letters, numbers, and spaces',
      ]);
    }
    expect(itemErrors({ categoryCode: '' })['items.0.categoryCode']).toEqual(['Category is required']);
    expect(itemErrors({ categoryCode: undefined })['items.0.categoryCode']).toEqual([
      incomingMessages.categoryRequired,
    ]);
    expect(itemErrors({ categoryCode: 'FOOD' })['items.0.categoryCode']).toEqual(['Unknown category: FOOD']);
    for (const unitPrice of ['', '99', '100.5', 'abc', -100]) {
      expect(itemErrors({ unitPrice })['items.0.unitPrice']).toEqual([
        'Unit price should be at least 100 KRW',
      ]);
    }
    expect(itemErrors({ unitPrice: '100' })).toEqual({});
    expect(itemErrors({ unitPrice: '100,000,001' })['items.0.unitPrice']).toEqual([
      'Unit price is too large (max. 100,000,000 KRW)',
    ]);
    for (const quantity of ['', '0', '-1', '1.5', 'two']) {
      expect(itemErrors({ quantity })['items.0.quantity']).toEqual(['Quantity should be a valid number']);
    }
    expect(itemErrors({ quantity: 1000 })['items.0.quantity']).toEqual(['Quantity is too large (max. 999)']);
    expect(itemErrors({ memberNote: 'x'.repeat(3001) })['items.0.memberNote']).toEqual(['Note is too long']);
    expect(itemErrors({ memberNote: 'x'.repeat(3000) })).toEqual({});
  });

  it('keeps the request note to 3000 characters', () => {
    expect(errorsOf(body({ memberNote: 'x'.repeat(3001) })).memberNote).toEqual(['Note is too long']);
  });
});

describe('incoming answers', () => {
  it('names the items as the first plus the others', () => {
    expect(firstItemText('Mini album', 1)).toBe('Mini album');
    expect(firstItemText('Mini album', 3)).toBe('Mini album +2');
  });
});
