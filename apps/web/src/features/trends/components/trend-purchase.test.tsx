import { decodeOfmDefaults } from '@fanship/domain/requests/ofm-defaults';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { TrendDetail } from './trend-detail.tsx';

const product = {
  id: 4,
  name: 'Photocard binder',
  thumbnailPath: null,
  unitPriceKrw: 13_800,
  descriptionHtml: '',
  purchaseUrl: 'https://shop.example.kr/binder',
  shopName: 'Example Shop',
  shopCloseAt: '2026-12-24T15:00:00.000Z',
};
const member = { code: 'ABC1234', firstName: 'Mina', lastName: 'Park', role: 'member' };
const signedIn = { body: { member, isExpired: false } };

afterEach(() => notifications.clean());

async function press(name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
}

describe('trending product purchase', () => {
  it("'Purchase via OFM' opens the OFM form prefilled with the product at the chosen quantity", async () => {
    mockApi({ 'GET /api/auth/session': signedIn, 'GET /api/ofm-products/4': { body: product } });
    const { router } = renderAt('/trends/4', <TrendDetail id="4" />);
    fireEvent.change(await screen.findByLabelText('Quantity'), { target: { value: '3' } });
    await press('Purchase via OFM');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ofm/new'));
    const prefill = decodeOfmDefaults(new URLSearchParams(router.state.location.search).get('defaultValues'));
    expect(prefill).toEqual({
      type: 'ONLINE_REGULAR',
      sourceType: 'OFM_PRODUCT',
      sourceId: '4',
      shopName: 'Example Shop',
      shopCloseAt: '2026-12-25T00:00+09:00',
      items: [{ url: product.purchaseUrl, name: 'Photocard binder', unitPrice: 13_800, quantity: 3 }],
    });
  });

  it('does nothing while the quantity field holds no quantity', async () => {
    const { calls } = mockApi({
      'GET /api/auth/session': signedIn,
      'GET /api/ofm-products/4': { body: product },
    });
    const { router } = renderAt('/trends/4', <TrendDetail id="4" />);
    fireEvent.change(await screen.findByLabelText('Quantity'), { target: { value: '' } });
    expect(await screen.findByText('Quantity must be at least 1')).toBeTruthy();
    await press('Purchase via OFM');
    await press('Add to cart');
    expect(router.state.location.pathname).toBe('/trends/4');
    expect(calls.some((call) => call.key === 'POST /api/cart/ofm-items')).toBe(false);
  });

  it('sends a visitor to login with the product as the way back, from either button', async () => {
    mockApi({
      'GET /api/auth/session': { body: { member: null, isExpired: false } },
      'GET /api/ofm-products/4': { body: product },
    });
    for (const name of ['Purchase via OFM', 'Add to cart']) {
      const { router, unmount } = renderAt('/trends/4', <TrendDetail id="4" />);
      await press(name);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/trends/4')}`);
      unmount();
    }
  });

  it("adds the product to the cart's Order for Me lines, or shows the server's refusal", async () => {
    let answer = { status: 201, body: {} as unknown };
    const { calls } = mockApi({
      'GET /api/auth/session': signedIn,
      'GET /api/ofm-products/4': { body: product },
      'POST /api/cart/ofm-items': () => answer,
    });
    renderAt('/trends/4', <TrendDetail id="4" />);
    fireEvent.change(await screen.findByLabelText('Quantity'), { target: { value: '2' } });
    await press('Add to cart');
    expect(await screen.findByText('Added to your cart.')).toBeTruthy();
    expect(calls.filter((call) => call.key === 'POST /api/cart/ofm-items').map((call) => call.body)).toEqual([
      { trendingProductId: 4, quantity: 2 },
    ]);

    answer = {
      status: 400,
      body: {
        code: 'BAD_REQUEST',
        message: 'Your cart can hold at most 100 products. Please remove one first.',
      },
    };
    await press('Add to cart');
    expect(
      await screen.findByText('Your cart can hold at most 100 products. Please remove one first.'),
    ).toBeTruthy();
  });
});
