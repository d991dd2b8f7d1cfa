import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { TrendDetail } from './trend-detail.tsx';
import { TrendList } from './trend-list.tsx';

const item = {
  id: 4,
  name: 'Photocard binder',
  thumbnailPath: null,
  unitPriceKrw: 13_800,
  purchaseUrl: 'https://shop.example.kr/binder',
  shopName: 'Example Shop',
  shopCloseAt: null,
  sliceCursor: 'c4',
};

function trendQueries(fetchMock: ReturnType<typeof mockApi>['fetchMock']): string[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/ofm-products')
    .map((url) => url.search);
}

describe('trends', () => {
  it('searches (API `query`) by the keyword of the URL and writes typed text back after the debounce', async () => {
    const { fetchMock } = mockApi({ 'GET /api/ofm-products': { body: { content: [item], last: true } } });
    const { router } = renderAt('/trends?keyword=binder', <TrendList />, '/trends');
    expect(await screen.findByText('Photocard binder')).toBeTruthy();
    expect(trendQueries(fetchMock)).toEqual(['?query=binder']);
    fireEvent.change(screen.getByLabelText('Search trending products'), { target: { value: 'poster' } });
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=poster'));
    await waitFor(() => expect(trendQueries(fetchMock).at(-1)).toBe('?query=poster'));
  });

  it("says 'No products found.' for an empty result", async () => {
    mockApi({ 'GET /api/ofm-products': { body: { content: [], last: true } } });
    renderAt('/trends', <TrendList />, '/trends');
    expect(await screen.findByText('No products found.')).toBeTruthy();
  });

  it('shows the product in USD with KRW, the shop link and its purchase buttons', async () => {
    const { sliceCursor: _cursor, ...product } = item;
    mockApi({
      'GET /api/ofm-products/4': {
        body: { ...product, descriptionHtml: '<p>Holds 400 cards</p><script>x()</script>' },
      },
      'GET /api/exchange-rates/current': { body: { baseRate: 1_380, wiseRate: 1_375 } },
    });
    renderAt('/trends/4', <TrendDetail id="4" />, '/trends/:id');
    expect(await screen.findByRole('heading', { name: 'Photocard binder' })).toBeTruthy();
    expect(await screen.findAllByText('$10.00 (₩13,800)')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '2' } });
    expect(await screen.findByText('$20.00 (₩27,600)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Example Shop' }).getAttribute('href')).toBe(item.purchaseUrl);
    expect(screen.getByText('Holds 400 cards')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('button', { name: 'Purchase via OFM' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy();
  });
});
