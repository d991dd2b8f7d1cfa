import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { UNSAFE_createMemoryHistory as createMemoryHistory, Link, Outlet, useRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../test/render.tsx';
import { AppRouter } from './app-router.tsx';
import { type PageModule, page } from './page-modules.tsx';
import { AppProviders } from './providers.tsx';
import { RouteProgress } from './route-progress.tsx';

function SlowPage() {
  return <h1>Slow page loaded</h1>;
}

/** The slow page's module arrives when the test says. */
let finishLoading: () => void = () => undefined;
const slow = page(
  'slow',
  () =>
    new Promise<PageModule>((resolve) => {
      finishLoading = () => resolve({ Component: SlowPage });
    }),
);
/** A frame with a link to a page whose module is slow to arrive. */
function Routes() {
  return useRoutes([
    {
      path: '/',
      element: (
        <>
          <RouteProgress />
          <Link to="/slow">Slow page</Link>
          <Suspense fallback={<p>Loading line</p>}>
            <Outlet />
          </Suspense>
        </>
      ),
      children: [{ index: true, element: <p>The first page</p> }, slow],
    },
  ]);
}

describe('route progress', () => {
  it('keeps the page up with a progress bar while the next page loads, and removes the bar once it is there', async () => {
    render(
      <AppProviders>
        <AppRouter history={createMemoryHistory({ initialEntries: ['/'], v5Compat: true })}>
          <Routes />
        </AppRouter>
      </AppProviders>,
    );
    // Awaited: React resumes a suspended page only after an awaited `act`.
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Slow page' })));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(await screen.findByRole('progressbar', { name: 'Loading page' }, { timeout: 2000 })).toBeTruthy();
    // The navigation is a transition: the old page stays, never the loading line.
    expect(screen.getByText('The first page')).toBeTruthy();
    expect(screen.queryByText('Loading line')).toBeNull();
    await act(async () => finishLoading());
    expect(await screen.findByRole('heading', { name: 'Slow page loaded' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
