import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createMember, logIn, openMenuIfCollapsed } from '../support/members.ts';
import {
  choose,
  deleteRow,
  field,
  logInAs,
  pngFile,
  saveButton,
  seededStaff,
  staffRow,
  staffRows,
  throttleUploads,
  uniqueTag,
  uploadInput,
} from '../support/staff.ts';
import { productCards } from '../support/storefront.ts';

test('staff open the console and a product they create is listed for staff and sold in the shop', async ({
  page,
}) => {
  await logIn(page, 'STAFF01', 'Staff1234!');
  await expect(page).not.toHaveURL(/\/login/);
  await openMenuIfCollapsed(page);
  await page.getByRole('link', { name: 'Staff', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/members$/);
  await expect(page.getByText('Fanship Staff')).toBeVisible();

  // This journey drives the staff API with the staff member's own session; the next ones use the screens.
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
  await expect(page.getByText('Fanship Staff')).toHaveCount(0);
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

test('staff create a product on the staff shop-products screen and find it in the list', async ({ page }) => {
  // A long journey: create with uploads, stock, shop, edit and delete.
  test.setTimeout(150_000);
  await logInAs(page, seededStaff);
  await page.goto('/staff/shop-products');
  await expect(page.getByRole('heading', { name: 'Shop products', level: 1 })).toBeVisible();
  await expect(staffRows(page).first()).toBeVisible();
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page).toHaveURL(/\/staff\/shop-products\/new$/);
  await expect(page.getByRole('heading', { name: 'New shop product' })).toBeVisible();

  // Saving the empty form names every missing field and sends nothing.
  await saveButton(page).click();
  for (const message of [
    'Name is required',
    'Price is required',
    'Category is required',
    'Product type is required',
    'Origin shop is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page).toHaveURL(/\/staff\/shop-products\/new$/);

  const name = `E2E Screen Photobook ${uniqueTag()}`;
  await field(page, 'Name').fill(name);
  await field(page, 'Price (KRW)').fill('23500');
  await field(page, 'Stock').fill('4');
  await choose(page, 'Category', 'Photobook');
  await choose(page, 'Product type', 'Limited');
  await choose(page, 'Origin shop', 'Makestar');
  await choose(page, 'Artist group', 'SOLARIS (SOLARIS)');
  await field(page, 'Description (HTML)').fill('<p>Printed for the staff journey.</p>');
  await expect(page.getByText('Name is required')).toHaveCount(0);

  // A file that is not an image is refused by the server, which reads the bytes, not the name.
  await uploadInput(page, 'Thumbnail').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is not a picture'),
  });
  await expect(page.getByText('Only PNG, JPEG, GIF and WebP images can be uploaded.')).toBeVisible();
  await uploadInput(page, 'Thumbnail').setInputFiles(pngFile('cover.png', 48, [220, 40, 120]));
  await expect(page.getByRole('img', { name: 'Thumbnail 1' })).toBeVisible();

  // A bigger picture on a slow line shows its progress until it is stored.
  const restoreSpeed = await throttleUploads(page, 400_000);
  await uploadInput(page, 'Images').setInputFiles(pngFile('gallery.png', 700, [0, 0, 0], true));
  await expect(page.getByRole('progressbar', { name: 'Upload of gallery.png' })).toBeVisible();
  await expect(page.getByText(/Uploading gallery\.png… \d+%/)).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
  await expect(page.getByRole('img', { name: 'Images 1' })).toBeVisible({ timeout: 30_000 });
  await restoreSpeed();
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  await saveButton(page).click();
  await expect(page.getByText('Product created.')).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/shop-products$/);

  await page.getByPlaceholder('Search products by name').fill(name);
  await expect(staffRows(page)).toHaveCount(1);
  const row = staffRow(page, name);
  await expect(row).toContainText('Published');
  await expect(row).toContainText('₩23,500');

  // The quick stock editor sets the stock the shop shows.
  await row.getByRole('button', { name: 'Stock' }).click();
  await page.getByRole('textbox', { name: 'New stock' }).fill('-1');
  await page.getByRole('button', { name: 'Set stock' }).click();
  await expect(page.getByText('Stock quantity cannot be negative')).toBeVisible();
  await page.getByRole('textbox', { name: 'New stock' }).fill('7');
  await page.getByRole('button', { name: 'Set stock' }).click();
  await expect(page.getByText(`Stock of ${name} set to 7.`)).toBeVisible();

  await page.goto(`/shop-products?keyword=${encodeURIComponent(name)}`);
  await expect(productCards(page)).toHaveCount(1);
  await expect(productCards(page)).toContainText('7 in stock');
  await expect(productCards(page).locator('img').first()).toHaveAttribute('src', /^\/media\/uploads\//);
  await productCards(page).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Printed for the staff journey.')).toBeVisible();

  // Editing keeps the images and changes the price the shop shows; deleting takes it out of both lists.
  await page.goto(`/staff/shop-products?keyword=${encodeURIComponent(name)}`);
  await staffRow(page, name).getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit shop product' })).toBeVisible();
  await expect(field(page, 'Name')).toHaveValue(name);
  await expect(page.getByRole('img', { name: 'Thumbnail 1' })).toBeVisible();
  await field(page, 'Price (KRW)').fill('25000');
  await saveButton(page).click();
  await expect(page.getByText('Product updated.')).toBeVisible();
  await page.getByPlaceholder('Search products by name').fill(name);
  await expect(staffRow(page, name)).toContainText('₩25,000');
  await deleteRow(staffRow(page, name), page, 'Product deleted.');
  await expect(page.getByText('No products found.')).toBeVisible();
  await page.goto(`/shop-products?keyword=${encodeURIComponent(name)}`);
  await expect(page.getByText('No products found.')).toBeVisible();
});
