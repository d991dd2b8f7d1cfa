import { useMutation, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiRequest } from '../lib/api-client.ts';
import { mockApi } from '../test/render.tsx';
import { AppProviders, createQueryClient } from './providers.tsx';
import { RequireMember } from './require-member.tsx';

const member = { code: 'ABC1234', firstName: 'Min', lastName: 'Ji', email: 'a@b.co', role: 'member' };
const expired = {
  status: 401,
  body: { code: 'SESSION_EXPIRED', message: 'Your session has expired. Please log in again.' },
};

function LoginProbe() {
  const location = useLocation();
  return <p>Login page at {location.pathname + location.search}</p>;
}

function AddressesPage() {
  const addresses = useQuery({ queryKey: ['addresses'], queryFn: () => apiRequest('/me/addresses') });
  const save = useMutation({ mutationFn: () => apiRequest('/me/addresses', { method: 'POST', body: {} }) });
  return (
    <>
      <p>Addresses {addresses.isSuccess ? 'loaded' : addresses.isError ? 'failed' : 'pending'}</p>
      <input aria-label="Nickname" />
      <button type="button" onClick={() => save.mutate()}>
        Save
      </button>
    </>
  );
}

function renderGuardedPage() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Start page</p> },
      { path: '/login', element: <LoginProbe /> },
      { path: '/profile', element: <RequireMember>{() => <AddressesPage />}</RequireMember> },
    ],
    { initialEntries: ['/profile'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** A server whose session ends at the first addresses call (or save) until the member signs in again. */
function mockExpiringSession({ expireOn }: { expireOn: 'GET' | 'POST' }) {
  let isSessionAlive = true;
  let hasExpired = false;
  const other = { ...member, code: 'XYZ9876' };
  const answers = mockApi({
    'GET /api/auth/session': () => ({ body: { member: isSessionAlive ? member : null, isExpired: false } }),
    'GET /api/me/addresses': () => {
      if (expireOn === 'GET' && !hasExpired) {
        hasExpired = true;
        isSessionAlive = false;
      }
      return isSessionAlive ? { body: [] } : expired;
    },
    'POST /api/me/addresses': () => {
      if (expireOn === 'POST' && !hasExpired) {
        hasExpired = true;
        isSessionAlive = false;
      }
      return isSessionAlive ? { status: 201, body: { id: 1 } } : expired;
    },
    'POST /api/auth/sign-in': (body) => {
      isSessionAlive = true;
      const username = (body as { username: string }).username;
      return { body: username === other.code ? other : member };
    },
  });
  return answers;
}

async function logInAgain(username: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Log in again' });
  expect(within(dialog).getByText('Your session has expired. Please log in again.')).toBeTruthy();
  fireEvent.change(within(dialog).getByLabelText('ID'), { target: { value: username } });
  fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'Secret12!' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
}

describe('RequireMember', () => {
  it('sends a visitor to login with the return path and no expired notice', async () => {
    mockApi({ 'GET /api/auth/session': { body: { member: null, isExpired: false } } });
    renderGuardedPage();
    expect(await screen.findByText('Login page at /login?redirect=%2Fprofile')).toBeTruthy();
  });

  it('sends a page opened with an expired session to login with the expired notice', async () => {
    mockApi({ 'GET /api/auth/session': { body: { member: null, isExpired: true } } });
    renderGuardedPage();
    expect(await screen.findByText('Login page at /login?redirect=%2Fprofile&expired=1')).toBeTruthy();
  });

  it('keeps the page under a log-in-again dialog when a query meets an expired session, then reloads it', async () => {
    mockExpiringSession({ expireOn: 'GET' });
    renderGuardedPage();
    expect(await screen.findByText('Addresses failed')).toBeTruthy();
    await logInAgain(member.code);
    expect(await screen.findByText('Addresses loaded')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in again' })).toBeNull());
  });

  it('keeps what was typed when a save meets an expired session, so it can be sent again', async () => {
    const { calls } = mockExpiringSession({ expireOn: 'POST' });
    renderGuardedPage();
    expect(await screen.findByText('Addresses loaded')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'Home in Osaka' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await logInAgain(member.code);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in again' })).toBeNull());
    expect((screen.getByLabelText('Nickname') as HTMLInputElement).value).toBe('Home in Osaka');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.key === 'POST /api/me/addresses')).toHaveLength(2),
    );
  });

  it("leaves the first member's page when someone else logs in on the dialog", async () => {
    mockExpiringSession({ expireOn: 'GET' });
    const router = renderGuardedPage();
    await logInAgain('XYZ9876');
    expect(await screen.findByText('Start page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
