import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { Location } from 'react-router';
import { type AppHistory, AppRouter } from './app-router.tsx';
import { PageCommitContext } from './page-commit.tsx';
import { preloadRoute } from './page-modules.tsx';
import { AppProviders } from './providers.tsx';
import { AppRoutes, routes } from './router.tsx';

/** Starts loading the modules of the page a navigation goes to, all at once (a failure shows on the page). */
function loadPageModules(location: Location) {
  preloadRoute(routes, location.pathname).catch(() => undefined);
}

/**
 * The app as the browser runs it (main.tsx). Its tree must have the same shape as the server's drawing
 * (prerender.tsx: `AppProviders` around a router around `AppRoutes`): React names every `useId` by the component's place among
 * its siblings, so a sibling present on one side only (e.g. a component next to the router) gives every id
 * under it another name. Hydration keeps the server's attributes (class names such as Mantine's responsive
 * `__m__-<id>`) while the next redraw writes the browser's ids into the styles, and the page loses its
 * responsive rules (the shop grid fell to one column on a reload). Wrappers with a single child (StrictMode,
 * the context providers, the routers) do not change the ids. `onCommit` runs when a page has been drawn and is live
 * (`OnPageCommit`, page-commit.tsx).
 */
export function BrowserApp({
  history,
  queryClient,
  onCommit,
}: {
  history: AppHistory;
  queryClient: QueryClient;
  onCommit: () => void;
}) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <PageCommitContext value={onCommit}>
          <AppRouter history={history} onNavigate={loadPageModules}>
            <AppRoutes />
          </AppRouter>
        </PageCommitContext>
      </AppProviders>
    </StrictMode>
  );
}
