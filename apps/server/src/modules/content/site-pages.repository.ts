import { sitePages } from '@fanship/db/catalogue-schema';
import type { Database } from '@fanship/db/client';
import { asc, eq } from 'drizzle-orm';
import { findRow } from '../../lib/table-rows.ts';

export type SitePageRow = typeof sitePages.$inferSelect;

export async function findSitePage(db: Database, slug: string): Promise<SitePageRow | undefined> {
  return findRow(db, sitePages, eq(sitePages.slug, slug));
}

export async function listSitePages(db: Database): Promise<SitePageRow[]> {
  return db.select().from(sitePages).orderBy(asc(sitePages.slug));
}

/** Writes a page's title and content, creating the row if the seed has not. */
export async function upsertSitePage(
  db: Database,
  slug: string,
  fields: { title: string; contentHtml: string },
  now: Date,
): Promise<SitePageRow> {
  const [row] = await db
    .insert(sitePages)
    .values({ slug, ...fields, updatedAt: now })
    .onConflictDoUpdate({ target: sitePages.slug, set: { ...fields, updatedAt: now } })
    .returning();
  return row!;
}
