import { describe, expect, it } from 'vitest';
import {
  formatSizeCm,
  formatWeightKg,
  kstDayStart,
  packageExportQuerySchema,
  packageFormMessages,
  packageItemInputSchema,
  packageItemsEditSchema,
  packageListQuerySchema,
  packageNoteSchema,
} from './packages.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const item = { name: 'Mini album', category: 'ALBUM', unitPrice: 20_000, quantity: 1 };

describe('the package list query', () => {
  it('shows only existing packages unless told false, of every type unless one is named', () => {
    expect(packageListQuerySchema.parse({})).toEqual({ type: undefined, showOnlyExisting: true, page: 1 });
    expect(packageListQuerySchema.parse({ type: '', showOnlyExisting: '', page: '' })).toEqual({
      type: undefined,
      showOnlyExisting: true,
      page: 1,
    });
    expect(packageListQuerySchema.parse({ type: 'M', showOnlyExisting: 'false', page: '3' })).toEqual({
      type: 'M',
      showOnlyExisting: false,
      page: 3,
    });
  });

  it('refuses an unknown type and a flag that is not true or false', () => {
    expect(messagesOf(packageListQuerySchema.safeParse({ type: 'X' }))).toEqual([
      packageFormMessages.unknownType,
    ]);
    expect(messagesOf(packageListQuerySchema.safeParse({ showOnlyExisting: 'yes' }))).toEqual([
      packageFormMessages.showOnlyExistingInvalid,
    ]);
  });
});

describe('the package note', () => {
  it('takes up to 3000 characters, trimmed, and clears on blank', () => {
    expect(packageNoteSchema.parse({ memberNote: `  ${'a'.repeat(3000)}  ` }).memberNote).toHaveLength(3000);
    expect(packageNoteSchema.parse({ memberNote: '   ' }).memberNote).toBeNull();
    expect(messagesOf(packageNoteSchema.safeParse({ memberNote: 'a'.repeat(3001) }))).toEqual([
      'Note is too long (max. 3000 characters)',
    ]);
  });
});

describe('a package item', () => {
  it('takes form strings and trims the name', () => {
    expect(
      packageItemInputSchema.parse({ ...item, name: '  Light stick ', unitPrice: '45,000', quantity: '2' }),
    ).toEqual({
      name: 'Light stick',
      category: 'ALBUM',
      unitPrice: 45_000,
      quantity: 2,
      memberNote: null,
    });
  });

  it('says what is wrong with each field, with the spec’s messages', () => {
    const result = packageItemInputSchema.safeParse({
      name: ' ',
      category: '',
      unitPrice: 99,
      quantity: 0,
      memberNote: 'n'.repeat(3001),
    });
    expect(messagesOf(result)).toEqual([
      'Item name is required',
      'Category is required',
      'Unit price should be at least 100 KRW',
      'Quantity should be a valid number',
      'Note is too long',
    ]);
    expect(messagesOf(packageItemInputSchema.safeParse({ ...item, name: 'n'.repeat(101) }))).toEqual([
      'Item name is too long (max. 100)',
    ]);
    expect(messagesOf(packageItemInputSchema.safeParse({ ...item, category: 'FOOD' }))).toEqual([
      'Unknown category: FOOD',
    ]);
    expect(messagesOf(packageItemInputSchema.safeParse({ ...item, quantity: 'two' }))).toEqual([
      'Quantity should be a valid number',
    ]);
  });
});

describe('an edit of the item table', () => {
  it('defaults every part to nothing', () => {
    expect(packageItemsEditSchema.parse({})).toEqual({ added: [], edited: [], deletedIds: [] });
  });

  it('refuses an item both changed and deleted, or deleted twice', () => {
    expect(
      messagesOf(packageItemsEditSchema.safeParse({ edited: [{ ...item, id: 4 }], deletedIds: [4] })),
    ).toEqual([packageFormMessages.duplicateItem]);
    expect(messagesOf(packageItemsEditSchema.safeParse({ deletedIds: [4, 4] }))).toEqual([
      packageFormMessages.duplicateItem,
    ]);
  });

  it('refuses more items than a package holds before looking at any of them', () => {
    const result = packageItemsEditSchema.safeParse({ added: Array.from({ length: 101 }, () => ({})) });
    expect(messagesOf(result)).toEqual([packageFormMessages.tooManyItems]);
  });
});

describe('the export query', () => {
  it('takes Korean days, either end optional, the start not after the end', () => {
    expect(packageExportQuerySchema.parse({ createdAtFrom: '2026-03-01', createdAtTo: '' })).toEqual({
      type: undefined,
      createdAtFrom: '2026-03-01',
      createdAtTo: undefined,
    });
    expect(messagesOf(packageExportQuerySchema.safeParse({ createdAtFrom: '2026-02-30' }))).toEqual([
      packageFormMessages.dateInvalid,
    ]);
    expect(
      messagesOf(
        packageExportQuerySchema.safeParse({ createdAtFrom: '2026-03-02', createdAtTo: '2026-03-01' }),
      ),
    ).toEqual([packageFormMessages.dateRange]);
  });

  it('starts a Korean day at 15:00 UTC the day before', () => {
    expect(kstDayStart('2026-03-01').toISOString()).toBe('2026-02-28T15:00:00.000Z');
  });
});

describe('how pages show a package', () => {
  it('shows weight in kg and sides in cm', () => {
    expect(formatWeightKg(1_250)).toBe('1.25 kg');
    expect(formatWeightKg(null)).toBe('-');
    expect(formatSizeCm({ widthTenths: 305, lengthTenths: 200, heightTenths: 95 })).toBe(
      '30.5 × 20 × 9.5 cm',
    );
    expect(formatSizeCm({ widthTenths: null, lengthTenths: null, heightTenths: null })).toBe('-');
  });
});
