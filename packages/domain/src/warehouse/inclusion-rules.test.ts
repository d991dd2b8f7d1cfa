import { describe, expect, it } from 'vitest';
import { feeRowsOf } from '../pricing/fee-line.ts';
import {
  inclusionRequestFee,
  inclusionTypeText,
  ofmAlbumsAvailable,
  ofmQuantityProblem,
  requestPackageText,
} from './inclusion-rules.ts';

const item = { versionName: 'Ver. A', requestSignedQty: 2, requestSealedQty: 3 };

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
    expect(feeRowsOf('INCLUSION', fee)).toEqual([
      { subType: 'INCLUSION', name: 'Inclusion (POB only)', amountKrw: 1_300 },
      { subType: 'INCLUSION', name: 'Inclusion (POB only)', amountKrw: 4_000 },
    ]);
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
