import type { Database } from '@fanship/db/client';
import type { QueueSummary, StaffSide } from './request-kind.ts';
import type { QueueRow } from './requests.repository.ts';

/** What a kind keeps in its own tables for one request: its details row and its items, in order. */
export type RequestParts<Detail, Item> = { detail: Detail | undefined; items: Item[] };

/**
 * The details and items of a page of requests, read at once, handed out by request id (the member's list, the
 * staff queue and the charges list each read a page of a kind this way).
 */
export async function partsByRequest<
  Detail extends { requestId: number },
  Item extends { requestId: number },
>(
  details: Promise<Detail[]>,
  items: Promise<Item[]>,
): Promise<(requestId: number) => RequestParts<Detail, Item>> {
  const [detailRows, itemRows] = await Promise.all([details, items]);
  return (requestId) => ({
    detail: detailRows.find((row) => row.requestId === requestId),
    items: itemRows.filter((row) => row.requestId === requestId),
  });
}

/**
 * A kind's staff queue lines: what it reads for the page's requests at once (`load`), then a line (and an amount)
 * per request.
 */
export function queueSummaries<Data>(
  load: (db: Database, requestIds: number[]) => Promise<Data>,
  line: (row: QueueRow, data: Data) => QueueSummary,
): NonNullable<StaffSide['summarize']> {
  return async (context, rows) => {
    const data = await load(
      context.db,
      rows.map((row) => row.id),
    );
    return new Map(rows.map((row) => [row.id, line(row, data)]));
  };
}
