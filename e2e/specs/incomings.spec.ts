import { expect, test } from '@playwright/test';
import { chooseExact, fillIncomingParcel } from '../support/incomings.ts';
import { createMember, logIn } from '../support/members.ts';

test('register an incoming with two items, find it in the list, open, edit and cancel it', async ({
  page,
  request,
}, testInfo) => {
  const isPhone = testInfo.project.name.includes('phone');
  const member = await createMember(request);
  // A tracking number of this run's own, so the two widths never clash.
  const trackingNo = `CJ${Date.now()}${isPhone ? 'P' : 'D'}`.slice(0, 20);
  await logIn(page, member.code, member.password, '/login?redirect=/incomings');
  await expect(page).toHaveURL(/\/incomings$/);
  await expect(page.getByRole('tab', { name: 'Incoming' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('You have no incomings yet.')).toBeVisible();

  await page.getByRole('link', { name: 'New incoming' }).click();
  await expect(page).toHaveURL(/\/incomings\/new$/);
  await expect(page.getByRole('heading', { name: 'New incoming' })).toBeVisible();

  // Messages show as a field is left.
  await page.getByLabel('Tracking number').fill('CJ-12');
  await page.getByLabel('Seller name').focus();
  await expect(page.getByText('Tracking number can only contain letters and numbers')).toBeVisible();
  await fillIncomingParcel(page, trackingNo, 2);
  await page.getByLabel('Purchase link or note').fill('https://shop.example.kr/mini-album');

  await page.getByRole('button', { name: 'Add item' }).click();
  await page.getByLabel('Item name').nth(1).fill('Poster');
  await chooseExact(page, 'Category', 'Official merchandise', 1);
  await page.getByLabel('Unit price (KRW)').nth(1).fill('5000');
  await page.getByLabel('Quantity').nth(1).fill('3');
  await page.getByRole('button', { name: 'Submit' }).click();

  // Back on the list, the new incoming is there.
  await expect(page).toHaveURL(/\/incomings$/);
  if (isPhone) {
    const card = page.getByRole('button', { name: /^Open IN\d{10}\b/ });
    await expect(card).toBeVisible();
    await expect(card.getByText('Mini album +1')).toBeVisible();
    await card.click();
  } else {
    const table = page.getByRole('table', { name: 'Incomings' });
    const row = table.getByRole('row').filter({ hasText: trackingNo.toUpperCase() });
    await expect(row.getByText('CJ Logistics')).toBeVisible();
    await expect(row.getByText('Album Shop')).toBeVisible();
    await expect(row.getByText('Mini album +1')).toBeVisible();
    await row.getByRole('link', { name: /^IN\d{10}$/ }).click();
  }

  await expect(page).toHaveURL(/\/incomings\/IN\d{10}$/);
  const code = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { name: `[Incoming] ${code}` })).toBeVisible();
  await expect(page.getByText('Registered').first()).toBeVisible();
  // ₩36,000 + ₩15,000.
  await expect(page.getByText('₩51,000')).toBeVisible();
  await expect(page.getByText('Not arrived yet')).toBeVisible();
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items.getByText('Poster', { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(items.getByText('Official merchandise').filter({ visible: true })).toBeVisible();

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/incomings/edit/${code}$`));
  await expect(page.getByLabel('Seller name')).toHaveValue('Album Shop');
  await page.getByLabel('Seller name').fill('Album Shop Seoul');
  await page.getByLabel('Quantity').nth(1).fill('4');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(new RegExp(`/incomings/${code}$`));
  await expect(page.getByText('Album Shop Seoul')).toBeVisible();
  // ₩36,000 + ₩20,000.
  await expect(page.getByText('₩56,000')).toBeVisible();

  await page.getByRole('button', { name: 'Cancel request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Incoming Request?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel request' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: 'Edit' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cancel request' })).toBeHidden();
  const timeline = page.getByRole('region', { name: 'History' });
  await expect(timeline.getByText('Cancelled')).toBeVisible();
});
