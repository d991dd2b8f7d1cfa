import { creditEntries } from '@fanship/db/payment-schema';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';
import { balanceAndLedgerSum, memberIdOf, writeEntry } from '../../test/credit.ts';
import { createMemberWithRole } from '../../test/roles.ts';

const { start } = setupTestApps();

// docs/domain.md "Credit": the balance can never go below zero. These matter on PostgreSQL, where the transactions really
// run at once (the CI runs this file there too, with TEST_DATABASE_URL); PGlite has one connection and serialises.
describe('credit redeems under concurrency', () => {
  it('lets exactly 3 of 20 parallel ledger redeems through a balance that covers 3', async () => {
    const t = await start();
    const member = await t.createMember();
    const id = await memberIdOf(t, member.code);
    await writeEntry(t, id, { amountKrw: 3_000 });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        writeEntry(t, id, {
          transactionType: 'R',
          category: 'ORDER_PAYMENT',
          amountKrw: 1_000,
          reason: 'Order payment',
          sourceCode: `OR26030100${String(index).padStart(2, '0')}`,
        }),
      ),
    );
    const fulfilled = results.filter((result) => result.status === 'fulfilled');
    const rejected = results.filter((result) => result.status === 'rejected');
    expect(fulfilled).toHaveLength(3);
    expect(rejected).toHaveLength(17);
    for (const result of rejected) {
      expect(result.reason).toMatchObject({ code: 'CONFLICT', message: 'The member has only ₩0 of credit.' });
    }
    // Each success saw a balance of 2,000, 1,000 or 0 after it: never below zero.
    expect(fulfilled.map((result) => result.value.balanceKrw).sort()).toEqual([0, 1_000, 2_000]);
    const redeems = await t.database.db
      .select()
      .from(creditEntries)
      .where(and(eq(creditEntries.memberId, id), eq(creditEntries.transactionType, 'R')));
    expect(redeems).toHaveLength(3);
    expect(await balanceAndLedgerSum(t, id)).toEqual({ balance: 0, ledgerSum: 0 });
  });

  it('lets exactly 3 of 20 parallel staff redeems through, the others refused with 409', async () => {
    const t = await start();
    const staff = await createMemberWithRole(t, 'staff');
    const member = await t.createMember();
    const id = await memberIdOf(t, member.code);
    await writeEntry(t, id, { amountKrw: 1_500 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.post(
          `/api/staff/members/${member.code}/credit`,
          { transactionType: 'R', amount: 500, reason: 'Correction' },
          staff.cookie,
        ),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(17);
    const balances = responses
      .filter((response) => response.statusCode === 200)
      .map((response) => response.json().balance as number);
    expect(balances.sort((a, b) => a - b)).toEqual([0, 500, 1_000]);
    expect(await balanceAndLedgerSum(t, id)).toEqual({ balance: 0, ledgerSum: 0 });
    const entries = await t.database.db.select().from(creditEntries).where(eq(creditEntries.memberId, id));
    expect(entries).toHaveLength(4);
  });
});
