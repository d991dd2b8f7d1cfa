import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../prerender.tsx';
import '../test/render.tsx';
import { BrowserApp } from './browser-app.tsx';
import { preloadRoute } from './page-modules.tsx';
import { createQueryClient } from './providers.tsx';
import { routes } from './router.tsx';

// The server's renderer, as the server runs it (jsdom would otherwise be handed the browser's build).
vi.mock('react-dom/static', () => import('react-dom/static.node'));

describe("a server-drawn page's takeover (main.tsx's onCommit)", () => {
  it('says the page is live only once the page itself, not just the frame around it, has been hydrated', async () => {
    const html = await render('/login');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const history = createMemoryHistory({ initialEntries: ['/login'], v5Compat: true });
    await preloadRoute(routes, '/login');
    // React marks each element it has taken over with its fiber.
    const isHydrated = (element: Element | null) =>
      element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    const hydratedAtCommit: boolean[] = [];
    const onCommit = () => hydratedAtCommit.push(isHydrated(container.querySelector('main h1')));
    // The page's own elements, not only the frame's, have their handlers before the page stops being inert. (Parts
    // with a boundary of their own, such as the login form, are taken over later; React hydrates a part at once
    // when a person clicks or types into it.)
    await act(async () => {
      hydrateRoot(
        container,
        <BrowserApp history={history} queryClient={createQueryClient()} onCommit={onCommit} />,
      );
    });
    await vi.waitFor(() => expect(hydratedAtCommit.length).toBeGreaterThan(0));
    expect(hydratedAtCommit[0]).toBe(true);
    container.remove();
  });
});
