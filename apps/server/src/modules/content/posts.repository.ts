import { posts } from '@fanship/db/catalogue-schema';
import type { Database } from '@fanship/db/client';
import type { BlogSubType, PostKind } from '@fanship/domain/catalogue/catalogue-constants';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { keyedRows, updateRow } from '../../lib/table-rows.ts';

export type PostRow = typeof posts.$inferSelect;
export type PostFields = {
  kind: PostKind;
  subType: BlogSubType | null;
  title: string;
  contentHtml: string;
  imagePath: string | null;
};

/** One page of posts of a kind, newest first, after the (createdAt, id) key when given; one extra row tells if more follow. */
export function listPostPage(
  db: Database,
  filter: { kind: PostKind; subType?: BlogSubType; after?: { createdAt: Date; id: number }; limit: number },
): Promise<PostRow[]> {
  const conditions: SQL[] = [eq(posts.kind, filter.kind)];
  if (filter.subType) conditions.push(eq(posts.subType, filter.subType));
  if (filter.after) {
    conditions.push(
      sql`(${posts.createdAt}, ${posts.id}) < (${filter.after.createdAt.toISOString()}::timestamptz, ${filter.after.id})`,
    );
  }
  return db
    .select()
    .from(posts)
    .where(and(...conditions))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(filter.limit);
}

/** Posts by id, as the staff editor reads and writes them (`createdAt` and `updatedAt` stamped). */
export const postRows = keyedRows<typeof posts, number, PostFields>(posts, posts.id, {
  createdAt: true,
  updatedAt: true,
});

/** Adds one view and answers the post as it is afterwards (undefined when there is none). */
export async function incrementPostViews(db: Database, id: number): Promise<PostRow | undefined> {
  return updateRow(db, posts, eq(posts.id, id), { viewCount: sql`${posts.viewCount} + 1` });
}
