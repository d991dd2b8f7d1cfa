import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import '../../test/render.tsx';
import { RouteProgress } from './route-progress.tsx';

function SlowPage() {
  return <h1>Slow page loaded</h1>;
}

describe('route progress', () => {
  it('shows a progress bar while a slow page loads, and removes it once the page is there', async () => {
    let finishLoading: () => void = () => undefined;
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <RouteProgress />
              <Link to="/slow">Slow page</Link>
              <Outlet />
            </>
          ),
          children: [
            {
              path: 'slow',
              lazy: () =>
                new Promise((resolve) => {
                  finishLoading = () => resolve({ Component: SlowPage });
                }),
            },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Slow page' }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(await screen.findByRole('progressbar', { name: 'Loading page' }, { timeout: 2000 })).toBeTruthy();
    await act(async () => finishLoading());
    expect(await screen.findByRole('heading', { name: 'Slow page loaded' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
