import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { ListingDetail } from './listing-detail.tsx';

const listing = {
  pid: '123',
  name: 'IVE photocard set',
  priceKrw: 15000,
  shippingFeeKrw: 4000,
  saleStatus: 'SELLING',
  imageUrlTemplate: 'https://img.example/123_{cnt}_w{res}.jpg',
  imageCount: 2,
  description: 'Kept in a sleeve.',
  condition: 'LIKE_NEW',
};

describe('marketplace listing detail', () => {
  it("shows the 'Sold Out' page with a way back for a listing that is not SELLING", async () => {
    mockApi({ 'GET /api/bunjang/products/123': { body: { ...listing, saleStatus: 'RESERVED' } } });
    renderAt('/bunjang-products/123', <ListingDetail pid="123" category={null} />);
    expect(await screen.findByRole('heading', { name: 'Sold Out' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the marketplace' }).getAttribute('href')).toBe(
      '/bunjang-products',
    );
    expect(screen.queryByText('Kept in a sleeve.')).toBeNull();
  });

  it('shows a SELLING listing with images at 900, its condition label and the care category', async () => {
    const { fetchMock } = mockApi({ 'GET /api/bunjang/products/123': { body: listing } });
    renderAt('/bunjang-products/123?category=care', <ListingDetail pid="123" category="care" />);
    expect(await screen.findByRole('heading', { name: 'IVE photocard set' })).toBeTruthy();
    expect(screen.getByText('almost new')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Marketplace care' }).getAttribute('href')).toBe(
      '/bunjang-products?category=care',
    );
    expect(screen.getByText(/a service fee of ₩10,000 \+ 3%/)).toBeTruthy();
    expect(screen.getByAltText('IVE photocard set, photo 1').getAttribute('src')).toBe(
      'https://img.example/123_1_w900.jpg',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show image 2' }));
    expect(screen.getByAltText('IVE photocard set, photo 2').getAttribute('src')).toBe(
      'https://img.example/123_2_w900.jpg',
    );
    expect(screen.queryByRole('heading', { name: 'Sold Out' })).toBeNull();
    expect(
      fetchMock.mock.calls.some(([url]) => String(url) === '/api/bunjang/products/123?category=care'),
    ).toBe(true);
  });

  it("shows 'used' for any other condition", async () => {
    mockApi({ 'GET /api/bunjang/products/123': { body: { ...listing, condition: 'USED' } } });
    renderAt('/bunjang-products/123', <ListingDetail pid="123" category={null} />);
    expect(await screen.findByText('used')).toBeTruthy();
    expect(screen.queryByText('almost new')).toBeNull();
  });

  it('shows the 404 page for a listing the marketplace does not know', async () => {
    mockApi({
      'GET /api/bunjang/products/404': {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Resource Not Found' },
      },
    });
    renderAt('/bunjang-products/404', <ListingDetail pid="404" category={null} />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
