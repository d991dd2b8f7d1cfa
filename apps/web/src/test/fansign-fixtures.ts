/** A fansign event as the API answers it (IVE's album fansign at Soundwave, open for entries). */
export function fansignEvent(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    title: 'IVE 2nd album fansign',
    thumbnailUrl: null,
    unitPriceKrw: 18000,
    shopName: 'Soundwave',
    type: 'OFFLINE',
    subType: 'LUCKY_DRAW',
    artistNameEn: 'IVE',
    artistNameKo: '아이브',
    entryStartDate: '2025-03-01T01:00:00Z',
    entryEndDate: '2025-03-05T14:59:00Z',
    winnerAnnouncementDate: '2025-03-06T15:00:00Z',
    purchaseUrl: 'https://shop.example/e/7',
    detailsUrl: 'https://shop.example/e/7/notice',
    ended: false,
    ...overrides,
  };
}
