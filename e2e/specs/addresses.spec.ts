import { expect, test } from '@playwright/test';
import { createMember, logIn } from '../support/members.ts';

test('a member adds, edits and deletes an address with the spec messages', async ({ page, request }) => {
  const member = await createMember(request);
  await logIn(page, member.code, member.password, '/login?redirect=/profile');
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  await expect(page.getByText('No addresses yet.')).toBeVisible();

  await page.getByRole('link', { name: 'New Address' }).click();
  await expect(page).toHaveURL(/\/addresses\/new$/);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Address nickname is required')).toBeVisible();
  await expect(page.getByText('Country is required')).toBeVisible();
  await page.getByLabel('Nickname').fill('x'.repeat(101));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Address nickname is too long (max. 100)')).toBeVisible();

  await page.getByLabel('Nickname').fill('Home');
  await page.getByRole('combobox', { name: 'Country' }).fill('Brazil');
  await page.getByRole('option', { name: 'Brazil' }).click();
  await page.getByLabel('State').fill('SP');
  await page.getByLabel('City').fill('Sao Paulo');
  await page.getByLabel('Zip Code').fill('01000-000');
  await page.getByLabel('Address Line 1').fill('Rua Augusta 100');
  await page.getByLabel('Phone').fill('+55 11 5555 1234');
  await page.getByLabel('Recipient Name').fill('Ana Souza');
  await page.getByLabel('Recipient Email').fill('ana@example.com');
  await page.getByLabel('Tax ID').fill('123.456.789-00');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Home').first()).toBeVisible();
  await expect(page.getByText('Ana Souza').first()).toBeVisible();

  await page.getByRole('link', { name: 'Edit', exact: true }).first().click();
  await expect(page).toHaveURL(/\/addresses\/edit\/\d+$/);
  await expect(page.getByLabel('Nickname')).toHaveValue('Home');
  await page.getByLabel('Nickname').fill('Parents');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Parents').first()).toBeVisible();

  await page.getByRole('link', { name: 'Edit', exact: true }).first().click();
  await page.getByRole('button', { name: 'Delete Address' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('No addresses yet.')).toBeVisible();
});

test('another member cannot open my address', async ({ page, request, browser }) => {
  const owner = await createMember(request);
  await logIn(page, owner.code, owner.password);
  await expect(page).not.toHaveURL(/\/login/);
  const created = await page.request.post('/api/me/addresses', {
    data: {
      nickname: 'Mine',
      countryCode: 'JP',
      city: 'Tokyo',
      state: 'Tokyo',
      zipCode: '100-0001',
      line1: '1-1 Chiyoda',
      phone: '0312345678',
      recipientName: 'Owner',
      recipientEmail: 'owner@example.com',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  const other = await createMember(otherContext.request);
  await logIn(otherPage, other.code, other.password);
  await expect(otherPage).not.toHaveURL(/\/login/);
  expect((await otherPage.request.get(`/api/me/addresses/${id}`)).status()).toBe(404);
  await otherPage.goto(`/addresses/edit/${id}`);
  await expect(otherPage.getByText(/not found/i).first()).toBeVisible();
  await otherContext.close();
});
