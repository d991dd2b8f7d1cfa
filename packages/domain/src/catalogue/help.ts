/**
 * The help contract (spec "storefront and account" §2, §3): /help shows one tab per category and its
 * topics in an accordion, each with markdown content and FAQs; staff maintain categories and topics.
 */
import { z } from 'zod';
import { boundedArray, requiredText, wholeNumber } from './field-rules.ts';

/** One question and its markdown answer. */
export const helpFaqSchema = z.object({ question: z.string(), answerMarkdown: z.string() });
export type HelpFaq = z.output<typeof helpFaqSchema>;

/** A help topic: markdown content and its FAQs. */
export const helpTopicSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  contentMarkdown: z.string(),
  faqs: z.array(helpFaqSchema),
});
export type HelpTopic = z.output<typeof helpTopicSchema>;

/** A help category (one tab) with its topics in order. */
export const helpCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  topics: z.array(helpTopicSchema),
});
export type HelpCategory = z.output<typeof helpCategorySchema>;

/** Answer of GET /help: every category in tab order. */
export const helpAnswerSchema = z.array(helpCategorySchema);

/** Query of /help: the selected category's slug ('' or absent for the first tab). */
export const helpQuerySchema = z.object({
  category: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().max(50, 'Unknown help category').optional(),
  ),
});

const position = wholeNumber('Position', 0, 10_000).default(0);

/** Body of the staff help category screen (create and replace). */
export const staffHelpCategorySchema = z.object({
  slug: requiredText('Slug', 50).regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    'Slug may contain only lower-case letters, numbers and single hyphens',
  ),
  title: requiredText('Title', 100),
  position,
});
export type StaffHelpCategoryInput = z.input<typeof staffHelpCategorySchema>;
export type StaffHelpCategoryValues = z.output<typeof staffHelpCategorySchema>;

/** One FAQ as staff enter it. */
export const staffHelpFaqSchema = z.object({
  question: requiredText('Question', 500),
  answerMarkdown: requiredText('Answer', 10_000),
});

/** Body of the staff help topic screen (create and replace). */
export const staffHelpTopicSchema = z.object({
  categoryId: wholeNumber('Category', 1, 2_147_483_647, 'Category is required'),
  title: requiredText('Title', 200),
  contentMarkdown: z.string().trim().max(50_000, 'Content is too long (max. 50000)').default(''),
  faqs: boundedArray(staffHelpFaqSchema, { max: 50, tooMany: 'At most 50 FAQs per topic' }).default([]),
  position,
});
export type StaffHelpTopicInput = z.input<typeof staffHelpTopicSchema>;
export type StaffHelpTopicValues = z.output<typeof staffHelpTopicSchema>;
