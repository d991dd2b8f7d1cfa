import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectedPayments, won } from '../support/storefront.ts';

/** The amount cell of a row of a two-column table, found by its first cell. */
function rowValue(table: Locator, label: string): Locator {
  return table.getByRole('row').filter({ hasText: label }).last().getByRole('cell').last();
}

async function calculateOfm(page: Page, orderValue: string): Promise<void> {
  await page.getByLabel('Order Value').fill(orderValue);
  await page.getByRole('button', { name: 'Calculate' }).click();
}

test('the OFM fee calculator checks its fields and itemises the tier fee with USD per method', async ({
  page,
  request,
}) => {
  await page.goto('/price-overview#ofm');
  await expect(page.getByRole('tab', { name: 'OFM' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'OFM fee calculator' })).toBeVisible();

  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('OFM Type is required')).toBeVisible();
  await expect(page.getByText('Order Value is required')).toBeVisible();

  await page.getByRole('combobox', { name: 'OFM Type' }).click();
  await page.getByRole('option', { name: 'Online purchase (regular)' }).click();
  await calculateOfm(page, '99,999');
  await expect(page.getByText('OFM Type is required')).toHaveCount(0);
  const fees = page.getByRole('table').filter({ hasText: 'Total with the order value' });
  await expect(rowValue(fees, 'Order value under ₩100,000')).toHaveText(won(7_000));
  await expect(rowValue(fees, 'Total with the order value')).toHaveText(won(106_999));

  const usd = page.getByRole('table', { name: 'Amount to pay in USD' });
  const low = await expectedPayments(request, 106_999);
  await expect(rowValue(usd, 'Bank transfer (Wise)')).toHaveText(low.wise);
  await expect(rowValue(usd, 'PayPal')).toHaveText(low.paypal);
  await expect(rowValue(usd, 'Card')).toHaveText(low.card);

  await calculateOfm(page, '100000');
  await expect(rowValue(fees, 'Order value ₩100,000 to ₩300,000')).toHaveText(won(4_000));
  await expect(rowValue(fees, 'Total with the order value')).toHaveText(won(104_000));
  const mid = await expectedPayments(request, 104_000);
  await expect(rowValue(usd, 'Bank transfer (Wise)')).toHaveText(mid.wise);
  await expect(rowValue(usd, 'PayPal')).toHaveText(mid.paypal);
  await expect(rowValue(usd, 'Card')).toHaveText(mid.card);
});

type Rate = { carrier: string; rateKrw: number };

async function chooseCountry(page: Page, name: string): Promise<void> {
  const country = page.getByRole('textbox', { name: 'Country' });
  await country.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(country).toHaveValue(name);
}

test('the shipping calculator lists carriers in KRW, or says there are none', async ({ page, request }) => {
  await page.goto('/price-overview#shipping');
  await expect(page.getByRole('tab', { name: 'Shipping' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Shipping cost calculator' })).toBeVisible();

  await chooseCountry(page, 'United States');
  await page.getByLabel('Weight').fill('1.5');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const result = page.getByLabel('Shipping cost result');
  await expect(result.getByText('Billable weight: 1.5 kg')).toBeVisible();

  // 1.5 kg is sent as 1,500 g with the 10 cm default sides.
  const response = await request.get(
    '/api/info/find-shipping-rates?countryCode=US&actualWeight=1500&width=10&length=10&height=10',
  );
  expect(response.ok()).toBe(true);
  const rates = (await response.json()) as Rate[];
  expect(rates.map((rate) => rate.carrier)).toContain('K-Packet');
  const rows = result.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(rates.length + 1);
  for (const [index, rate] of rates.entries()) {
    const cells = rows.nth(index + 1).getByRole('cell');
    await expect(cells.nth(0)).toHaveText(rate.carrier);
    await expect(cells.nth(1)).toHaveText(won(rate.rateKrw));
    await expect(cells.nth(2)).toHaveText(/^\$\d[\d,]*\.\d{2}$/);
  }
  const prices = rates.map((rate) => rate.rateKrw);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  // Over 2 kg K-Packet drops out; over every card's limit nothing is left.
  await page.getByLabel('Weight').fill('2.5');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(result.getByText('Billable weight: 2.5 kg')).toBeVisible();
  await expect(result.getByRole('cell', { name: 'EMS', exact: true })).toBeVisible();
  await expect(result.getByRole('cell', { name: 'K-Packet', exact: true })).toHaveCount(0);

  const none = 'No available shipping carriers. Please contact our customer service team.';
  await page.getByLabel('Weight').fill('40');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(result.getByText(none)).toBeVisible();
  await expect(result.getByRole('table')).toHaveCount(0);

  // A country no rate card serves.
  await chooseCountry(page, 'Iceland');
  await page.getByLabel('Weight').fill('1.5');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(result.getByText('Billable weight: 1.5 kg')).toBeVisible();
  await expect(result.getByText(none)).toBeVisible();
});

test('the pricing tabs follow the URL hash', async ({ page }) => {
  await page.goto('/price-overview');
  await expect(page.getByRole('tab', { name: 'Service price' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Shipping' }).click();
  await expect(page).toHaveURL(/\/price-overview#shipping$/);
  await expect(page.getByRole('heading', { name: 'Shipping cost calculator' })).toBeVisible();
  await page.goto('/price-overview#repacking');
  await expect(page.getByRole('tab', { name: 'Repacking' })).toHaveAttribute('aria-selected', 'true');
});
