/** The artist name filter, kept free of zod so pages can filter artists without the schema library. */

/** Whether an artist matches the name filter: a case-insensitive substring of its name or search term. */
export function matchesArtistSearch(artist: { name: string; searchTerm: string }, text: string): boolean {
  const needle = text.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return (
    artist.name.toLocaleLowerCase().includes(needle) || artist.searchTerm.toLocaleLowerCase().includes(needle)
  );
}
