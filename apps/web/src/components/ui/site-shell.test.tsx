import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import '../../test/render.tsx'; // jsdom set-up: matchMedia, ResizeObserver, cleanup
import { SiteShell } from './site-shell.tsx';

/** Counts the loads of the menu's module (the real one is used). */
const menuModule = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./explore-menu.tsx', async (importOriginal) => {
  menuModule.loads += 1;
  return await importOriginal();
});

function renderShell() {
  const router = createMemoryRouter([
    { path: '*', element: <SiteShell useItems={() => []}>Page</SiteShell> },
  ]);
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('SiteShell', () => {
  // Must stay the first render of the file: the menu's code is loaded once per module.
  it("draws the closed 'More' menu without its code, and opens it when clicked before the code had loaded", async () => {
    renderShell();
    const more = screen.getByRole('button', { name: 'More' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // A first load neither downloads nor hydrates a menu nobody opened (issue 26).
    expect(menuModule.loads).toBe(0);
    fireEvent.click(more);
    const artists = await screen.findByRole('menuitem', { name: 'Artists' });
    expect(artists.getAttribute('href')).toBe('/artists');
    expect(menuModule.loads).toBe(1);
  });

  it('fetches the menu code when a pointer comes to the button', async () => {
    renderShell();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'More' }));
    expect(menuModule.loads).toBe(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
