import type { ArtistGroupDetail, ArtistPage, ArtistType } from '@fanship/domain/catalogue/artists';
import type { AppContext } from '../../lib/app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { NOT_KEPT } from '../../lib/catalogue-cache.ts';
import { previewArtistEvents } from '../fansign-events/fansign-events.service.ts';
import { previewArtistListings } from '../marketplace/marketplace.service.ts';
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
  return toArtistGroupDetail(group, await listMemberRows(context.db, [group.id]));
}

/**
 * Builds the artist page: the artist, the first 5 listings for sale and the first 5 fansign events. Pages
 * come from the catalogue cache until the artist, a marketplace listing or an event changes, the next event's
 * entry ends, or (with the outside marketplace) its short cache time is over, whichever comes first; an
 * unknown code is looked up every time.
 */
export async function getArtistPage(context: AppContext, code: string): Promise<ArtistPage> {
  const page = await context.catalogueCache.readExpiring(
    `artist-page:${code}`,
    ['artists', 'marketplace', 'fansign-events'],
    () => readArtistPage(context, code),
  );
  if (!page) throw notFound();
  return page;
}

async function readArtistPage(
  context: AppContext,
  code: string,
): Promise<{ answer: ArtistPage | null; validUntil: Date | null }> {
  const group = await findGroupByCode(context.db, code);
  // Not kept: codes are open-ended.
  if (!group) return { answer: null, validUntil: NOT_KEPT };
  const [members, marketplace, fansign] = await Promise.all([
    listMemberRows(context.db, [group.id]),
    previewArtistListings(context, { id: group.id, name: group.name }),
    previewArtistEvents(context, group.id),
  ]);
  return {
    answer: {
      artist: toArtistGroupDetail(group, members),
      marketplacePreview: marketplace.listings,
      hasMoreMarketplace: marketplace.hasMore,
      fansignPreview: fansign.events,
      hasMoreFansign: fansign.hasMore,
    },
    validUntil: earliest(marketplace.validUntil, fansign.validUntil),
  };
}

/** The earlier of two instants, null standing for "no limit". */
function earliest(a: Date | null, b: Date | null): Date | null {
  if (a === null) return b;
  if (b === null) return a;
  return a.getTime() <= b.getTime() ? a : b;
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
