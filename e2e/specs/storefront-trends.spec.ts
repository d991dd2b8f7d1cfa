import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createMember, logIn } from '../support/members.ts';
import { columnCount, dollars, isPhone, won } from '../support/storefront.ts';

type Trend = { id: number; name: string; unitPriceKrw: number; shopName: string; sliceCursor: string };
type TrendSlice = { content: Trend[]; last: boolean };

/** Every trending product the API lists for a keyword, paging with `sliceCursor` until `last`. */
async function allTrends(request: APIRequestContext, keyword = ''): Promise<Trend[]> {
  const trends: Trend[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 50; page += 1) {
    const params = new URLSearchParams({ size: '60' });
    if (keyword) params.set('query', keyword);
    if (cursor) params.set('sliceCursor', cursor);
    const response = await request.get(`/api/ofm-products?${params.toString()}`);
    expect(response.status()).toBe(200);
    const slice = (await response.json()) as TrendSlice;
    trends.push(...slice.content);
    if (slice.last) return trends;
    cursor = slice.content.at(-1)?.sliceCursor;
  }
  throw new Error('The trends API never answered last: true');
}

function trendCards(page: Page) {
  return page.getByRole('main').locator('a[href^="/trends/"]');
}

async function cardIds(page: Page): Promise<number[]> {
  const hrefs = await trendCards(page).evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  return hrefs.map((href) => Number(href.split('/').at(-1)));
}

test('scrolling the trends grid loads the next slices until the last', async ({ page, request }) => {
  const trends = await allTrends(request);
  expect(trends.length, 'the demo trends span more than one slice of 20').toBeGreaterThan(20);

  await page.goto('/trends');
  await expect(page.getByRole('heading', { name: 'Trends', level: 1 })).toBeVisible();
  const cards = trendCards(page);
  await expect(cards).toHaveCount(20);
  expect(await columnCount(cards)).toBe(isPhone(test.info().project.name) ? 2 : 5);

  // Scrolling the end of the grid into view loads the next slice (no click).
  let shown = 20;
  while (shown < trends.length) {
    await page.getByRole('main').getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
    await expect.poll(() => cards.count()).toBeGreaterThan(shown);
    shown = await cards.count();
  }
  await expect.poll(() => cardIds(page)).toEqual(trends.map((trend) => trend.id));
  await expect(page.getByRole('main').getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test("the trends search keeps its keyword in the URL and says 'No products found.'", async ({
  page,
  request,
}) => {
  const trends = await allTrends(request);
  const keyword = trends[0]!.name.split(' ')[0]!;
  const matching = await allTrends(request, keyword);
  expect(matching.length).toBeLessThan(trends.length);

  await page.goto(`/trends?keyword=${encodeURIComponent(keyword)}`);
  const search = page.getByRole('searchbox', { name: 'Search trending products' });
  await expect(search).toHaveValue(keyword);
  await expect.poll(() => cardIds(page)).toEqual(matching.slice(0, 20).map((trend) => trend.id));

  await search.fill('qzxv no such trend');
  await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe('qzxv no such trend');
  await expect(page.getByText('No products found.')).toBeVisible();
  await expect(trendCards(page)).toHaveCount(0);

  await search.fill('');
  await expect(page).toHaveURL(/\/trends$/);
  await expect(trendCards(page)).toHaveCount(20);
});

test('a trending product shows its USD and KRW price and a quantity picker; a visitor buying it goes to login', async ({
  page,
  request,
}) => {
  const trend = (await allTrends(request))[0]!;
  const rateResponse = await request.get('/api/exchange-rates/current');
  const rate = (await rateResponse.json()) as { baseRate: number | string };
  const usdOf = (krw: number) => dollars(Math.floor((krw / Number(rate.baseRate)) * 100 + 0.5 + 1e-9));

  await page.goto('/trends');
  await trendCards(page).filter({ hasText: trend.name }).click();
  await expect(page).toHaveURL(new RegExp(`/trends/${trend.id}$`));
  await expect(page.getByRole('heading', { name: trend.name, level: 1 })).toBeVisible();
  const breadcrumb = page.getByRole('main').getByRole('link', { name: 'Trends' });
  await expect(breadcrumb).toHaveAttribute('href', '/trends');

  const single = `${usdOf(trend.unitPriceKrw)} (${won(trend.unitPriceKrw)})`;
  await expect(page.getByText(single, { exact: true }).first()).toBeVisible();
  const quantity = page.getByLabel('Quantity');
  await expect(quantity).toHaveValue('1');
  await quantity.fill('3');
  const triple = `${usdOf(trend.unitPriceKrw * 3)} (${won(trend.unitPriceKrw * 3)})`;
  await expect(page.getByText(triple, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: trend.shopName })).toHaveAttribute('rel', /noopener/);
  await page.getByRole('button', { name: 'Purchase via OFM' }).click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/trends/${trend.id}`)}`);

  await page.goto('/trends/999999');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test("a member's 'Purchase via OFM' opens the OFM form prefilled, and 'Add to cart' adds an OFM line", async ({
  page,
  request,
}) => {
  const trend = (await allTrends(request))[1]!;
  const member = await createMember(request);
  await logIn(page, member.code, member.password, `/login?redirect=/trends/${trend.id}`);
  await expect(page).toHaveURL(new RegExp(`/trends/${trend.id}$`));
  await expect(page.getByRole('heading', { name: trend.name, level: 1 })).toBeVisible();

  await page.getByLabel('Quantity').fill('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to your cart.')).toBeVisible();
  const cart = (await (await page.request.get('/api/cart')).json()) as {
    items: { type: string; name: string; quantity: number }[];
  };
  expect(cart.items.map((item) => [item.type, item.name, item.quantity])).toEqual([['OFM', trend.name, 2]]);

  await page.getByRole('button', { name: 'Purchase via OFM' }).click();
  await expect(page).toHaveURL(/\/ofm\/new\?defaultValues=/);
  const encoded = new URL(page.url()).searchParams.get('defaultValues') ?? '';
  const prefill = JSON.parse(decodeURIComponent(Buffer.from(encoded, 'base64').toString('latin1')));
  expect(prefill).toMatchObject({
    sourceType: 'OFM_PRODUCT',
    sourceId: String(trend.id),
    shopName: trend.shopName,
    items: [{ name: trend.name, unitPrice: trend.unitPriceKrw, quantity: 2 }],
  });
});
