import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { HeaderSearch } from './header-search.tsx';

const products = [1, 2, 3, 4, 5].map((id) => ({
  id,
  name: `Seventeen album ${id}`,
  priceKrw: 20_000,
  thumbnailPath: null,
  stockQuantity: 9,
  category: 'ALBUM',
  type: 'NEW',
  artistGroup: null,
  originShop: 'YES24',
  sliceCursor: `c${id}`,
}));

describe('header search', () => {
  it('previews 5 products in stock while typing and links to the full search', async () => {
    const { fetchMock } = mockApi({ 'GET /api/shop-products': { body: { content: products, last: false } } });
    const { router } = renderAt('/', <HeaderSearch />);
    const box = screen.getByLabelText('Search the shop');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'seventeen' } });
    expect(await screen.findByText('Seventeen album 5')).toBeTruthy();
    const searches = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/shop-products')
      .map((url) => url.search);
    expect(searches).toEqual(['?name=seventeen&excludeSoldOut=true&size=5']);
    fireEvent.click(screen.getByRole('button', { name: 'more' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop-products'));
    expect(router.state.location.search).toBe('?keyword=seventeen');
  });

  it('opens the full search on Enter', async () => {
    mockApi({ 'GET /api/shop-products': { body: { content: [], last: true } } });
    const { router } = renderAt('/', <HeaderSearch />);
    const box = screen.getByLabelText('Search the shop');
    fireEvent.change(box, { target: { value: 'light stick' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=light+stick'));
  });
});
