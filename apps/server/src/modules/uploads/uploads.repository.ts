import { storedFiles } from '@fanship/db/catalogue-schema';
import type { Database } from '@fanship/db/client';
import { eq } from 'drizzle-orm';

export type StoredFileRow = typeof storedFiles.$inferSelect;

export async function insertStoredFile(
  db: Database,
  values: {
    storageKey: string;
    contentType: string;
    sizeBytes: number;
    originalName: string;
    uploadedByMemberId: number;
  },
  now: Date,
): Promise<StoredFileRow> {
  const [row] = await db
    .insert(storedFiles)
    .values({ ...values, createdAt: now })
    .returning();
  return row!;
}

export async function findStoredFile(db: Database, storageKey: string): Promise<StoredFileRow | undefined> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.storageKey, storageKey));
  return row;
}
