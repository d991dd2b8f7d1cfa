import { describe, expect, it } from 'vitest';
import { payableKindKeys, targetPagePath, unpaidStatusOf } from './payable-targets.ts';

describe('the paying screens take their targets from the payable kinds', () => {
  it("links a target to its kind's page", () => {
    expect(targetPagePath('OFM', 'OF2611240001')).toBe('/ofm/OF2611240001');
    expect(targetPagePath('SHIPPING', 'SH2611240001')).toBe('/shippings/SH2611240001');
  });

  it("refreshes every payable kind's lists after a payment", () => {
    expect(payableKindKeys).toEqual([['ofm'], ['shipping']]);
  });

  it("shows an unpaid target in its kind's initial status", () => {
    expect(unpaidStatusOf('OFM')).toBe('SCOM01');
    expect(unpaidStatusOf('SHIPPING')).toBe('SCSH01');
  });
});
