import type { SitePageSlug } from '@fanship/domain/catalogue/site-pages';
import { Stack, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { RecordError } from '../../../components/ui/not-found-page.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SanitizedHtml } from '../../../components/ui/sanitized-html.tsx';
import { SkeletonRows } from '../../../components/ui/states.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useSitePage } from '../api/site-pages.ts';

/** /terms and /privacy: the page staff keep, with the date of its last change. */
export function SitePageView({ slug }: { slug: SitePageSlug }) {
  const page = useSitePage(slug);
  if (page.isPending) return <SkeletonRows rows={8} />;
  if (page.isError) return <RecordError error={page.error} onRetry={page.refetch} />;
  return (
    <Stack gap={0} maw={760}>
      <PageHeader title={page.data.title} description={`Last updated ${formatDate(page.data.updatedAt)}`} />
      {/* Section headings of a long legal text stay below the page heading in size. */}
      <Text
        component="div"
        size="sm"
        style={
          {
            '--mantine-h2-font-size': 'var(--mantine-font-size-xl)',
            '--mantine-h3-font-size': 'var(--mantine-font-size-lg)',
          } as CSSProperties
        }
      >
        <SanitizedHtml html={page.data.contentHtml} />
      </Text>
    </Stack>
  );
}
