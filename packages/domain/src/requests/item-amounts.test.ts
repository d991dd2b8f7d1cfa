import { describe, expect, it } from 'vitest';
import { itemsValue } from './item-amounts.ts';

describe('itemsValue', () => {
  it('adds up unit price × quantity of every item (0 for none)', () => {
    expect(
      itemsValue([
        { unitPrice: 18_000, quantity: 2 },
        { unitPrice: 5_000, quantity: 3 },
      ]),
    ).toBe(51_000);
    expect(
      itemsValue([
        { unitPrice: 20_000, quantity: 2 },
        { unitPrice: 1_500, quantity: 3 },
      ]),
    ).toBe(44_500);
    expect(itemsValue([])).toBe(0);
  });
});
