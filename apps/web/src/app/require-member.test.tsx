import { useMutation, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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
      <p>Addresses {addresses.isSuccess ? 'loaded' : 'pending'}</p>
      <button type="button" onClick={() => save.mutate()}>
        Save
      </button>
    </>
  );
}

function renderGuardedPage() {
  const router = createMemoryRouter(
    [
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

describe('RequireMember', () => {
  it('sends a visitor to login with the return path and no expired notice', async () => {
    mockApi({ 'GET /api/me': { status: 401, body: { code: 'UNAUTHORIZED', message: 'x' } } });
    renderGuardedPage();
    expect(await screen.findByText('Login page at /login?redirect=%2Fprofile')).toBeTruthy();
  });

  it('flags the expired session when a query made during the visit meets an expired session', async () => {
    // The server clears the cookie in the same answer, so /me afterwards says only "signed out".
    let isSessionAlive = true;
    mockApi({
      'GET /api/me': () =>
        isSessionAlive ? { body: member } : { status: 401, body: { code: 'UNAUTHORIZED', message: 'x' } },
      'GET /api/me/addresses': () => {
        isSessionAlive = false;
        return expired;
      },
    });
    renderGuardedPage();
    expect(await screen.findByText('Login page at /login?redirect=%2Fprofile&expired=1')).toBeTruthy();
  });

  it('flags the expired session when a save meets an expired session', async () => {
    let isSessionAlive = true;
    mockApi({
      'GET /api/me': () =>
        isSessionAlive ? { body: member } : { status: 401, body: { code: 'UNAUTHORIZED', message: 'x' } },
      'GET /api/me/addresses': { body: [] },
      'POST /api/me/addresses': () => {
        isSessionAlive = false;
        return expired;
      },
    });
    renderGuardedPage();
    expect(await screen.findByText('Addresses loaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByText('Login page at /login?redirect=%2Fprofile&expired=1')).toBeTruthy(),
    );
  });
});
