import type { Database, Transaction } from '@fanship/db/client';
import { memberFiles } from '@fanship/db/request-schema';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { findRow } from '../../lib/table-rows.ts';

type Executor = Database | Transaction;

export type MemberFileRow = typeof memberFiles.$inferSelect;

export async function insertMemberFile(
  db: Executor,
  values: Omit<typeof memberFiles.$inferInsert, 'id' | 'attachedAt'>,
): Promise<MemberFileRow> {
  const [row] = await db.insert(memberFiles).values(values).returning();
  if (!row) throw new Error('The file was not recorded');
  return row;
}

export async function findMemberFile(db: Executor, filename: string): Promise<MemberFileRow | undefined> {
  return findRow(db, memberFiles, eq(memberFiles.filename, filename));
}

/** The member's own files of one domain among `filenames` (another member's, or another domain's, are left out). */
export function findOwnFiles(
  db: Executor,
  memberId: number,
  domain: string,
  filenames: string[],
): Promise<MemberFileRow[]> {
  if (filenames.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(memberFiles)
    .where(
      and(
        eq(memberFiles.memberId, memberId),
        eq(memberFiles.domain, domain),
        inArray(memberFiles.filename, filenames),
      ),
    );
}

export async function markAttached(db: Executor, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(memberFiles)
    .set({ attachedAt: now })
    .where(and(inArray(memberFiles.id, ids), isNull(memberFiles.attachedAt)));
}

/** Files uploaded before `before` that no request ever referred to (removed by the clean-up job). */
export function listUnattachedBefore(db: Executor, before: Date, limit: number): Promise<MemberFileRow[]> {
  return db
    .select()
    .from(memberFiles)
    .where(and(isNull(memberFiles.attachedAt), lt(memberFiles.createdAt, before)))
    .limit(limit);
}

/** Deletes the file's row if no request refers to it yet; false when it was attached, or another run deleted it. */
export async function deleteUnattachedFile(db: Executor, id: number): Promise<boolean> {
  const deleted = await db
    .delete(memberFiles)
    .where(and(eq(memberFiles.id, id), isNull(memberFiles.attachedAt)))
    .returning({ id: memberFiles.id });
  return deleted.length === 1;
}
