import { decodeOfmDefaults } from '@fanship/domain/requests/ofm-defaults';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chargeFixture, orderFixture, previewFixture } from '../../../test/payment-fixtures.ts';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { CartView } from './cart-view.tsx';

function line(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    type: 'SHOP_PRODUCT',
    name: `Album ${id}`,
    link: `/shop-products/${id * 10}`,
    image: null,
    unitPriceKrw: 10_000 * id,
    quantity: 1,
    origin: { id: id * 10, name: `Album ${id}`, stockQuantity: 4 },
    shopName: null,
    trendingProductId: null,
    checkoutCode: null,
    ...overrides,
  };
}

const rate = { body: { baseRate: 1_000, effectiveFrom: '2026-01-01T00:00:00Z' } };

// Mantine components in jsdom are slow on a loaded machine; the budget is generous, the checks are not timed.
describe('cart page', () => {
  it("says 'Your cart is empty' without lines", async () => {
    mockApi({ 'GET /api/cart': { body: { items: [] } } });
    renderAt('/cart', <CartView />);
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the shop' }).getAttribute('href')).toBe('/shop-products');
    expect(screen.queryByText('Summary')).toBeNull();
  });

  it("totals the selected lines and asks to 'Please select items to pay' when none is selected", async () => {
    mockApi({
      'GET /api/cart': { body: { items: [line(1, { quantity: 2 }), line(3)] } },
      'GET /api/exchange-rates/current': rate,
    });
    renderAt('/cart', <CartView />);
    const summary = within(await screen.findByRole('region', { name: 'Cart summary' }));
    // The dollar total waits for the exchange rate (1,000 won to the dollar here).
    expect(await summary.findByText('$50.00')).toBeTruthy();
    expect(summary.getByText('₩50,000')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Album 3' }));
    expect(await summary.findByText('₩20,000')).toBeTruthy();
    expect(summary.getByText('$20.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all Shop products' }));
    expect(await summary.findByText('₩50,000')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all Shop products' }));
    expect(await summary.findByText('Please select items to pay')).toBeTruthy();
  });

  it('never shows won under the dollar label when the rate cannot be read', async () => {
    mockApi({
      'GET /api/cart': { body: { items: [line(1)] } },
      'GET /api/exchange-rates/current': {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Resource Not Found' },
      },
    });
    renderAt('/cart', <CartView />);
    const summary = within(await screen.findByRole('region', { name: 'Cart summary' }));
    expect(await summary.findByText('Exchange rate unavailable')).toBeTruthy();
    expect(summary.getAllByText('₩10,000')).toHaveLength(1);
  });

  it('refuses a quantity above the stock with the exact toast and saves allowed changes', async () => {
    const { calls } = mockApi({
      'GET /api/cart': { body: { items: [line(1)] } },
      'PATCH /api/cart/items/1': { body: {} },
    });
    renderAt('/cart', <CartView />);
    const quantity = await screen.findByLabelText('Quantity');
    fireEvent.change(quantity, { target: { value: '9' } });
    expect(
      await screen.findByText('The selected quantity exceeds available stock. Current stock: 4 items'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.key === 'PATCH /api/cart/items/1')?.body).toEqual({ quantity: 4 }),
    );
    const cartReads = calls.filter((call) => call.key === 'GET /api/cart').length;
    expect(cartReads).toBeGreaterThanOrEqual(2);
  });

  it('saves nothing for 0 or an empty field, says the minimum is 1, and shows the saved quantity on leaving', async () => {
    const { calls } = mockApi({
      'GET /api/cart': { body: { items: [line(1, { quantity: 2 })] } },
      'GET /api/exchange-rates/current': rate,
      'PATCH /api/cart/items/1': { body: {} },
    });
    renderAt('/cart', <CartView />);
    const quantity = (await screen.findByLabelText('Quantity')) as HTMLInputElement;
    const lineTotal = () => screen.getAllByText(/\$20\.00|\$10\.00/).map((node) => node.textContent);
    expect(await screen.findAllByText('$20.00')).not.toHaveLength(0);
    for (const value of ['0', '']) {
      fireEvent.change(quantity, { target: { value } });
      expect(await screen.findByText('Quantity must be at least 1')).toBeTruthy();
      fireEvent.blur(quantity);
      await waitFor(() => expect(quantity.value).toBe('2'));
      expect(lineTotal()).not.toContain('$10.00');
    }
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls.some((call) => call.key === 'PATCH /api/cart/items/1')).toBe(false);
    fireEvent.change(quantity, { target: { value: '3' } });
    expect(screen.queryByText('Quantity must be at least 1')).toBeNull();
    await waitFor(() =>
      expect(calls.find((call) => call.key === 'PATCH /api/cart/items/1')?.body).toEqual({ quantity: 3 }),
    );
  });

  it('puts the saved quantity back when the server refuses a change', async () => {
    const { calls } = mockApi({
      'GET /api/cart': { body: { items: [line(1, { quantity: 2 })] } },
      'PATCH /api/cart/items/1': {
        status: 400,
        body: {
          code: 'BAD_REQUEST',
          message: 'The selected quantity exceeds available stock. Current stock: 2 items',
        },
      },
    });
    renderAt('/cart', <CartView />);
    const quantity = await screen.findByLabelText('Quantity');
    fireEvent.change(quantity, { target: { value: '3' } });
    expect(
      await screen.findByText('The selected quantity exceeds available stock. Current stock: 2 items'),
    ).toBeTruthy();
    expect(calls.find((call) => call.key === 'PATCH /api/cart/items/1')?.body).toEqual({ quantity: 3 });
    await waitFor(() => expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('2'));
  });

  it('says so on a line whose quantity is now above the stock, and locks a sold-out line', async () => {
    mockApi({
      'GET /api/cart': {
        body: {
          items: [
            line(1, { quantity: 3, origin: { id: 10, name: 'Album 1', stockQuantity: 2 } }),
            line(2, { quantity: 1, origin: { id: 20, name: 'Album 2', stockQuantity: 0 } }),
          ],
        },
      },
    });
    renderAt('/cart', <CartView />);
    // Toasts of earlier tests may still be on screen: look inside the cart section only.
    const section = within(await screen.findByRole('region', { name: 'Shop products' }));
    expect(
      section.getByText('The selected quantity exceeds available stock. Current stock: 2 items'),
    ).toBeTruthy();
    expect(
      section.getByText('The selected quantity exceeds available stock. Current stock: 0 items'),
    ).toBeTruthy();
    expect(section.getByText('SOLD OUT')).toBeTruthy();
    const [first, second] = section.getAllByLabelText('Quantity') as HTMLInputElement[];
    expect(first?.disabled).toBe(false);
    expect(second?.disabled).toBe(true);
  });

  it('removes a line and reads the cart again', async () => {
    let items = [line(1), line(2)];
    const { calls } = mockApi({
      'GET /api/cart': () => ({ body: { items } }),
      'DELETE /api/cart/items/2': () => {
        items = [line(1)];
        return { status: 204 };
      },
    });
    renderAt('/cart', <CartView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Album 2' }));
    await waitFor(() => expect(screen.queryByText('Album 2')).toBeNull());
    expect(calls.map((call) => call.key)).toContain('DELETE /api/cart/items/2');
  });

  it('shows the error with a retry', async () => {
    mockApi({ 'GET /api/cart': { status: 403, body: { code: 'FORBIDDEN', message: 'Access denied' } } });
    renderAt('/cart', <CartView />);
    expect(await screen.findByText('Access denied')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('checks out the selected lines and opens the payment preview of the new order, or shows why it could not', async () => {
    let isCheckedOut = false;
    const code = 'OF2603010001';
    const { calls } = mockApi({
      'GET /api/cart': () => ({
        body: {
          items: isCheckedOut
            ? [line(1, { quantity: 2, checkoutCode: code }), line(2), line(3, { checkoutCode: code })]
            : [line(1, { quantity: 2 }), line(2), line(3)],
        },
      }),
      'GET /api/exchange-rates/current': rate,
      'POST /api/cart/checkout': (body) => {
        if ((body as { itemIds: number[] }).itemIds.includes(2)) {
          return {
            status: 409,
            body: {
              code: 'CONFLICT',
              message: 'The selected quantity exceeds available stock. Current stock: 0 items',
            },
          };
        }
        isCheckedOut = true;
        return { body: { code: 'OF2603010001' } };
      },
      'POST /api/orders/preview': { body: previewFixture() },
      'POST /api/orders/request': { body: orderFixture({ paymentMethod: 'WISE' }) },
    });
    const { router } = renderAt('/cart', <CartView />);
    const summary = within(await screen.findByRole('region', { name: 'Cart summary' }));
    fireEvent.click(summary.getByRole('button', { name: 'Check out' }));
    expect(
      await summary.findByText('The selected quantity exceeds available stock. Current stock: 0 items'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Payment Detail' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Album 2' }));
    fireEvent.click(summary.getByRole('button', { name: 'Check out' }));

    // The new order's preview opens over the cart, which stays where it is; the order is linked above it.
    const preview = within(await screen.findByRole('dialog', { name: 'Payment Detail' }));
    expect(router.state.location.pathname).toBe('/cart');
    expect(screen.getByRole('link', { name: 'OF2603010001' }).getAttribute('href')).toBe('/ofm/OF2603010001');
    const posts = calls.filter((call) => call.key === 'POST /api/cart/checkout');
    expect(posts.map((call) => call.body)).toEqual([{ itemIds: [1, 2, 3] }, { itemIds: [1, 3] }]);
    await waitFor(() =>
      expect(calls.find((call) => call.key === 'POST /api/orders/preview')?.body).toEqual({
        targets: [{ code: 'OF2603010001', type: 'OFM' }],
        creditRedeemAmount: 0,
      }),
    );

    // The checked-out lines stay in the cart, read-only, under their order; the other line stays selectable.
    const group = within(await screen.findByRole('region', { name: `Awaiting payment · ${code}` }));
    expect(group.getByRole('link', { name: 'Album 1' })).toBeTruthy();
    expect(group.getByRole('link', { name: 'Album 3' })).toBeTruthy();
    const shop = within(screen.getByRole('region', { name: 'Shop products' }));
    expect(shop.getByRole('link', { name: 'Album 2' })).toBeTruthy();
    expect(shop.queryByRole('link', { name: 'Album 1' })).toBeNull();

    // Paying reads the cart again (the server removes paid lines).
    const cartReads = calls.filter((call) => call.key === 'GET /api/cart').length;
    fireEvent.click(await preview.findByRole('radio', { name: /Bank transfer/ }));
    fireEvent.click(preview.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('dialog', { name: 'Bank transfer (Wise)' })).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((call) => call.key === 'GET /api/cart').length).toBeGreaterThan(cartReads),
    );
  });

  it('keeps checked-out lines read-only under their order, pays them from there and drops them (and the notice) once paid', async () => {
    const code = 'OF2603020002';
    let stage: 'cart' | 'checked out' | 'paid' = 'cart';
    const { calls } = mockApi({
      'GET /api/cart': () => ({
        body: {
          items:
            stage === 'paid'
              ? []
              : [
                  line(1, {
                    quantity: 2,
                    checkoutCode: stage === 'checked out' ? code : null,
                    origin: { id: 10, name: 'Album 1', stockQuantity: stage === 'checked out' ? 0 : 2 },
                  }),
                  line(2, { checkoutCode: stage === 'checked out' ? code : null }),
                ],
        },
      }),
      'GET /api/exchange-rates/current': rate,
      'POST /api/cart/checkout': () => {
        stage = 'checked out';
        return { body: { code } };
      },
      'POST /api/orders/preview': {
        body: previewFixture([chargeFixture({ targetCode: code })], {
          creditAvailable: 43_000,
          maxCreditRedeem: 43_000,
          creditRedeemAmount: 43_000,
          amount: 0,
          amountsUsd: { WISE: 0, PAYPAL: 0, CARD: 0 },
        }),
      },
      'POST /api/orders/request': () => {
        stage = 'paid';
        return {
          body: orderFixture({
            status: 'OR03',
            paymentMethod: 'CREDIT',
            creditRedeemAmount: 43_000,
            targets: [{ code, type: 'OFM', amount: 43_000 }],
          }),
        };
      },
    });
    const { router } = renderAt('/cart', <CartView />);
    const summary = within(await screen.findByRole('region', { name: 'Cart summary' }));
    fireEvent.click(summary.getByRole('button', { name: 'Check out' }));
    const firstPreview = await screen.findByRole('dialog', { name: 'Payment Detail' });
    fireEvent.click(within(firstPreview).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment Detail' })).toBeNull());
    expect(screen.getByRole('alert', { name: 'Order created' })).toBeTruthy();

    const group = within(await screen.findByRole('region', { name: `Awaiting payment · ${code}` }));
    // Nothing of these lines can change: no selection, no remove, the quantity as text, no stock warning (their
    // stock is already held for this order).
    expect(group.queryByRole('checkbox')).toBeNull();
    expect(group.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(group.queryByLabelText('Quantity')).toBeNull();
    expect(group.getByText('Quantity 2')).toBeTruthy();
    expect(group.queryByText('SOLD OUT')).toBeNull();
    // 2 × 10,000 + 20,000 won at 1,000 won to the dollar.
    expect(await group.findByText('$40.00 (₩40,000)')).toBeTruthy();
    expect(group.getByRole('link', { name: `Go to ${code}` }).getAttribute('href')).toBe(`/ofm/${code}`);
    // They are not counted as shop lines to select or check out.
    const shop = within(screen.getByRole('region', { name: 'Shop products' }));
    expect(shop.getByText('No other shop products in your cart')).toBeTruthy();
    expect(summary.getByText('Please select items to pay')).toBeTruthy();

    const previewsBefore = calls.filter((call) => call.key === 'POST /api/orders/preview').length;
    fireEvent.click(group.getByRole('button', { name: `Pay ${code}` }));
    const preview = within(await screen.findByRole('dialog', { name: 'Payment Detail' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.key === 'POST /api/orders/preview').length).toBeGreaterThan(
        previewsBefore,
      ),
    );
    expect(calls.findLast((call) => call.key === 'POST /api/orders/preview')?.body).toEqual({
      targets: [{ code, type: 'OFM' }],
      creditRedeemAmount: 0,
    });
    fireEvent.click(await preview.findByRole('radio', { name: /Paid with credit/ }));
    fireEvent.click(preview.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('dialog', { name: 'Payment Completed' })).toBeTruthy();
    // Paid: the cart is read again and the order's lines are gone, and so is the notice about the unpaid order.
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.queryByRole('region', { name: `Awaiting payment · ${code}` })).toBeNull();
    expect(screen.queryByRole('alert', { name: 'Order created' })).toBeNull();
    expect(router.state.location.pathname).toBe('/cart');
  });

  it("has an OFM section ('Your OFM cart is empty') whose selected lines open the OFM form prefilled", async () => {
    const ofmLine = (id: number, name: string, shopName: string) =>
      line(id, {
        type: 'OFM',
        name,
        link: `https://shop.example.kr/${id}`,
        unitPriceKrw: 12_000,
        quantity: 2,
        origin: null,
        shopName,
        trendingProductId: id * 100,
      });
    mockApi({ 'GET /api/cart': { body: { items: [line(1)] } }, 'GET /api/exchange-rates/current': rate });
    const first = renderAt('/cart', <CartView />);
    const ofm = within(await screen.findByRole('region', { name: 'Order for Me' }));
    expect(ofm.getByText('Your OFM cart is empty')).toBeTruthy();
    first.unmount();

    mockApi({
      'GET /api/cart': {
        body: { items: [ofmLine(7, 'Photobook', 'Weverse'), ofmLine(8, 'Keyring', 'Weverse')] },
      },
      'GET /api/exchange-rates/current': rate,
    });
    renderAt('/cart', <CartView />);
    const section = within(await screen.findByRole('region', { name: 'Order for Me' }));
    expect(
      within(screen.getByRole('region', { name: 'Shop products' })).getByText('Your cart is empty'),
    ).toBeTruthy();
    expect(section.getByRole('link', { name: 'Photobook' }).getAttribute('href')).toBe('/trends/700');
    expect(section.getAllByText('From Weverse')).toHaveLength(2);
    fireEvent.click(section.getByRole('checkbox', { name: 'Select Keyring' }));
    const request = section.getByRole('link', { name: 'Request selected items via OFM' });
    const parameter = new URL(request.getAttribute('href') ?? '', 'http://x').searchParams.get(
      'defaultValues',
    );
    expect(decodeOfmDefaults(parameter)).toEqual({
      type: 'ONLINE_REGULAR',
      shopName: 'Weverse',
      items: [{ url: 'https://shop.example.kr/7', name: 'Photobook', unitPrice: 12_000, quantity: 2 }],
    });
  });
});
