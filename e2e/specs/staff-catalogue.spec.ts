import { expect, type Page, test } from '@playwright/test';
import { createMember, logIn } from '../support/members.ts';
import {
  choose,
  deleteRow,
  field,
  logInAs,
  openStaffNavigation,
  saveButton,
  seededAdmin,
  seededStaff,
  staffRow,
  staffRows,
  uniqueTag,
} from '../support/staff.ts';
import { won } from '../support/storefront.ts';

/** Quotes a parcel in the pricing page's shipping calculator and answers the result panel. */
async function quoteShipping(page: Page, country: string, weightKg: string) {
  await page.goto('/price-overview#shipping');
  await expect(page.getByRole('heading', { name: 'Shipping cost calculator' })).toBeVisible();
  const countryBox = page.getByRole('combobox', { name: 'Country' });
  await countryBox.fill(country);
  await page.getByRole('option', { name: country, exact: true }).click();
  await page.getByLabel('Weight').fill(weightKg);
  await page.getByRole('button', { name: 'Calculate' }).click();
  const result = page.getByLabel('Shipping cost result');
  await expect(result.getByText(`Billable weight: ${weightKg} kg`)).toBeVisible();
  return result;
}

test('plain staff see no settings: the screens are the 404 page and the API answers 404', async ({
  page,
}) => {
  await logInAs(page, seededStaff);
  await page.goto('/staff/shop-products');
  await expect(page.getByText('staff', { exact: true })).toBeVisible();
  await openStaffNavigation(page);
  const navigation = page.getByRole('navigation', { name: 'Staff' });
  await expect(navigation.getByRole('link', { name: 'Shop products' })).toBeVisible();
  await expect(navigation.getByText('Content', { exact: true })).toBeVisible();
  await expect(navigation.getByText('Settings', { exact: true })).toHaveCount(0);
  await expect(navigation.getByRole('link', { name: 'Exchange rates' })).toHaveCount(0);
  await expect(navigation.getByRole('link', { name: 'Rate cards' })).toHaveCount(0);

  for (const path of ['/staff/exchange-rates', '/staff/rate-cards', '/staff/rate-cards/new']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Set rates' })).toHaveCount(0);
  }
  expect((await page.request.get('/api/staff/exchange-rates')).status()).toBe(404);
  const setRate = await page.request.post('/api/staff/exchange-rates', {
    data: { baseRate: 1, wiseRate: 1 },
  });
  expect(setRate.status()).toBe(404);
  expect((await page.request.get('/api/staff/rate-cards')).status()).toBe(404);
  // The public rate is untouched by the refused call.
  const current = await page.request.get('/api/exchange-rates/current');
  expect(((await current.json()) as { baseRate: number }).baseRate).not.toBe(1);
});

test('admin keep a rate card and the shipping calculator quotes from it', async ({ page }) => {
  test.setTimeout(120_000);
  // Kenya has no seeded rate card and no other journey quotes it; the carrier name is this run's own.
  const carrier = `E2E Post ${uniqueTag()}`;
  await logInAs(page, seededAdmin);
  await page.goto('/staff/rate-cards');
  await expect(page.getByRole('heading', { name: 'Rate cards', level: 1 })).toBeVisible();
  await expect(page.getByText('admin', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'New rate card' }).click();
  await expect(page.getByRole('heading', { name: 'New rate card' })).toBeVisible();

  await saveButton(page).click();
  for (const message of [
    'Carrier is required',
    'Type is required',
    'At least one country is required',
    'Max weight is required',
    'Weight is required',
    'Price is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  await field(page, 'Carrier').fill(carrier);
  await field(page, 'Type').fill('ep');
  await field(page, 'Zone').fill('East Africa');
  await page.getByRole('combobox', { name: 'Countries' }).fill('Kenya');
  await page.getByRole('option', { name: 'Kenya (KE)' }).click();
  await page.keyboard.press('Escape');
  await field(page, 'Max weight (grams)').fill('2000');
  await field(page, 'Step 1: up to (grams)').fill('1000');
  await page.getByRole('textbox', { name: 'Price (KRW)' }).nth(0).fill('9100');
  await page.getByRole('button', { name: 'Add step' }).click();
  await field(page, 'Step 2: up to (grams)').fill('800');
  await page.getByRole('textbox', { name: 'Price (KRW)' }).nth(1).fill('12300');
  await saveButton(page).click();
  await expect(page.getByText('Weight steps must be ascending')).toBeVisible();
  await expect(page.getByText('The last weight step must reach the maximum weight')).toBeVisible();
  await expect(field(page, 'Carrier')).toHaveValue(carrier);
  await field(page, 'Step 2: up to (grams)').fill('2000');
  await saveButton(page).click();
  await expect(page.getByText('Rate card created.')).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/rate-cards$/);
  await expect(staffRow(page, carrier)).toContainText('KE');

  let result = await quoteShipping(page, 'Kenya', '1.5');
  await expect(result.getByRole('row').filter({ hasText: carrier })).toContainText(won(12_300));
  result = await quoteShipping(page, 'Kenya', '0.5');
  await expect(result.getByRole('row').filter({ hasText: carrier })).toContainText(won(9_100));

  // A new price for the second step is what the calculator quotes next.
  await page.goto('/staff/rate-cards');
  await staffRow(page, carrier).getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit rate card' })).toBeVisible();
  await expect(field(page, 'Step 2: up to (grams)')).toHaveValue('2,000');
  await page.getByRole('textbox', { name: 'Price (KRW)' }).nth(1).fill('13800');
  await saveButton(page).click();
  await expect(page.getByText('Rate card updated.')).toBeVisible();
  result = await quoteShipping(page, 'Kenya', '1.5');
  await expect(result.getByRole('row').filter({ hasText: carrier })).toContainText(won(13_800));

  // Deleted, it is no longer quoted.
  await page.goto('/staff/rate-cards');
  await deleteRow(staffRow(page, carrier), page, 'Rate card deleted.');
  result = await quoteShipping(page, 'Kenya', '1.5');
  await expect(result.getByText(carrier)).toHaveCount(0);
});

test('staff keep a fansign event, a trending product and an artist with members', async ({ page }) => {
  test.setTimeout(150_000);
  const tag = uniqueTag();
  await logInAs(page, seededStaff);

  // Artist group first: the public artist page lists it with its member.
  const code = `E2E${tag.toUpperCase()}`;
  await page.goto('/staff/artists/new');
  await saveButton(page).click();
  await expect(page.getByText('Code is required')).toBeVisible();
  await expect(page.getByText('Artist type is required')).toBeVisible();
  await field(page, 'Code').fill('SOLARIS');
  await field(page, 'Name').fill(`E2E Band ${tag}`);
  await choose(page, 'Type', 'Group (G)');
  await saveButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'already exists' })).toBeVisible();
  await expect(field(page, 'Name')).toHaveValue(`E2E Band ${tag}`);
  await field(page, 'Code').fill(code);
  await saveButton(page).click();
  await expect(page.getByText('Artist created.')).toBeVisible();
  // A new artist opens for editing, with the members panel.
  await expect(page).toHaveURL(new RegExp(`/staff/artists/${code}$`));
  await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
  await field(page, 'Member code').fill(`${code}_ONE`);
  await field(page, 'Member name').fill('Member One');
  await page.getByRole('button', { name: 'Add member' }).click();
  await expect(page.getByText('Member added.')).toBeVisible();
  await expect(page.getByText(`${code}_ONE`)).toBeVisible();
  await page.goto(`/artists/${code}`);
  await expect(page.getByRole('heading', { name: `E2E Band ${tag}` })).toBeVisible();

  // A fansign event for that artist shows in the public list; entry must end after it starts.
  const title = `E2E Fansign ${tag}`;
  await page.goto('/staff/fansign-events/new');
  await field(page, 'Title').fill(title);
  await choose(page, 'Event type', 'Video call');
  await choose(page, 'Event sub-type', 'Fansign');
  await field(page, 'Artist name (English)').fill(`E2E Band ${tag}`);
  await choose(page, 'Artist group', `E2E Band ${tag} (${code})`);
  await field(page, 'Shop name').fill('Ktown4u');
  await field(page, 'Unit price (KRW)').fill('18000');
  await page.getByLabel('Entry start date (KST)').fill('2031-05-10T10:00');
  await page.getByLabel('Entry end date (KST)').fill('2031-05-01T10:00');
  await field(page, 'Purchase URL').fill('https://example.com/fansign');
  await saveButton(page).click();
  await expect(page.getByText('Entry end date must be after the entry start date')).toBeVisible();
  await page.getByLabel('Entry end date (KST)').fill('2031-05-20T18:00');
  await saveButton(page).click();
  await expect(page.getByText('Event created.')).toBeVisible();
  await page.goto(`/fansign-events?keyword=${encodeURIComponent(tag)}`);
  await expect(page.getByText(title)).toBeVisible();

  // A trending product appears on /trends with its price.
  const trend = `E2E Trend ${tag}`;
  await page.goto('/staff/trending-products/new');
  await field(page, 'Name').fill(trend);
  await field(page, 'Unit price (KRW)').fill('31000');
  await field(page, 'Shop name').fill('Yes24');
  await field(page, 'Purchase URL').fill('ftp://example.com/x');
  await saveButton(page).click();
  await expect(page.getByText('Purchase URL must be a web address (http or https)')).toBeVisible();
  await field(page, 'Purchase URL').fill('https://example.com/trend');
  await saveButton(page).click();
  await expect(page.getByText('Trending product created.')).toBeVisible();
  await page.goto(`/trends?keyword=${encodeURIComponent(tag)}`);
  await expect(page.getByText(trend)).toBeVisible();

  // Clean up in reverse: the event and the product, then the artist.
  await page.goto(`/staff/fansign-events?keyword=${encodeURIComponent(tag)}`);
  await deleteRow(staffRow(page, title), page, 'Event deleted.');
  await page.goto(`/staff/trending-products?keyword=${encodeURIComponent(tag)}`);
  await deleteRow(staffRow(page, trend), page, 'Trending product deleted.');
  await page.goto('/staff/artists');
  await page.getByPlaceholder('Search artists by code or name').fill(code.toLowerCase());
  await expect(staffRows(page)).toHaveCount(1);
  await expect(staffRow(page, code)).toHaveCount(1);
  await deleteRow(staffRow(page, code), page, 'Artist deleted.');
  await expect(page.getByText('No artists found.')).toBeVisible();
  await page.goto(`/artists/${code}`);
  await expect(page.getByText(`E2E Band ${tag}`)).toHaveCount(0);
});

test('an admin makes a member staff, who then reaches the staff console, and back', async ({
  page,
  browser,
  request,
}) => {
  const member = await createMember(request);
  const memberPage = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await logIn(memberPage, member.code, member.password);
  await expect(memberPage).not.toHaveURL(/\/login/);
  await memberPage.goto('/staff/members');
  await expect(memberPage.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  await logInAs(page, seededAdmin);
  await page.goto(`/staff/members?query=${member.code}`);
  await page.getByRole('link', { name: member.code }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/members/${member.code}$`));
  await choose(page, 'Role', 'Staff (the staff console)');
  await page.getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByText(`${member.code} is now staff.`)).toBeVisible();

  // The member's own session now opens the console.
  await memberPage.goto('/staff/members');
  await expect(memberPage.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  await expect(memberPage.getByText('Fanship Staff')).toBeVisible();

  await choose(page, 'Role', 'Member (the shop and their own requests)');
  await page.getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByText(`${member.code} is now member.`)).toBeVisible();
  await memberPage.reload();
  await expect(memberPage.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await memberPage.close();

  // Plain staff see the member's profile but no role setting.
  const staffPage = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await logInAs(staffPage, seededStaff);
  await staffPage.goto(`/staff/members/${member.code}`);
  await expect(staffPage.getByText(member.email).first()).toBeVisible();
  await expect(staffPage.getByRole('button', { name: 'Change role' })).toHaveCount(0);
  await staffPage.close();
});
