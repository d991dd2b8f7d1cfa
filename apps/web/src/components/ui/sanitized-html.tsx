import { Typography } from '@mantine/core';
import type { DOMPurify } from 'dompurify';
import { Suspense, use, useMemo, useState, useSyncExternalStore } from 'react';
import { loadedModule, loadOnce } from '../../lib/load-once.ts';

/**
 * DOMPurify (about 8 KB gzip) is not part of a page's first-visit JavaScript (issue 8): in the browser it loads
 * once a page that shows stored HTML is loaded and the browser is idle (or when HTML needs it first).
 */
const importPurifier = (): Promise<DOMPurify> => import('dompurify').then((module) => module.default);

/** Loads DOMPurify (once); pages call nothing: it starts by itself in the browser. Tests wait for it up front. */
export function loadPurifier(): Promise<DOMPurify> {
  return loadOnce(importPurifier);
}

// Not during the first load's start-up (issue 26): a page drawn by the server hydrates without it (CleanHtml), so
// it loads once the browser is idle, or at once when a page drawn in the browser needs it.
if (typeof window !== 'undefined') {
  const preload = () => void loadPurifier().catch(() => {});
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(preload, { timeout: 5000 });
  else setTimeout(preload, 2000);
}

const subscribeToNothing = () => () => {};

/**
 * True while React hydrates the server's drawing (and on the server): `useSyncExternalStore` reads its server
 * snapshot then, its browser snapshot in every other render.
 */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/** The HTML as the browser shows it: sanitised with DOMPurify, waiting (suspending) for it if it has not arrived. */
function CleanHtml({ html }: { html: string }) {
  // The HTML this element was hydrated with (issue 26: DOMPurify is neither waited for nor run during hydration).
  // Hydration adopts the elements the browser parsed from the server's page, which the server drew from the HTML
  // its allow-list sanitiser cleaned when it was saved (apps/server/src/lib/sanitize-html.ts); React writes no
  // `dangerouslySetInnerHTML` while hydrating, nor later while the string stays the same. So the browser itself
  // never inserts an unsanitised string: any other HTML (a new page's, a refetch's) goes through DOMPurify.
  const [hydratedHtml] = useState(useIsHydrating() ? html : null);
  // When the server draws the page (decision 010) there is no DOM to sanitise with: the page carries the HTML as
  // stored, which the server's allow-list sanitiser cleaned when it was saved (lib/sanitize-html.ts).
  const clean =
    typeof window === 'undefined' || html === hydratedHtml
      ? html
      : (loadedModule(importPurifier) ?? use(loadPurifier())).sanitize(html);
  // One object per string: React writes `innerHTML` again whenever it gets another object, even an equal one.
  const inner = useMemo(() => ({ __html: clean }), [clean]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above, or the server's own
  return <div dangerouslySetInnerHTML={inner} />;
}

/**
 * HTML from the server (already sanitised there when it was saved) sanitised again in the browser before it is
 * shown. Nothing unsanitised is ever put in the page by the browser: until DOMPurify has arrived the content waits
 * in its own Suspense boundary, so a page drawn on the server keeps the server's HTML on screen while it hydrates
 * (no redraw, no layout shift) and a page opened in the browser shows the rest of the page meanwhile.
 */
export function SanitizedHtml({ html }: { html: string }) {
  return (
    <Typography>
      <Suspense fallback={<div aria-busy="true" />}>
        <CleanHtml html={html} />
      </Suspense>
    </Typography>
  );
}
