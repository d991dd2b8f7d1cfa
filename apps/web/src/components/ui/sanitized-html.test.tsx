import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Sets up what Mantine needs from the DOM (matchMedia) and the shared clean-up.
import '../../test/render.tsx';

const stored = '<p>Official <strong>light stick</strong></p><img src="x" onerror="window.__hacked=1">';

/** Imports the component afresh with DOMPurify held back until `release` is called (a slow download). */
async function withSlowPurifier() {
  vi.resetModules();
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.doMock('dompurify', async () => {
    const actual = await vi.importActual<typeof import('dompurify')>('dompurify');
    await gate;
    return actual;
  });
  const { SanitizedHtml } = await import('./sanitized-html.tsx');
  return { SanitizedHtml, release };
}

/** The page as the server draws it (no DOM there to sanitise with), put in the document as a browser gets it. */
function drawnByServer(page: ReactElement): HTMLDivElement {
  vi.stubGlobal('window', undefined);
  const serverHtml = renderToString(page);
  vi.unstubAllGlobals();
  const root = document.createElement('div');
  root.innerHTML = serverHtml;
  document.body.append(root);
  return root;
}

afterEach(() => {
  vi.doUnmock('dompurify');
  vi.resetModules();
});

describe('SanitizedHtml (DOMPurify loaded after the page, issue 8)', () => {
  it('never puts unsanitised HTML in the page while DOMPurify is still loading, and shows it cleaned once it is', async () => {
    const { SanitizedHtml, release } = await withSlowPurifier();
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      render(
        <MantineProvider>
          <SanitizedHtml html={stored} />
        </MantineProvider>,
        { container },
      );
    });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    await act(async () => release());
    expect((await screen.findByText('light stick')).tagName).toBe('STRONG');
    expect(container.querySelector('img')).not.toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('keeps the HTML the server drew while DOMPurify loads and hydrates it without a redraw or a hydration error', async () => {
    const { SanitizedHtml, release } = await withSlowPurifier();
    // What the server stores: HTML its allow-list sanitiser cleaned when it was saved.
    const page = (
      <MantineProvider>
        <SanitizedHtml html="<p>Official <strong>light stick</strong></p>" />
      </MantineProvider>
    );
    // The server draws the stored HTML (it has no DOM to sanitise with).
    const root = drawnByServer(page);
    const drawn = root.querySelector('strong');
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    let hydrated: Root | undefined;
    await act(async () => {
      hydrated = hydrateRoot(root, page, { onRecoverableError: recoverable });
    });
    // While DOMPurify loads, the server's content stays exactly as drawn.
    expect(root.querySelector('strong')).toBe(drawn);
    await act(async () => release());
    // Hydrated: the server's elements are kept, not drawn again.
    await waitFor(() => expect(root.querySelector('[aria-busy]')).toBeNull());
    expect(root.querySelector('strong')).toBe(drawn);
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    // Unmounted inside act, so no work of this root is left for React's scheduler after the test environment is
    // torn down (a task run then fails with 'window is not defined', an unhandled error that fails the run).
    act(() => hydrated?.unmount());
    root.remove();
  });

  it("hydrates the server's HTML without running DOMPurify, and sanitises any HTML drawn after that (issue 26)", async () => {
    vi.resetModules();
    const { SanitizedHtml, loadPurifier } = await import('./sanitized-html.tsx');
    const sanitize = vi.spyOn(await loadPurifier(), 'sanitize');
    const page = (html: string) => (
      <MantineProvider>
        <SanitizedHtml html={html} />
      </MantineProvider>
    );
    const saved = '<p>Official <strong>light stick</strong></p>';
    const root = drawnByServer(page(saved));
    const drawn = root.querySelector('strong');
    const recoverable = vi.fn();
    let hydrated: Root | undefined;
    await act(async () => {
      hydrated = hydrateRoot(root, page(saved), { onRecoverableError: recoverable });
    });
    expect(sanitize).not.toHaveBeenCalled();
    expect(root.querySelector('strong')).toBe(drawn);
    expect(recoverable).not.toHaveBeenCalled();
    // HTML the browser draws itself (another page's, a refetch's) is sanitised before it is put in the page.
    await act(async () => hydrated?.render(page(stored)));
    expect(sanitize).toHaveBeenCalledWith(stored);
    expect(root.querySelector('img')).not.toBeNull();
    expect(root.querySelector('[onerror]')).toBeNull();
    act(() => hydrated?.unmount());
    root.remove();
  });

  it('loads DOMPurify once the browser is idle, not while the page starts (issue 26)', async () => {
    vi.resetModules();
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    const imported = vi.fn();
    vi.doMock('dompurify', async () => {
      imported();
      return vi.importActual<typeof import('dompurify')>('dompurify');
    });
    const { loadPurifier } = await import('./sanitized-html.tsx');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(imported).not.toHaveBeenCalled();
    idle?.();
    await loadPurifier();
    expect(imported).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
