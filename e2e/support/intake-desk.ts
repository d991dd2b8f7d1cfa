import { expect, type Page } from '@playwright/test';

/**
 * Receives an OFM's result package at the intake desk in the browser (decision 027): scans its code, finds it
 * awaiting receipt, measures it and receives it; `screenshot`: where to keep the filled desk's picture.
 */
export async function receiveAtDesk(page: Page, packageCode: string, screenshot?: string): Promise<void> {
  await page.goto('/staff/warehouse/intake');
  const field = page.getByRole('textbox', { name: 'Tracking number' });
  await field.fill(packageCode);
  await field.press('Enter');
  await expect(page.getByRole('article', { name: `Package ${packageCode} awaiting receipt` })).toBeVisible();
  await expect(
    page.getByRole('radio', { name: new RegExp(`Package ${packageCode} awaiting receipt`) }),
  ).toBeChecked();
  await page.getByRole('textbox', { name: 'Weight (g)' }).fill('700');
  await page.getByRole('textbox', { name: 'Width (cm)' }).fill('25');
  await page.getByRole('textbox', { name: 'Length (cm)' }).fill('20');
  await page.getByRole('textbox', { name: 'Height (cm)' }).fill('8');
  if (screenshot) await page.screenshot({ path: screenshot, fullPage: true });
  await page.getByRole('button', { name: 'Receive', exact: true }).click();
  const received = page.getByRole('status', { name: 'Parcel received' });
  await expect(received).toContainText(packageCode);
  await expect(received).toContainText('the goods bought are in their locker');
}
