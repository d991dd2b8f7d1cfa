/**
 * Answers of public catalogue reads (the shop list and product pages) kept in memory, all dropped at once
 * whenever the catalogue changes (decision 013). A read stores its answer only if no change happened while
 * it ran, so an answer read before a change can never outlive it.
 */
export type CatalogueCache = {
  /** The cached answer for the key, or what `read` answers (stored when nothing changed meanwhile). */
  read<T>(key: string, read: () => Promise<T>): Promise<T>;
  /**
   * Runs a change to products or artists (committed when it resolves) and then drops every cached answer,
   * whether it succeeded or not: every write to the catalogue goes through here.
   */
  change<T>(write: () => Promise<T>): Promise<T>;
  /** Drops every cached answer. */
  invalidate(): void;
};

/** Most answers kept; past this the oldest is dropped (keyword searches make the keys open-ended). */
export const CATALOGUE_CACHE_ENTRIES = 2_000;

export function createCatalogueCache(maxEntries = CATALOGUE_CACHE_ENTRIES): CatalogueCache {
  let entries = new Map<string, unknown>();
  let generation = 0;
  return {
    async read<T>(key: string, read: () => Promise<T>): Promise<T> {
      if (entries.has(key)) return entries.get(key) as T;
      const startedAt = generation;
      const answer = await read();
      if (generation === startedAt) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, answer);
      }
      return answer;
    },
    async change<T>(write: () => Promise<T>): Promise<T> {
      try {
        return await write();
      } finally {
        this.invalidate();
      }
    },
    invalidate() {
      generation += 1;
      entries = new Map();
    },
  };
}
