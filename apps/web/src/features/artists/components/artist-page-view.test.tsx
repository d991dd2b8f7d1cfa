import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { ArtistPageView } from './artist-page-view.tsx';

const artist = {
  code: 'NCT 127',
  name: 'NCT 127',
  type: 'G',
  imagePath: null,
  searchTerm: 'nct',
  description: 'SM Entertainment group.',
  members: [{ code: 'TAEYONG', name: 'Taeyong' }],
};

describe('artist page', () => {
  it("shows the header, the marketplace preview with 'More' and the fansign empty state", async () => {
    const { fetchMock } = mockApi({
      'GET /api/artist-groups/NCT%20127': {
        body: {
          artist,
          marketplacePreview: [{ pid: '1', name: 'Lightstick' }],
          hasMoreMarketplace: true,
          fansignPreview: [],
          hasMoreFansign: false,
        },
      },
    });
    renderAt(
      '/artists/NCT%20127',
      <ArtistPageView
        code="NCT 127"
        renderListing={(listing) => <p key={listing.pid}>{listing.name}</p>}
        renderEvent={(event) => <p key={event.id}>{event.title}</p>}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'NCT 127' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/artist-groups/NCT%20127');
    expect(screen.getByText('Taeyong')).toBeTruthy();
    expect(screen.getByText('Lightstick')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'More' }).getAttribute('href')).toBe(
      '/bunjang-products?keyword=NCT%20127',
    );
    expect(screen.getByText('No fansign events for this artist yet.')).toBeTruthy();
  });
});
