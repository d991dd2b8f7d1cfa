import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createMember, logIn, openMenuIfCollapsed } from '../support/members.ts';
import { productCards } from '../support/storefront.ts';

test('staff open the console and a product they create is listed for staff and sold in the shop', async ({
  page,
}) => {
  await logIn(page, 'STAFF01', 'Staff1234!');
  await expect(page).not.toHaveURL(/\/login/);
  await openMenuIfCollapsed(page);
  await page.getByRole('link', { name: 'Staff', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/members$/);
  await expect(page.getByText('Staff console')).toBeVisible();

  // The staff screen for shop products is not built yet (see the fixme below), so the product is
  // created through the staff API with the staff member's own session.
  const name = `E2E Staff Keyring ${randomBytes(4).toString('hex')}`;
  const created = await page.request.post('/api/staff/shop-products', {
    data: {
      name,
      priceKrw: 12_000,
      stockQuantity: 3,
      category: 'SEASON_GREETING',
      type: 'LIMITED',
      originShop: 'MAKESTAR',
      artistGroupCode: 'SOLARIS',
      descriptionHtml: '<p>Made for the e2e suite.</p><script>window.hacked = true</script>',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { id: number; descriptionHtml: string; isPublished: boolean };
  expect(product.isPublished).toBe(true);
  expect(product.descriptionHtml).not.toContain('<script');

  const listed = await page.request.get(`/api/staff/shop-products?keyword=${encodeURIComponent(name)}`);
  expect(listed.ok()).toBe(true);
  const rows = ((await listed.json()) as { content: { id: number; name: string }[] }).content;
  expect(rows.map((row) => row.id)).toEqual([product.id]);

  await page.goto(`/shop-products?keyword=${encodeURIComponent(name)}`);
  await expect(productCards(page)).toHaveCount(1);
  await expect(productCards(page)).toContainText(name);
  await expect(productCards(page)).toContainText('3 in stock');
  await productCards(page).click();
  await expect(page).toHaveURL(new RegExp(`/shop-products/${product.id}$`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Made for the e2e suite.')).toBeVisible();
  await expect(page.getByText('SOLARIS', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
});

test('a member gets the 404 page at /staff/shop-products and 404 from the staff API', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  await logIn(page, member.code, member.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/staff/shop-products');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Staff console')).toHaveCount(0);
  expect((await page.request.get('/api/staff/shop-products')).status()).toBe(404);
  const attempt = await page.request.post('/api/staff/shop-products', {
    data: {
      name: 'Not allowed',
      priceKrw: 1_000,
      stockQuantity: 1,
      category: 'MD',
      type: 'NEW',
      originShop: 'YES24',
    },
  });
  expect(attempt.status()).toBe(404);
});

test.fixme('staff create a product on the staff shop-products screen and find it in the list', async ({
  page,
}) => {
  // Issue 3 scope 10 asks for staff screens; apps/web/src/app/router.tsx registers only
  // /staff/members under /staff, so /staff/shop-products is the 404 page even for staff.
  await logIn(page, 'STAFF01', 'Staff1234!');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/staff/shop-products');
  await expect(page.getByRole('heading', { name: /shop products/i })).toBeVisible();
});
