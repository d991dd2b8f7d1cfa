import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { ShopProductListPage } from '../areas/shop-product-list.tsx';

const row = {
  id: 7,
  name: 'Aurora lightstick',
  priceKrw: 45_000,
  thumbnailPath: null,
  stockQuantity: 3,
  category: 'LIGHTSTICK',
  type: 'NEW',
  artistGroup: null,
  originShop: 'YES24',
  isPublished: false,
  updatedAt: '2026-01-01T00:00:00Z',
  sliceCursor: 'c1',
};

describe('the generic staff list', () => {
  it('shows the empty message when the API answers no rows', async () => {
    mockApi({ 'GET /api/staff/shop-products': { body: { content: [], last: true } } });
    renderAt('/staff/shop-products', <ShopProductListPage />);
    expect(await screen.findByText('No products found.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the server's message with a retry that reloads the list", async () => {
    let attempts = 0;
    mockApi({
      'GET /api/staff/shop-products': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 400, body: { code: 'BAD_REQUEST', message: 'Keyword is too long (max. 100)' } }
          : { body: { content: [row], last: true } };
      },
    });
    renderAt('/staff/shop-products', <ShopProductListPage />);
    expect(await screen.findByText('Keyword is too long (max. 100)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByText('Aurora lightstick')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Hidden').length).toBeGreaterThan(0);
  });

  it('sends the keyword from the address bar and asks before deleting a row', async () => {
    const { calls, fetchMock } = mockApi({
      'GET /api/staff/shop-products': { body: { content: [row], last: true } },
      'DELETE /api/staff/shop-products/7': { status: 204 },
    });
    renderAt('/staff/shop-products?keyword=aurora', <ShopProductListPage />);
    await screen.findAllByText('Aurora lightstick');
    const listUrls = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.includes('/staff/'));
    expect(listUrls[0]).toBe('/api/staff/shop-products?keyword=aurora');
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    expect(
      await screen.findByText('“Aurora lightstick” will be deleted. This cannot be undone.'),
    ).toBeTruthy();
    expect(calls.some((call) => call.key.startsWith('DELETE'))).toBe(false);
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.some((call) => call.key === 'DELETE /api/staff/shop-products/7')).toBe(true),
    );
    expect(await screen.findByText('Product deleted.')).toBeTruthy();
  });

  it('keeps the rows, marked busy, while a new search loads, so an open delete dialog stays', async () => {
    // The new search's calls wait until the test answers; once answered, every call (even one a slow machine makes
    // only after the answer, or a second one) gets that answer at once, so the list never waits forever.
    const pendingSearches: ((response: Response) => void)[] = [];
    let searchAnswer: unknown;
    const answerSearch = (body: unknown) => {
      searchAnswer = body;
      for (const resolve of pendingSearches.splice(0)) resolve(json(body));
    };
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (!url.startsWith('/api/staff/shop-products'))
          return json({ code: 'NOT_FOUND', message: 'x' }, 404);
        if (!url.includes('keyword=zz')) return json({ content: [row], last: true });
        if (searchAnswer !== undefined) return json(searchAnswer);
        return new Promise<Response>((resolve) => {
          pendingSearches.push(resolve);
        });
      }),
    );
    renderAt('/staff/shop-products', <ShopProductListPage />);
    await screen.findAllByText('Aurora lightstick');
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(screen.getByPlaceholderText('Search products by name'), { target: { value: 'zz' } });
    await waitFor(() =>
      expect(document.querySelector('[aria-busy="true"]')?.textContent).toContain('Aurora lightstick'),
    );
    expect(dialog.isConnected).toBe(true);
    answerSearch({ content: [], last: true });
    expect(await screen.findByText('No products found.')).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
