import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedAddress } from '../../../test/address-fixtures.ts';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { AddressList } from './address-list.tsx';

const address = savedAddress();

const realMatchMedia = window.matchMedia;

function setScreenWide(isWide: boolean) {
  window.matchMedia = (query: string) => ({ ...realMatchMedia(query), matches: isWide, media: query });
}

afterEach(() => {
  window.matchMedia = realMatchMedia;
  vi.restoreAllMocks();
});

describe('address list', () => {
  it('shows a table with an Edit link per address on wide screens', async () => {
    setScreenWide(true);
    mockApi({ 'GET /api/me/addresses': { body: [address] } });
    renderAt('/account', <AddressList />);
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /Home/ });
    expect(within(row).getByText('Ana Souza')).toBeTruthy();
    expect(within(row).getByText('Rua Augusta 100, Sao Paulo, SP, 01000-000, Brazil')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/addresses/edit/7');
    expect(screen.getByRole('link', { name: 'New Address' }).getAttribute('href')).toBe('/addresses/new');
  });

  it('shows cards instead of a table on phones', async () => {
    setScreenWide(false);
    mockApi({ 'GET /api/me/addresses': { body: [address] } });
    renderAt('/account', <AddressList />);
    expect(await screen.findByText('Ana Souza')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/addresses/edit/7');
  });

  it('says when there are no addresses yet', async () => {
    mockApi({ 'GET /api/me/addresses': { body: [] } });
    renderAt('/account', <AddressList />);
    expect(await screen.findByText('No addresses yet.')).toBeTruthy();
  });

  it('shows the error with a retry when the list cannot be read', async () => {
    mockApi({
      'GET /api/me/addresses': {
        status: 500,
        body: { code: 'INTERNAL', message: 'Something went wrong. Please try again later.' },
      },
    });
    renderAt('/account', <AddressList />);
    expect(
      await screen.findByText('Something went wrong. Please try again later.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  }, 20_000);
});
