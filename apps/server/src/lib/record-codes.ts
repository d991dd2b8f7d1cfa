import type { Database, Transaction } from '@fanship/db/client';
import { recordCodeCounters } from '@fanship/db/schema';
import { formatRecordCode, kstDay, type RecordCodePrefix } from '@fanship/domain/requests/record-codes';
import { sql } from 'drizzle-orm';

/**
 * The next record code of a kind for the Korean day of `now` (`OF2611230001`, then `…0002`): the day's counter
 * row is created or moved on in one statement, so parallel creations each get their own number. Run it in the
 * transaction that creates the record: if that fails, the number goes back with it.
 */
export async function nextRecordCode(
  db: Database | Transaction,
  prefix: RecordCodePrefix,
  now: Date,
): Promise<string> {
  const day = kstDay(now);
  const [row] = await db
    .insert(recordCodeCounters)
    .values({ prefix, day, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [recordCodeCounters.prefix, recordCodeCounters.day],
      set: { lastSequence: sql`${recordCodeCounters.lastSequence} + 1` },
    })
    .returning({ sequence: recordCodeCounters.lastSequence });
  if (!row) throw new Error(`No sequence was handed out for ${prefix}${day}`);
  return formatRecordCode(prefix, day, row.sequence);
}
