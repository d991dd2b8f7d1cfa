import type {
  HelpCategory,
  StaffHelpCategoryValues,
  StaffHelpTopicValues,
} from '@fanship/domain/catalogue/help';
import type { StaffHelpCategoryRecord, StaffHelpTopicRecord } from '@fanship/domain/catalogue/staff-content';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import {
  categoryRows,
  findCategoryBySlug,
  type HelpCategoryRow,
  type HelpTopicRow,
  listHelp,
  topicRows,
} from './help.repository.ts';

export const slugTakenMessage = 'This slug is already used by another category';

function toTopicRecord(row: HelpTopicRow): StaffHelpTopicRecord {
  return {
    id: row.id,
    categoryId: row.categoryId,
    title: row.title,
    contentMarkdown: row.contentMarkdown,
    faqs: row.faqs,
    position: row.position,
  };
}

function toCategoryRecord(row: HelpCategoryRow, topics: HelpTopicRow[]): StaffHelpCategoryRecord {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    position: row.position,
    topics: topics.filter((topic) => topic.categoryId === row.id).map(toTopicRecord),
  };
}

/** Lists the help categories in position order, each with its topics (position, fields) for staff. */
export async function listStaffHelp(context: AppContext): Promise<StaffHelpCategoryRecord[]> {
  const { categories, topics } = await listHelp(context.db);
  return categories.map((category) => toCategoryRecord(category, topics));
}

/** Lists the help desk as visitors read it: categories in tab order with their topics and FAQs. */
export async function listHelpCategories(context: AppContext): Promise<HelpCategory[]> {
  return (await listStaffHelp(context)).map((category) => ({
    id: category.id,
    slug: category.slug,
    title: category.title,
    topics: category.topics.map(({ id, title, contentMarkdown, faqs }) => ({
      id,
      title,
      contentMarkdown,
      faqs,
    })),
  }));
}

async function assertSlugFree(context: AppContext, slug: string, exceptId?: number): Promise<void> {
  const existing = await findCategoryBySlug(context.db, slug);
  if (existing && existing.id !== exceptId) {
    throw new AppError('CONFLICT', slugTakenMessage, { slug: slugTakenMessage });
  }
}

/** Creates a help category; its slug must be unused. */
export async function createHelpCategory(
  context: AppContext,
  values: StaffHelpCategoryValues,
): Promise<StaffHelpCategoryRecord> {
  await assertSlugFree(context, values.slug);
  return toCategoryRecord(await categoryRows.insert(context.db, values, context.clock.now()), []);
}

/** Replaces a help category's slug, title and position. */
export async function editHelpCategory(
  context: AppContext,
  id: number,
  values: StaffHelpCategoryValues,
): Promise<StaffHelpCategoryRecord> {
  await assertSlugFree(context, values.slug, id);
  const row = await categoryRows.update(context.db, id, values, context.clock.now());
  if (!row) throw notFound();
  const { topics } = await listHelp(context.db);
  return toCategoryRecord(row, topics);
}

/** Deletes a help category with its topics. */
export async function removeHelpCategory(context: AppContext, id: number): Promise<void> {
  if (!(await categoryRows.remove(context.db, id))) throw notFound();
}

async function assertCategoryExists(context: AppContext, categoryId: number): Promise<void> {
  if (!(await categoryRows.find(context.db, categoryId))) {
    throw new AppError('VALIDATION', 'Unknown category', { categoryId: 'Unknown category' });
  }
}

/** Creates a help topic (markdown stored as entered; the web renders it safely). */
export async function createHelpTopic(
  context: AppContext,
  values: StaffHelpTopicValues,
): Promise<StaffHelpTopicRecord> {
  await assertCategoryExists(context, values.categoryId);
  return toTopicRecord(await topicRows.insert(context.db, values, context.clock.now()));
}

/** Replaces a help topic, possibly moving it to another category. */
export async function editHelpTopic(
  context: AppContext,
  id: number,
  values: StaffHelpTopicValues,
): Promise<StaffHelpTopicRecord> {
  await assertCategoryExists(context, values.categoryId);
  const row = await topicRows.update(context.db, id, values, context.clock.now());
  if (!row) throw notFound();
  return toTopicRecord(row);
}

/** Deletes a help topic. */
export async function removeHelpTopic(context: AppContext, id: number): Promise<void> {
  if (!(await topicRows.remove(context.db, id))) throw notFound();
}
