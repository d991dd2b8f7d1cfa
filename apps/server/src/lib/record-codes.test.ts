import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../test/app.ts';
import { nextRecordCode } from './record-codes.ts';

const { start } = setupTestApps();

describe('record codes from the database', () => {
  it('number each kind per Korean day from 0001, and start again the next day', async () => {
    const t = await start();
    const db = t.database.db;
    const evening = new Date('2026-11-23T14:30:00Z'); // 23:30 in Seoul
    expect(await nextRecordCode(db, 'OF', evening)).toBe('OF2611230001');
    expect(await nextRecordCode(db, 'OF', evening)).toBe('OF2611230002');
    expect(await nextRecordCode(db, 'PK', evening)).toBe('PK2611230001');
    const afterMidnightInSeoul = new Date('2026-11-23T15:00:00Z');
    expect(await nextRecordCode(db, 'OF', afterMidnightInSeoul)).toBe('OF2611240001');
  });

  it('give 100 requests created at the same moment 100 different codes', async () => {
    const t = await start();
    const now = new Date('2026-11-23T03:00:00Z');
    const codes = await Promise.all(
      Array.from({ length: 100 }, () => nextRecordCode(t.database.db, 'OF', now)),
    );
    expect(new Set(codes).size).toBe(100);
    expect(codes.toSorted().at(-1)).toBe('OF2611230100');
  });

  it('take a number back when the creation that asked for it fails', async () => {
    const t = await start();
    const now = new Date('2026-11-23T03:00:00Z');
    await expect(
      t.database.db.transaction(async (tx) => {
        await nextRecordCode(tx, 'SH', now);
        throw new Error('The request could not be saved');
      }),
    ).rejects.toThrow('The request could not be saved');
    expect(await nextRecordCode(t.database.db, 'SH', now)).toBe('SH2611230001');
  });
});
