import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { StaffRoulettePage } from './staff-roulette-page.tsx';

const roulette = {
  id: 1,
  active: true,
  payoutDate: '2026-07-15',
  rewards: [
    { id: 0, name: 'No prize', type: 'NONE', amount: 0, weight: 50, color: '#cccccc' },
    { id: 1, name: 'Lucky', type: 'CREDIT', amount: 1_000, weight: 5, color: '#ff8787' },
  ],
};
const plays = {
  content: [
    {
      id: 7,
      createdAt: '2026-03-01T09:00:00.000Z',
      rouletteRewardId: 1,
      rewardName: 'Lucky',
      type: 'CREDIT',
      amount: 1_000,
      paidAt: null,
      member: { code: 'ABC1234', name: 'Min Ji' },
    },
  ],
  currentPage: 1,
  totalPages: 1,
  totalElements: 1,
};

describe('the staff roulette console', () => {
  it('saves the edited wheel and keeps the input with the server message on failure', async () => {
    let attempt = 0;
    const { calls } = mockApi({
      'GET /api/staff/roulettes/1': { body: roulette },
      'GET /api/staff/roulettes/1/plays': { body: plays },
      'PUT /api/staff/roulettes/1': (body) =>
        ++attempt === 1
          ? {
              status: 400,
              body: { code: 'VALIDATION', message: 'At least one reward needs a weight above 0' },
            }
          : { body },
    });
    renderAt('/staff/roulette', <StaffRoulettePage />);
    const lucky = await screen.findByRole('group', { name: 'Reward 1' });
    fireEvent.change(within(lucky).getByLabelText('Name'), { target: { value: 'Big win' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At least one reward needs a weight above 0')).toBeTruthy();
    expect((within(lucky).getByLabelText('Name') as HTMLInputElement).value).toBe('Big win');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.key === 'PUT /api/staff/roulettes/1')).toHaveLength(2),
    );
    expect(calls.at(-1)?.body).toMatchObject({
      active: true,
      payoutDate: '2026-07-15',
      rewards: [{ id: 0 }, { id: 1, name: 'Big win', amount: 1_000, weight: 5 }],
    });
    expect((await screen.findAllByText('Waiting for the payout date')).length).toBeGreaterThan(0);
  });

  it('adds rewards up to 8', async () => {
    mockApi({
      'GET /api/staff/roulettes/1': { body: roulette },
      'GET /api/staff/roulettes/1/plays': { body: { ...plays, content: [], totalElements: 0 } },
    });
    renderAt('/staff/roulette', <StaffRoulettePage />);
    const add = await screen.findByRole('button', { name: 'Add reward' });
    for (let count = 2; count < 8; count++) fireEvent.click(add);
    expect(screen.getByText('8 of 8 rewards · total weight 61 (a weight of 0 is never drawn)')).toBeTruthy();
    expect(add.hasAttribute('disabled')).toBe(true);
  });
});
