import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import '../../test/render.tsx'; // jsdom set-up: matchMedia, ResizeObserver, cleanup
import { SiteShell } from './site-shell.tsx';

describe('SiteShell', () => {
  // Must stay the first render of the file: the menu's code is loaded once per module.
  it("opens the 'More' menu clicked before its code had loaded", async () => {
    const router = createMemoryRouter([{ path: '*', element: <SiteShell items={[]}>Page</SiteShell> }]);
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    const artists = await screen.findByRole('menuitem', { name: 'Artists' });
    expect(artists.getAttribute('href')).toBe('/artists');
  });
});
