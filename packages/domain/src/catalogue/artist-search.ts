/** The artist list's name filter and the artist page's path, kept free of zod so pages can use them without the schema library. */

/** Placeholder of the artist list's name filter. */
export const artistSearchPlaceholder = 'Search for artists...';

/** Whether an artist matches the name filter: a case-insensitive substring of its name or search term. */
export function matchesArtistSearch(artist: { name: string; searchTerm: string }, text: string): boolean {
  const needle = text.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return (
    artist.name.toLocaleLowerCase().includes(needle) || artist.searchTerm.toLocaleLowerCase().includes(needle)
  );
}

/** The artist page's path for a code (the code URL-encoded). */
export function artistPath(code: string): string {
  return `/artists/${encodeURIComponent(code)}`;
}
