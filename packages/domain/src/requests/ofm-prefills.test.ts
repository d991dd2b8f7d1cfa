import { describe, expect, it } from 'vitest';
import { ofmRequestInputSchema } from './ofm.ts';
import { decodeOfmDefaults } from './ofm-defaults.ts';
import { fansignOfmLink, toKoreanTime, trendingOfmLink } from './ofm-prefills.ts';

function prefillOf(link: string) {
  const url = new URL(link, 'http://localhost');
  expect(url.pathname).toBe('/ofm/new');
  return decodeOfmDefaults(url.searchParams.get('defaultValues'));
}

const product = {
  id: 7,
  name: '라이트스틱 파우치',
  unitPriceKrw: 12_500,
  purchaseUrl: 'https://shop.example.kr/pouch?id=7&ref=a%20b',
  shopName: 'Musinsa',
  shopCloseAt: '2026-12-01T14:59:00.000Z',
};

const event = {
  id: 42,
  title: 'IVE fansign (Seoul)',
  unitPriceKrw: 19_800,
  shopName: 'Withmuu',
  type: 'VIDEO_CALL' as const,
  entryStartDate: '2026-11-20T01:00:00.000Z',
  entryEndDate: '2026-11-30T14:00:00.000Z',
  purchaseUrl: 'https://withmuu.example.com/event/42',
};

describe('OFM prefills of the catalogue pages', () => {
  it('writes an instant as the form’s Korean time, or null', () => {
    expect(toKoreanTime('2026-11-30T14:00:00.000Z')).toBe('2026-11-30T23:00+09:00');
    expect(toKoreanTime('2026-11-30T20:30:45Z')).toBe('2026-12-01T05:30+09:00');
    expect(toKoreanTime(null)).toBeNull();
    expect(toKoreanTime('not a date')).toBeNull();
  });

  it('prefills a trending product: its source, shop, close time, and the item at the chosen quantity', () => {
    const prefill = prefillOf(trendingOfmLink(product, 3));
    expect(prefill).toEqual({
      type: 'ONLINE_REGULAR',
      sourceType: 'OFM_PRODUCT',
      sourceId: '7',
      shopName: 'Musinsa',
      shopCloseAt: '2026-12-01T23:59+09:00',
      items: [{ url: product.purchaseUrl, name: '라이트스틱 파우치', unitPrice: 12_500, quantity: 3 }],
    });
    // The prefill is a request the contract accepts as it is.
    expect(ofmRequestInputSchema.safeParse(prefill).success).toBe(true);
    expect(prefillOf(trendingOfmLink({ ...product, shopCloseAt: null }, 1))?.shopCloseAt).toBeNull();
  });

  it('prefills a fansign event as PROXY_FANSIGN with its entry period, price and the member as applicant', () => {
    const prefill = prefillOf(fansignOfmLink(event, { firstName: 'Mina', lastName: 'Park' }));
    expect(prefill).toEqual({
      type: 'PROXY_FANSIGN',
      sourceType: 'FANSIGN_PORTAL',
      sourceId: '42',
      shopName: 'Withmuu',
      shopOpenAt: '2026-11-20T10:00+09:00',
      shopCloseAt: '2026-11-30T23:00+09:00',
      videoCall: true,
      fansignParticipation: 'APPLY',
      applicantName: 'Mina Park',
      items: [{ url: event.purchaseUrl, name: 'IVE fansign (Seoul)', unitPrice: 19_800, quantity: 1 }],
    });
    const parsed = ofmRequestInputSchema.safeParse(prefill);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      shopOpenAt: '2026-11-20T10:00+09:00',
      shopCloseAt: '2026-11-30T23:00+09:00',
      applicantName: 'Mina Park',
    });
  });

  it('makes an offline event no video call, and leaves the applicant to the form without a member', () => {
    const prefill = prefillOf(fansignOfmLink({ ...event, type: 'OFFLINE' }, null));
    expect(prefill).toMatchObject({ type: 'PROXY_FANSIGN', videoCall: false });
    expect(prefill).not.toHaveProperty('applicantName');
    // Without an applicant the contract asks for one.
    const parsed = ofmRequestInputSchema.safeParse(prefill);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['Applicant name is required']);
  });
});
