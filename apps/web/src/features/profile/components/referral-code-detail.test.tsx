import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { ReferralCodeDetail } from './referral-code-detail.tsx';

describe('referral code detail', () => {
  it('shows the code it asked the server to make and the invite modal with the code and the sign-up link', async () => {
    const { calls } = mockApi({
      'POST /api/me/create-referral-code': { body: { referralCode: 'ABCD2345' } },
    });
    renderAt('/account', <ReferralCodeDetail known={null} />);
    expect(await screen.findByText('ABCD2345')).toBeTruthy();
    expect(calls.filter((call) => call.key === 'POST /api/me/create-referral-code')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Invite a Friend' }));
    expect(((await screen.findByLabelText('Referral code')) as HTMLInputElement).value).toBe('ABCD2345');
    expect((screen.getByLabelText('Sign-up link') as HTMLInputElement).value).toBe(
      `${window.location.origin}/signup?referral=ABCD2345`,
    );
    expect(screen.getByRole('button', { name: 'Copy Sign-up link' })).toBeTruthy();
  });

  it("shows the server's message when the code cannot be had", async () => {
    const refusal = { code: 'CONFLICT', message: 'Try again later' };
    mockApi({ 'POST /api/me/create-referral-code': { status: 409, body: refusal } });
    renderAt('/account', <ReferralCodeDetail known={null} />);
    expect(await screen.findByText(refusal.message)).toBeTruthy();
    const invite = screen.getByRole('button', { name: 'Invite a Friend' }) as HTMLButtonElement;
    expect(invite.disabled).toBe(true);
  });
});
