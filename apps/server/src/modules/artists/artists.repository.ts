import { artistGroups, artistMembers } from '@fanship/db/catalogue-schema';
import type { Database } from '@fanship/db/client';
import type {
  StaffArtistGroupValues,
  StaffArtistMemberInput,
} from '@fanship/domain/catalogue/staff-catalogue';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { deleteRows, findRow, insertRow, updateRow } from '../../lib/table-rows.ts';

export type ArtistGroupRow = typeof artistGroups.$inferSelect;
export type ArtistMemberRow = typeof artistMembers.$inferSelect;
type MemberFields = { code: string; name: string };

/** Every artist group in name order (case-insensitive, then code). */
export function listArtistGroupRows(db: Database): Promise<ArtistGroupRow[]> {
  return db.select().from(artistGroups).orderBy(sql`lower(${artistGroups.name})`, asc(artistGroups.code));
}

/** The members of the given groups, in id order (the order staff added them). */
export function listMemberRows(db: Database, groupIds: number[]): Promise<ArtistMemberRow[]> {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(artistMembers)
    .where(inArray(artistMembers.groupId, groupIds))
    .orderBy(asc(artistMembers.id));
}

export async function findGroupByCode(db: Database, code: string): Promise<ArtistGroupRow | undefined> {
  return findRow(db, artistGroups, eq(artistGroups.code, code));
}

export async function insertGroup(db: Database, fields: StaffArtistGroupValues, now: Date) {
  return insertRow(db, artistGroups, { ...fields, createdAt: now });
}

export async function updateGroup(db: Database, id: number, fields: StaffArtistGroupValues) {
  return updateRow(db, artistGroups, eq(artistGroups.id, id), fields);
}

export async function deleteGroup(db: Database, id: number): Promise<void> {
  await db.delete(artistGroups).where(eq(artistGroups.id, id));
}

export async function findMemberByCode(db: Database, code: string): Promise<ArtistMemberRow | undefined> {
  return findRow(db, artistMembers, eq(artistMembers.code, code));
}

export async function insertMember(db: Database, groupId: number, fields: StaffArtistMemberInput) {
  return insertRow(db, artistMembers, { groupId, code: fields.code, name: fields.name });
}

export async function updateMember(db: Database, groupId: number, code: string, fields: MemberFields) {
  return updateRow(
    db,
    artistMembers,
    and(eq(artistMembers.groupId, groupId), eq(artistMembers.code, code)),
    fields,
  );
}

export async function deleteMember(db: Database, groupId: number, code: string): Promise<boolean> {
  return deleteRows(db, artistMembers, and(eq(artistMembers.groupId, groupId), eq(artistMembers.code, code)));
}

export async function findGroupIdIgnoringCase(db: Database, code: string): Promise<number | null> {
  const [row] = await db
    .select({ id: artistGroups.id })
    .from(artistGroups)
    .where(sql`lower(${artistGroups.code}) = lower(${code})`)
    .limit(1);
  return row?.id ?? null;
}

export function listGroupCodes(db: Database, ids: number[]): Promise<{ id: number; code: string }[]> {
  return db
    .select({ id: artistGroups.id, code: artistGroups.code })
    .from(artistGroups)
    .where(inArray(artistGroups.id, ids));
}
