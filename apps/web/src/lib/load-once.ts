/**
 * Code loaded when it is first needed (a page's module, DOMPurify), once: `loadOnce` gives every caller the same
 * promise, so React's `use` can wait on it, and `loadedModule` gives what has arrived without waiting, so a part
 * drawn again never suspends.
 */

/** Code that failed to arrive (a lost connection, or a chunk gone after a new release): retry reloads the page. */
export class PageLoadError extends Error {
  static readonly message = 'This page could not be loaded. Check your connection and try again.';
  override name = 'PageLoadError';
}

const loaded = new Map<() => Promise<unknown>, unknown>();
const loading = new Map<() => Promise<unknown>, Promise<unknown>>();

/** Loads with `load` once and keeps what arrived; a failed load is forgotten, so the next attempt asks again. */
export function loadOnce<T>(load: () => Promise<T>): Promise<T> {
  let pending = loading.get(load) as Promise<T> | undefined;
  if (!pending) {
    pending = load().then(
      (module) => {
        loaded.set(load, module);
        return module;
      },
      (error: unknown) => {
        loading.delete(load);
        throw new PageLoadError(PageLoadError.message, { cause: error });
      },
    );
    loading.set(load, pending);
  }
  return pending;
}

/** What `load` brought once it has arrived, without waiting; undefined before. */
export function loadedModule<T>(load: () => Promise<T>): T | undefined {
  return loaded.get(load) as T | undefined;
}
