import type { FansignEventQuery } from '@fanship/domain/catalogue/fansign-events';
import type { Slice } from '@fanship/domain/catalogue/paging';
import type { StaffFansignEventValues } from '@fanship/domain/catalogue/staff-catalogue';
import type { StaffFansignEventRecord } from '@fanship/domain/catalogue/staff-catalogue-records';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { cachedRecords } from '../../lib/cached-records.ts';
import { artistGroupCodesById, findArtistGroupId } from '../artists/index.ts';
import { eventRows, type FansignEventFields, type FansignEventRow } from './fansign-events.repository.ts';
import { eventFilterOf, readEventSlice, toFansignEvent } from './fansign-events.service.ts';

function toRecord(row: FansignEventRow, codes: Map<number, string>, now: Date): StaffFansignEventRecord {
  return {
    ...toFansignEvent(row, now),
    artistGroupCode: row.artistGroupId === null ? null : (codes.get(row.artistGroupId) ?? null),
    createdAt: row.createdAt.toISOString(),
  };
}

async function recordOf(context: AppContext, row: FansignEventRow) {
  return toRecord(row, await artistGroupCodesById(context, [row.artistGroupId]), context.clock.now());
}

/** Turns the form's values into stored fields; an unknown artist group code is a 400 on that field. */
async function storedFields(
  context: AppContext,
  values: StaffFansignEventValues,
): Promise<FansignEventFields> {
  const { artistGroupCode, entryStartDate, entryEndDate, winnerAnnouncementDate, ...fields } = values;
  let artistGroupId: number | null = null;
  if (artistGroupCode !== null) {
    artistGroupId = await findArtistGroupId(context, artistGroupCode);
    if (artistGroupId === null) {
      const message = `Unknown artist group: ${artistGroupCode}`;
      throw new AppError('VALIDATION', message, { artistGroupCode: message });
    }
  }
  return {
    ...fields,
    artistGroupId,
    entryStartDate: new Date(entryStartDate),
    entryEndDate: new Date(entryEndDate),
    winnerAnnouncementDate: winnerAnnouncementDate === null ? null : new Date(winnerAnnouncementDate),
  };
}

/** Lists events for staff with the public filters and order, with the artist group code of each. */
export async function listStaffEvents(
  context: AppContext,
  query: FansignEventQuery,
): Promise<Slice<StaffFansignEventRecord & { sliceCursor: string }>> {
  const slice = await readEventSlice(context, await eventFilterOf(context, query), query.sliceCursor);
  const codes = await artistGroupCodesById(
    context,
    slice.rows.map(({ row }) => row.artistGroupId),
  );
  return {
    content: slice.rows.map(({ row, sliceCursor }) => ({ ...toRecord(row, codes, slice.now), sliceCursor })),
    last: slice.last,
  };
}

/** Reads one event for the staff form (404 when there is none), creates, replaces and deletes events. */
export const staffEventRecords = cachedRecords({
  rows: eventRows,
  scopes: ['fansign-events'],
  stored: storedFields,
  record: recordOf,
});
