import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { channelTalkCalls, forgetChannelTalk } from '../../test/chat-widget.ts';
import { mockApi, renderAt } from '../../test/render.tsx';
import { Component as LoginRoute } from './login.tsx';

const expiredNotice = 'Your session has expired. Please log in again.';

describe('login page', () => {
  it('shows the expired-session notice when the address says so', async () => {
    mockApi({
      'GET /api/auth/session': { body: { member: null, isExpired: false } },
    });
    renderAt('/login?redirect=%2Fprofile&expired=1', <LoginRoute />);
    expect(await screen.findByText(expiredNotice)).toBeTruthy();
  });

  it('shows the notice when the app found an expired session', async () => {
    mockApi({
      'GET /api/auth/session': { body: { member: null, isExpired: true } },
    });
    renderAt('/login', <LoginRoute />);
    expect(await screen.findByText(expiredNotice)).toBeTruthy();
  });

  it('shows no notice for a plain visit', async () => {
    const { fetchMock } = mockApi({
      'GET /api/auth/session': { body: { member: null, isExpired: false } },
    });
    renderAt('/login', <LoginRoute />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByText(expiredNotice)).toBeNull();
  });

  it('asks for both fields, then shows the wrong-credentials message and keeps the ID', async () => {
    mockApi({
      'GET /api/auth/session': { body: { member: null, isExpired: false } },
      'POST /api/auth/sign-in': {
        status: 401,
        body: { code: 'WRONG_CREDENTIALS', message: 'Username or password is incorrect.' },
      },
    });
    renderAt('/login', <LoginRoute />);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('ID'), { target: { value: 'ABC1234' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Wrong123!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username or password is incorrect.')).toBeTruthy();
    expect((screen.getByLabelText('ID') as HTMLInputElement).value).toBe('ABC1234');
  });

  it('returns to the redirect path after login, the support chat told who signed in', async () => {
    mockApi({
      'GET /api/auth/session': { body: { member: null, isExpired: false } },
      'POST /api/auth/sign-in': { body: { code: 'ABC1234', role: 'member' } },
      'GET /api/site-config': { body: { chatPluginKey: 'plugin-key' } },
    });
    const { router } = renderAt('/login?redirect=%2Fprofile', <LoginRoute />);
    fireEvent.change(screen.getByLabelText('ID'), { target: { value: 'ABC1234' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret12!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    await waitFor(() =>
      expect(channelTalkCalls()).toContainEqual(['boot', expect.objectContaining({ memberId: 'ABC1234' })]),
    );
    forgetChannelTalk();
  });

  it.each(['https://evil.example/steal', '//evil.example/steal', '/\\evil.example'])(
    'ignores a redirect to another site (%s) and goes to the start page',
    async (redirect) => {
      mockApi({
        'GET /api/auth/session': { body: { member: null, isExpired: false } },
        'POST /api/auth/sign-in': { body: { code: 'ABC1234', role: 'member' } },
      });
      const { router } = renderAt(`/login?redirect=${encodeURIComponent(redirect)}`, <LoginRoute />);
      fireEvent.change(screen.getByLabelText('ID'), { target: { value: 'ABC1234' } });
      fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret12!' } });
      fireEvent.click(screen.getByRole('button', { name: 'Login' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    },
  );
});
