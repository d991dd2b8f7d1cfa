import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { StaffReferralList } from './staff-referral-list.tsx';

const row = {
  member: { code: 'FRND001', name: 'Invited Friend', email: 'friend@example.com' },
  inviter: { code: 'INVT001', name: 'Hana Kim', referralCode: 'ABCD2345' },
  signedUpAt: '2026-03-01T09:00:00.000Z',
  friendRewardKrw: 3_500,
  inviterRewardKrw: 0,
  inviterRewardedAt: null,
};

describe('staff referral overview', () => {
  it('lists who invited whom with the rewards paid, asking with the search and page of the address', async () => {
    const { calls } = mockApi({
      'GET /api/staff/referrals': {
        body: { content: [row], currentPage: 2, totalPages: 2, totalElements: 11 },
      },
    });
    renderAt('/staff/referrals?search=abcd&page=2', <StaffReferralList />);
    const table = await screen.findByRole('table', { name: 'Referrals' });
    expect(within(table).getByRole('link', { name: 'FRND001' }).getAttribute('href')).toBe(
      '/staff/members/FRND001',
    );
    expect(within(table).getByText('Hana Kim · ABCD2345')).toBeTruthy();
    expect(within(table).getByText('₩3,500')).toBeTruthy();
    expect(within(table).getByText('Not yet')).toBeTruthy();
    expect(screen.getByText('11 invited members')).toBeTruthy();
    expect(calls[0]?.search).toBe('?page=2&search=abcd');
  });
});
