import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SignedUp } from '../../features/auth/index.ts';
import { mockApi, renderAt } from '../../test/render.tsx';
import { Component as SignUpRoute } from './signup.tsx';

// The form has its own tests; here it only reports a finished sign-up.
vi.mock('../../features/auth/components/sign-up-form.tsx', () => ({
  SignUpForm: ({ onSignedUp }: { onSignedUp: (result: SignedUp) => void }) => (
    <>
      <button type="button" onClick={() => onSignedUp({ memberCode: 'NEW1234', isSignedIn: true })}>
        Finish signed in
      </button>
      <button type="button" onClick={() => onSignedUp({ memberCode: 'NEW1234', isSignedIn: false })}>
        Finish signed out
      </button>
    </>
  ),
}));

describe('sign-up page', () => {
  it('welcomes the member with the new ID and continues to the interests onboarding', async () => {
    mockApi({});
    const { router } = renderAt('/signup', <SignUpRoute />);
    fireEvent.click(screen.getByRole('button', { name: 'Finish signed in' }));
    expect(await screen.findByText('Welcome to Fanship!')).toBeTruthy();
    expect(screen.getByText('NEW1234')).toBeTruthy();
    expect(screen.getByText(/We have also logged you in already/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/interests'));
  });

  it('sends the member to login when the automatic login did not work', async () => {
    mockApi({});
    const { router } = renderAt('/signup', <SignUpRoute />);
    fireEvent.click(screen.getByRole('button', { name: 'Finish signed out' }));
    expect(await screen.findByText('NEW1234')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Finterests');
  });
});
