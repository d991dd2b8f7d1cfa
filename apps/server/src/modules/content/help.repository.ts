import { helpCategories, helpTopics } from '@fanship/db/catalogue-schema';
import type { Database } from '@fanship/db/client';
import type { StaffHelpCategoryValues, StaffHelpTopicValues } from '@fanship/domain/catalogue/help';
import { asc, eq } from 'drizzle-orm';

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
  const [row] = await db.select().from(helpCategories).where(eq(helpCategories.slug, slug));
  return row;
}

export async function findCategory(db: Database, id: number): Promise<HelpCategoryRow | undefined> {
  const [row] = await db.select().from(helpCategories).where(eq(helpCategories.id, id));
  return row;
}

export async function insertCategory(
  db: Database,
  values: StaffHelpCategoryValues,
): Promise<HelpCategoryRow> {
  const [row] = await db.insert(helpCategories).values(values).returning();
  return row!;
}

export async function updateCategory(
  db: Database,
  id: number,
  values: StaffHelpCategoryValues,
): Promise<HelpCategoryRow | undefined> {
  const [row] = await db.update(helpCategories).set(values).where(eq(helpCategories.id, id)).returning();
  return row;
}

export async function deleteCategory(db: Database, id: number): Promise<boolean> {
  const deleted = await db
    .delete(helpCategories)
    .where(eq(helpCategories.id, id))
    .returning({ id: helpCategories.id });
  return deleted.length > 0;
}

export async function insertTopic(db: Database, values: StaffHelpTopicValues): Promise<HelpTopicRow> {
  const [row] = await db.insert(helpTopics).values(values).returning();
  return row!;
}

export async function updateTopic(
  db: Database,
  id: number,
  values: StaffHelpTopicValues,
): Promise<HelpTopicRow | undefined> {
  const [row] = await db.update(helpTopics).set(values).where(eq(helpTopics.id, id)).returning();
  return row;
}

export async function deleteTopic(db: Database, id: number): Promise<boolean> {
  const deleted = await db.delete(helpTopics).where(eq(helpTopics.id, id)).returning({ id: helpTopics.id });
  return deleted.length > 0;
}
