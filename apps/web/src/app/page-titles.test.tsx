import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FansignEventList } from '../features/fansign/index.ts';
import { ShopProductDetail } from '../features/shop/index.ts';
import { pageTitle } from '../lib/page-title.ts';
import { mockApi, renderAt } from '../test/render.tsx';
import { Component as LoginPage } from './routes/login.tsx';

const signedOut = { body: { member: null, isExpired: false } };

beforeEach(() => {
  document.title = 'Fanship';
});

describe('page titles', () => {
  it('appends the site name, and is the bare name for no title', () => {
    expect(pageTitle('Shop')).toBe('Shop · Fanship');
    expect(pageTitle('  ')).toBe('Fanship');
    expect(pageTitle(undefined)).toBe('Fanship');
  });

  it('takes a list page title from its heading', async () => {
    mockApi({ 'GET /api/fansign-events': { body: { content: [], last: true } } });
    renderAt('/fansign-events', <FansignEventList />);
    await waitFor(() => expect(document.title).toBe('Fansign events · Fanship'));
  });

  it('names a detail page after its record once loaded', async () => {
    mockApi({
      'GET /api/auth/session': signedOut,
      'GET /api/shop-products/7': {
        body: {
          id: 7,
          name: 'Light stick v3',
          priceKrw: 45_000,
          thumbnailPath: null,
          stockQuantity: 3,
          category: 'LIGHTSTICK',
          type: 'RESTOCK',
          artistGroup: null,
          artistMember: null,
          originShop: 'WEVERSE',
          descriptionHtml: '',
          imagePaths: [],
        },
      },
    });
    renderAt('/shop-products/7', <ShopProductDetail id="7" />);
    await screen.findByRole('heading', { name: 'Light stick v3' });
    await waitFor(() => expect(document.title).toBe('Light stick v3 · Fanship'));
  });

  it('gives pages without a list heading their own title', async () => {
    mockApi({ 'GET /api/auth/session': signedOut });
    renderAt('/login', <LoginPage />);
    await waitFor(() => expect(document.title).toBe('Log in · Fanship'));
  });
});
