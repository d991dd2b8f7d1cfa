import { onlineManager } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeMatchMedia, mockApi, renderAt } from '../../../test/render.tsx';
import { ShopCatalogue } from './shop-catalogue.tsx';

function product(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: `Album ${id}`,
    priceKrw: 20_000,
    thumbnailPath: `/media/generated/p${id}.svg`,
    stockQuantity: 50,
    category: 'ALBUM',
    type: 'NEW',
    artistGroup: null,
    originShop: 'KTOWN4U',
    sliceCursor: `cursor${id}`,
    ...overrides,
  };
}

/** The query strings of every GET /api/shop-products call so far. */
function productQueries(fetchMock: ReturnType<typeof mockApi>['fetchMock']): string[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/shop-products')
    .map((url) => url.search);
}

const renderShop = (path: string) => renderAt(path, <ShopCatalogue />, '/shop-products');

// The filter sheet is a lazy chunk with Mantine's drawer, slider and accordion: jsdom needs time under load.
describe('shop catalogue', () => {
  it('reads the filters from the URL, sends them to the API and writes sheet changes back', async () => {
    const { fetchMock } = mockApi({
      'GET /api/shop-products': { body: { content: [product(1)], last: true } },
    });
    const { router } = renderShop('/shop-products?category=ALBUM,DVD&maxPrice=100000&excludeSoldOut=true');
    expect(await screen.findByText('Album 1')).toBeTruthy();
    expect(productQueries(fetchMock)).toEqual([
      '?category=ALBUM&category=DVD&maxPrice=100000&excludeSoldOut=true',
    ]);
    expect(screen.getByRole('switch', { name: 'Exclude Sold Out' })).toHaveProperty('checked', true);

    fireEvent.click(screen.getByRole('button', { name: 'Category · 2' }));
    const sheet = await screen.findByRole('dialog');
    fireEvent.click(within(sheet).getByRole('checkbox', { name: 'DVD / Blu-ray' }));
    fireEvent.click(within(sheet).getByRole('checkbox', { name: 'Photocard' }));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));

    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?category=ALBUM%2CPHOTOCARD&maxPrice=100000&excludeSoldOut=true',
      ),
    );
    await waitFor(() =>
      expect(productQueries(fetchMock).at(-1)).toBe(
        '?category=ALBUM&category=PHOTOCARD&maxPrice=100000&excludeSoldOut=true',
      ),
    );
  });

  it('clears the whole query string with the Reset chip', async () => {
    const { fetchMock } = mockApi({
      'GET /api/shop-products': { body: { content: [product(1)], last: true } },
    });
    const { router } = renderShop('/shop-products?keyword=love&type=LIMITED&originShop=YES24');
    fireEvent.click(await screen.findByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(productQueries(fetchMock).at(-1)).toBe(''));
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();
    expect((screen.getByLabelText('Search products') as HTMLInputElement).value).toBe('');
  });

  it('puts the typed keyword into the URL after the debounce', async () => {
    const { fetchMock } = mockApi({
      'GET /api/shop-products': { body: { content: [], last: true } },
    });
    const { router } = renderShop('/shop-products');
    fireEvent.change(screen.getByLabelText('Search products'), { target: { value: 'seventeen' } });
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=seventeen'));
    await waitFor(() => expect(productQueries(fetchMock).at(-1)).toBe('?name=seventeen'));
  });

  it('opens the filter sheet as a bottom sheet under 640 px and as a side sheet wider', async () => {
    mockApi({ 'GET /api/shop-products': { body: { content: [], last: true } } });
    const matchMedia = (matches: (query: string) => boolean) => vi.fn(fakeMatchMedia(matches));
    vi.stubGlobal(
      'matchMedia',
      matchMedia((query) => query === '(max-width: 639px)'),
    );
    renderShop('/shop-products');
    fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    await screen.findByRole('dialog');
    expect(document.querySelector('[data-position="bottom"]')).not.toBeNull();
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toBeTruthy();
  });

  it('puts focus back on the chip that opened the sheet when Escape closes it', async () => {
    mockApi({ 'GET /api/shop-products': { body: { content: [], last: true } } });
    renderShop('/shop-products');
    const chip = screen.getByRole('button', { name: 'Category' });
    fireEvent.click(chip);
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Category' })),
    );
  });

  it('opens a side sheet on wide screens', async () => {
    mockApi({ 'GET /api/shop-products': { body: { content: [], last: true } } });
    renderShop('/shop-products');
    fireEvent.click(screen.getByRole('button', { name: 'Shop' }));
    await screen.findByRole('dialog');
    expect(document.querySelector('[data-position="right"]')).not.toBeNull();
    expect(document.querySelector('[data-position="bottom"]')).toBeNull();
  });

  it('filters by artist in the sheet: a chosen member narrows its group, the name filter finds groups', async () => {
    const { fetchMock } = mockApi({
      'GET /api/shop-products': { body: { content: [], last: true } },
      'GET /api/artist-groups': {
        body: [
          {
            code: 'ALPHA',
            name: 'Alpha',
            type: 'G',
            imagePath: null,
            searchTerm: '',
            members: [
              { code: 'ALPHA_ONE', name: 'One' },
              { code: 'ALPHA_TWO', name: 'Two' },
            ],
          },
          { code: 'BETA', name: 'Beta', type: 'S', imagePath: null, searchTerm: '', members: [] },
        ],
      },
    });
    const { router } = renderShop('/shop-products');
    fireEvent.click(screen.getByRole('button', { name: 'Artist' }));
    const sheet = within(await screen.findByRole('dialog'));
    fireEvent.change(await sheet.findByPlaceholderText('Search for artists...'), {
      target: { value: 'alp' },
    });
    expect(sheet.queryByRole('checkbox', { name: 'Beta' })).toBeNull();
    fireEvent.click(sheet.getByRole('checkbox', { name: 'Alpha' }));
    fireEvent.click(sheet.getByRole('checkbox', { name: 'Two' }));
    fireEvent.change(sheet.getByPlaceholderText('Search for artists...'), { target: { value: 'BE' } });
    fireEvent.click(sheet.getByRole('checkbox', { name: 'Beta' }));
    fireEvent.click(sheet.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?artistGroup=ALPHA%2CBETA&artistMember=ALPHA_TWO'),
    );
    await waitFor(() =>
      expect(productQueries(fetchMock).at(-1)).toBe(
        '?artistGroup=ALPHA&artistGroup=BETA&artistMember=ALPHA_TWO',
      ),
    );
    expect(await screen.findByRole('button', { name: 'Artist · 3' })).toBeTruthy();
  });

  it('shows the price range in won and in dollars at the current rate', async () => {
    mockApi({
      'GET /api/shop-products': { body: { content: [], last: true } },
      'GET /api/exchange-rates/current': {
        body: { baseRate: 1_000, wiseRate: 990, createdAt: '2026-01-01T00:00:00.000Z' },
      },
    });
    renderShop('/shop-products?minPrice=10000&maxPrice=50000');
    fireEvent.click(await screen.findByRole('button', { name: 'Price · ₩10,000 – ₩50,000' }));
    const sheet = within(await screen.findByRole('dialog'));
    expect(await sheet.findByText('≈ $10.00 – $50.00')).toBeTruthy();
  });

  it('keeps the search box within the keyword limit', () => {
    mockApi({ 'GET /api/shop-products': { body: { content: [], last: true } } });
    renderShop('/shop-products');
    expect(screen.getByLabelText('Search products').getAttribute('maxlength')).toBe('100');
  });

  it('shows the stock badge at the top right, clear of the category label thumbnails carry at the top left', async () => {
    mockApi({
      'GET /api/shop-products': { body: { content: [product(1, { stockQuantity: 3 })], last: true } },
    });
    renderShop('/shop-products');
    const badge = await screen.findByTestId('stock-badge');
    expect(badge.textContent).toBe('3 in stock');
    expect(badge.style.getPropertyValue('right')).not.toBe('');
    expect(badge.style.getPropertyValue('left')).toBe('');
  });

  it('says it is offline instead of showing placeholders forever, and loads once back online', async () => {
    mockApi({ 'GET /api/shop-products': { body: { content: [product(1)], last: true } } });
    onlineManager.setOnline(false);
    try {
      renderShop('/shop-products');
      expect(
        await screen.findByText("You're offline. This page will load as soon as you're back online."),
      ).toBeTruthy();
      expect(screen.queryByLabelText('Loading products')).toBeNull();
    } finally {
      onlineManager.setOnline(true);
    }
    expect(await screen.findByText('Album 1')).toBeTruthy();
    expect(screen.queryByText(/You're offline/)).toBeNull();
  });

  it("says 'No products found.' for an empty result", async () => {
    mockApi({ 'GET /api/shop-products': { body: { content: [], last: true } } });
    renderShop('/shop-products?keyword=nothing');
    expect(await screen.findByText('No products found.')).toBeTruthy();
  });

  it('shows the error with a retry that asks again', async () => {
    let isFailing = true;
    mockApi({
      'GET /api/shop-products': () =>
        isFailing
          ? { status: 400, body: { code: 'BAD_REQUEST', message: 'Invalid cursor' } }
          : { body: { content: [product(2)], last: true } },
    });
    renderShop('/shop-products');
    expect(await screen.findByText('Invalid cursor')).toBeTruthy();
    isFailing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Album 2')).toBeTruthy();
  });

  it('asks for the next slice with the last item cursor and shows the stock badges', async () => {
    const { fetchMock } = mockApi({
      'GET /api/shop-products': () => {
        const isSecond = productQueries(fetchMock).at(-1)?.includes('sliceCursor');
        return isSecond
          ? { body: { content: [product(3, { stockQuantity: 0 })], last: true } }
          : { body: { content: [product(1), product(2, { stockQuantity: 4 })], last: false } };
      },
    });
    renderShop('/shop-products');
    expect(await screen.findByText('4 in stock')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('SOLD OUT')).toBeTruthy();
    expect(productQueries(fetchMock).at(-1)).toBe('?sliceCursor=cursor2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByRole('link', { name: /Album 3/ }).getAttribute('href')).toBe('/shop-products/3');
  });
});

describe('shop grid images', () => {
  it('fetches the first image first, loads the first row at once and the rest lazily, all sized', async () => {
    mockApi({
      'GET /api/shop-products': {
        body: { content: [1, 2, 3, 4, 5, 6, 7].map((id) => product(id)), last: true },
      },
    });
    renderAt('/shop-products', <ShopCatalogue />);
    const images = await screen.findAllByRole('img');
    const cards = images.filter((image) => image.getAttribute('width') === '400');
    expect(cards).toHaveLength(7);
    expect(cards[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(cards.slice(1).some((image) => image.hasAttribute('fetchpriority'))).toBe(false);
    expect(cards.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(cards.every((image) => image.getAttribute('height') === '400')).toBe(true);
    // The drawn height follows the width: the height attribute alone drew 400 px tall cards (aspect-ratio
    // does not apply to an element whose height is set).
    expect(cards.every((image) => image.style.height === 'auto')).toBe(true);
  });
});
