import { sql } from 'drizzle-orm';
import { interestKeywords } from './catalogue-schema.ts';
import type { Database } from './client.ts';

type SeedKeyword = { keyword: string; name: string; children?: [keyword: string, name: string][] };

/** The first interest keywords: K-pop groups, soloists, genres and goods with their sub-keywords, and two without. */
export const seedInterestKeywords: SeedKeyword[] = [
  {
    keyword: 'GROUPS',
    name: 'K-pop groups',
    children: [
      ['BTS', 'BTS'],
      ['SEVENTEEN', 'SEVENTEEN'],
      ['STRAY_KIDS', 'Stray Kids'],
      ['NEWJEANS', 'NewJeans'],
      ['BLACKPINK', 'BLACKPINK'],
      ['TWICE', 'TWICE'],
      ['AESPA', 'aespa'],
      ['IVE', 'IVE'],
      ['ENHYPEN', 'ENHYPEN'],
      ['TXT', 'TOMORROW X TOGETHER'],
    ],
  },
  {
    keyword: 'SOLOISTS',
    name: 'Soloists',
    children: [
      ['IU', 'IU'],
      ['TAEYEON', 'TAEYEON'],
      ['BAEKHYUN', 'BAEKHYUN'],
      ['JENNIE', 'JENNIE'],
    ],
  },
  {
    keyword: 'GENRES',
    name: 'Genres',
    children: [
      ['K_HIPHOP', 'K-hip-hop'],
      ['K_RNB', 'K-R&B'],
      ['K_INDIE', 'K-indie'],
      ['K_OST', 'Drama OST'],
      ['TROT', 'Trot'],
    ],
  },
  {
    keyword: 'GOODS',
    name: 'Goods',
    children: [
      ['ALBUMS', 'Albums'],
      ['PHOTOCARDS', 'Photocards'],
      ['LIGHTSTICKS', 'Light sticks'],
      ['SEASON_GREETINGS', "Season's greetings"],
      ['CONCERT_MERCH', 'Concert merch'],
    ],
  },
  { keyword: 'FANSIGNS', name: 'Fansign events' },
  { keyword: 'CONCERTS', name: 'Concerts & tours' },
];

/**
 * Writes the first interest keywords when there are none (every start-up, production too: /interests offers them);
 * once staff keep the list, it is never written again.
 */
export async function ensureInterestKeywords(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    // One start-up at a time: two servers starting together must not both find the table empty.
    await tx.execute(sql`lock table ${interestKeywords} in share row exclusive mode`);
    const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(interestKeywords);
    if ((row?.count ?? 0) > 0) return;
    for (const [position, top] of seedInterestKeywords.entries()) {
      const [parent] = await tx
        .insert(interestKeywords)
        .values({ keyword: top.keyword, name: top.name, position })
        .returning({ id: interestKeywords.id });
      if (!parent || !top.children) continue;
      await tx.insert(interestKeywords).values(
        top.children.map(([keyword, name], childPosition) => ({
          keyword,
          name,
          parentId: parent.id,
          position: childPosition,
        })),
      );
    }
  });
}
