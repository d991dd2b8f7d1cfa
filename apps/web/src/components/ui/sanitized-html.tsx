import { Typography } from '@mantine/core';
import type { DOMPurify } from 'dompurify';
import { Suspense, use } from 'react';

/**
 * DOMPurify (about 8 KB gzip) is not part of a page's first-visit JavaScript (issue 8): in the browser it starts
 * loading as soon as a page that shows stored HTML is loaded, long before that page's data has arrived, and is kept
 * here once it has.
 */
let purifier: DOMPurify | null = null;
let purifierLoad: Promise<DOMPurify> | null = null;

/** Loads DOMPurify (once); pages call nothing: it starts by itself in the browser. Tests wait for it up front. */
export function loadPurifier(): Promise<DOMPurify> {
  purifierLoad ??= import('dompurify').then(
    (module) => {
      purifier = module.default;
      return purifier;
    },
    (error: unknown) => {
      // A failed download is tried again on the next render instead of being remembered.
      purifierLoad = null;
      throw error;
    },
  );
  return purifierLoad;
}

if (typeof window !== 'undefined') void loadPurifier().catch(() => {});

/** The HTML as the browser shows it: sanitised with DOMPurify, waiting (suspending) for it if it has not arrived. */
function CleanHtml({ html }: { html: string }) {
  // When the server draws the page (decision 010) there is no DOM to sanitise with: the page carries the HTML as
  // stored, which the server's allow-list sanitiser cleaned when it was saved (lib/sanitize-html.ts).
  const clean = typeof window === 'undefined' ? html : (purifier ?? use(loadPurifier())).sanitize(html);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div dangerouslySetInnerHTML={{ __html: clean }} />;
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
