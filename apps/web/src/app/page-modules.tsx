import { type ComponentType, use } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { loadedModule, loadOnce } from '../lib/load-once.ts';

/** A page's module: what each file in `app/routes/` exports. */
export type PageModule = { Component: ComponentType };
export type LoadPage = () => Promise<PageModule>;
/** A table's module loaded when an address needs it (the member's pages, `member-routes.tsx`). */
export type LoadTable = () => Promise<{ routes: PageRoute[] }>;

/** A route of the app's table: a page's element, and how to load what it draws before it is drawn. */
export type PageRoute = RouteObject & {
  /** The module the route's element draws: loaded ahead of a navigation to the route (`preloadRoute`). */
  load?: LoadPage;
  /** At a catch-all route: the table it draws, whose own routes are matched against the rest of the address. */
  loadTable?: LoadTable;
};

/** Draws the page of `load`, suspending (the old page stays up during a navigation) until its module is there. */
export function LazyPage({ load }: { load: LoadPage }) {
  const { Component } = loadedModule(load) ?? use(loadOnce(load));
  return <Component />;
}

/** A route's page module `load`, loaded when the route is first visited, and the element that draws it. */
export function lazyPage(load: LoadPage): Pick<PageRoute, 'load' | 'element'> {
  return { load, element: <LazyPage load={load} /> };
}

/** A route at `path` drawing the page module `load`. */
export function page(path: string, load: LoadPage): PageRoute {
  return { path, ...lazyPage(load) };
}

/**
 * Starts loading every module the address needs, all at once (a layout and its page, never one after the other),
 * and resolves when they are there. A table loaded for a catch-all route is matched against the rest of the address.
 */
export async function preloadRoute(routes: PageRoute[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route, params }) => {
      const { load, loadTable } = route as PageRoute;
      if (load) await loadOnce(load);
      if (loadTable) await preloadRoute((await loadOnce(loadTable)).routes, `/${params['*'] ?? ''}`);
    }),
  );
}
