import type { shopProducts } from './catalogue-schema.ts';
import { eraTitles, slugify } from './seed-catalogue-artists.ts';

/** A small seeded pseudo-random generator (mulberry32), so the demo catalogue is the same on every run. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, between, pick };
}
export type Random = ReturnType<typeof createRandom>;

/** An artist as the product builder needs it: ids from the database, names for the titles. */
export type SeededArtist = {
  id: number;
  name: string;
  type: 'G' | 'S';
  members: { id: number; name: string }[];
};

type Category =
  | 'ALBUM'
  | 'PHOTOBOOK'
  | 'LIGHTSTICK'
  | 'MD'
  | 'SEASON_GREETING'
  | 'DVD'
  | 'PHOTOCARD'
  | 'FASHION';

/** Per category: how often it appears, its won price range, the image kind and a name builder. */
const categoryRules: Record<
  Category,
  {
    weight: number;
    min: number;
    max: number;
    kind: string;
    name: (artist: string, era: string, r: Random, member?: string) => string;
  }
> = {
  ALBUM: {
    weight: 30,
    min: 15_000,
    max: 35_000,
    kind: 'album',
    name: (artist, era, r) =>
      `${artist} ${r.pick(['1st', '2nd', '3rd', '4th', '5th'])} ${r.pick(['Mini Album', 'Full Album', 'Single Album'])} '${era}' (${r.pick(['Photobook', 'Digipack', 'Jewel', 'Platform', 'Poca'])} Ver.)`,
  },
  PHOTOBOOK: {
    weight: 8,
    min: 38_000,
    max: 65_000,
    kind: 'photobook',
    name: (artist, era, r) => `${artist} ${r.pick(['Photobook', 'Photo Essay', 'Film Photobook'])} '${era}'`,
  },
  LIGHTSTICK: {
    weight: 6,
    min: 45_000,
    max: 65_000,
    kind: 'lightstick',
    name: (artist, _era, r) =>
      `${artist} Official Light Stick ${r.pick(['Ver. 2', 'Ver. 3', 'Special Edition'])}`,
  },
  MD: {
    weight: 16,
    min: 8_000,
    max: 39_000,
    kind: 'md',
    name: (artist, era, r) =>
      `${artist} '${era}' Tour MD - ${r.pick(['Slogan Towel', 'Acrylic Stand', 'Keyring', 'Badge Set', 'Tote Bag', 'Sticker Pack', 'Mood Light'])}`,
  },
  SEASON_GREETING: {
    weight: 6,
    min: 32_000,
    max: 48_000,
    kind: 'season',
    name: (artist, _era, r) =>
      `${artist} 2027 Season's Greetings ${r.pick(['', '(Desk Calendar)', '(Wall Calendar)'])}`.trim(),
  },
  DVD: {
    weight: 6,
    min: 38_000,
    max: 75_000,
    kind: 'dvd',
    name: (artist, era, r) =>
      `${artist} World Tour '${era}' in Seoul ${r.pick(['DVD', 'Blu-ray', 'Digital Code'])}`,
  },
  PHOTOCARD: {
    weight: 18,
    min: 9_000,
    max: 18_000,
    kind: 'photocard',
    name: (artist, era, r, member) =>
      `${artist} ${member ?? ''} ${r.pick(['Photocard Set', 'Lucky Draw Photocard', 'Polaroid Set'])} '${era}'`.replace(
        /\s+/g,
        ' ',
      ),
  },
  FASHION: {
    weight: 10,
    min: 39_000,
    max: 89_000,
    kind: 'fashion',
    name: (artist, era, r) =>
      `${artist} '${era}' ${r.pick(['Hoodie', 'T-Shirt', 'Ball Cap', 'Zip-up Jacket', 'Sweatpants'])} (${r.pick(['S', 'M', 'L', 'XL'])})`,
  },
};

const categories = Object.keys(categoryRules) as Category[];
const totalWeight = categories.reduce((sum, category) => sum + categoryRules[category].weight, 0);
const productTypes = ['NEW', 'NEW', 'NEW', 'PRE_ORDER', 'PRE_ORDER', 'RESTOCK', 'LIMITED'] as const;
const originShops = [
  'WEVERSE',
  'KTOWN4U',
  'YES24',
  'ALADIN',
  'SYNNARA',
  'SOUNDWAVE',
  'MAKESTAR',
  'APPLEMUSIC',
] as const;

function pickCategory(random: Random): Category {
  let roll = random.next() * totalWeight;
  for (const category of categories) {
    roll -= categoryRules[category].weight;
    if (roll < 0) return category;
  }
  return 'ALBUM';
}

/** Stock with the shapes a shop has: about 10% sold out, 15% low (1 to 10), the rest plenty. */
function pickStock(random: Random): number {
  const roll = random.next();
  if (roll < 0.1) return 0;
  if (roll < 0.25) return random.between(1, 10);
  return random.between(11, 400);
}

function describe(name: string, category: Category, era: string, artist: string): string {
  return [
    `<p><strong>${name}</strong> — official ${category.toLowerCase().replace('_', ' ')} from ${artist}'s '${era}' era.</p>`,
    '<ul><li>Shipped from our Seoul warehouse within 3 business days</li>',
    '<li>Pre-order benefits are included while they last</li>',
    '<li>Random items (photocards, posters) are picked at random and cannot be chosen</li></ul>',
    '<p>Please check the contents before opening; opened items cannot be returned.</p>',
  ].join('');
}

/** Builds the demo shop products: `count` products over the artists, oldest first (so ids follow age). */
export function buildDemoProducts(
  artists: SeededArtist[],
  count: number,
  random: Random,
  newest: Date,
): (typeof shopProducts.$inferInsert)[] {
  return Array.from({ length: count }, (_, index) => {
    const artist = random.pick(artists);
    const category = pickCategory(random);
    const rules = categoryRules[category];
    const era = random.pick(eraTitles);
    const member = category === 'PHOTOCARD' || random.next() < 0.15 ? random.pick(artist.members) : undefined;
    const name = rules.name(artist.name, era, random, member?.name).slice(0, 200);
    const priceKrw = Math.round(random.between(rules.min, rules.max) / 500) * 500;
    const slug = `${slugify(name, 70)}-${index + 1}`;
    const createdAt = new Date(newest.getTime() - (count - index) * 3_600_000);
    return {
      name,
      priceKrw,
      stockQuantity: pickStock(random),
      category,
      type: random.pick(productTypes),
      artistGroupId: artist.id,
      artistMemberId: artist.type === 'S' ? (artist.members[0]?.id ?? null) : (member?.id ?? null),
      originShop: random.pick(originShops),
      thumbnailPath: `/media/generated/${rules.kind}-${slug}.svg`,
      imagePaths: [
        `/media/generated/${rules.kind}-${slug}.svg`,
        `/media/generated/${rules.kind}-${slug}-detail.svg`,
      ],
      descriptionHtml: describe(name, category, era, artist.name),
      isPublished: index % 61 !== 60,
      createdAt,
      updatedAt: createdAt,
    };
  });
}
