import type { Transaction } from '@fanship/db/client';
import { sql } from 'drizzle-orm';

/**
 * Takes the member's row lock until the transaction ends, so that a rule counting that member's rows (a
 * cap on addresses or cart lines) sees every earlier write of the same member: count-then-insert in two
 * parallel transactions would otherwise both pass. `no key update` leaves foreign-key checks unblocked.
 */
export async function lockMemberRow(tx: Transaction, memberId: number): Promise<void> {
  await tx.execute(sql`select 1 from members where id = ${memberId} for no key update`);
}
