import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** The site's name: the whole title of a page without its own, the suffix of every other. */
export const SITE_NAME = 'Fanship';

/** 'Shop' -> 'Shop · Fanship'; nothing -> 'Fanship'. */
export function pageTitle(title?: string | null): string {
  const text = title?.trim();
  return text ? `${text} · ${SITE_NAME}` : SITE_NAME;
}

/**
 * Gives the page its own title (browser tab, history, bookmarks, search results). Pages with a PageHeader get
 * it from there; detail pages pass the record's name once loaded.
 */
export function usePageTitle(title?: string | null): void {
  useEffect(() => {
    if (title?.trim()) document.title = pageTitle(title);
  }, [title]);
}

/**
 * In the root layout: each navigation starts from the bare site name (a layout effect, before the new page's
 * own title is set), so a page never keeps the previous page's title.
 */
export function useResetTitleOnNavigation(): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of page
  useLayoutEffect(() => {
    document.title = SITE_NAME;
  }, [pathname]);
}
