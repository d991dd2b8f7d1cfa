import type { ArtistGroupDetail, ArtistType } from '@fanship/domain/catalogue/artists';
import type { AppContext } from '../../lib/app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  type ArtistGroupRow,
  type ArtistMemberRow,
  findGroupByCode,
  findGroupIdIgnoringCase,
  listArtistGroupRows,
  listGroupCodes,
  listMemberRows,
} from './artists.repository.ts';

/** Shapes a group row and its members as the API's artist (with the description). */
export function toArtistGroupDetail(row: ArtistGroupRow, members: ArtistMemberRow[]): ArtistGroupDetail {
  return {
    code: row.code,
    name: row.name,
    type: (row.type === 'S' ? 'S' : 'G') satisfies ArtistType,
    imagePath: row.imagePath,
    searchTerm: row.searchTerm,
    description: row.description,
    members: members.map((member) => ({ code: member.code, name: member.name })),
  };
}

/** Reads the groups with their members, each group's members in the order staff added them. */
export async function loadArtistGroups(context: AppContext): Promise<ArtistGroupDetail[]> {
  const groups = await listArtistGroupRows(context.db);
  const members = await listMemberRows(
    context.db,
    groups.map((group) => group.id),
  );
  return groups.map((group) =>
    toArtistGroupDetail(
      group,
      members.filter((member) => member.groupId === group.id),
    ),
  );
}

/**
 * Lists every artist group with its members in name order (from the catalogue cache until the catalogue
 * changes); the web filters the list itself.
 */
export function listArtistGroups(context: AppContext) {
  return context.catalogueCache.read('artist-groups', ['artists'], async () =>
    (await loadArtistGroups(context)).map(({ description: _description, ...summary }) => summary),
  );
}

/** Reads one artist by its exact code with its members, or answers 404. */
export async function getArtistGroup(context: AppContext, code: string): Promise<ArtistGroupDetail> {
  const group = await findGroupByCode(context.db, code);
  if (!group) throw notFound();
  return artistGroupDetail(context, group);
}

/** The group with this exact code, or undefined. */
export function findArtistGroupByCode(
  context: AppContext,
  code: string,
): Promise<ArtistGroupRow | undefined> {
  return findGroupByCode(context.db, code);
}

/** A group's detail as the API shows it: the group with its members. */
export async function artistGroupDetail(
  context: AppContext,
  group: ArtistGroupRow,
): Promise<ArtistGroupDetail> {
  return toArtistGroupDetail(group, await listMemberRows(context.db, [group.id]));
}

/** Finds the id of the group with this code, ignoring letter case, or null. */
export async function findArtistGroupId(context: AppContext, code: string): Promise<number | null> {
  return findGroupIdIgnoringCase(context.db, code);
}

/** The codes of the given group ids, for records that store the id and show the code. */
export async function artistGroupCodesById(context: AppContext, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await listGroupCodes(context.db, wanted);
  return new Map(rows.map((row) => [row.id, row.code]));
}
