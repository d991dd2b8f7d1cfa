import { useState } from 'react';

/**
 * The rows ticked in a list, by key (a record code, a cart line's id): `setTicked(keys, true)` adds them, `false`
 * takes them out (one row's box, or the header box for a whole page). Returned as a pair, named by the caller.
 */
export function useTicked<Key>() {
  const [ticked, setTickedSet] = useState<ReadonlySet<Key>>(new Set());
  const setTicked = (keys: readonly Key[], isTicked: boolean) =>
    setTickedSet((current) => {
      const next = new Set(current);
      for (const key of keys) {
        if (isTicked) next.add(key);
        else next.delete(key);
      }
      return next;
    });
  return [ticked, setTicked] as const;
}
