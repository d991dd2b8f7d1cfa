import { helpCategories, helpTopics } from '@fanship/db/catalogue-schema';
import type { Database } from '@fanship/db/client';
import type { StaffHelpCategoryValues, StaffHelpTopicValues } from '@fanship/domain/catalogue/help';
import { asc, eq } from 'drizzle-orm';
import { deleteRows, findRow, insertRow, updateRow } from '../../lib/table-rows.ts';

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

export async function findCategory(db: Database, id: number): Promise<HelpCategoryRow | undefined> {
  return findRow(db, helpCategories, eq(helpCategories.id, id));
}

export async function insertCategory(
  db: Database,
  values: StaffHelpCategoryValues,
): Promise<HelpCategoryRow> {
  return insertRow(db, helpCategories, values);
}

export async function updateCategory(
  db: Database,
  id: number,
  values: StaffHelpCategoryValues,
): Promise<HelpCategoryRow | undefined> {
  return updateRow(db, helpCategories, eq(helpCategories.id, id), values);
}

export async function deleteCategory(db: Database, id: number): Promise<boolean> {
  return deleteRows(db, helpCategories, eq(helpCategories.id, id));
}

export async function insertTopic(db: Database, values: StaffHelpTopicValues): Promise<HelpTopicRow> {
  return insertRow(db, helpTopics, values);
}

export async function updateTopic(
  db: Database,
  id: number,
  values: StaffHelpTopicValues,
): Promise<HelpTopicRow | undefined> {
  return updateRow(db, helpTopics, eq(helpTopics.id, id), values);
}

export async function deleteTopic(db: Database, id: number): Promise<boolean> {
  return deleteRows(db, helpTopics, eq(helpTopics.id, id));
}
