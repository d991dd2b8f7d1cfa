import { storedFiles } from '@fanship/db/catalogue-schema';
import type { Database } from '@fanship/db/client';
import { eq, inArray } from 'drizzle-orm';
import { deleteRows, findRow, insertRow } from '../../lib/table-rows.ts';

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
  return insertRow(db, storedFiles, { ...values, createdAt: now });
}

export async function findStoredFile(db: Database, storageKey: string): Promise<StoredFileRow | undefined> {
  return findRow(db, storedFiles, eq(storedFiles.storageKey, storageKey));
}

export async function deleteStoredFiles(db: Database, storageKeys: string[]): Promise<void> {
  if (storageKeys.length > 0) await deleteRows(db, storedFiles, inArray(storedFiles.storageKey, storageKeys));
}
