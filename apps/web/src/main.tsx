import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const router = createBrowserRouter(routes);

/** Resolves once the router has loaded the page's lazily loaded modules. */
function whenRouterIsReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** The pre-rendered page was inert (no typing into, or submitting, a form without its code); React's is live. */
function LiveOnCommit() {
  useLayoutEffect(() => container?.removeAttribute('inert'), []);
  return null;
}

// The first render runs as a transition: React yields to the browser every few milliseconds instead of
// holding the main thread for the whole page (on a slow phone that was one task of about a second), and the
// pre-rendered HTML stays on screen until React commits the same page in one go.
const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
      <LiveOnCommit />
    </AppProviders>
  </StrictMode>
);

function render() {
  startTransition(() => {
    createRoot(container as HTMLElement).render(app);
  });
}

function hydrate() {
  startTransition(() => {
    hydrateRoot(container as HTMLElement, app, {
      // React reports each lazily loaded part the server could only draw as its fallback (error 419) and
      // draws it here; anything else (a page that differs from its pre-rendered HTML) is worth a warning.
      onRecoverableError: (error) => {
        if (!String(error).includes('419')) console.warn('The page was drawn again after loading:', error);
      },
    });
  });
}

// A page pre-rendered at build time (decision 010) stays on screen, inert, until the router has the page's
// module, so React replaces it with the same, live page instead of a loading frame; other pages render at
// once (the router shows its HydrateFallback while the module loads).
if (container.hasChildNodes()) void whenRouterIsReady().then(hydrate);
else render();
