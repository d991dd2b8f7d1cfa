import type { Database } from '@fanship/db/client';
import { members } from '@fanship/db/schema';
import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import { updateRow } from '../../lib/table-rows.ts';

export type StaffMemberRow = typeof members.$inferSelect;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export function searchMembers(db: Database, query: string, limit: number): Promise<StaffMemberRow[]> {
  const base = db.select().from(members).orderBy(desc(members.createdAt), desc(members.id)).limit(limit);
  if (!query) return base;
  const pattern = `%${escapeLike(query)}%`;
  return base.where(
    or(
      eq(members.code, query.toUpperCase()),
      ilike(members.email, pattern),
      ilike(sql`${members.firstName} || ' ' || ${members.lastName}`, pattern),
    ),
  );
}

export function findMemberByCode(db: Database, code: string): Promise<StaffMemberRow | undefined> {
  return db.query.members.findFirst({ where: eq(members.code, code.toUpperCase()) });
}

export async function updateMemberRole(
  db: Database,
  id: number,
  role: string,
  now: Date,
): Promise<StaffMemberRow | undefined> {
  return updateRow(db, members, eq(members.id, id), { role, updatedAt: now });
}
