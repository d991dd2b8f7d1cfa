import {
  isSitePageSlug,
  type SitePage,
  type SitePageSlug,
  type StaffSitePageValues,
  sitePageSlugs,
} from '@fanship/domain/catalogue/site-pages';
import type { AppContext } from '../../lib/app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import { findSitePage, listSitePages, type SitePageRow, upsertSitePage } from './site-pages.repository.ts';

function toSitePage(row: SitePageRow): SitePage {
  return {
    slug: row.slug as SitePageSlug,
    title: row.title,
    contentHtml: row.contentHtml,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Reads one site page (terms, privacy); an unknown slug, or a page never written, is a 404. */
export async function readSitePage(context: AppContext, slug: string): Promise<SitePage> {
  if (!isSitePageSlug(slug)) throw notFound();
  const row = await findSitePage(context.db, slug);
  if (!row) throw notFound();
  return toSitePage(row);
}

/** The site pages for the staff console, in slug order (only known slugs). */
export async function listStaffSitePages(context: AppContext): Promise<SitePage[]> {
  const rows = await listSitePages(context.db);
  return rows.filter((row) => (sitePageSlugs as readonly string[]).includes(row.slug)).map(toSitePage);
}

/** Replaces a page's title and content; the HTML is sanitised as post content is. */
export async function editSitePage(
  context: AppContext,
  slug: string,
  values: StaffSitePageValues,
): Promise<SitePage> {
  if (!isSitePageSlug(slug)) throw notFound();
  const row = await upsertSitePage(
    context.db,
    slug,
    { title: values.title, contentHtml: sanitizeRichText(values.contentHtml) },
    context.clock.now(),
  );
  return toSitePage(row);
}
