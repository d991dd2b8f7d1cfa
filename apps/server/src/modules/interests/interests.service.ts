import type { Transaction } from '@fanship/db/client';
import {
  type InterestKeyword,
  type InterestKeywordRef,
  interestMessages,
  type StaffInterestKeywordRecord,
  type StaffInterestKeywordTree,
  type StaffInterestKeywordValues,
} from '@fanship/domain/catalogue/interests';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { cachedRecords } from '../../lib/cached-records.ts';
import { lockMemberRow } from '../../lib/member-lock.ts';
import type { KeyedRows } from '../../lib/table-rows.ts';
import {
  findChoosableKeywords,
  hasChildren,
  type InterestKeywordRow,
  listKeywordRows,
  lockKeywords,
  memberInterestRows,
  plainKeywordRows,
  replaceMemberInterests,
} from './interests.repository.ts';

const scopes = ['interest-keywords'] as const;

function toRecord(row: InterestKeywordRow): StaffInterestKeywordRecord {
  const { id, keyword, name, parentId, position, active } = row;
  return { id, keyword, name, parentId, position, active };
}

/** Top-level keywords in order, each with its sub-keywords in order. */
function toTree(rows: InterestKeywordRow[]): StaffInterestKeywordTree[] {
  return rows
    .filter((row) => row.parentId === null)
    .map((top) => ({
      ...toRecord(top),
      children: rows.filter((row) => row.parentId === top.id).map(toRecord),
    }));
}

/** GET /interest-keywords: the active top-level keywords with their active sub-keywords (kept in the catalogue cache). */
export function listInterestKeywords(context: AppContext): Promise<InterestKeyword[]> {
  return context.catalogueCache.read('interest-keywords', scopes, async () =>
    toTree(await listKeywordRows(context.db))
      .filter((top) => top.active)
      .map((top) => ({
        keyword: top.keyword,
        name: top.name,
        children: top.children
          .filter((child) => child.active)
          .map(({ keyword, name }) => ({ keyword, name })),
      })),
  );
}

/** The staff list: every keyword (inactive ones too) as a tree. */
export async function listStaffInterestKeywords(context: AppContext): Promise<StaffInterestKeywordTree[]> {
  return toTree(await listKeywordRows(context.db));
}

/**
 * Keeps the keywords one level deep: under the locks of the keyword (`id`, when it exists) and its new parent, the
 * parent must exist, be top-level and not be the keyword, and a keyword with sub-keywords stays top-level. Two
 * writers of one tree lock a common row, so the second sees what the first wrote. False: the keyword is gone.
 */
async function checkPlace(tx: Transaction, id: number | null, parentId: number | null): Promise<boolean> {
  const ids = [id, parentId].filter((value): value is number => value !== null);
  const locked = ids.length === 0 ? [] : await lockKeywords(tx, ids);
  if (id !== null && !locked.some((row) => row.id === id)) return false;
  if (parentId === null) return true;
  const field = (message: string) => new AppError('VALIDATION', message, { parentId: message });
  if (parentId === id) throw field(interestMessages.ownParent);
  const parent = locked.find((row) => row.id === parentId);
  if (!parent) throw field(interestMessages.unknownParent);
  if (parent.parentId !== null) throw field(interestMessages.parentIsChild);
  if (id !== null && (await hasChildren(tx, id)))
    throw new AppError('CONFLICT', interestMessages.hasChildren);
  return true;
}

/** The keyword rows, each write checking the keyword's place in the tree in its own transaction. */
const keywordRows: KeyedRows<InterestKeywordRow, StaffInterestKeywordValues, number> = {
  find: plainKeywordRows.find,
  insert: (db, fields, now) =>
    db.transaction(async (tx) => {
      await checkPlace(tx, null, fields.parentId);
      return plainKeywordRows.insert(tx, fields, now);
    }),
  update: (db, id, fields, now) =>
    db.transaction(async (tx) =>
      (await checkPlace(tx, id, fields.parentId ?? null))
        ? plainKeywordRows.update(tx, id, fields, now)
        : undefined,
    ),
  remove: (db, id) =>
    db.transaction(async (tx) => {
      if ((await lockKeywords(tx, [id])).length === 0) return false;
      if (await hasChildren(tx, id)) throw new AppError('CONFLICT', interestMessages.hasChildren);
      return plainKeywordRows.remove(tx, id);
    }),
};

/** Staff reads and writes of one keyword (404 when there is none), each dropping the cached public list. */
export const staffInterestKeywordRecords = cachedRecords({
  rows: keywordRows,
  scopes,
  stored: (_context, values: StaffInterestKeywordValues) => values,
  record: (_context, row) => toRecord(row),
});

/** The member's interests as GET /me answers them (active keywords only). */
export function memberInterests(context: AppContext, memberId: number): Promise<InterestKeywordRef[]> {
  return memberInterestRows(context.db, memberId);
}

/**
 * PATCH /me's interests: the set replaces the member's (duplicates count once); any code that is not an active
 * keyword is a 400 naming it. Under the member's row lock, so parallel replacements end as one of them.
 */
export async function setMemberInterests(
  context: AppContext,
  memberId: number,
  codes: string[],
): Promise<void> {
  const wanted = [...new Set(codes)];
  const found = wanted.length === 0 ? [] : await findChoosableKeywords(context.db, wanted);
  const unknown = wanted.find((code) => !found.some((row) => row.keyword === code));
  if (unknown !== undefined) {
    const message = interestMessages.unknownKeyword(unknown);
    throw new AppError('VALIDATION', message, { interests: message });
  }
  await context.db.transaction(async (tx) => {
    await lockMemberRow(tx, memberId);
    await replaceMemberInterests(
      tx,
      memberId,
      found.map((row) => row.id),
    );
  });
}
