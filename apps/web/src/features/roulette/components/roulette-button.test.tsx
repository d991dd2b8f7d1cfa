import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeMatchMedia, mockApi, renderAt } from '../../../test/render.tsx';
import { RouletteLauncher } from '../index.ts';

const member = { code: 'ABC1234', firstName: 'Min', lastName: 'Ji', email: 'a@b.co', role: 'member' };
const signedIn = { body: { member, isExpired: false } };
const rewards = [
  { id: 0, name: 'No prize', type: 'NONE', amount: 0, color: '#cccccc' },
  { id: 1, name: '1,000 Credit', type: 'CREDIT', amount: 1_000, color: '#ff8787' },
];
const results = (today: unknown, payoutDate: string | null = '2026-07-15') => ({
  body: { id: 1, active: true, payoutDate, rewards, today },
});
const notUsed = { used: false, rouletteRewardId: null, createdAt: null };

async function openRoulette() {
  renderAt('/shop-products', <RouletteLauncher />);
  fireEvent.click(await screen.findByRole('button', { name: 'Roulette Event' }));
}

describe('the roulette button and modal', () => {
  it("a visitor gets the 'Login Required' prompt with the spec's text", async () => {
    mockApi({ 'GET /api/auth/session': { body: { member: null, isExpired: false } } });
    renderAt('/shop-products', <RouletteLauncher />);
    fireEvent.click(await screen.findByRole('button', { name: 'Roulette Event' }));
    expect(await screen.findByText('Login Required')).toBeTruthy();
    expect(
      screen.getByText(
        'You need to be logged in to spin the roulette. Please sign in to participate in the event.',
      ),
    ).toBeTruthy();
  });

  it("'Go to Login' navigates to the login page returning to the shop", async () => {
    mockApi({ 'GET /api/auth/session': { body: { member: null, isExpired: false } } });
    const { router } = renderAt('/shop-products', <RouletteLauncher />);
    fireEvent.click(await screen.findByRole('button', { name: 'Roulette Event' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Go to Login' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/login?redirect=/shop-products',
      ),
    );
  });

  it('a member spins: the win message names the payout date, then Push is disabled', async () => {
    vi.stubGlobal(
      'matchMedia',
      fakeMatchMedia((query) => query.includes('reduce')),
    );
    const { calls } = mockApi({
      'GET /api/auth/session': signedIn,
      'GET /api/roulettes/1/results': results(notUsed),
      'POST /api/roulettes/1/play': { body: { rouletteRewardId: 1 } },
    });
    await openRoulette();
    const push = await screen.findByRole('button', { name: 'Push' });
    expect(push.hasAttribute('disabled')).toBe(false);
    fireEvent.click(push);
    expect(
      await screen.findByText(
        'Congratulations! You won 1,000 Credit (1,000 KRW). The credit will be applied on July 15th.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Push' }).hasAttribute('disabled')).toBe(true);
    expect(calls.filter((call) => call.key === 'POST /api/roulettes/1/play')).toHaveLength(1);
  });

  it("with today's spin used, Push is disabled and today's result is shown", async () => {
    mockApi({
      'GET /api/auth/session': signedIn,
      'GET /api/roulettes/1/results': results(
        { used: true, rouletteRewardId: 1, createdAt: '2026-03-01T09:00:00Z' },
        null,
      ),
    });
    await openRoulette();
    expect(
      await screen.findByText('You have already spun the roulette today. Come back tomorrow!'),
    ).toBeTruthy();
    expect(
      screen.getByText('Congratulations! You won 1,000 Credit (1,000 KRW). The credit is applied now.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Push' }).hasAttribute('disabled')).toBe(true);
  });

  it("a refused spin shows the server's message", async () => {
    mockApi({
      'GET /api/auth/session': signedIn,
      'GET /api/roulettes/1/results': results(notUsed),
      'POST /api/roulettes/1/play': {
        status: 409,
        body: { code: 'CONFLICT', message: 'You have already spun the roulette today. Come back tomorrow!' },
      },
    });
    await openRoulette();
    fireEvent.click(await screen.findByRole('button', { name: 'Push' }));
    expect(
      await screen.findByText('You have already spun the roulette today. Come back tomorrow!'),
    ).toBeTruthy();
  });
});
