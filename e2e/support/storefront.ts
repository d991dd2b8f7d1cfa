import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** One product card as GET /api/shop-products returns it (the fields the journeys look at). */
export type ShopProduct = {
  id: number;
  name: string;
  priceKrw: number;
  stockQuantity: number;
  category: string;
  originShop: string;
  sliceCursor: string;
};

type ShopSlice = { content: ShopProduct[]; last: boolean };

/** Every product the public shop API lists for a query, paging with `sliceCursor` until `last`. */
export async function allShopProducts(
  request: APIRequestContext,
  query: Record<string, string> = {},
): Promise<ShopProduct[]> {
  const products: ShopProduct[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 100; page += 1) {
    const params = new URLSearchParams({ ...query, size: '60' });
    if (cursor) params.set('sliceCursor', cursor);
    const response = await request.get(`/api/shop-products?${params.toString()}`);
    expect(response.status(), await response.text()).toBe(200);
    const slice = (await response.json()) as ShopSlice;
    products.push(...slice.content);
    if (slice.last) return products;
    cursor = slice.content.at(-1)?.sliceCursor;
  }
  throw new Error('The shop API never answered last: true');
}

/** The first product (newest first) of the whole shop that satisfies a condition. */
export async function findShopProduct(
  request: APIRequestContext,
  matches: (product: ShopProduct) => boolean,
  query: Record<string, string> = {},
): Promise<ShopProduct> {
  const product = (await allShopProducts(request, query)).find(matches);
  if (!product) throw new Error('No seeded shop product matches the condition');
  return product;
}

/** The product cards of the shop grid (links to a product page inside the main area). */
/**
 * Waits until the app has taken a server-drawn page over: until then the page is inert (decision 010) and a
 * click on a menu or a filter does nothing.
 */
export async function untilLive(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}

export function productCards(page: Page): Locator {
  return page.getByRole('main').locator('a[href^="/shop-products/"]');
}

/** The product ids the grid shows, in grid order. */
export async function cardIds(page: Page): Promise<number[]> {
  const hrefs = await productCards(page).evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  return hrefs.map((href) => Number(href.split('/').at(-1)));
}

/** Waits until the grid shows exactly these products, in this order. */
export async function expectGridToShow(page: Page, products: readonly ShopProduct[]): Promise<void> {
  await expect.poll(() => cardIds(page)).toEqual(products.map((product) => product.id));
}

/** How many distinct columns the first cards of a grid are laid out in. */
export async function columnCount(cards: Locator, sample = 10): Promise<number> {
  const lefts = new Set<number>();
  const count = Math.min(await cards.count(), sample);
  for (let index = 0; index < count; index += 1) {
    const box = await cards.nth(index).boundingBox();
    if (box) lefts.add(Math.round(box.x));
  }
  return lefts.size;
}

/** Whether the running project is the phone one (390 px). */
export function isPhone(projectName: string): boolean {
  return projectName === 'phone';
}

/** '₩12,345' as the site formats won. */
export function won(krw: number): string {
  return `₩${krw.toLocaleString('en-US')}`;
}

/** '$1,234.50' from cents, as the site formats dollars. */
export function dollars(cents: number): string {
  return `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;
}

/** Dollars to whole cents, half up (guarding against float noise). */
function toCents(amountInDollars: number): number {
  return Math.floor(amountInDollars * 100 + 0.5 + 1e-9);
}

/**
 * The spec's USD amounts for a KRW total, worked out here from the current rate (not with the app's own
 * helpers): bank transfer at the Wise rate; PayPal (KRW / (0.92 × base) + 0.30) / 0.956; card KRW / base
 * / 0.955.
 */
export async function expectedPayments(
  request: APIRequestContext,
  totalKrw: number,
): Promise<{ wise: string; paypal: string; card: string }> {
  const response = await request.get('/api/exchange-rates/current');
  expect(response.ok()).toBe(true);
  const rate = (await response.json()) as { baseRate: number | string; wiseRate: number | string };
  const base = Number(rate.baseRate);
  const wise = Number(rate.wiseRate);
  return {
    wise: dollars(toCents(totalKrw / wise)),
    paypal: dollars(toCents((totalKrw / (0.92 * base) + 0.3) / 0.956)),
    card: dollars(toCents(totalKrw / base / 0.955)),
  };
}
