import type { InterestKeyword } from '@fanship/domain/catalogue/interests';
import type { Me } from '@fanship/domain/member';

/** A signed-in member as GET /me answers it: no credit, no interests, a referral code, email
 * notices only. */
export const testMember: Me = {
  code: 'ABC1234',
  firstName: 'Min',
  lastName: 'Ji',
  email: 'minji@example.com',
  countryCode: 'KR',
  role: 'member',
  creditAmount: 0,
  referralCode: 'ABCD2345',
  interests: [],
  notificationChannels: [
    { type: 'EMAIL', enabled: true, verified: true },
    { type: 'CHANNEL_TALK', enabled: false, verified: false },
  ],
  createdAt: '2026-03-01T09:00:00.000Z',
};

/** GET /interest-keywords: two keywords with sub-keywords and one without. */
export const testInterestKeywords: InterestKeyword[] = [
  {
    keyword: 'GROUPS',
    name: 'K-pop groups',
    children: [
      { keyword: 'BTS', name: 'BTS' },
      { keyword: 'TWICE', name: 'TWICE' },
    ],
  },
  { keyword: 'GOODS', name: 'Goods', children: [{ keyword: 'ALBUMS', name: 'Albums' }] },
  { keyword: 'FANSIGNS', name: 'Fansign events', children: [] },
];
