/**
 * The content contract (spec "storefront and account" §2, §3): blog posts, events, notices and
 * reviews share one shape told apart by kind; only blog posts have a sub-type (the tabs of /posts).
 */
import { z } from 'zod';
import { blogSubTypes, postKinds } from './catalogue-constants.ts';
import { codeListValue, optionalImagePath, recordIdParam, requiredText } from './field-rules.ts';
import { sliceCursorField, sliceOf, sliceQueryFields } from './paging.ts';
import { MAX_POST_CONTENT_LENGTH } from './post-texts.ts';
import { optionalEnumParam } from './query-params.ts';

export { allListLabel, emptyBlogMessage, MAX_POST_CONTENT_LENGTH } from './post-texts.ts';

/** A post in a list (without its content), with its slice cursor; `createdAt` is ISO 8601. */
export const postSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(postKinds),
  subType: z.enum(blogSubTypes).nullable(),
  title: z.string(),
  imagePath: z.string().nullable(),
  createdAt: z.string(),
  viewCount: z.number().int(),
  ...sliceCursorField,
});
export type PostSummary = z.output<typeof postSummarySchema>;

/** Answer of GET /posts, /events, /notices and /reviews. */
export const postSliceSchema = sliceOf(postSummarySchema);
export type PostSlice = z.output<typeof postSliceSchema>;

/** Answer of a post detail: the summary fields plus the content HTML, sanitised before storage. */
export const postDetailSchema = postSummarySchema
  .omit({ sliceCursor: true })
  .extend({ contentHtml: z.string() });
export type PostDetail = z.output<typeof postDetailSchema>;

/** Query of the post lists: `kind` (POST when absent) and `category`, the blog sub-type ('' or 'ALL' for the All tab). */
export const postQuerySchema = z.object({
  kind: optionalEnumParam(postKinds, 'kind'),
  category: z.preprocess(
    (value) => (typeof value === 'string' && value.trim().toUpperCase() === 'ALL' ? undefined : value),
    optionalEnumParam(blogSubTypes, 'category'),
  ),
  ...sliceQueryFields,
});
export type PostQueryInput = z.input<typeof postQuerySchema>;
export type PostQuery = z.output<typeof postQuerySchema>;

/** Params of a post detail. */
export const postParamsSchema = z.object({
  id: recordIdParam('Invalid post id'),
});

/** The HTML a staff editor saves (a post's or a site page's): required, at most MAX_POST_CONTENT_LENGTH. */
export const contentHtmlField = z
  .string({ error: 'Content is required' })
  .trim()
  .min(1, 'Content is required')
  .max(MAX_POST_CONTENT_LENGTH, `Content is too long (max. ${MAX_POST_CONTENT_LENGTH})`);

/** Body of the staff post screens (create and replace); only blog posts take a sub-type. */
export const staffPostSchema = z
  .object({
    kind: codeListValue(postKinds, 'Kind'),
    subType: z.preprocess(
      (value) => (value === '' ? null : value),
      codeListValue(blogSubTypes, 'Sub-type').nullish(),
    ),
    title: requiredText('Title', 200),
    contentHtml: contentHtmlField,
    imagePath: optionalImagePath('Image'),
  })
  .transform((post) => ({ ...post, subType: post.subType ?? null }))
  .superRefine((post, context) => {
    if (post.kind !== 'POST' && post.subType !== null) {
      context.addIssue({ code: 'custom', path: ['subType'], message: 'Only blog posts have a sub-type' });
    }
  });
export type StaffPostInput = z.input<typeof staffPostSchema>;
export type StaffPostValues = z.output<typeof staffPostSchema>;
