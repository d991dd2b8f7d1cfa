import { describe, expect, it } from 'vitest';
import { messagesByField } from '../test/messages-by-field.ts';
import { type InclusionRequestInput, inclusionRequestSchema, meetsMinimum } from './inclusion.ts';

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
