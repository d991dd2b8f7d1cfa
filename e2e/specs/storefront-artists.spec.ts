import { type APIRequestContext, expect, test } from '@playwright/test';

type Artist = { code: string; name: string; searchTerm: string };
type ArtistPage = {
  artist: Artist;
  marketplacePreview: { pid: string; name: string }[];
  hasMoreMarketplace: boolean;
  fansignPreview: { id: number; title: string }[];
  hasMoreFansign: boolean;
};
type Listing = { pid: string; name: string; saleStatus: string; condition: string };
type ListingPage = { data: Listing[]; hasNext: boolean; nextCursor: string | null };

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** Every marketplace listing, following `nextCursor` while `hasNext`. */
async function allListings(request: APIRequestContext): Promise<Listing[]> {
  const listings: Listing[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page += 1) {
    const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const answer: ListingPage = await getJson<ListingPage>(request, `/api/bunjang/retrieve-products${query}`);
    listings.push(...answer.data);
    if (!answer.hasNext || !answer.nextCursor) return listings;
    cursor = answer.nextCursor;
  }
  throw new Error('The marketplace never reached its last page');
}

test('the artist filter ignores letter case and an artist page previews marketplace and fansign', async ({
  page,
  request,
}) => {
  // Staff journeys running alongside create artists coded E2E…; this one looks at the demo artists only.
  const artists = (await getJson<Artist[]>(request, '/api/artist-groups')).filter(
    (artist) => !artist.code.startsWith('E2E'),
  );
  const pages = await Promise.all(
    artists.map((artist) =>
      getJson<ArtistPage>(request, `/api/artist-groups/${encodeURIComponent(artist.code)}`),
    ),
  );
  // The demo catalogue gives one artist more listings and events than a preview shows.
  const chosen = pages.find((artistPage) => artistPage.hasMoreMarketplace && artistPage.hasMoreFansign);
  expect(chosen, 'an artist with more than 5 listings and events').toBeTruthy();
  if (!chosen) return;
  expect(chosen.marketplacePreview).toHaveLength(5);
  expect(chosen.fansignPreview).toHaveLength(5);
  const { name, code } = chosen.artist;

  await page.goto('/artists');
  await expect(page.getByRole('heading', { name: 'Artists', level: 1 })).toBeVisible();
  const cards = page.getByRole('main').locator('a[href^="/artists/"]:not([href^="/artists/E2E"])');
  await expect(cards).toHaveCount(artists.length);
  const search = page.getByPlaceholder('Search for artists...');

  const matching = (text: string) =>
    artists
      .filter(
        (artist) =>
          artist.name.toLowerCase().includes(text.toLowerCase()) ||
          artist.searchTerm.toLowerCase().includes(text.toLowerCase()),
      )
      .map((artist) => artist.name);
  const mixedCase = [...name].map((letter, index) =>
    index % 2 ? letter.toLowerCase() : letter.toUpperCase(),
  );
  for (const text of [name.toLowerCase(), name.toUpperCase(), mixedCase.join('')]) {
    await search.fill(text);
    await expect(cards).toHaveText(matching(text));
    await expect(cards.filter({ hasText: name })).toHaveCount(1);
  }
  // A substring of several names, and the Korean search term.
  await search.fill('MOON');
  expect(matching('moon').length).toBeGreaterThan(1);
  await expect(cards).toHaveText(matching('moon'));
  await search.fill(chosen.artist.searchTerm);
  await expect(cards).toHaveText([name]);
  await search.fill('zzqx');
  await expect(page.getByText('No artists found.')).toBeVisible();

  await search.fill(name.toLowerCase());
  await cards.filter({ hasText: name }).click();
  await expect(page).toHaveURL(new RegExp(`/artists/${encodeURIComponent(code)}$`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  const marketplace = page.getByRole('region', { name: 'Marketplace' });
  const listingCards = marketplace.locator('a[href^="/bunjang-products/"]');
  await expect(listingCards).toHaveCount(5);
  await expect(listingCards).toHaveText(
    chosen.marketplacePreview.map((listing) => new RegExp(regexLiteral(listing.name))),
  );
  await expect(marketplace.getByRole('link', { name: 'More' })).toHaveAttribute(
    'href',
    `/bunjang-products?keyword=${encodeURIComponent(name)}`,
  );

  const fansign = page.getByRole('region', { name: 'Fansign' });
  const eventCards = fansign.locator('a[href^="/fansign-events/"]');
  await expect(eventCards).toHaveCount(5);
  await expect(eventCards.first()).toContainText(chosen.fansignPreview[0]!.title);
  await fansign.getByRole('link', { name: 'More' }).click();
  await expect(page).toHaveURL(new RegExp(`/fansign-events\\?artist=${encodeURIComponent(code)}$`));
  await expect(page.getByRole('heading', { name: 'Fansign events', level: 1 })).toBeVisible();
  const allEvents = page.getByRole('main').locator('a[href^="/fansign-events/"]');
  await expect(allEvents.filter({ hasText: chosen.fansignPreview[0]!.title })).toBeVisible();
  // 'More' leads to the whole list: more than the 5 of the preview.
  await expect.poll(() => allEvents.count()).toBeGreaterThan(5);

  // An unknown artist code is the 404 page; a code is URL-encoded in the path.
  await page.goto(`/artists/${encodeURIComponent('NO SUCH/ARTIST')}`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

/** A string as a literal inside a regular expression. */
function regexLiteral(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test("a marketplace listing that is not SELLING shows the 'Sold Out' page", async ({ page, request }) => {
  const listings = await allListings(request);
  const sold = listings.find((listing) => listing.saleStatus !== 'SELLING');
  const selling = listings.find((listing) => listing.saleStatus === 'SELLING');
  expect(sold, 'the demo marketplace has sold listings').toBeTruthy();
  expect(selling).toBeTruthy();

  await page.goto(`/bunjang-products/${sold!.pid}`);
  await expect(page.getByRole('heading', { name: 'Sold Out', level: 1 })).toBeVisible();
  await expect(page.getByText(`“${sold!.name}” has already been sold.`)).toBeVisible();
  await page.getByRole('link', { name: 'Back to the marketplace' }).click();
  await expect(page).toHaveURL(/\/bunjang-products$/);
  await expect(page.getByRole('heading', { name: 'Marketplace', level: 1 })).toBeVisible();

  await page.goto(`/bunjang-products/${selling!.pid}`);
  await expect(page.getByRole('heading', { name: selling!.name, level: 1 })).toBeVisible();
  await expect(
    page.getByText(selling!.condition === 'LIKE_NEW' ? 'almost new' : 'used', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: `${selling!.name}, photo 1` })).toHaveAttribute('src', /900/);
  await expect(page.getByRole('heading', { name: 'Sold Out' })).toHaveCount(0);
});

test("the fansign list searches by keyword and says 'No events found.' for nonsense", async ({
  page,
  request,
}) => {
  type EventSlice = { content: { id: number; title: string; artistNameEn: string }[] };
  const all = await getJson<EventSlice>(request, '/api/fansign-events');
  const first = all.content[0]!;
  const matching = await getJson<EventSlice>(
    request,
    `/api/fansign-events?keyword=${encodeURIComponent(first.artistNameEn)}`,
  );

  await page.goto('/fansign-events');
  await expect(page.getByRole('heading', { name: 'Fansign events', level: 1 })).toBeVisible();
  const cards = page.getByRole('main').locator('a[href^="/fansign-events/"]');
  await expect(cards.first()).toContainText(first.title);

  const search = page.getByRole('searchbox', { name: 'Search', exact: true });
  await search.fill(first.artistNameEn);
  await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe(first.artistNameEn);
  await expect(cards).toHaveCount(matching.content.length);
  await expect(cards.filter({ hasText: first.title })).toHaveCount(1);

  await search.fill('qzxv no such event');
  await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe('qzxv no such event');
  await expect(page.getByText('No events found.')).toBeVisible();
  await expect(cards).toHaveCount(0);

  await page.getByRole('button', { name: 'Reset filters' }).click();
  await expect(page).toHaveURL(/\/fansign-events$/);
  await expect(cards.first()).toContainText(first.title);
});

test('the fansign list filters by type, sub-type and artist through the URL, and opens an event', async ({
  page,
  request,
}) => {
  type EventSlice = {
    content: {
      id: number;
      title: string;
      type: string;
      subType: string;
      artistNameEn: string;
      ended: boolean;
    }[];
    last: boolean;
  };
  const offlineShowcases = await getJson<EventSlice>(
    request,
    '/api/fansign-events?type=OFFLINE&subType=SHOWCASE',
  );
  expect(offlineShowcases.content.length).toBeGreaterThan(0);
  const event = offlineShowcases.content[0]!;

  await page.goto('/fansign-events');
  const cards = page.getByRole('main').locator('a[href^="/fansign-events/"]');
  await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: 'Offline' });
  await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('OFFLINE');
  await page.getByRole('combobox', { name: 'Sub-type' }).selectOption({ label: 'Showcase' });
  await expect.poll(() => new URL(page.url()).searchParams.get('subType')).toBe('SHOWCASE');
  await expect(cards).toHaveCount(offlineShowcases.content.length);
  for (const item of offlineShowcases.content) {
    await expect(cards.filter({ hasText: item.title })).toHaveCount(1);
  }

  // The artist filter is a case-insensitive substring of the artist's name.
  const artistText = event.artistNameEn.slice(1, 4).toLowerCase();
  await page.getByRole('searchbox', { name: 'Artist' }).fill(artistText);
  await expect.poll(() => new URL(page.url()).searchParams.get('artist')).toBe(artistText);
  await expect(cards.filter({ hasText: event.title })).toHaveCount(1);

  await cards.filter({ hasText: event.title }).click();
  await expect(page).toHaveURL(new RegExp(`/fansign-events/${event.id}$`));
  await expect(page.getByRole('heading', { name: event.title, level: 1 })).toBeVisible();
  await expect(
    page.getByRole('row', { name: /^Entry ends \d{4}-\d{2}-\d{2} \d{2}:\d{2} KST$/ }),
  ).toBeVisible();
  // An open event is bought through Order for Me (a visitor is sent to login first); an ended one offers nothing.
  const purchase = page.getByRole('button', { name: /purchase|apply/i });
  if (event.ended) {
    await expect(purchase).toHaveCount(0);
  } else {
    await expect(purchase).toHaveText('Purchase via OFM');
    await purchase.click();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/fansign-events/${event.id}`)}`);
  }

  await page.goto('/fansign-events/not-a-number');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the marketplace searches by keyword, switches to the care category and keeps it on a listing', async ({
  page,
  request,
}) => {
  const listings = await allListings(request);
  const keyword = listings[0]!.name.match(/^\[([^\]]+)\]/)?.[1] ?? listings[0]!.name.slice(0, 5);
  const matching = listings.filter((listing) => listing.name.toLowerCase().includes(keyword.toLowerCase()));
  const care = await getJson<ListingPage>(request, '/api/bunjang/retrieve-products?category=care&size=60');
  expect(care.data.length).toBeGreaterThan(0);

  await page.goto('/bunjang-products');
  await expect(page.getByRole('heading', { name: 'Marketplace', level: 1 })).toBeVisible();
  const cards = page.getByRole('main').locator('a[href^="/bunjang-products/"]');
  await page.getByRole('searchbox', { name: 'Search the marketplace' }).fill(keyword);
  await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe(keyword);
  await expect(cards).toHaveCount(Math.min(matching.length, 20));
  // List images come at 480.
  await expect(cards.first().getByRole('img')).toHaveAttribute('src', /480/);

  await page.getByRole('searchbox', { name: 'Search the marketplace' }).fill('');
  await expect(page).toHaveURL(/\/bunjang-products$/);
  await page.getByText('Care (inspected)').click();
  await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('care');
  const careListing = care.data.find((listing) => listing.saleStatus === 'SELLING')!;
  const careCard = cards.filter({ hasText: careListing.name });
  await expect(careCard).toHaveAttribute('href', `/bunjang-products/${careListing.pid}?category=care`);
  await careCard.click();
  await expect(page.getByRole('heading', { name: careListing.name, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: '← Marketplace care' }).click();
  await expect(page).toHaveURL(/\/bunjang-products\?category=care$/);
});
