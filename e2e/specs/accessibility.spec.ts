import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { signedInMember } from '../support/members.ts';
import { packageFromOfm, postOfmRequest } from '../support/ofm.ts';
import { logInAs, seededStaff, staffApiSession } from '../support/staff.ts';
import { findShopProduct } from '../support/storefront.ts';

// One journey per role visits a dozen pages and runs axe on each: more than the suite's 45 s on the busy machine.
test.describe.configure({ timeout: 180_000 });

/** WCAG 2.1 level A and AA (issue 23). */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Opens `path`, waits until its page is drawn (its main heading, nothing still loading) and answers the serious and
 * critical axe violations on it, one line per rule with its help address and the elements it found.
 */
async function seriousViolationsAt(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${path}: ${violation.id} (${violation.impact}) ${violation.helpUrl}\n${violation.nodes
          .map((node) => `    ${node.target.join(' ')}`)
          .join('\n')}`,
    );
}

/** Visits the pages in order in one browser and fails listing every serious or critical violation found. */
async function expectAccessible(page: Page, paths: readonly string[]): Promise<void> {
  const found: string[] = [];
  for (const path of paths) found.push(...(await seriousViolationsAt(page, path)));
  expect(found, `Serious or critical axe violations:\n${found.join('\n')}`).toEqual([]);
}

/** A new member signed in at `path` with an arrived M package from an OFM request (made through staff's API). */
async function signedInWithPackage(
  page: Page,
  request: APIRequestContext,
  playwright: Parameters<typeof staffApiSession>[0],
  testInfo: TestInfo,
  path: string,
): Promise<string> {
  const member = await signedInMember(page, request, path);
  const staff = await staffApiSession(playwright, testInfo);
  try {
    return await packageFromOfm(page, staff, member, 'Axe album');
  } finally {
    await staff.dispose();
  }
}

test('the storefront and a member’s account pages have no serious WCAG 2.1 AA violation', async ({
  page,
  request,
  playwright,
}, testInfo) => {
  const product = await findShopProduct(request, (candidate) => candidate.stockQuantity > 0);
  const packageCode = await signedInWithPackage(page, request, playwright, testInfo, '/profile');
  const ofmCode = await postOfmRequest(page);

  await expectAccessible(page, [
    '/',
    '/shop-products',
    `/shop-products/${product.id}`,
    '/cart',
    '/profile',
    '/profile/credit',
    '/interests',
    '/packages',
    `/packages/${packageCode}`,
    '/ofm',
    '/ofm/new',
    `/ofm/${ofmCode}`,
    '/invoices',
    '/charges',
  ]);
});

test('the forwarding kinds’ lists and forms (issue 22) have no serious WCAG 2.1 AA violation', async ({
  page,
  request,
  playwright,
}, testInfo) => {
  const packageCode = await signedInWithPackage(page, request, playwright, testInfo, '/packages');

  await expectAccessible(page, [
    '/splits',
    `/splits/new?packageCode=${packageCode}`,
    '/inclusions',
    `/inclusions/new?packageCode=${packageCode}`,
    '/packings',
    `/packings/new?packageCode=${packageCode}`,
    '/repackings',
    '/repackings/new',
    '/shippings',
    '/shippings/new',
  ]);
});

test('the staff console has no serious WCAG 2.1 AA violation', async ({
  page,
  request,
  browser,
  playwright,
}, testInfo) => {
  // A member's package and OFM awaiting payment, so the queues and the request and package pages have one to show.
  const memberContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const memberPage = await memberContext.newPage();
  const member = await signedInMember(memberPage, request, '/ofm');
  const staffApi = await staffApiSession(playwright, testInfo);
  const packageCode = await packageFromOfm(memberPage, staffApi, member, 'Axe album');
  await staffApi.dispose();
  const ofmCode = await postOfmRequest(memberPage);
  await memberContext.close();

  await logInAs(page, seededStaff);
  await expectAccessible(page, [
    '/staff',
    '/staff/warehouse/intake',
    '/staff/requests/ofm',
    `/staff/requests/ofm/${ofmCode}`,
    '/staff/packages',
    `/staff/packages/${packageCode}`,
    '/staff/members',
    '/staff/requests/order?status=OR02',
    '/staff/interest-keywords',
    '/staff/roulette',
  ]);
});
