import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { lightStick } from '../../../test/shop-fixtures.ts';
import { ShopProductDetail } from './shop-product-detail.tsx';

const member = { code: 'ABC1234', role: 'member' };
const signedOut = { body: { member: null, isExpired: false } };

function detail(overrides: Record<string, unknown> = {}) {
  return lightStick({
    descriptionHtml: '<p>Official light stick</p><img src="x" onerror="window.hacked=1">',
    imagePaths: ['/media/generated/ls.svg', '/media/generated/ls-2.svg'],
    ...overrides,
  });
}

/** Shows product 7 with a login page to go to, clicks Add to Cart and waits for the login page. */
async function addToCartLeadingToLogin() {
  const router = createMemoryRouter(
    [
      { path: '/shop-products/:id', element: <ShopProductDetail id="7" /> },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    { initialEntries: ['/shop-products/7'] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const button = await screen.findByRole('button', { name: 'Add to Cart' });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
  return router;
}

// A visitor's Add to Cart waits in sessionStorage for the login; no test leaves one for the next.
afterEach(() => {
  sessionStorage.clear();
  notifications.clean();
});

const renderDetail = (path = '/shop-products/7') =>
  renderAt(path, <ShopProductDetail id={path.split('/').at(-1) ?? ''} />, '/shop-products/:id');

describe('shop product page', () => {
  it('shows the product with its stock label and a sanitised description', async () => {
    mockApi({ 'GET /api/auth/session': signedOut, 'GET /api/shop-products/7': { body: detail() } });
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Light stick v3' })).toBeTruthy();
    expect(screen.getByText('3 in stock')).toBeTruthy();
    expect(screen.getByText('SEVENTEEN')).toBeTruthy();
    expect(screen.getByText('Official light stick')).toBeTruthy();
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('refuses a quantity above the stock with the exact toast and keeps the stock', async () => {
    mockApi({ 'GET /api/auth/session': signedOut, 'GET /api/shop-products/7': { body: detail() } });
    renderDetail();
    const quantity = await screen.findByLabelText('Quantity');
    fireEvent.change(quantity, { target: { value: '5' } });
    expect(
      await screen.findByText('The selected quantity exceeds available stock. Current stock: 3 items'),
    ).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('3'));
  });

  it('sends a visitor to login with the product page as the redirect', async () => {
    mockApi({ 'GET /api/auth/session': signedOut, 'GET /api/shop-products/7': { body: detail() } });
    const router = await addToCartLeadingToLogin();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fshop-products%2F7');
  });

  it("finishes a visitor's Add to Cart once they are back from logging in", async () => {
    let me: { status?: number; body: unknown } = signedOut;
    const { calls } = mockApi({
      'GET /api/auth/session': () => me,
      'GET /api/shop-products/7': { body: detail() },
      'POST /api/cart/items': { status: 201, body: { id: 1 } },
    });
    const router = createMemoryRouter(
      [
        { path: '/shop-products/:id', element: <ShopProductDetail id="7" /> },
        { path: '/login', element: <h1>Login page</h1> },
      ],
      { initialEntries: ['/shop-products/7'] },
    );
    const view = render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const button = await screen.findByRole('button', { name: 'Add to Cart' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '2' } });
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(calls.some((call) => call.key === 'POST /api/cart/items')).toBe(false);
    view.unmount();

    // Logged in, the login page sends them back to the product (a fresh page load).
    me = { body: { member, isExpired: false } };
    renderDetail();
    expect(await screen.findByText('Added to your cart.')).toBeTruthy();
    expect(calls.filter((call) => call.key === 'POST /api/cart/items').map((call) => call.body)).toEqual([
      { shopProductId: 7, quantity: 2 },
    ]);
    // Only once: coming back to the product later adds nothing more.
    cleanup();
    renderDetail();
    await screen.findByRole('button', { name: 'Add to Cart' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls.filter((call) => call.key === 'POST /api/cart/items')).toHaveLength(1);
  });

  it('sends a member whose session ended since the page loaded to login, flagged as expired', async () => {
    mockApi({
      'GET /api/auth/session': { body: { member, isExpired: false } },
      'GET /api/shop-products/7': { body: detail() },
      'POST /api/cart/items': {
        status: 401,
        body: { code: 'SESSION_EXPIRED', message: 'Your session has expired. Please log in again.' },
      },
    });
    const router = await addToCartLeadingToLogin();
    expect(router.state.location.search).toBe('?redirect=%2Fshop-products%2F7&expired=1');
  });

  it("adds to a member's cart and shows the server's stock message in a red toast", async () => {
    let answer = { body: { id: 1 } } as { status?: number; body: unknown };
    const { calls } = mockApi({
      'GET /api/auth/session': { body: { member, isExpired: false } },
      'GET /api/shop-products/7': { body: detail() },
      'POST /api/cart/items': () => answer,
    });
    renderDetail();
    const button = await screen.findByRole('button', { name: 'Add to Cart' });
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '2' } });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText('Added to your cart.')).toBeTruthy();
    expect(calls.find((call) => call.key === 'POST /api/cart/items')?.body).toEqual({
      shopProductId: 7,
      quantity: 2,
    });

    const message = 'The selected quantity exceeds available stock. Current stock: 1 items';
    answer = { status: 409, body: { code: 'OUT_OF_STOCK', message } };
    fireEvent.click(button);
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('adds nothing for quantity 0 or an empty field and says the minimum is 1', async () => {
    const { calls } = mockApi({
      'GET /api/auth/session': { body: { member, isExpired: false } },
      'GET /api/shop-products/7': { body: detail() },
      'POST /api/cart/items': { body: { id: 1 } },
    });
    renderDetail();
    const button = await screen.findByRole('button', { name: 'Add to Cart' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    for (const value of ['0', '']) {
      const quantity = screen.getByLabelText('Quantity') as HTMLInputElement;
      fireEvent.change(quantity, { target: { value } });
      fireEvent.blur(quantity);
      fireEvent.click(button);
      expect(await screen.findByText('Quantity must be at least 1')).toBeTruthy();
      expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe(value);
    }
    expect(screen.queryByText('Added to your cart.')).toBeNull();
    expect(calls.some((call) => call.key === 'POST /api/cart/items')).toBe(false);
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '1' } });
    await waitFor(() => expect(screen.queryByText('Quantity must be at least 1')).toBeNull());
    fireEvent.click(button);
    expect(await screen.findByText('Added to your cart.')).toBeTruthy();
  });

  it('disables the button and says SOLD OUT at stock 0', async () => {
    mockApi({
      'GET /api/auth/session': signedOut,
      'GET /api/shop-products/7': { body: detail({ stockQuantity: 0 }) },
    });
    renderDetail();
    const button = await screen.findByRole('button', { name: 'SOLD OUT' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  });

  it('shows the not-found page for an unknown product', async () => {
    mockApi({ 'GET /api/auth/session': signedOut });
    renderDetail('/shop-products/999');
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });
});
