import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** HTML from the server (already sanitised there) sanitised again in the browser before it is shown. */
export function SanitizedHtml({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return (
    <Typography>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above */}
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
