import type { FansignSubType, FansignType } from '@fanship/domain/catalogue/catalogue-constants';
import { PREVIEW_SIZE } from '@fanship/domain/catalogue/catalogue-constants';
import type {
  FansignEvent,
  FansignEventQuery,
  FansignEventSlice,
} from '@fanship/domain/catalogue/fansign-events';
import { decodeSliceCursor, encodeSliceCursor, invalidCursorMessage } from '@fanship/domain/catalogue/paging';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { findArtistGroupId } from '../artists/index.ts';
import {
  type EventFilter,
  eventRows,
  type FansignEventRow,
  nextEntryEnd,
  queryEventRows,
} from './fansign-events.repository.ts';

/**
 * The parts of the catalogue an event answer is read from: the events, and the artist groups (the artist
 * filter looks the group up; deleting a group clears its events' link).
 */
export const FANSIGN_EVENT_SCOPES = ['fansign-events', 'artists'] as const;

/** Shapes an event row as the API's fansign event. */
export function toFansignEvent(row: FansignEventRow, now: Date): FansignEvent {
  return {
    id: row.id,
    title: row.title,
    thumbnailUrl: row.thumbnailUrl,
    unitPriceKrw: row.unitPriceKrw,
    shopName: row.shopName,
    type: row.type as FansignType,
    subType: row.subType as FansignSubType,
    artistNameEn: row.artistNameEn,
    artistNameKo: row.artistNameKo,
    entryStartDate: row.entryStartDate.toISOString(),
    entryEndDate: row.entryEndDate.toISOString(),
    winnerAnnouncementDate: row.winnerAnnouncementDate?.toISOString() ?? null,
    purchaseUrl: row.purchaseUrl,
    detailsUrl: row.detailsUrl,
    ended: row.entryEndDate.getTime() < now.getTime(),
  };
}

/** Reads one slice of events with each row's cursor; a malformed cursor is a 400. */
export async function readEventSlice(
  context: AppContext,
  filter: Omit<EventFilter, 'after' | 'now'>,
  sliceCursor: string | undefined,
) {
  let after: EventFilter['after'];
  if (sliceCursor !== undefined) {
    const key = decodeSliceCursor(sliceCursor, ['integer', 'timestamp', 'integer']);
    if (!key || (key[0] !== 0 && key[0] !== 1)) throw new AppError('BAD_REQUEST', invalidCursorMessage);
    after = key;
  }
  const now = context.clock.now();
  const rows = await queryEventRows(context.db, { ...filter, after, now });
  return {
    now,
    rows: rows.slice(0, filter.size).map((entry) => ({
      row: entry.row,
      sliceCursor: encodeSliceCursor([entry.ended ? 1 : 0, entry.cursorAt, entry.row.id]),
    })),
    last: rows.length <= filter.size,
  };
}

/** Resolves the query's artist filter: an artist group code (any case) or a substring of the artist names. */
export async function eventFilterOf(
  context: AppContext,
  query: FansignEventQuery,
): Promise<Omit<EventFilter, 'after' | 'now'>> {
  return {
    keyword: query.keyword,
    type: query.type,
    subType: query.subType,
    artistText: query.artist,
    artistGroupId: query.artist ? await findArtistGroupId(context, query.artist) : undefined,
    size: query.size,
  };
}

/**
 * Lists fansign events, open ones first (soonest entry end first), then ended ones (latest first), filtered
 * by keyword, type, sub-type and artist. Answers come from the catalogue cache until an event or an artist
 * changes or the next event's entry ends (when 'ended' and the order move), whichever comes first.
 */
export function listFansignEvents(context: AppContext, query: FansignEventQuery): Promise<FansignEventSlice> {
  return context.catalogueCache.readExpiring(
    `fansign-events:${JSON.stringify(query)}`,
    FANSIGN_EVENT_SCOPES,
    async () => {
      const slice = await readEventSlice(context, await eventFilterOf(context, query), query.sliceCursor);
      return {
        answer: {
          content: slice.rows.map(({ row, sliceCursor }) => ({
            ...toFansignEvent(row, slice.now),
            sliceCursor,
          })),
          last: slice.last,
        },
        validUntil: await nextEntryEnd(context.db, slice.now),
      };
    },
  );
}

/** Reads one fansign event, or answers 404. */
export async function getFansignEvent(context: AppContext, id: number): Promise<FansignEvent> {
  const row = await eventRows.find(context.db, id);
  if (!row) throw notFound();
  return toFansignEvent(row, context.clock.now());
}

/**
 * The artist page's preview: the group's first 5 events in list order, whether more exist, and the last
 * instant this stays true at (the next entry end; null when no event ends from now on).
 */
export async function previewArtistEvents(
  context: AppContext,
  artistGroupId: number,
): Promise<{ events: FansignEvent[]; hasMore: boolean; validUntil: Date | null }> {
  const slice = await readEventSlice(context, { artistGroupId, size: PREVIEW_SIZE }, undefined);
  return {
    events: slice.rows.map(({ row }) => toFansignEvent(row, slice.now)),
    hasMore: !slice.last,
    validUntil: await nextEntryEnd(context.db, slice.now),
  };
}
