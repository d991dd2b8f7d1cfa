import { describe, expect, it } from 'vitest';
import { hasAtMostFourDecimals } from './exchange-rates.ts';

describe('hasAtMostFourDecimals', () => {
  it.each([1380, 1380.1234, 0.0001, 1375.5, 33.3333, 99_999_999.9999, 0.1 + 0.2])('accepts %d', (value) => {
    expect(hasAtMostFourDecimals(value)).toBe(true);
  });

  it.each([1380.12345, 0.00015, 1.00001, 12_345.67891])('refuses %d', (value) => {
    expect(hasAtMostFourDecimals(value)).toBe(false);
  });
});
