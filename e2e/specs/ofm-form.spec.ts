import { expect, test } from '@playwright/test';
import { createMember, logIn } from '../support/members.ts';

/** A 2×2 PNG: the server reads the type from the bytes, so the upload must be a real image. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

test('create an OFM request with images and edit it', async ({ page, request }) => {
  const member = await createMember(request);
  await logIn(page, member.code, member.password, '/login?redirect=/ofm');
  await expect(page).toHaveURL(/\/ofm$/);

  await page.getByRole('link', { name: 'New OFM' }).click();
  await expect(page).toHaveURL(/\/ofm\/new$/);
  await expect(page.getByRole('heading', { name: 'New Order for Me request' })).toBeVisible();

  await page.getByLabel('Shop name').fill('Album Shop');
  await page.getByLabel('URL').fill('https://shop.example.kr/mini-album');
  await page.getByLabel('Item name').fill('Mini album');
  await page.getByLabel('Unit price (KRW)').fill('18000');
  await page.getByLabel('Quantity').fill('2');
  await page.getByLabel('Add images to item 1').setInputFiles({
    name: 'front.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(page.getByRole('button', { name: 'Remove front.png' })).toBeVisible();

  await page.getByRole('button', { name: 'Add item' }).click();
  await page.getByLabel('URL').nth(1).fill('https://shop.example.kr/poster');
  await page.getByLabel('Item name').nth(1).fill('Poster');
  await page.getByLabel('Unit price (KRW)').nth(1).fill('5000');
  await page.getByLabel('Quantity').nth(1).fill('1');

  // ₩41,000 of items + ₩4,000 domestic shipping from their one shop + ₩7,000 service fee.
  const prepayment = page.getByRole('region', { name: 'Prepayment' });
  await expect(prepayment.getByText('Service fee')).toBeVisible();
  await expect(prepayment.getByText('Domestic shipping')).toBeVisible();
  await expect(prepayment.getByText(/₩52,000/)).toBeVisible();

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please confirm the request details')).toBeVisible();
  await expect(page.getByText('Please agree to the terms')).toBeVisible();
  await page.getByText(/I have checked the items/).click();
  await page.getByText(/I agree to the/).click();
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/ofm\/OF\d{10}$/);
  const code = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { name: `[OFM] ${code}` })).toBeVisible();
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items.getByRole('link', { name: 'Mini album', exact: true })).toBeVisible();
  await expect(items.getByRole('link', { name: 'Poster', exact: true })).toBeVisible();
  const image = items.getByRole('img', { name: 'Image of Mini album' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(2);
  await expect(page.getByRole('region', { name: 'Prepayment' }).getByText(/₩52,000/)).toBeVisible();

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/ofm/edit/${code}$`));
  await expect(page.getByLabel('Shop name')).toHaveValue('Album Shop');
  await expect(page.getByRole('img', { name: 'Image 1 of item 1' })).toBeVisible();
  await page.getByLabel('Shop name').fill('Album Shop Seoul');
  await page.getByLabel('Quantity').nth(1).fill('3');
  await page.getByLabel('Add images to item 2').setInputFiles({
    name: 'poster.png',
    mimeType: 'image/png',
    buffer: png,
  });
  // ₩51,000 of items + ₩4,000 + ₩7,000.
  await expect(page.getByRole('region', { name: 'Prepayment' }).getByText(/₩62,000/)).toBeVisible();
  await page.getByText(/I have checked the items/).click();
  await page.getByText(/I agree to the/).click();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(new RegExp(`/ofm/${code}$`));
  await expect(page.getByText('Album Shop Seoul')).toBeVisible();
  await expect(page.getByText('₩5,000 × 3 = ₩15,000')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Image of Poster' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Prepayment' }).getByText(/₩62,000/)).toBeVisible();
  const timeline = page.getByRole('region', { name: 'History' });
  await expect(timeline.getByText('Awaiting payment').first()).toBeVisible();
});
