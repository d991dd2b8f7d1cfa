import { expect, test } from '@playwright/test';
import { createMember, logIn } from '../support/members.ts';
import { allShopProducts, findShopProduct, won } from '../support/storefront.ts';

const stockToast = (stock: number) =>
  `The selected quantity exceeds available stock. Current stock: ${stock} items`;

test('a member is held to the stock, adds to the cart, changes the quantity and empties the cart', async ({
  page,
  request,
}) => {
  const product = await findShopProduct(
    request,
    (candidate) => candidate.stockQuantity >= 2 && candidate.stockQuantity <= 10,
  );
  const stock = product.stockQuantity;
  const member = await createMember(request);
  await logIn(page, member.code, member.password, `/login?redirect=/shop-products/${product.id}`);
  await expect(page).toHaveURL(new RegExp(`/shop-products/${product.id}$`));
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await expect(page.getByText(`${stock} in stock`, { exact: true })).toBeVisible();

  // Asking for one more than the stock shows the spec's toast and keeps the quantity at the stock.
  const quantity = page.getByLabel('Quantity');
  await quantity.fill(String(stock + 1));
  await expect(page.getByText(stockToast(stock))).toBeVisible();
  await expect(page.getByLabel('Quantity')).toHaveValue(String(stock));

  await page.getByLabel('Quantity').fill('1');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to your cart.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart (1 items)' })).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();
  const section = page.getByRole('region', { name: 'Shop products' });
  await expect(section.getByRole('link', { name: product.name })).toBeVisible();
  await expect(section.getByRole('checkbox', { name: `Select ${product.name}` })).toBeChecked();
  const lineQuantity = section.getByLabel('Quantity');
  await expect(lineQuantity).toHaveValue('1');
  const summary = page.getByRole('region', { name: 'Cart summary' });
  await expect(summary.getByText(won(product.priceKrw), { exact: true })).toBeVisible();

  // The cart refuses more than the stock as well.
  await lineQuantity.fill(String(stock + 5));
  await expect(page.getByText(stockToast(stock)).first()).toBeVisible();

  await section.getByLabel('Quantity').fill('2');
  await expect(summary.getByText(won(product.priceKrw * 2), { exact: true })).toBeVisible();
  // The quantity is kept on the server: it survives a reload.
  await expect
    .poll(async () => {
      const cart = (await (await page.request.get('/api/cart')).json()) as { items: { quantity: number }[] };
      return cart.items.map((item) => item.quantity);
    })
    .toEqual([2]);
  await page.reload();
  await expect(section.getByLabel('Quantity')).toHaveValue('2');

  // Unticking the only line asks to select items.
  await section.getByRole('checkbox', { name: `Select ${product.name}` }).uncheck();
  await expect(summary.getByText('Please select items to pay')).toBeVisible();

  await section.getByRole('button', { name: `Remove ${product.name}` }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
});

test('a visitor pressing Add to Cart is sent to login and back', async ({ page, request }) => {
  const product = await findShopProduct(request, (candidate) => candidate.stockQuantity > 0);
  await page.goto(`/shop-products/${product.id}`);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/shop-products/${product.id}`)}`);

  const member = await createMember(request);
  await logIn(page, member.code, member.password, page.url());
  await expect(page).toHaveURL(new RegExp(`/shop-products/${product.id}$`));
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
});

test("a visitor's Add to Cart is finished after logging in", async ({ page, request }) => {
  const product = await findShopProduct(request, (candidate) => candidate.stockQuantity >= 3);
  const member = await createMember(request);
  await page.goto(`/shop-products/${product.id}`);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await page.getByLabel('Quantity').fill('2');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);

  await page.getByLabel('ID').fill(member.code);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop-products/${product.id}$`));
  await expect(page.getByText('Added to your cart.')).toBeVisible();

  const cart = (await (await page.request.get('/api/cart')).json()) as {
    items: { origin: { id: number }; quantity: number }[];
  };
  expect(cart.items.map((item) => [item.origin.id, item.quantity])).toEqual([[product.id, 2]]);
  // Coming back to the product later adds nothing more.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  const again = (await (await page.request.get('/api/cart')).json()) as { items: { quantity: number }[] };
  expect(again.items.map((item) => item.quantity)).toEqual([2]);
});

test('a member checks out two shop products from the cart: one order, the stock held, the lines kept awaiting payment', async ({
  page,
  request,
}) => {
  // Products with plenty of stock, far from the low-stock ones other journeys read.
  const plentiful = (await allShopProducts(request)).filter((product) => product.stockQuantity >= 100);
  const [first, second] = plentiful.slice(-2);
  if (!first || !second) throw new Error('The seed has no two products with 100 or more in stock');
  const member = await createMember(request);
  await logIn(page, member.code, member.password, '/login?redirect=/cart');
  // Signed in once the login has sent the member back to the cart.
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  for (const product of [first, second]) {
    const added = await page.request.post('/api/cart/items', {
      data: { shopProductId: product.id, quantity: 2 },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  await page.goto('/cart');
  const section = page.getByRole('region', { name: 'Shop products' });
  await expect(section.getByRole('link', { name: first.name })).toBeVisible();
  await expect(section.getByRole('link', { name: second.name })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Cart summary' });
  await expect(summary.getByText(won((first.priceKrw + second.priceKrw) * 2), { exact: true })).toBeVisible();
  await summary.getByRole('button', { name: 'Check out' }).click();

  // The new order's payment preview opens over the cart and asks the cart's total: our own goods carry no service
  // fee and no domestic shipping. Closed unpaid, the order is linked from the cart.
  await expect(page.getByRole('dialog', { name: 'Payment Detail' })).toBeVisible();
  await expect(
    page
      .getByRole('dialog', { name: 'Payment Detail' })
      .getByText('Amount to pay', { exact: true })
      .locator('..'),
  ).toHaveText(`Amount to pay${won((first.priceKrw + second.priceKrw) * 2)}`);
  await page.getByRole('dialog', { name: 'Payment Detail' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog', { name: 'Payment Detail' })).toBeHidden();
  await page
    .getByRole('alert')
    .filter({ hasText: 'Order created' })
    .getByRole('link', { name: /^OF\d{10}$/ })
    .click();
  await expect(page).toHaveURL(/\/ofm\/OF\d{10}$/);
  const code = page.url().split('/').at(-1) ?? '';
  await expect(page.getByRole('heading', { name: new RegExp(`\\[OFM\\] ${code}`) })).toBeVisible();
  const order = (await (await page.request.get(`/api/ofm-services/${code}`)).json()) as {
    type: string;
    status: string;
    items: { name: string; quantity: number }[];
  };
  expect(order.type).toBe('KFD_SHOP');
  expect(order.status).toBe('SCOM01');
  expect(order.items.map((item) => [item.name, item.quantity])).toEqual([
    ...[first, second].sort((a, b) => a.id - b.id).map((product) => [product.name, 2]),
  ]);
  for (const product of [first, second]) {
    const now = (await (await request.get(`/api/shop-products/${product.id}`)).json()) as {
      stockQuantity: number;
    };
    expect(now.stockQuantity).toBeLessThanOrEqual(product.stockQuantity - 2);
  }
  // Until the order is paid its lines stay in the cart, read-only, under the order (paying is in paying.spec.ts).
  await page.goto('/cart');
  const awaiting = page.getByRole('region', { name: `Awaiting payment · ${code}` });
  for (const product of [first, second]) {
    await expect(awaiting.getByRole('link', { name: product.name })).toBeVisible();
  }
  await expect(awaiting.getByRole('checkbox')).toHaveCount(0);
  await expect(awaiting.getByText('Quantity 2')).toHaveCount(2);
  // Its Pay opens that order's payment preview again.
  await awaiting.getByRole('button', { name: `Pay ${code}` }).click();
  const preview = page.getByRole('dialog', { name: 'Payment Detail' });
  await expect(preview.getByText(code, { exact: true })).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'Shop products' }).getByText('No other shop products in your cart'),
  ).toBeVisible();
});
