import type { Me } from '@fanship/domain/member';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testInterestKeywords, testMember } from '../../../test/member-fixtures.ts';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { InterestsOnboarding } from './interests-onboarding.tsx';

const keywords = testInterestKeywords;
const member = testMember;

const button = (name: string) => screen.getByRole('button', { name });
const isPressed = (name: string) => button(name).getAttribute('aria-pressed') === 'true';

function renderOnboarding(
  answers: Parameters<typeof mockApi>[0] = {},
  withMember: Me = member,
): ReturnType<typeof renderAt> & { calls: ReturnType<typeof mockApi>['calls'] } {
  const { calls } = mockApi({
    'GET /api/interest-keywords': { body: keywords },
    'PATCH /api/me': (body) => ({ body: { ...member, interests: body } }),
    ...answers,
  });
  return { calls, ...renderAt('/interests', <InterestsOnboarding member={withMember} />) };
}

const saved = (calls: ReturnType<typeof mockApi>['calls']) =>
  calls.filter((call) => call.key === 'PATCH /api/me').map((call) => call.body);

describe('interests onboarding', () => {
  it('offers Complete while no chosen keyword has sub-keywords, and saves then goes to /', async () => {
    const { calls, router } = renderOnboarding();
    fireEvent.click(await screen.findByRole('button', { name: 'Fansign events' }));
    expect(isPressed('Fansign events')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.click(button('Complete'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(saved(calls)).toEqual([{ interests: ['FANSIGNS'] }]);
  });

  it('turns Complete into Next once a keyword with sub-keywords is chosen; step two searches, Prev goes back', async () => {
    const { calls, router } = renderOnboarding();
    fireEvent.click(await screen.findByRole('button', { name: 'K-pop groups' }));
    expect(screen.queryByRole('button', { name: 'Complete' })).toBeNull();
    fireEvent.click(button('Next'));
    // Step two: only the chosen keywords' sub-keywords, under their parent.
    expect(screen.getByRole('group', { name: 'K-pop groups' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Albums' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Search keywords'), { target: { value: 'twi' } });
    expect(screen.queryByRole('button', { name: 'BTS' })).toBeNull();
    fireEvent.click(button('TWICE'));
    fireEvent.change(screen.getByLabelText('Search keywords'), { target: { value: 'zzz' } });
    expect(screen.getByText('No keywords match “zzz”.')).toBeTruthy();
    fireEvent.click(button('Prev'));
    expect(isPressed('K-pop groups')).toBe(true);
    fireEvent.click(button('Next'));
    fireEvent.click(button('Complete'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(saved(calls)).toEqual([{ interests: ['GROUPS', 'TWICE'] }]);
  });

  it('Skip leads to / and saves nothing', async () => {
    const { calls, router } = renderOnboarding();
    fireEvent.click(await screen.findByRole('button', { name: 'Goods' }));
    fireEvent.click(screen.getByRole('link', { name: 'Skip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(saved(calls)).toEqual([]);
  });

  it("starts from the member's interests and drops sub-keywords of a keyword no longer chosen", async () => {
    const { calls } = renderOnboarding(
      {},
      {
        ...member,
        interests: [
          { keyword: 'GROUPS', name: 'K-pop groups' },
          { keyword: 'BTS', name: 'BTS' },
          { keyword: 'GOODS', name: 'Goods' },
        ],
      },
    );
    expect(await screen.findByRole('button', { name: 'K-pop groups', pressed: true })).toBeTruthy();
    fireEvent.click(button('K-pop groups'));
    fireEvent.click(button('Next'));
    expect(screen.queryByRole('button', { name: 'BTS' })).toBeNull();
    fireEvent.click(button('Complete'));
    await waitFor(() => expect(saved(calls)).toEqual([{ interests: ['GOODS'] }]));
  });

  it("shows the server's message when saving fails and keeps the choice", async () => {
    const { router } = renderOnboarding({
      'PATCH /api/me': {
        status: 400,
        body: { code: 'VALIDATION', message: 'Unknown interest keyword: FANSIGNS' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Fansign events' }));
    fireEvent.click(button('Complete'));
    expect((await screen.findByRole('alert')).textContent).toContain('Unknown interest keyword: FANSIGNS');
    expect(isPressed('Fansign events')).toBe(true);
    expect(router.state.location.pathname).toBe('/interests');
  });

  it('shows an error with a retry when the keywords cannot be read', async () => {
    renderOnboarding({
      'GET /api/interest-keywords': { status: 503, body: { code: 'X', message: 'Try again later' } },
    });
    expect(await screen.findByText('Try again later')).toBeTruthy();
  });
});
