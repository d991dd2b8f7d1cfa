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

async function chooseOfmType(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'OFM Type' }).selectOption({ label: name });
}

test('the OFM fee calculator checks its fields with the exact messages', async ({ page }) => {
  await page.goto('/price-overview#ofm');
  await expect(page.getByRole('tab', { name: 'OFM' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'OFM fee calculator' })).toBeVisible();

  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('OFM Type is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Order Value is required', { exact: true })).toBeVisible();

  await chooseOfmType(page, 'Online purchase (regular)');
  for (const value of ['abc', '0', '-100', '12.5']) {
    await calculateOfm(page, value);
    await expect(page.getByText('Order Value should be a valid number', { exact: true })).toBeVisible();
    // The input is kept so the member can correct it.
    await expect(page.getByLabel('Order Value')).toHaveValue(value);
    await expect(page.getByLabel('OFM fee result')).toHaveCount(0);
  }
  await expect(page.getByText('OFM Type is required')).toHaveCount(0);

  // The shop purchase type is not offered to members (the list's first entry only asks for a choice).
  await expect(page.getByRole('combobox', { name: 'OFM Type' }).getByRole('option')).toHaveText([
    'Choose a type',
    'Online purchase (regular)',
    'Online purchase (priority)',
    'Bunjang (second-hand marketplace)',
    'Proxy fansign',
    'Offline purchase',
  ]);
});

test('the OFM fee calculator itemises every tier boundary and type, with USD per method', async ({
  page,
  request,
}) => {
  await page.goto('/price-overview#ofm');
  await chooseOfmType(page, 'Online purchase (regular)');
  const result = page.getByLabel('OFM fee result');
  const fees = result.getByRole('table').first();
  const usd = page.getByRole('table', { name: 'Amount to pay in USD' });

  const tiers: [string, string, number][] = [
    ['99,999', 'Order value under ₩100,000', 7_000],
    ['100000', 'Order value ₩100,000 to ₩300,000', 4_000],
    ['300,000', 'Order value ₩100,000 to ₩300,000', 4_000],
    ['300001', 'Order value above ₩300,000: free', 0],
  ];
  for (const [input, rule, fee] of tiers) {
    await calculateOfm(page, input);
    const orderValue = Number(input.replaceAll(',', ''));
    await expect(rowValue(fees, rule)).toHaveText(won(fee));
    await expect(rowValue(fees, 'Total fees')).toHaveText(won(fee));
    // The prepayment of one shop: the order value, ₩4,000 of domestic shipping and the fees.
    await expect(rowValue(fees, 'Domestic shipping')).toHaveText(won(4_000));
    await expect(rowValue(fees, 'Prepayment with the order value')).toHaveText(won(orderValue + 4_000 + fee));
    const expected = await expectedPayments(request, orderValue + 4_000 + fee);
    await expect(rowValue(usd, 'Bank transfer (Wise)')).toHaveText(expected.wise);
    await expect(rowValue(usd, 'PayPal')).toHaveText(expected.paypal);
    await expect(rowValue(usd, 'Card')).toHaveText(expected.card);
  }

  // Priority adds 15,000 to the tier fee; Bunjang is 10,000 + 3% without a tier fee; proxy fansign adds
  // 10,000 to the tier fee; offline is 30,000 + 3% and prepays no domestic shipping (the others 4,000).
  const types: [string, string, number, number][] = [
    ['Online purchase (priority)', '99999', 22_000, 125_999],
    ['Bunjang (second-hand marketplace)', '100000', 13_000, 117_000],
    ['Proxy fansign', '300001', 10_000, 314_001],
    ['Offline purchase', '50000', 31_500, 81_500],
  ];
  for (const [type, input, totalFees, total] of types) {
    await chooseOfmType(page, type);
    await calculateOfm(page, input);
    await expect(rowValue(fees, 'Total fees')).toHaveText(won(totalFees));
    await expect(rowValue(fees, 'Prepayment with the order value')).toHaveText(won(total));
  }
  await expect(fees.getByText('Domestic shipping')).toHaveCount(0);
});

type Rate = { carrier: string; rateKrw: number };

async function chooseCountry(page: Page, name: string): Promise<void> {
  const country = page.getByRole('combobox', { name: 'Country' });
  await country.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(country).toHaveValue(name);
}

/** Clicks Calculate and returns the shipping-rate query the page sent. */
async function calculateShipping(page: Page): Promise<URLSearchParams> {
  const [sent] = await Promise.all([
    page.waitForRequest((request) => request.url().includes('/api/info/find-shipping-rates')),
    page.getByRole('button', { name: 'Calculate' }).click(),
  ]);
  return new URL(sent.url()).searchParams;
}

test('the shipping calculator checks its fields with the exact messages', async ({ page }) => {
  await page.goto('/price-overview#shipping');
  await expect(page.getByRole('heading', { name: 'Shipping cost calculator' })).toBeVisible();
  let lookups = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/info/find-shipping-rates')) lookups += 1;
  });

  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('Country is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Weight is required', { exact: true })).toBeVisible();

  await chooseCountry(page, 'Japan');
  await expect(page.getByText('Country is required')).toHaveCount(0);
  for (const value of ['heavy', '0', '-1']) {
    await page.getByLabel('Weight').fill(value);
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByText('Weight should be a valid number', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Weight')).toHaveValue(value);
  }
  await expect(page.getByLabel('Shipping cost result')).toHaveCount(0);
  expect(lookups).toBe(0);
});

test('the shipping calculator sends grams and ten times each cm, and lists carriers or says there are none', async ({
  page,
  request,
}) => {
  await page.goto('/price-overview#shipping');
  await expect(page.getByRole('tab', { name: 'Shipping' })).toHaveAttribute('aria-selected', 'true');

  await chooseCountry(page, 'United States');
  await page.getByLabel('Weight').fill('1.5');
  const sent = await calculateShipping(page);
  // 1.5 kg is sent as 1,500 g; empty sides count as 10 cm, sent as 100.
  expect(Object.fromEntries(sent)).toEqual({
    countryCode: 'US',
    actualWeight: '1500',
    width: '100',
    length: '100',
    height: '100',
  });
  const result = page.getByLabel('Shipping cost result');
  await expect(result.getByText('Billable weight: 1.5 kg')).toBeVisible();

  const response = await request.get(`/api/info/find-shipping-rates?${sent.toString()}`);
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

  // 2 kg is the K-Packet limit: still offered at 2 kg, gone at 2.001 kg.
  await page.getByLabel('Weight').fill('2');
  await calculateShipping(page);
  await expect(result.getByText('Billable weight: 2 kg')).toBeVisible();
  await expect(result.getByRole('cell', { name: 'K-Packet', exact: true })).toBeVisible();
  await page.getByLabel('Weight').fill('2.001');
  await calculateShipping(page);
  await expect(result.getByText('Billable weight: 2.001 kg')).toBeVisible();
  await expect(result.getByRole('cell', { name: 'EMS', exact: true })).toBeVisible();
  await expect(result.getByRole('cell', { name: 'K-Packet', exact: true })).toHaveCount(0);

  // A light but bulky box: 40 × 30 × 20 cm = 4.8 kg volumetric beats 0.5 kg, so no K-Packet.
  await page.getByLabel('Weight').fill('0.5');
  await page.getByLabel('Width').fill('40');
  await page.getByLabel('Length').fill('30');
  await page.getByLabel('Height').fill('20');
  const bulky = await calculateShipping(page);
  expect([bulky.get('width'), bulky.get('length'), bulky.get('height')]).toEqual(['400', '300', '200']);
  await expect(result.getByText('Billable weight: 4.8 kg')).toBeVisible();
  await expect(result.getByRole('cell', { name: 'K-Packet', exact: true })).toHaveCount(0);
  await expect(result.getByRole('cell', { name: 'EMS', exact: true })).toBeVisible();

  const none = 'No available shipping carriers. Please contact our customer service team.';
  for (const side of ['Width', 'Length', 'Height']) await page.getByLabel(side).fill('');
  await page.getByLabel('Weight').fill('40');
  await calculateShipping(page);
  await expect(result.getByText(none)).toBeVisible();
  await expect(result.getByRole('table')).toHaveCount(0);

  // A country no rate card serves.
  await chooseCountry(page, 'Iceland');
  await page.getByLabel('Weight').fill('1.5');
  await calculateShipping(page);
  await expect(result.getByText('Billable weight: 1.5 kg')).toBeVisible();
  await expect(result.getByText(none)).toBeVisible();

  // Korea gets only the domestic carrier.
  await chooseCountry(page, 'South Korea');
  await calculateShipping(page);
  await expect(result.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(result.getByRole('cell', { name: 'CJ', exact: true })).toBeVisible();
});

test('the pricing tabs follow the URL hash and state the fees of the spec', async ({ page }) => {
  await page.goto('/price-overview');
  await expect(page.getByRole('tab', { name: 'Service price' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab')).toHaveText([
    'Service price',
    'OFM',
    'Unboxing',
    'Split',
    'Inclusion',
    'Packing',
    'Repacking',
    'Shipping',
    'Others',
  ]);
  await page.getByRole('tab', { name: 'Shipping' }).click();
  await expect(page).toHaveURL(/\/price-overview#shipping$/);
  await expect(page.getByRole('heading', { name: 'Shipping cost calculator' })).toBeVisible();

  const fees: [string, string, string][] = [
    ['unboxing', 'Package of 10 kg or more', '₩4,000'],
    ['split', 'Per split package', '₩2,500'],
    ['inclusion', 'Size L', '₩1,700 / ₩2,600'],
    ['packing', 'Priority packing, per request (each split box)', '₩20,000'],
    ['repacking', 'Per started kg added or removed', '₩10,000'],
    ['others', 'Cash on delivery, each', '₩5,000 plus the actual shipping cost'],
  ];
  for (const [hash, label, value] of fees) {
    await page.goto(`/price-overview#${hash}`);
    await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('aria-selected', 'true');
    await expect(rowValue(page.getByRole('main').getByRole('table').first(), label)).toHaveText(value);
  }
  // A malformed hash opens the first tab instead of breaking the page.
  await page.goto('/price-overview#%E0%A4%A');
  await expect(page.getByRole('tab', { name: 'Service price' })).toHaveAttribute('aria-selected', 'true');
});

test('the service overview explains each service with its fee, one hash tab each', async ({ page }) => {
  await page.goto('/service-overview#packing');
  await expect(page.getByRole('heading', { name: 'Our services', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText([
    'Incoming',
    'OFM',
    'Unboxing',
    'Split',
    'Inclusion',
    'Packing',
    'Repacking',
    'Shipping',
  ]);
  await expect(page.getByRole('tab', { name: 'Packing', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText(/₩1,500 per package from the second; vacuum ₩6,500 per bag/)).toBeVisible();

  await page.getByRole('tab', { name: 'Repacking' }).click();
  await expect(page).toHaveURL(/\/service-overview#repacking$/);
  await expect(page.getByText(/₩10,000 per started kg added or removed/)).toBeVisible();
  await page.getByRole('link', { name: 'See pricing' }).click();
  await expect(page).toHaveURL(/\/price-overview#repacking$/);
  await expect(page.getByRole('tab', { name: 'Repacking' })).toHaveAttribute('aria-selected', 'true');
});
