import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chargeFixture, previewFixture } from '../../../test/payment-fixtures.ts';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { ListingDetail } from './listing-detail.tsx';
import { purchaseModalMessages } from './purchase-modal.tsx';

const listing = {
  pid: '123',
  name: 'IVE photocard set',
  priceKrw: 15_000,
  shippingFeeKrw: 4_000,
  saleStatus: 'SELLING',
  imageUrlTemplate: 'https://img.example/123_{cnt}_w{res}.jpg',
  imageCount: 2,
  imageUrls: [],
  description: 'Kept in a sleeve.',
  condition: 'LIKE_NEW',
};

const member = {
  code: 'ABC1234',
  firstName: 'Mina',
  lastName: 'Park',
  email: 'mina@example.com',
  countryCode: 'US',
  role: 'member',
  creditAmount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const signedIn = { body: { member, isExpired: false } };
const signedOut = { body: { member: null, isExpired: false } };
const rate = { body: { baseRate: 1_000, wiseRate: 1_000 } };

const renderListing = (path = '/bunjang-products/123') =>
  renderAt(
    path,
    <ListingDetail pid="123" category={new URL(path, 'http://x').searchParams.get('category')} />,
  );

/** Presses Purchase once the session is known (the button waits for it). */
async function pressPurchase() {
  const button = await screen.findByRole('button', { name: 'Purchase' });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
}

async function openModal() {
  await pressPurchase();
  return screen.findByRole('dialog', { name: 'Purchase request' });
}

describe('marketplace purchase modal', () => {
  it('sends a visitor to login with the listing as the way back, opening no modal', async () => {
    mockApi({ 'GET /api/auth/session': signedOut, 'GET /api/bunjang/products/123': { body: listing } });
    const { router } = renderListing('/bunjang-products/123?category=care');
    await pressPurchase();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/bunjang-products/123?category=care')}`,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the item and its prepayment, and needs both boxes ticked before anything is sent', async () => {
    const { calls } = mockApi({
      'GET /api/auth/session': signedIn,
      'GET /api/bunjang/products/123': { body: listing },
      'GET /api/exchange-rates/current': rate,
    });
    renderListing();
    const dialog = await openModal();
    const modal = within(dialog);
    expect(modal.getByText('IVE photocard set')).toBeTruthy();
    const prepayment = within(modal.getByRole('region', { name: 'Prepayment' }));
    // 15,000 + 4,000 shipping + Bunjang fee 10,000 + 3% of 15,000 (450) = 29,450 won ($29.45 at 1,000).
    for (const [label, amount] of [
      ['Item price', '₩15,000'],
      ['Domestic shipping', '₩4,000'],
      ['Bunjang fee', '₩10,000'],
      ['Bunjang commission', '₩450'],
    ] as const) {
      expect(prepayment.getByText(label).parentElement?.textContent).toBe(`${label}${amount}`);
    }
    expect(await prepayment.findByText('$29.45 (₩29,450)')).toBeTruthy();

    fireEvent.click(modal.getByRole('button', { name: 'Request purchase' }));
    expect(await modal.findByText(purchaseModalMessages.termsRequired)).toBeTruthy();
    expect(modal.getByText(purchaseModalMessages.noCancellationRequired)).toBeTruthy();

    fireEvent.click(modal.getByRole('checkbox', { name: /terms of use/ }));
    expect(modal.queryByText(purchaseModalMessages.termsRequired)).toBeNull();
    fireEvent.click(modal.getByRole('button', { name: 'Request purchase' }));
    expect(modal.getByText(purchaseModalMessages.noCancellationRequired)).toBeTruthy();
    expect(calls.some((call) => call.key === 'POST /api/ofm-services')).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Purchase request' })).toBeTruthy();
  });

  it('opens for a listing an outside source gives at 0 won (no fee lines), leaving the refusal to the server', async () => {
    mockApi({
      'GET /api/auth/session': signedIn,
      'GET /api/bunjang/products/123': { body: { ...listing, priceKrw: 0 } },
      'GET /api/exchange-rates/current': rate,
    });
    renderListing();
    const prepayment = within(within(await openModal()).getByRole('region', { name: 'Prepayment' }));
    expect(prepayment.queryByText('Bunjang fee')).toBeNull();
    expect(await prepayment.findByText('$4.00 (₩4,000)')).toBeTruthy();
  });

  it('sends the listing as a BUNJANG_KFD request, closes on success and opens the payment preview of the new code', async () => {
    const code = 'OF2611240007';
    const { calls } = mockApi({
      'GET /api/auth/session': signedIn,
      'GET /api/bunjang/products/123': { body: listing },
      'GET /api/exchange-rates/current': rate,
      'POST /api/ofm-services': { body: { code } },
      'POST /api/orders/preview': {
        body: previewFixture([chargeFixture({ targetCode: code, summary: 'Bunjang · 1 item' })]),
      },
    });
    renderListing();
    const modal = within(await openModal());
    fireEvent.click(modal.getByRole('checkbox', { name: /terms of use/ }));
    fireEvent.click(modal.getByRole('checkbox', { name: /cannot be cancelled/ }));
    fireEvent.click(modal.getByRole('button', { name: 'Request purchase' }));

    // The purchase modal gives way to the payment preview of the new request.
    const preview = within(await screen.findByRole('dialog', { name: 'Payment Detail' }));
    expect(screen.queryByRole('dialog', { name: 'Purchase request' })).toBeNull();
    expect(await preview.findByText('Bunjang · 1 item')).toBeTruthy();
    expect(calls.find((call) => call.key === 'POST /api/orders/preview')?.body).toEqual({
      targets: [{ code, type: 'OFM' }],
      creditRedeemAmount: 0,
    });
    // Closed unpaid, the page keeps the new code, linking to the request.
    fireEvent.click(preview.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const link = screen.getByRole('link', { name: code });
    expect(link.getAttribute('href')).toBe(`/ofm/${code}`);
    expect(screen.getByText(/has been created/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Purchase' })).toBeNull();
    const posted = calls.filter((call) => call.key === 'POST /api/ofm-services');
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toEqual({
      type: 'BUNJANG_KFD',
      shopName: 'Bunjang',
      sourceType: 'BUNJANG_KFD',
      sourceId: '123',
      items: [
        {
          url: `${window.location.origin}/bunjang-products/123`,
          name: 'IVE photocard set',
          unitPrice: 15_000,
          quantity: 1,
        },
      ],
    });
  });

  it("keeps the modal open with the server's message when the item sold meanwhile, then shows 'Sold Out'", async () => {
    let listingReads = 0;
    mockApi({
      'GET /api/auth/session': signedIn,
      'GET /api/bunjang/products/123': () => {
        listingReads += 1;
        return { body: listingReads === 1 ? listing : { ...listing, saleStatus: 'SOLD_OUT' } };
      },
      'GET /api/exchange-rates/current': rate,
      'POST /api/ofm-services': {
        status: 409,
        body: { code: 'CONFLICT', message: 'This item has already been sold.' },
      },
    });
    renderListing();
    const dialog = await openModal();
    const modal = within(dialog);
    const terms = modal.getByRole('checkbox', { name: /terms of use/ });
    const noCancellation = modal.getByRole('checkbox', { name: /cannot be cancelled/ });
    fireEvent.click(terms);
    fireEvent.click(noCancellation);
    fireEvent.click(modal.getByRole('button', { name: 'Request purchase' }));

    expect(await modal.findByText('This item has already been sold.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Purchase request' })).toBe(dialog);
    expect((terms as HTMLInputElement).checked).toBe(true);
    expect((noCancellation as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('link', { name: /^OF/ })).toBeNull();

    // The text button; the header's icon button is named 'Close' too.
    fireEvent.click(modal.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Sold Out' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Purchase' })).toBeNull();
    expect(listingReads).toBe(2);
  });

  it('sends a member whose session ended to login, flagged as expired', async () => {
    mockApi({
      'GET /api/auth/session': signedIn,
      'GET /api/bunjang/products/123': { body: listing },
      'GET /api/exchange-rates/current': rate,
      'POST /api/ofm-services': {
        status: 401,
        body: { code: 'SESSION_EXPIRED', message: 'Your session has expired. Please log in again.' },
      },
    });
    const { router } = renderListing();
    const modal = within(await openModal());
    fireEvent.click(modal.getByRole('checkbox', { name: /terms of use/ }));
    fireEvent.click(modal.getByRole('checkbox', { name: /cannot be cancelled/ }));
    fireEvent.click(modal.getByRole('button', { name: 'Request purchase' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/bunjang-products/123');
    expect(new URLSearchParams(router.state.location.search).get('expired')).toBe('1');
  });
});
