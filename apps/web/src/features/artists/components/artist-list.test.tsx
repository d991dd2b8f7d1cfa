import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { ArtistList } from './artist-list.tsx';

const artist = (code: string, name: string, searchTerm: string) => ({
  code,
  name,
  type: 'G',
  imagePath: null,
  searchTerm,
  members: [],
});

describe('artist list', () => {
  it('filters case-insensitively by name after the debounce and links to the encoded artist path', async () => {
    mockApi({
      'GET /api/artist-groups': {
        body: [artist('IVE', 'IVE', '아이브 starship'), artist('NCT 127', 'NCT 127', 'nct sm')],
      },
    });
    renderAt('/artists', <ArtistList />);
    const nct = await screen.findByRole('link', { name: /NCT 127/ });
    expect(nct.getAttribute('href')).toBe('/artists/NCT%20127');

    fireEvent.change(screen.getByPlaceholderText('Search for artists...'), { target: { value: 'iV' } });
    // Right after typing the list is unchanged: the filter waits for the 100 ms debounce.
    expect(screen.getByRole('link', { name: /NCT 127/ })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: /NCT 127/ })).toBeNull());
    expect(screen.getByRole('link', { name: /IVE/ })).toBeTruthy();

    fireEvent.change(screen.getByPlaceholderText('Search for artists...'), { target: { value: 'STARSHIP' } });
    await waitFor(() => expect(screen.queryByRole('link', { name: /NCT 127/ })).toBeNull());
    expect(screen.getByRole('link', { name: /IVE/ })).toBeTruthy();

    fireEvent.change(screen.getByPlaceholderText('Search for artists...'), { target: { value: 'twice' } });
    expect(await screen.findByText('No artists found.')).toBeTruthy();
  });
});
