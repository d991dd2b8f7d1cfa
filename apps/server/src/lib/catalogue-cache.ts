import { CATALOGUE_VERSION_CHECK_MS, type CatalogueVersions } from './catalogue-versions.ts';
import { type Clock, systemClock } from './clock.ts';

/**
 * Answers of public catalogue reads kept in memory (decisions 013 and 014). Each answer names the parts of
 * the catalogue it was read from (its scopes); a change to a part drops every answer read from it. A read
 * stores its answer only if none of its parts changed while it ran, so an answer read before a change can
 * never outlive it. An answer that depends on the clock carries the last instant it is true at and is read
 * again after it (by the app's clock).
 *
 * A kept answer also keeps the bytes it was written as (decision 015): the response serializer asks
 * `bytesOf` for the answer object the cache handed out, and writes it only the first time. The bytes belong to
 * that object, which the cache never hands out again once its entry is dropped, so they go with it.
 *
 * Across instances (issue 25): given the shared `versions` (`lib/catalogue-versions.ts`), a change also raises
 * its scopes' versions, and before answering a read the cache checks them at most once per `checkMs` (by the
 * app's clock), dropping the answers of every scope another instance changed. So no instance serves a change
 * later than `checkMs` (1 s) after the request that made it.
 */
export type CatalogueScope =
  | 'shop-products'
  | 'artists'
  | 'fansign-events'
  | 'marketplace'
  | 'trending-products'
  | 'posts'
  | 'interest-keywords';

/** A `validUntil` for an answer that must not be kept at all (any instant already past works the same). */
export const NOT_KEPT = new Date(-8.64e15);

/** An answer with the last instant it holds at (null: until its scopes change; past: not kept). */
export type ExpiringAnswer<T> = { answer: T; validUntil: Date | null };

export type CatalogueCache = {
  /** The cached answer for the key, or what `read` answers (stored when none of its scopes changed meanwhile). */
  read<T>(key: string, scopes: readonly CatalogueScope[], read: () => Promise<T>): Promise<T>;
  /**
   * As `read`, for an answer that stops being true at a time computed from the data (an event's entry end,
   * the short life of an outside source's answer): it is served while the clock is at or before `validUntil`.
   */
  readExpiring<T>(
    key: string,
    scopes: readonly CatalogueScope[],
    read: () => Promise<ExpiringAnswer<T>>,
  ): Promise<T>;
  /**
   * Runs a change to the named parts of the catalogue (committed when it resolves) and then drops every
   * answer read from them, whether it succeeded or not: every write to a cached part goes through here.
   */
  change<T>(scopes: readonly CatalogueScope[], write: () => Promise<T>): Promise<T>;
  /** Drops every answer read from the named parts. */
  invalidate(scopes: readonly CatalogueScope[]): void;
} & KeptAnswerBytes;

/** The bytes of the answers a cache keeps, as each writer (a route's serializer) writes them. */
export type KeptAnswerBytes = {
  /**
   * The bytes `write` answers for this answer, written once per writer while the answer is kept; undefined
   * when the value is not an answer the cache keeps now (the caller writes it itself, every time).
   */
  bytesOf(answer: unknown, writer: object, write: () => string): Buffer | undefined;
  /**
   * The bytes of a kept answer (as `bytesOf` answered them) in a content encoding, encoded once per encoding
   * while the answer is kept; undefined for any other bytes (the caller encodes them itself).
   */
  encodedOf(bytes: Buffer, encoding: string, encode: () => Buffer): Buffer | undefined;
};

/** Most answers kept; past this the oldest is dropped (keyword searches make the keys open-ended). */
export const CATALOGUE_CACHE_ENTRIES = 2_000;

type Entry = {
  answer: unknown;
  scopes: readonly CatalogueScope[];
  /** The generation of each scope when the answer was read. */
  generations: number[];
  validUntil: number;
};

export type CatalogueCacheOptions = {
  clock?: Clock;
  maxEntries?: number;
  /** The versions shared by every instance on the database (none: this process is the only writer). */
  versions?: CatalogueVersions;
  /** How often the shared versions are checked, in milliseconds. */
  checkMs?: number;
};

export function createCatalogueCache(options: CatalogueCacheOptions = {}): CatalogueCache {
  const clock = options.clock ?? systemClock;
  const maxEntries = options.maxEntries ?? CATALOGUE_CACHE_ENTRIES;
  const { versions, checkMs = CATALOGUE_VERSION_CHECK_MS } = options;
  const entries = new Map<string, Entry>();
  /** The bytes of each kept answer object, by writer. */
  const bytes = new WeakMap<object, Map<object, Buffer>>();
  /** Those bytes in each content encoding asked for. */
  const encodings = new WeakMap<Buffer, Map<string, Buffer>>();
  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    if (typeof entry.answer !== 'object' || entry.answer === null) return;
    for (const written of bytes.get(entry.answer)?.values() ?? []) encodings.delete(written);
    bytes.delete(entry.answer);
  };
  const generation = new Map<CatalogueScope, number>();
  const generationsOf = (scopes: readonly CatalogueScope[]) =>
    scopes.map((scope) => generation.get(scope) ?? 0);
  const isCurrent = (scopes: readonly CatalogueScope[], generations: number[]) =>
    scopes.every((scope, index) => (generation.get(scope) ?? 0) === generations[index]);

  const invalidate = (scopes: readonly CatalogueScope[]) => {
    for (const scope of scopes) generation.set(scope, (generation.get(scope) ?? 0) + 1);
    for (const [key, entry] of entries) {
      if (entry.scopes.some((scope) => scopes.includes(scope))) drop(key, entry);
    }
  };
  /** The shared versions last seen, when they were read, and the check under way (one at a time). */
  const seen = new Map<string, number>();
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | undefined;
  const checkVersions = async () => {
    const current = await (versions as CatalogueVersions).read();
    const moved = [...new Set([...seen.keys(), ...current.keys()])].filter(
      (scope) => seen.get(scope) !== current.get(scope),
    );
    seen.clear();
    for (const [scope, version] of current) seen.set(scope, version);
    invalidate(moved as CatalogueScope[]);
  };
  const checkIfDue = async () => {
    if (!versions) return;
    const now = clock.now().getTime();
    if (!checking && now - checkedAt < checkMs) return;
    if (!checking) {
      checkedAt = now;
      checking = checkVersions().finally(() => (checking = undefined));
      // A failed read is checked again by the next read, not after a whole interval.
      checking.catch(() => (checkedAt = Number.NEGATIVE_INFINITY));
    }
    await checking;
  };

  async function readExpiring<T>(
    key: string,
    scopes: readonly CatalogueScope[],
    read: () => Promise<ExpiringAnswer<T>>,
  ): Promise<T> {
    await checkIfDue();
    const entry = entries.get(key);
    if (entry) {
      const inTime =
        entry.validUntil === Number.POSITIVE_INFINITY || clock.now().getTime() <= entry.validUntil;
      if (inTime && isCurrent(entry.scopes, entry.generations)) {
        return entry.answer as T;
      }
      drop(key, entry);
    }
    const startedAt = generationsOf(scopes);
    const { answer, validUntil } = await read();
    const until = validUntil?.getTime() ?? Number.POSITIVE_INFINITY;
    if (isCurrent(scopes, startedAt) && clock.now().getTime() <= until) {
      if (entries.size >= maxEntries) {
        const [oldestKey, oldest] = entries.entries().next().value as [string, Entry];
        drop(oldestKey, oldest);
      }
      if (typeof answer === 'object' && answer !== null) bytes.set(answer, new Map());
      entries.set(key, {
        answer,
        scopes,
        generations: startedAt,
        validUntil: until,
      });
    }
    return answer;
  }

  return {
    read: (key, scopes, read) =>
      readExpiring(key, scopes, async () => ({ answer: await read(), validUntil: null })),
    readExpiring,
    async change<T>(scopes: readonly CatalogueScope[], write: () => Promise<T>): Promise<T> {
      try {
        return await write();
      } finally {
        invalidate(scopes);
        await versions?.bump(scopes);
      }
    },
    invalidate,
    bytesOf(answer, writer, write) {
      const written = typeof answer === 'object' && answer !== null ? bytes.get(answer) : undefined;
      if (!written) return undefined;
      let answerBytes = written.get(writer);
      if (!answerBytes) {
        answerBytes = Buffer.from(write());
        written.set(writer, answerBytes);
        encodings.set(answerBytes, new Map());
      }
      return answerBytes;
    },
    encodedOf(answerBytes, encoding, encode) {
      const encoded = encodings.get(answerBytes);
      if (!encoded) return undefined;
      let encodedBytes = encoded.get(encoding);
      if (!encodedBytes) {
        encodedBytes = encode();
        encoded.set(encoding, encodedBytes);
      }
      return encodedBytes;
    },
  };
}
