import type { fansignEvents, marketplaceListings, trendingProducts } from './catalogue-schema.ts';
import { type DemoArtist, eraTitles, slugify } from './seed-catalogue-artists.ts';
import type { Random, SeededArtist } from './seed-catalogue-products.ts';

type Artist = SeededArtist & Pick<DemoArtist, 'code' | 'searchTerm'>;

const shopSearchUrls: Record<string, (keyword: string) => string> = {
  Ktown4u: (keyword) => `https://www.ktown4u.com/search?goodsTextSearch=${keyword}`,
  'Weverse Shop': (keyword) => `https://shop.weverse.io/en/search?keyword=${keyword}`,
  Yes24: (keyword) => `https://www.yes24.com/Product/Search?query=${keyword}`,
  Aladin: (keyword) => `https://www.aladin.co.kr/search/wsearchresult.aspx?SearchWord=${keyword}`,
  Synnara: (keyword) => `https://www.synnara.co.kr/search?keyword=${keyword}`,
  Makestar: (keyword) => `https://www.makestar.com/search?keyword=${keyword}`,
  Soundwave: (keyword) => `https://www.soundwave.co.kr/search?q=${keyword}`,
};
const shopNames = Object.keys(shopSearchUrls);

function purchaseUrl(shop: string, keyword: string): string {
  return shopSearchUrls[shop]!(encodeURIComponent(keyword));
}

const usedItems = [
  'Photocard',
  'Album (opened, all inclusions)',
  'Light Stick',
  "Season's Greetings",
  'Acrylic Stand',
  'Fansign Album (signed)',
  'Polaroid',
  'Concert Slogan',
];

/**
 * Every fifth listing and every fourth fansign event belong to the first artist, so that its artist page
 * has more than the 5 items a preview shows and its 'More' links lead somewhere fuller.
 */
function spotlightOr(artists: Artist[], index: number, every: number, otherwise: () => Artist): Artist {
  return index % every === 0 ? artists[0]! : otherwise();
}

/** Builds the second-hand marketplace listings: mostly selling, every eighth sold out. */
export function buildDemoListings(artists: Artist[], count: number, random: Random, newest: Date) {
  return Array.from({ length: count }, (_, index): typeof marketplaceListings.$inferInsert => {
    const artist = spotlightOr(artists, index, 5, () => random.pick(artists));
    const member = random.pick(artist.members);
    const pid = String(310_000_000 + index * 7_919 + random.between(0, 900));
    const createdAt = new Date(newest.getTime() - (count - index) * 5_400_000);
    const condition = random.next() < 0.45 ? 'LIKE_NEW' : 'USED';
    const item = random.pick(usedItems);
    return {
      pid,
      name: `[${artist.name}] ${member.name} ${item} '${random.pick(eraTitles)}'`,
      priceKrw: Math.round(random.between(5_000, 120_000) / 1_000) * 1_000,
      shippingFeeKrw: random.pick([0, 3_000, 3_500, 4_000]),
      saleStatus: index % 8 === 7 ? 'SOLD_OUT' : 'SELLING',
      imageUrlTemplate: `/media/generated/bunjang-${pid}-{cnt}-{res}.svg`,
      imageCount: random.between(1, 4),
      description: `${condition === 'LIKE_NEW' ? 'Almost new, kept in a sleeve since unboxing.' : 'Used with care; light marks on the edges.'} Ships from Seoul in a rigid mailer.`,
      condition,
      categoryId: random.next() < 0.85 ? '910' : '920',
      artistGroupId: artist.id,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

const fansignSubTypes = ['FANSIGN', 'FANCALL', 'LUCKY_DRAW', 'SHOWCASE'] as const;
const subTypeWords: Record<(typeof fansignSubTypes)[number], string> = {
  FANSIGN: 'Fansign',
  FANCALL: 'Video Call Fansign',
  LUCKY_DRAW: 'Lucky Draw',
  SHOWCASE: 'Showcase',
};

/** Builds the fansign events: entries spread over November and December 2026. */
export function buildDemoFansignEvents(artists: Artist[], count: number, random: Random) {
  return Array.from({ length: count }, (_, index): typeof fansignEvents.$inferInsert => {
    const artist = spotlightOr(artists, index, 4, () => artists[(index * 7) % artists.length]!);
    const type = index % 3 === 0 ? 'OFFLINE' : 'VIDEO_CALL';
    const subType = type === 'VIDEO_CALL' && index % 2 === 0 ? 'FANCALL' : random.pick(fansignSubTypes);
    const shop = random.pick(shopNames);
    const era = random.pick(eraTitles);
    const entryStartDate = new Date(Date.UTC(2026, 10, 3 + index * 2, 3));
    const entryEndDate = new Date(entryStartDate.getTime() + random.between(5, 10) * 86_400_000);
    const title = `${artist.name} '${era}' ${subTypeWords[subType]} Event @ ${shop}`;
    return {
      title,
      thumbnailUrl: `/media/generated/fansign-${slugify(`${artist.name}-${era}`)}.svg`,
      unitPriceKrw: random.pick([15_800, 17_500, 19_800, 22_000, 25_000]),
      shopName: shop,
      type,
      subType,
      artistGroupId: artist.id,
      artistNameEn: artist.name,
      artistNameKo: artist.searchTerm,
      entryStartDate,
      entryEndDate,
      winnerAnnouncementDate: new Date(entryEndDate.getTime() + 2 * 86_400_000),
      purchaseUrl: purchaseUrl(shop, artist.name),
      detailsUrl: index % 4 === 0 ? null : purchaseUrl(shop, `${artist.name} ${era}`),
    };
  });
}

const trendingItems = [
  'Pre-order Benefit Photocard Set',
  'Pop-up Store Exclusive Keyring',
  'Official Fan Club Kit',
  'Lucky Draw Album Event',
  'Collaboration Cafe Cup Holder',
  'Limited Vinyl LP',
  'Birthday Cafe Goods Set',
  'Concert Official Photo Set',
];

/** Builds the trending products bought through Order for Me. */
export function buildDemoTrendingProducts(artists: Artist[], count: number, random: Random, newest: Date) {
  return Array.from({ length: count }, (_, index): typeof trendingProducts.$inferInsert => {
    const artist = random.pick(artists);
    const shop = random.pick(shopNames);
    const item = random.pick(trendingItems);
    const name = `${artist.name} ${item} '${random.pick(eraTitles)}'`;
    return {
      name,
      thumbnailPath: `/media/generated/trend-${slugify(name, 70)}-${index + 1}.svg`,
      unitPriceKrw: Math.round(random.between(12_000, 98_000) / 100) * 100,
      descriptionHtml: `<p>${item} from <strong>${shop}</strong>, sold only in Korea. We buy it for you with Order for Me and ship it with your other parcels.</p>`,
      purchaseUrl: purchaseUrl(shop, `${artist.name} ${item}`),
      shopName: shop,
      shopCloseAt: index % 3 === 0 ? null : new Date(Date.UTC(2026, 11, 1 + (index % 28), 14, 59)),
      createdAt: new Date(newest.getTime() - (count - index) * 7_200_000),
    };
  });
}
