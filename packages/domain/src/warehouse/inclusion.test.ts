import { describe, expect, it } from 'vitest';
import { messagesByField } from '../test/messages-by-field.ts';
import {
  type InclusionRequestInput,
  inclusionRequestFee,
  inclusionRequestSchema,
  inclusionTypeText,
  meetsMinimum,
  ofmAlbumsAvailable,
  ofmQuantityProblem,
  requestPackageText,
} from './inclusion.ts';

const pob: InclusionRequestInput = {
  albumName: 'SEVENTEEN / FML',
  albumType: 'STANDARD',
  memberNote: 'N/A',
  targetPackageCodes: ['pk2611220001'],
};

const item = { versionName: 'Ver. A', requestTotalQty: 10, requestSignedQty: 2, requestSealedQty: 3 };
const albums: InclusionRequestInput = {
  ...pob,
  benefitOnly: false,
  keepOptions: ['PHOTOCARD', 'POSTCARD'],
  posterOption: 'KEEP_ROLLED',
  inclusionItems: [item],
};

const messages = (body: unknown) => messagesByField(inclusionRequestSchema, body);

describe('inclusionRequestSchema', () => {
  it('defaults to POB only and drops the hidden items, keep options and poster option', () => {
    const parsed = inclusionRequestSchema.parse({
      ...pob,
      keepOptions: ['PHOTOCARD'],
      posterOption: 'bogus',
      inclusionItems: [{ versionName: '' }],
      newImages: ['x'],
    });
    expect(parsed).toMatchObject({
      benefitOnly: true,
      keepOptions: [],
      posterOption: null,
      inclusionItems: [],
      targetPackageCodes: ['PK2611220001'],
      images: [],
    });
    expect(parsed).not.toHaveProperty('newImages');
  });

  it('derives the opened count as total − signed − sealed, whatever was sent', () => {
    const parsed = inclusionRequestSchema.parse({
      ...albums,
      inclusionItems: [{ ...item, requestOpenedQty: 99, requestOfmQty: '4' }],
    });
    expect(parsed.inclusionItems).toEqual([
      {
        versionName: 'Ver. A',
        requestTotalQty: 10,
        requestSignedQty: 2,
        requestSealedQty: 3,
        requestOfmQty: 4,
        requestOpenedQty: 5,
      },
    ]);
  });

  it('says every message of spec §5 in its words', () => {
    expect(messages({ benefitOnly: null, targetPackageCodes: [] })).toEqual({
      albumName: ['Artist / Album name is required'],
      albumType: ['Album Type is required'],
      benefitOnly: ['POB Only is required'],
      memberNote: ['Any other special requests is required'],
      targetPackageCodes: ['Target Package is required'],
    });
    expect(messages({ ...pob, albumName: 'x'.repeat(101), memberNote: 'x'.repeat(3001) })).toEqual({
      albumName: ['Artist / Album name is too long (max. 100)'],
      memberNote: ['Note is too long'],
    });
    expect(messages({ ...albums, keepOptions: [], posterOption: '', inclusionItems: [] })).toEqual({
      inclusionItems: ['Please add at least one item'],
      keepOptions: ['Inclusion Type is required'],
      posterOption: ['Poster Rolls is required'],
    });
    expect(
      messages({
        ...albums,
        inclusionItems: [{ versionName: 'x'.repeat(31), requestTotalQty: 0, requestSignedQty: '' }],
      }),
    ).toEqual({
      'inclusionItems.0.versionName': ['Version Name is too long (max. 30)'],
      'inclusionItems.0.requestTotalQty': ['Total # of Albums should be greater than 0'],
      'inclusionItems.0.requestSignedQty': ['Signed is required'],
      'inclusionItems.0.requestSealedQty': ['Sealed is required'],
    });
    expect(messages({ ...albums, inclusionItems: [{ ...item, requestSealedQty: -1 }] })).toEqual({
      'inclusionItems.0.requestSealedQty': ['Sealed should be 0 or more'],
    });
    expect(messages({ ...albums, images: Array(10).fill({ filename: `${'a'.repeat(32)}.jpg` }) })).toEqual({
      images: ['Maximum 9 images allowed'],
    });
  });

  it('refuses signed and sealed over the total, and OFM albums over the total', () => {
    expect(
      messages({ ...albums, inclusionItems: [{ ...item, requestSignedQty: 6, requestSealedQty: 5 }] }),
    ).toEqual({
      'inclusionItems.0.requestSealedQty': [
        'Signed and sealed albums cannot exceed the total number of albums',
      ],
    });
    expect(messages({ ...albums, inclusionItems: [{ ...item, requestOfmQty: 11 }] })).toEqual({
      'inclusionItems.0.requestOfmQty': ['OFM albums cannot exceed the total number of albums'],
    });
  });

  it('holds the minimum of 10 albums unless POB only', () => {
    const nine = { ...item, requestTotalQty: 9 };
    expect(messages({ ...albums, inclusionItems: [nine] })).toEqual({
      inclusionItems: ['An inclusion needs at least 10 albums (or 1 package for POB only)'],
    });
    expect(
      messages({
        ...albums,
        inclusionItems: [nine, { ...item, requestTotalQty: 1, requestSignedQty: 0, requestSealedQty: 0 }],
      }),
    ).toEqual({});
    expect(meetsMinimum({ benefitOnly: true, inclusionItems: [], targetPackageCodes: ['PK1'] })).toBe(true);
    expect(meetsMinimum({ benefitOnly: true, inclusionItems: [], targetPackageCodes: [] })).toBe(false);
  });
});

describe('OFM albums', () => {
  const packages = [
    { code: 'PK1', type: 'M', items: [{ quantity: 4 }, { quantity: 2 }] },
    { code: 'PK2', type: 'R', items: [{ quantity: 30 }] },
    { code: 'PK3', type: 'M', items: [{ quantity: 1 }] },
  ];

  it('counts the items of the selected M packages only', () => {
    expect(ofmAlbumsAvailable(packages)).toBe(7);
  });

  it('allows at most those albums as requestOfmQty over all items', () => {
    expect(ofmQuantityProblem([{ requestOfmQty: 3 }, { requestOfmQty: 4 }], packages)).toBeUndefined();
    expect(ofmQuantityProblem([{ requestOfmQty: 3 }, { requestOfmQty: 5 }], packages)).toBe(
      'OFM albums cannot exceed the 7 albums in the selected OFM packages',
    );
    expect(ofmQuantityProblem([{ requestOfmQty: 1 }], [packages[1]!])).toBe(
      'OFM albums cannot exceed the 0 albums in the selected OFM packages',
    );
  });
});

describe('inclusionRequestFee', () => {
  const line = (label: string, amountKrw: number) => expect.objectContaining({ label, amountKrw });

  it.each([
    // album type, items (total, OFM), expected lines
    ['SMALL', [[10, 0]], [['Inclusion (size S)', 14_000]], 14_000],
    ['SMALL', [[10, 10]], [['Inclusion (size S)', 9_000]], 9_000],
    [
      'STANDARD',
      [
        [6, 2],
        [6, 1],
      ],
      [
        ['Inclusion (size M)', 3_900],
        ['Inclusion (size M)', 18_000],
      ],
      21_900,
    ],
    ['LARGE', [[12, 12]], [['Inclusion (size L)', 20_400]], 20_400],
    ['LARGE', [[10, 0]], [['Inclusion (size L)', 26_000]], 26_000],
  ] as const)('%s albums %j cost %j', (albumType, counts, lines, total) => {
    const fee = inclusionRequestFee(
      {
        benefitOnly: false,
        albumType,
        inclusionItems: counts.map(([requestTotalQty, requestOfmQty]) => ({
          ...item,
          requestTotalQty,
          requestOfmQty,
          requestOpenedQty: 0,
        })),
      },
      [],
    );
    expect(fee.items).toEqual(lines.map(([label, amount]) => line(label, amount)));
    expect(fee.totalKrw).toBe(total);
  });

  it('prices POB only per box: OFM boxes (type M) at 1,300, others at 2,000', () => {
    const fee = inclusionRequestFee({ benefitOnly: true, albumType: 'LARGE', inclusionItems: [] }, [
      { type: 'M' },
      { type: 'R' },
      { type: 'R' },
    ]);
    expect(fee.items).toEqual([
      { label: 'Inclusion (POB only)', amountKrw: 1_300, rule: '1 × ₩1,300 per box, bought through OFM' },
      { label: 'Inclusion (POB only)', amountKrw: 4_000, rule: '2 × ₩2,000 per box, not bought through OFM' },
    ]);
    expect(fee.totalKrw).toBe(5_300);
  });
});

describe('requestPackageText', () => {
  it('shows the first two codes and +N', () => {
    expect(requestPackageText(['PK1'])).toBe('PK1');
    expect(requestPackageText(['PK1', 'PK2'])).toBe('PK1, PK2');
    expect(requestPackageText(['PK1', 'PK2', 'PK3', 'PK4'])).toBe('PK1, PK2 +2');
  });
});

describe('inclusionTypeText', () => {
  it('joins the keep options by / and shows - for POB only', () => {
    expect(inclusionTypeText({ benefitOnly: false, keepOptions: ['PHOTOCARD', 'CD'] })).toBe('Photocards/CD');
    expect(inclusionTypeText({ benefitOnly: true, keepOptions: ['PHOTOCARD'] })).toBe('-');
  });
});
