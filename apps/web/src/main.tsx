import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
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

function render() {
  const root = createRoot(container as HTMLElement);
  flushSync(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
  // The pre-rendered page was inert (no typing into, or submitting, a form without its code); React's is live.
  container?.removeAttribute('inert');
}

// A page pre-rendered at build time (decision 010) stays on screen, inert, until the router has the page's
// module, so React replaces it with the same, live page instead of a loading frame; other pages render at
// once (the router shows its HydrateFallback while the module loads).
if (container.hasChildNodes()) void whenRouterIsReady().then(render);
else render();
