import { hydrate as fillQueryCache } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { BrowserApp } from './app/browser-app.tsx';
import { preloadRoute } from './app/page-modules.tsx';
import { createQueryClient } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { PAGE_DATA_ELEMENT_ID } from './lib/page-data.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Every address change (a link, back and forward) reaches the app's router (app-router.tsx).
const history = createBrowserHistory({ window, v5Compat: true });

// A page the server drew with its data (decision 010) carries the answers of its queries: the app starts with
// them, so it draws the same page without asking the API again.
const queryClient = createQueryClient();
const pageData = document.getElementById(PAGE_DATA_ELEMENT_ID);
if (pageData?.textContent) fillQueryCache(queryClient, JSON.parse(pageData.textContent));

// The first render runs as a transition: React yields to the browser every few milliseconds instead of
// holding the main thread for the whole page (on a slow phone that was one task of about a second).
// The pre-rendered page was inert (no typing into, or submitting, a form without its code); React's is live.
const app = (
  <BrowserApp
    history={history}
    queryClient={queryClient}
    onCommit={() => container.removeAttribute('inert')}
  />
);

function render() {
  startTransition(() => {
    createRoot(container as HTMLElement).render(app);
  });
}

function hydrate() {
  startTransition(() => {
    hydrateRoot(container as HTMLElement, app, {
      // The server draws every part in place or declines the page (prerender.tsx), so React has nothing to
      // recover from: any report (418, a page that differs from the server's HTML; 419, a part the server left
      // to the browser) is a defect, logged as a warning (the browser suite fails on one).
      onRecoverableError: (error) => console.warn('The page was drawn again after loading:', error),
    });
  });
}

// The page's modules start loading at once, all together (the server announced them with modulepreload). A page
// drawn by the server (at build time, or with its data for this request; decision 010) stays on screen, inert,
// until they are there; then React takes over the same HTML (hydration) instead of drawing it again. Other pages
// render at once, with a loading line where the page will be until its code is there.
const pageModules = preloadRoute(routes, window.location.pathname);
if (container.hasChildNodes()) void pageModules.then(hydrate, hydrate);
else {
  pageModules.catch(() => undefined);
  render();
}
