import { expect, type Page, test } from '@playwright/test';
import { isPhone, untilLive } from '../support/storefront.ts';

/**
 * Public pages come drawn by the server (decision 010) and the app takes the same HTML over (hydration). The
 * browser's tree must match the server's: React names ids (useId) by their place in the tree, and Mantine names
 * its responsive rules by them. These journeys load each page and reload it in the same tab (a reload used to
 * leave the shop grid in one column), and fail on any warning or error the page logs.
 */

/** Everything the page logs as a warning or an error, and every uncaught error. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error')
      problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

/** Waits until the app has taken the page over and has nothing left to load. */
async function settled(page: Page): Promise<void> {
  await untilLive(page);
  await page.waitForLoadState('networkidle');
}

/** The number of columns a grid is laid out in, from its computed `grid-template-columns`. */
async function gridColumns(page: Page): Promise<number> {
  const grid = page.getByRole('main').locator('.mantine-SimpleGrid-root').first();
  await expect(grid).toBeVisible();
  return grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
}

for (const path of ['/shop-products', '/artists']) {
  test(`${path} keeps its grid's columns after a reload in the same tab`, async ({ page }) => {
    const problems = collectProblems(page);
    const columns = isPhone(test.info().project.name) ? 2 : 5;
    await page.goto(path);
    await settled(page);
    expect(await gridColumns(page)).toBe(columns);

    await page.reload();
    await settled(page);
    expect(await gridColumns(page)).toBe(columns);
    // And once more through a fresh navigation to the same address in the same tab.
    await page.goto(path);
    await settled(page);
    expect(await gridColumns(page)).toBe(columns);
    expect(problems).toEqual([]);
  });
}

/** Public list pages, each with the links that open one of its records. */
const listPages: { path: string; detailLink: string }[] = [
  { path: '/shop-products', detailLink: 'a[href^="/shop-products/"]' },
  { path: '/trends', detailLink: 'a[href^="/trends/"]' },
  { path: '/artists', detailLink: 'a[href^="/artists/"]' },
  { path: '/bunjang-products', detailLink: 'a[href^="/bunjang-products/"]' },
  { path: '/fansign-events', detailLink: 'a[href^="/fansign-events/"]' },
  { path: '/posts', detailLink: 'a[href^="/posts/"]' },
];

/** Public pages without records of their own. */
const otherPages = [
  '/',
  '/login',
  '/signup',
  '/recovery/id',
  '/recovery/password',
  '/events',
  '/notices',
  '/reviews',
  '/help',
  '/price-overview',
  // Opened on a calculator's tab: the server draws the first tab, the calculator's code arrives for its tab.
  '/price-overview#ofm',
  '/price-overview#shipping',
  '/service-overview',
];

test('no public page logs a warning or an error when it loads or is reloaded', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = collectProblems(page);
  const visit = async (path: string) => {
    await page.goto(path);
    await settled(page);
    await page.reload();
    await settled(page);
  };

  for (const { path, detailLink } of listPages) {
    await visit(path);
    const href = await page.getByRole('main').locator(detailLink).first().getAttribute('href');
    expect(href, `${path} links to a record`).toBeTruthy();
    await visit(href as string);
  }
  for (const path of otherPages) await visit(path);
  expect(problems).toEqual([]);
});
