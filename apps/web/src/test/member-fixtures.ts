import type { Me } from '@fanship/domain/member';

/** A signed-in member as GET /me answers them, for the profile's tests. */
export const profileMember: Me = {
  code: 'ABC1234',
  firstName: 'Min',
  lastName: 'Ji',
  email: 'minji@example.com',
  countryCode: 'KR',
  role: 'member',
  creditAmount: 0,
  referralCode: 'ABCD2345',
  createdAt: '2026-03-01T09:00:00.000Z',
};
