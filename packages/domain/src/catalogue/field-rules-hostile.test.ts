import { describe, expect, it } from 'vitest';
import { rateCardSchema } from '../pricing/shipping-quote.ts';
import { codeListValue, shownValue } from './field-rules.ts';
import { staffPostSchema } from './posts.ts';

const deeplyNested = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level++) value = [value];
  return value;
};

// Found by the API fuzz suite (issue 7): an enum given a 5000-deep array overflowed the stack building its
// message (a 500), and a rate card with 50,000 countries took seconds, validated item by item.
describe('contracts on hostile values', () => {
  it('names a wrong code-list value without echoing it whole or overflowing the stack', () => {
    const kind = codeListValue(['BLOG', 'EVENT'], 'Kind');
    expect(kind.safeParse(deeplyNested(5000)).error?.issues[0]?.message).toBe('Unknown kind: a list');
    expect(kind.safeParse('x'.repeat(100_000)).error?.issues[0]?.message).toBe(
      `Unknown kind: ${'x'.repeat(30)}…`,
    );
    expect(staffPostSchema.safeParse({ kind: deeplyNested(5000), title: 'T' }).success).toBe(false);
    expect(shownValue({ a: 1 })).toBe('a object');
    expect(shownValue(null)).toBe('null');
  });

  it('refuses an over-long list before validating its items', () => {
    const card = {
      carrier: 'EMS',
      type: 'EMS',
      countries: Array.from({ length: 500_000 }, () => 0),
      maxWeightGrams: 1000,
      steps: [{ upToGrams: 1000, priceKrw: 1000 }],
    };
    const started = performance.now();
    const result = rateCardSchema.safeParse(card);
    // A guard against a runaway: refusing by length takes microseconds, item by item took seconds.
    expect(performance.now() - started).toBeLessThan(500);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'At most 250 countries per rate card',
    ]);
    expect(rateCardSchema.safeParse({ ...card, countries: [] }).error?.issues[0]?.message).toBe(
      'At least one country is required',
    );
    expect(rateCardSchema.safeParse({ ...card, countries: ['kr'] }).data?.countries).toEqual(['KR']);
  });
});
