import { describe, expect, it } from 'vitest';
import { decodeOfmDefaults, encodeOfmDefaults, ofmNewLink } from './ofm-defaults.ts';

describe('OFM form prefill (defaultValues)', () => {
  it('round-trips Korean text through base64 of URL-encoded JSON', () => {
    const values = {
      type: 'ONLINE_REGULAR' as const,
      shopName: '케이타운',
      items: [{ name: '미니 앨범', unitPrice: 18_000 }],
    };
    const encoded = encodeOfmDefaults(values);
    expect(encoded).toBe(btoa(encodeURIComponent(JSON.stringify(values))));
    expect(decodeOfmDefaults(encoded)).toEqual(values);
    const link = ofmNewLink(values);
    expect(link.startsWith('/ofm/new?defaultValues=')).toBe(true);
    expect(decodeOfmDefaults(new URL(link, 'http://x').searchParams.get('defaultValues'))).toEqual(values);
  });

  it('answers null for anything that is not a prefill', () => {
    for (const bad of [
      null,
      '',
      '%%%',
      btoa('not json'),
      btoa(encodeURIComponent('[1,2]')),
      btoa('null'),
      'x'.repeat(20_001),
    ]) {
      expect(decodeOfmDefaults(bad)).toBeNull();
    }
  });
});
