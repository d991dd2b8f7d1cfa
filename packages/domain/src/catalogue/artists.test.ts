import { describe, expect, it } from 'vitest';
import { artistPath, matchesArtistSearch } from './artists.ts';

const ive = { name: 'IVE', searchTerm: '아이브 ive starship' };

describe('matchesArtistSearch', () => {
  it('matches a case-insensitive substring of the name or the search term', () => {
    expect(matchesArtistSearch(ive, 'iv')).toBe(true);
    expect(matchesArtistSearch(ive, 'STAR')).toBe(true);
    expect(matchesArtistSearch(ive, '아이')).toBe(true);
    expect(matchesArtistSearch(ive, 'twice')).toBe(false);
  });

  it('matches everything for blank text', () => {
    expect(matchesArtistSearch(ive, '   ')).toBe(true);
  });
});

describe('artistPath', () => {
  it('URL-encodes the code', () => {
    expect(artistPath('NCT 127')).toBe('/artists/NCT%20127');
  });
});
