import { helpCategories, helpTopics } from '@fanship/db/catalogue-schema';
import type { Database } from '@fanship/db/client';
import type { StaffHelpCategoryValues, StaffHelpTopicValues } from '@fanship/domain/catalogue/help';
import { asc, eq } from 'drizzle-orm';
import { findRow, keyedRows } from '../../lib/table-rows.ts';

export type HelpCategoryRow = typeof helpCategories.$inferSelect;
export type HelpTopicRow = typeof helpTopics.$inferSelect;

/** Every category and every topic, each in position order (ties by id). */
export async function listHelp(
  db: Database,
): Promise<{ categories: HelpCategoryRow[]; topics: HelpTopicRow[] }> {
  const categories = await db
    .select()
    .from(helpCategories)
    .orderBy(asc(helpCategories.position), asc(helpCategories.id));
  const topics = await db.select().from(helpTopics).orderBy(asc(helpTopics.position), asc(helpTopics.id));
  return { categories, topics };
}

export async function findCategoryBySlug(db: Database, slug: string): Promise<HelpCategoryRow | undefined> {
  return findRow(db, helpCategories, eq(helpCategories.slug, slug));
}

/** Categories and topics by id, as the staff screens write them (no timestamps). */
export const categoryRows = keyedRows<typeof helpCategories, number, StaffHelpCategoryValues>(
  helpCategories,
  helpCategories.id,
);
export const topicRows = keyedRows<typeof helpTopics, number, StaffHelpTopicValues>(
  helpTopics,
  helpTopics.id,
);
