import { defaultExchangeRates } from '@fanship/domain/catalogue/exchange-rates';
import { defaultRateCards } from '@fanship/domain/pricing/default-rate-cards';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  exchangeRates,
  helpCategories,
  helpTopics,
  posts,
  rateCards,
  sitePages,
} from './catalogue-schema.ts';
import type { Database } from './client.ts';
import { seedBlogPosts } from './seed-content-blog.ts';
import { seedHelpCategories } from './seed-content-help.ts';
import { renamedSeedPosts, seedOtherPosts } from './seed-content-notices.ts';
import { seedSitePages } from './seed-content-pages.ts';
import { ensureInterestKeywords } from './seed-interests.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function isEmpty(db: Database, table: typeof exchangeRates | typeof rateCards): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(table);
  return (row?.count ?? 0) === 0;
}

const keyOf = (...parts: (string | number)[]) => parts.join('\u0000');

async function seedPosts(db: Database, now: number): Promise<void> {
  const all = [...seedBlogPosts, ...seedOtherPosts];
  // A post seeded under an old title (with text that no longer holds) takes its new title and text.
  for (const [oldTitle, newTitle] of Object.entries(renamedSeedPosts)) {
    const replacement = all.find((post) => post.title === newTitle);
    if (!replacement) continue;
    await db
      .update(posts)
      .set({ title: newTitle, contentHtml: replacement.html })
      .where(and(eq(posts.kind, replacement.kind), eq(posts.title, oldTitle)));
  }
  // What exists is read in one query: a start on existing data adds nothing and should cost one round trip.
  const titles = all.map((post) => post.title);
  const existing = await db
    .select({ kind: posts.kind, title: posts.title })
    .from(posts)
    .where(inArray(posts.title, titles));
  const seeded = new Set(existing.map((row) => keyOf(row.kind, row.title)));
  for (const [index, post] of all.entries()) {
    if (seeded.has(keyOf(post.kind, post.title))) continue;
    // Spread over past days (half a day apart) so lists have a stable newest-first order.
    const createdAt = new Date(now - (index + 1) * (DAY_MS / 2));
    await db.insert(posts).values({
      kind: post.kind,
      subType: post.subType,
      title: post.title,
      contentHtml: post.html,
      imagePath: post.image,
      viewCount: (index * 37) % 400,
      createdAt,
      updatedAt: createdAt,
    });
  }
}

async function seedHelp(db: Database): Promise<void> {
  await db
    .insert(helpCategories)
    .values(
      seedHelpCategories.map((category, position) => ({
        slug: category.slug,
        title: category.title,
        position,
      })),
    )
    .onConflictDoNothing();
  const slugs = seedHelpCategories.map((category) => category.slug);
  const categories = await db.select().from(helpCategories).where(inArray(helpCategories.slug, slugs));
  const categoryIds = categories.map((category) => category.id);
  const topics = await db.select().from(helpTopics).where(inArray(helpTopics.categoryId, categoryIds));
  const seeded = new Set(topics.map((topic) => keyOf(topic.categoryId, topic.title)));
  for (const category of seedHelpCategories) {
    const row = categories.find((candidate) => candidate.slug === category.slug);
    if (!row) continue;
    for (const [topicPosition, topic] of category.topics.entries()) {
      if (seeded.has(keyOf(row.id, topic.title))) continue;
      await db.insert(helpTopics).values({
        categoryId: row.id,
        title: topic.title,
        contentMarkdown: topic.markdown,
        faqs: topic.faqs,
        position: topicPosition,
      });
    }
  }
}

/**
 * Seeds the storefront content: blog posts, events, notices, reviews, the help desk, the first exchange
 * rate (1,380 base / 1,375 Wise) and the default rate cards. Running it again adds nothing twice.
 */
/**
 * Writes the terms of use and privacy policy where they do not exist yet (every start-up, production too:
 * sign-up links to them); staff edits are never overwritten.
 */
export async function ensureSitePages(db: Database): Promise<void> {
  await db
    .insert(sitePages)
    .values(seedSitePages.map((page) => ({ slug: page.slug, title: page.title, contentHtml: page.html })))
    .onConflictDoNothing({ target: sitePages.slug });
}

export async function seedContent(db: Database, now = Date.now()): Promise<void> {
  const moment = Math.floor(now);
  await seedPosts(db, moment);
  await seedHelp(db);
  await ensureSitePages(db);
  await ensureInterestKeywords(db);
  if (await isEmpty(db, exchangeRates)) {
    await db.insert(exchangeRates).values({
      baseRate: defaultExchangeRates.baseRate.toFixed(4),
      wiseRate: defaultExchangeRates.wiseRate.toFixed(4),
    });
  }
  if (await isEmpty(db, rateCards)) {
    await db.insert(rateCards).values(
      defaultRateCards.map((card) => ({
        carrier: card.carrier,
        type: card.type,
        zone: card.zone ?? null,
        countries: card.countries,
        maxWeightGrams: card.maxWeightGrams,
        steps: card.steps,
      })),
    );
  }
}
