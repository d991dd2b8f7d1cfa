import type { Database } from '@fanship/db/client';
import { sql } from 'drizzle-orm';

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
