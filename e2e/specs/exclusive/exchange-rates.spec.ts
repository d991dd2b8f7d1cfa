import { expect, test } from '@playwright/test';
import { field, logInAs, seededAdmin, uniqueTag } from '../../support/staff.ts';
import { dollars, won } from '../../support/storefront.ts';

type Rate = { baseRate: number; wiseRate: number };

/** KRW in dollars at a rate, to the cent, half up (worked out here, not with the app's helper). */
function usdAt(krw: number, rate: number): string {
  return dollars(Math.floor((krw * 100) / rate + 0.5 + 1e-9));
}

// Runs after every other journey (see playwright.config.ts): a new rate changes every USD price on the site.
test('admin set the exchange rates, keep the history and every USD price follows', async ({ page }) => {
  test.setTimeout(120_000);
  await logInAs(page, seededAdmin);
  const before = (await (await page.request.get('/api/exchange-rates/current')).json()) as Rate;
  const priceKrw = 123_450;
  const created = await page.request.post('/api/staff/shop-products', {
    data: {
      name: `E2E Rate Check ${uniqueTag()}`,
      priceKrw,
      stockQuantity: 5,
      category: 'MD',
      type: 'NEW',
      originShop: 'YES24',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { id: number };
  const next: Rate = { baseRate: before.baseRate + 37.5, wiseRate: before.wiseRate + 31 };

  try {
    await page.goto(`/shop-products/${product.id}`);
    await expect(
      page.getByText(`${usdAt(priceKrw, before.baseRate)} (${won(priceKrw)})`).first(),
    ).toBeVisible();

    await page.goto('/staff/exchange-rates');
    await expect(page.getByRole('heading', { name: 'Exchange rates', level: 1 })).toBeVisible();
    const base = field(page, 'Base rate (KRW per USD)');
    const wise = field(page, 'Wise rate (KRW per USD)');
    await expect(base).toHaveValue(String(before.baseRate));

    await base.fill('0');
    await wise.fill('12.34567');
    await page.getByRole('button', { name: 'Set rates' }).click();
    await expect(page.getByText('Exchange rate must be greater than 0')).toBeVisible();
    await expect(page.getByText('Exchange rate can have at most 4 decimal places')).toBeVisible();
    await base.fill('abc');
    await page.getByRole('button', { name: 'Set rates' }).click();
    await expect(page.getByText('Exchange rate should be a valid number')).toBeVisible();

    await base.fill(String(next.baseRate));
    await wise.fill(String(next.wiseRate));
    await page.getByRole('button', { name: 'Set rates' }).click();
    await expect(page.getByText('Exchange rates saved.')).toBeVisible();
    await expect(page.getByText(`Base ${next.baseRate} · Wise ${next.wiseRate}`)).toBeVisible();
    const history = page.getByRole('table').getByRole('row');
    await expect(history.nth(1)).toContainText(String(next.baseRate));
    await expect(history.nth(1)).toContainText(String(next.wiseRate));
    await expect(history.nth(1)).toContainText(seededAdmin.code);
    await expect(history.nth(2)).toContainText(String(before.baseRate));

    // The public rate and the product's dollar price follow at once.
    const after = (await (await page.request.get('/api/exchange-rates/current')).json()) as Rate;
    expect(after).toMatchObject(next);
    await page.goto(`/shop-products/${product.id}`);
    await expect(
      page.getByText(`${usdAt(priceKrw, next.baseRate)} (${won(priceKrw)})`).first(),
    ).toBeVisible();
  } finally {
    // Put the rates back for whatever runs next, and remove the product.
    const restored = await page.request.post('/api/staff/exchange-rates', { data: before });
    expect(restored.status()).toBe(201);
    expect((await page.request.delete(`/api/staff/shop-products/${product.id}`)).status()).toBe(204);
  }
});
