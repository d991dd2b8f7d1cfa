import type { Page } from '@playwright/test';

/**
 * Chooses an option of a Mantine select by its exact name (its options are in a dropdown opened by the field);
 * `index` picks among several selects of the same label (one per item row).
 */
export async function chooseExact(page: Page, label: string, option: string, index = 0): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).nth(index).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Fills the new-incoming form's parcel and its first item as the journeys register one: a mini album from Album Shop,
 * sent by CJ Logistics, 18,000 won each.
 */
export async function fillIncomingParcel(page: Page, trackingNo: string, quantity: number): Promise<void> {
  await page.getByLabel('Tracking number').fill(trackingNo);
  await page.getByLabel('Seller name').fill('Album Shop');
  await chooseExact(page, 'Carrier', 'CJ Logistics');
  await page.getByLabel('Item name').fill('Mini album');
  await chooseExact(page, 'Category', 'Album');
  await page.getByLabel('Unit price (KRW)').fill('18000');
  await page.getByLabel('Quantity').fill(String(quantity));
}
