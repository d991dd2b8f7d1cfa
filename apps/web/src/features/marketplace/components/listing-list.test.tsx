import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { ListingList } from './listing-list.tsx';

const listing = {
  pid: 'a-1',
  name: 'NCT lightstick',
  priceKrw: 30000,
  shippingFeeKrw: 3000,
  saleStatus: 'SOLD_OUT',
  imageUrlTemplate: 'https://img.example/a-1_{cnt}_{res}.jpg',
  imageCount: 1,
  description: '',
  condition: 'USED',
};

describe('marketplace list', () => {
  it("sends the keyword and shows 'No products found.' for an empty page", async () => {
    const { fetchMock } = mockApi({
      'GET /api/bunjang/retrieve-products': { body: { data: [], hasNext: false, nextCursor: null } },
    });
    renderAt('/bunjang-products?keyword=NCT%20127', <ListingList />);
    expect(await screen.findByText('No products found.')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/bunjang/retrieve-products?keyword=NCT+127');
  });

  it('shows listings with their 480 image, a Sold Out badge and a load-more control', async () => {
    mockApi({
      'GET /api/bunjang/retrieve-products': { body: { data: [listing], hasNext: true, nextCursor: 'abc' } },
    });
    renderAt('/bunjang-products', <ListingList />);
    expect((await screen.findByAltText('NCT lightstick')).getAttribute('src')).toBe(
      'https://img.example/a-1_1_480.jpg',
    );
    expect(screen.getByText('Sold Out')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });

  it('switches to the care category in the URL and keeps it in the links to listings', async () => {
    const { fetchMock } = mockApi({
      'GET /api/bunjang/retrieve-products': { body: { data: [listing], hasNext: false, nextCursor: null } },
    });
    const { router } = renderAt('/bunjang-products?keyword=NCT', <ListingList />);
    expect(await screen.findByText('NCT lightstick')).toBeTruthy();
    expect(screen.getByRole('link', { name: /NCT lightstick/ }).getAttribute('href')).toBe(
      '/bunjang-products/a-1',
    );
    fireEvent.click(screen.getByText('Care (inspected)'));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=NCT&category=care'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/bunjang/retrieve-products?keyword=NCT&category=care',
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /NCT lightstick/ }).getAttribute('href')).toBe(
        '/bunjang-products/a-1?category=care',
      ),
    );
  });
});
