import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { PageLoadError } from '../../lib/load-once.ts';
import { mockApi, renderAppAt } from '../../test/render.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

let shouldThrow = true;

function Fragile() {
  if (shouldThrow) throw new Error('The list could not be drawn.');
  return <p>Drawn fine</p>;
}

function Unloadable(): never {
  throw new PageLoadError(PageLoadError.message);
}

function Harness() {
  const [resets, setResets] = useState(0);
  return (
    <AppProviders queryClient={createQueryClient()}>
      <p>Resets: {resets}</p>
      <RouteErrorBoundary onReset={() => setResets((count) => count + 1)}>
        <Fragile />
      </RouteErrorBoundary>
    </AppProviders>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('route error boundary', () => {
  it('shows the failure with its message and recovers on Try again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shouldThrow = true;
    render(<Harness />);
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    expect(screen.getByText('The list could not be drawn.')).toBeTruthy();
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Drawn fine')).toBeTruthy();
    expect(screen.getByText('Resets: 1')).toBeTruthy();
  });

  it("reloads the page on Try again when the page's code failed to arrive (a chunk gone after a release)", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouteErrorBoundary>
          <Unloadable />
        </RouteErrorBoundary>
      </AppProviders>,
    );
    expect(screen.getByText(PageLoadError.message)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('404 page', () => {
  it('answers an unknown address inside the site frame with a way back', async () => {
    mockApi({ 'GET /api/auth/session': { body: { member: null, isExpired: false } } });
    await renderAppAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the start page' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Fanship' })).toBeTruthy();
  });
});
