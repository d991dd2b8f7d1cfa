import { MantineProvider } from '@mantine/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
// matchMedia and the other browser parts jsdom lacks.
import { renderAt } from '../../../test/render.tsx';
import { HashTabs } from './hash-tabs.tsx';

const tabs = [
  { value: 'first', label: 'First', content: <p>First panel</p> },
  { value: 'ofm', label: 'OFM', content: <p>OFM panel</p> },
];

function app(entry: string) {
  const router = createMemoryRouter([{ path: '/prices', element: <HashTabs tabs={tabs} label="Prices" /> }], {
    initialEntries: [entry],
  });
  return (
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>
  );
}

describe('HashTabs', () => {
  it("hydrates the server's first tab without a mismatch, then shows the tab the hash names", async () => {
    // The server never sees the hash: it draws the first tab.
    const container = document.createElement('div');
    container.innerHTML = renderToString(app('/prices'));
    document.body.append(container);
    expect(container.textContent).toContain('First panel');
    const mismatches: unknown[] = [];
    let hydrated: Root | undefined;
    await act(async () => {
      hydrated = hydrateRoot(container, app('/prices#ofm'), {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('tab', { name: 'OFM', selected: true })).toBeTruthy();
    expect(screen.getByText('OFM panel')).toBeTruthy();
    // Unmounted inside act, so React leaves no work to run after the test environment is torn down.
    act(() => hydrated?.unmount());
    container.remove();
  });

  it("starts fetching a tab's lazily loaded content when the pointer or the focus reaches the tab", () => {
    const preload = vi.fn();
    renderAt('/prices', <HashTabs tabs={[tabs[0]!, { ...tabs[1]!, preload }]} label="Prices" />);
    fireEvent.pointerEnter(screen.getByRole('tab', { name: 'OFM' }));
    expect(preload).toHaveBeenCalledTimes(1);
    fireEvent.focus(screen.getByRole('tab', { name: 'OFM' }));
    expect(preload).toHaveBeenCalledTimes(2);
    // The first tab has nothing to fetch.
    fireEvent.pointerEnter(screen.getByRole('tab', { name: 'First' }));
    expect(preload).toHaveBeenCalledTimes(2);
  });
});
