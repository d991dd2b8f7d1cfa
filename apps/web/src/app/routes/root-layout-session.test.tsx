import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import '../../test/render.tsx'; // jsdom set-up: matchMedia, ResizeObserver, cleanup
import { AppProviders, createQueryClient } from '../providers.tsx';
import { RootLayout } from './root-layout.tsx';

/** Counts the drawings of the whole frame (the real SiteShell draws it). */
const frame = vi.hoisted(() => ({ drawings: 0 }));
vi.mock('../../components/ui/site-shell.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../components/ui/site-shell.tsx')>();
  return {
    ...original,
    SiteShell: (props: Parameters<typeof original.SiteShell>[0]) => {
      frame.drawings += 1;
      return original.SiteShell(props);
    },
  };
});

describe('the shop frame and the session (issue 26)', () => {
  it("redraws only the header's entries, not the whole frame, when the session arrives after the first drawing", async () => {
    let answerSession: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        if (new URL(String(input), 'http://localhost').pathname === '/api/auth/session') {
          return new Promise<Response>((resolve) => {
            answerSession = resolve;
          });
        }
        return Promise.resolve(new Response(JSON.stringify({ content: [] }), { status: 200 }));
      }),
    );
    const router = createMemoryRouter(
      [{ path: '/', Component: RootLayout, children: [{ index: true, element: <h1>Home</h1> }] }],
      { initialEntries: ['/'] },
    );
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await screen.findByRole('heading', { name: 'Home' });
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    const drawingsBefore = frame.drawings;

    answerSession(
      new Response(JSON.stringify({ member: null, isExpired: false }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toBeTruthy();
    expect(frame.drawings).toBe(drawingsBefore);
  });
});
