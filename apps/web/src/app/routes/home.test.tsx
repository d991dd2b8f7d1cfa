import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../test/render.tsx';
import { memberRoutes } from '../member-routes.tsx';
import { routes } from '../router.tsx';
import { Component as HomeRoute } from './home.tsx';

const routePaths = new Set(
  [...routes.flatMap((route) => route.children ?? []), ...memberRoutes].map((r) => r.path),
);

describe('home page', () => {
  it('links each service card to pages that exist, with drawn icons instead of emoji', async () => {
    mockApi({ 'GET /api/auth/session': { body: { member: null, isExpired: false } } });
    const { container } = renderAt('/', <HomeRoute />);
    const expected: Record<string, string[]> = {
      Shop: ['/shop-products'],
      'Order for Me': ['/service-overview#ofm', '/price-overview#ofm'],
      Forwarding: ['/service-overview#incoming', '/price-overview#shipping'],
    };
    for (const [title, hrefs] of Object.entries(expected)) {
      const card = await screen.findByRole('region', { name: title });
      const links = within(card)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
      expect(links).toEqual(hrefs);
      for (const href of hrefs) expect(routePaths.has(href.slice(1).split('#')[0])).toBe(true);
      expect(card.querySelector('svg')).not.toBeNull();
    }
    expect(container.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
  });
});
