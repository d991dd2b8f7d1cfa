import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * HTML from the server (already sanitised there when it was saved) sanitised again in the browser before it is
 * shown. When the server draws the page (decision 010) there is no DOM to sanitise with: the page carries the
 * HTML as stored, which the server's allow-list sanitiser cleaned when it was saved (lib/sanitize-html.ts).
 */
export function SanitizedHtml({ html }: { html: string }) {
  const clean = useMemo(() => (typeof window === 'undefined' ? html : DOMPurify.sanitize(html)), [html]);
  return (
    <Typography>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above */}
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
