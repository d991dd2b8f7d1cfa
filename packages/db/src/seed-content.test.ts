import { defaultRateCards } from '@fanship/domain/pricing/default-rate-cards';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exchangeRates, helpCategories, helpTopics, posts, rateCards } from './catalogue-schema.ts';
import { seedContent } from './seed-content.ts';
import { useTestDatabases } from './test/test-databases.ts';

describe('seedContent', () => {
  const createDatabase = useTestDatabases();

  it('seeds posts of every kind, the help desk, one exchange rate and the rate cards, once', async () => {
    const { db } = await createDatabase();
    await seedContent(db);
    await seedContent(db);
    const kinds = await db
      .select({ kind: posts.kind, count: sql<number>`count(*)::int` })
      .from(posts)
      .groupBy(posts.kind)
      .orderBy(posts.kind);
    expect(kinds).toEqual([
      { kind: 'EVENT', count: 5 },
      { kind: 'NOTICE', count: 6 },
      { kind: 'POST', count: 12 },
      { kind: 'REVIEW', count: 10 },
    ]);
    const subTypes = await db.selectDistinct({ subType: posts.subType }).from(posts).orderBy(posts.subType);
    expect(subTypes.map((row) => row.subType)).toEqual(['GUIDE', 'NEWS', 'TIPS', 'UNBOXING', null]);
    const categories = await db.select().from(helpCategories).orderBy(helpCategories.position);
    expect(categories.map((row) => row.title)).toEqual([
      'Getting started',
      'Order for Me',
      'Warehouse & packages',
      'Shipping',
      'Payments',
      'Account',
    ]);
    const helpText = (await db.select({ text: helpTopics.contentMarkdown }).from(helpTopics))
      .map((row) => row.text.replaceAll('**', ''))
      .join('\n');
    for (const fee of [
      'Under 100,000 won | 7,000 won',
      '100,000 to 300,000 won | 4,000 won',
      'Above 300,000 won | Free',
      'add 15,000 won',
      '10,000 won plus 3%',
      '2,500 won under 10 kg and 4,000 won from 10 kg',
      'A split costs 2,500 won',
      'Consolidation: 1,500 won per package from the second',
      'Vacuum packing: 6,500 won',
      'Priority packing: 20,000 won',
      'Repacking: 10,000 won per started kg',
      'free for 45 days',
      '1,500 won a day',
    ]) {
      expect(helpText).toContain(fee);
    }
    const rates = await db.select().from(exchangeRates);
    expect(rates.map((row) => [Number(row.baseRate), Number(row.wiseRate)])).toEqual([[1380, 1375]]);
    const [cards] = await db.select({ count: sql<number>`count(*)::int` }).from(rateCards);
    expect(cards?.count).toBe(defaultRateCards.length);
    const carriers = await db.selectDistinct({ carrier: rateCards.carrier }).from(rateCards);
    expect(carriers.map((row) => row.carrier).sort()).toEqual(['CJ', 'DHL', 'EMS', 'FedEx', 'K-Packet']);
  });

  /**
   * What the content seed makes of an event once published as `oldTitle` (with `contentHtml`): the titles of the
   * events matching `about`, and the first one's text.
   */
  async function reseededEvent(oldTitle: string, contentHtml: string, about: RegExp) {
    const { db } = await createDatabase();
    await db.insert(posts).values({ kind: 'EVENT', title: oldTitle, contentHtml });
    await seedContent(db);
    const events = await db.select().from(posts).where(eq(posts.kind, 'EVENT'));
    const matching = events.filter((row) => about.test(row.title));
    return { titles: matching.map((row) => row.title), text: matching[0]?.contentHtml ?? '' };
  }

  it('describes the referral event as the spec does: 3,500 won each, the friend on sign-up', async () => {
    // A database seeded with the old wording gets the new one.
    const old = '<p>you both get 5,000 won off</p>';
    const { titles, text } = await reseededEvent('Refer a friend, both save 5,000 won', old, /friend/i);
    expect(titles).toEqual(['Invite a friend: 3,500 won each']);
    expect(text).toContain('Your friend gets 3,500 won in credit on signing up');
    expect(text).toContain('you get 3,500 won in credit when your friend makes their first payment');
    expect(text).not.toContain('5,000');
  });

  it('promises a free unboxing only where the product gives it (second-hand goods), renaming the old waiver', async () => {
    // The old wording promised a first-forwarding waiver that no invoice applies.
    const old = '<p>the fee is waived on the invoice</p>';
    const event = await reseededEvent('First forwarding: free unboxing video', old, /unboxing/i);
    expect(event.titles).toEqual(['Free unboxing video for second-hand goods']);
    expect(event.text).toContain('tagged BUNJANG');
    expect(event.text).not.toMatch(/first|waived|invoice/i);
  });

  it('reads what exists in a few queries on seeded data, not one per post or help topic (server start-up)', async () => {
    const { db } = await createDatabase();
    await seedContent(db);
    let statements = 0;
    const counted = new Proxy(db, {
      get(target, name, receiver) {
        const value = Reflect.get(target, name, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          statements += 1;
          return value.apply(target, args);
        };
      },
    });
    await seedContent(counted);
    expect(statements).toBeLessThanOrEqual(12);
    expect(await db.$count(posts)).toBe(33);
  });
});
