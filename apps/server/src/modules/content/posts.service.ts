import type { BlogSubType, PostKind } from '@fanship/domain/catalogue/catalogue-constants';
import { decodeSliceCursor, encodeSliceCursor, invalidCursorMessage } from '@fanship/domain/catalogue/paging';
import type {
  PostDetail,
  PostQuery,
  PostSlice,
  PostSummary,
  StaffPostValues,
} from '@fanship/domain/catalogue/posts';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { cachedRecords } from '../../lib/cached-records.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import {
  incrementPostViews,
  listPostPage,
  type PostFields,
  type PostRow,
  postRows,
} from './posts.repository.ts';

function toSummary(row: PostRow): PostSummary {
  return {
    id: row.id,
    kind: row.kind as PostKind,
    subType: (row.subType as BlogSubType | null) ?? null,
    title: row.title,
    imagePath: row.imagePath,
    createdAt: row.createdAt.toISOString(),
    viewCount: row.viewCount,
    sliceCursor: encodeSliceCursor([row.createdAt.toISOString(), row.id]),
  };
}

function toDetail(row: PostRow): PostDetail {
  const { sliceCursor: _cursor, ...summary } = toSummary(row);
  return { ...summary, contentHtml: row.contentHtml };
}

/**
 * Lists the posts of one kind (blog posts when none is named), newest first, one slice at a time (from the
 * catalogue cache until a post changes or is viewed: the list shows view counts).
 */
export function listPosts(context: AppContext, query: PostQuery): Promise<PostSlice> {
  return context.catalogueCache.read(`posts:${JSON.stringify(query)}`, ['posts'], () =>
    readPostSlice(context, query),
  );
}

async function readPostSlice(context: AppContext, query: PostQuery): Promise<PostSlice> {
  let after: { createdAt: Date; id: number } | undefined;
  if (query.sliceCursor) {
    const key = decodeSliceCursor(query.sliceCursor, ['timestamp', 'integer'] as const);
    if (!key) throw new AppError('BAD_REQUEST', invalidCursorMessage);
    after = { createdAt: new Date(key[0]), id: key[1] };
  }
  const kind = query.kind ?? 'POST';
  const rows = await listPostPage(context.db, {
    kind,
    subType: kind === 'POST' ? query.category : undefined,
    after,
    limit: query.size + 1,
  });
  return { content: rows.slice(0, query.size).map(toSummary), last: rows.length <= query.size };
}

/** Reads one post for a visitor, counting the view. */
export async function readPost(context: AppContext, id: number): Promise<PostDetail> {
  const row = await context.catalogueCache.change(['posts'], () => incrementPostViews(context.db, id));
  if (!row) throw notFound();
  return toDetail(row);
}

/** Sanitises the content HTML; content that is nothing but removed markup counts as missing. */
function cleanFields(values: StaffPostValues): PostFields {
  const contentHtml = sanitizeRichText(values.contentHtml);
  if (contentHtml === '') {
    throw new AppError('VALIDATION', 'Content is required', { contentHtml: 'Content is required' });
  }
  return { ...values, contentHtml };
}

const staffPosts = cachedRecords({
  rows: postRows,
  scopes: ['posts'],
  stored: (_context, values: StaffPostValues) => cleanFields(values),
  record: (_context, row) => toDetail(row),
});

/** Reads one post for the staff editor without counting a view. */
export const getStaffPost: (context: AppContext, id: number) => Promise<PostDetail> = staffPosts.get;
/** Creates a post, event, notice or review with its HTML sanitised before storage. */
export const createPost = staffPosts.create;
/** Replaces a post's fields, sanitising its HTML again. */
export const editPost = staffPosts.replace;
/** Deletes a post. */
export const removePost = staffPosts.remove;
