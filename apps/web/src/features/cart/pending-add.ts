/**
 * A visitor's Add to Cart, kept through the login redirect (issue 9, point 8): the product page saves what
 * was asked for before sending the visitor to log in, and adds it once they are back signed in.
 * Kept in sessionStorage (this tab only) and for 30 minutes at most, so an old intent never adds by surprise.
 */
const STORAGE_KEY = 'fanship.pendingAddToCart';
/** How long a saved Add to Cart waits for the login to finish. */
export const PENDING_ADD_MAX_AGE_MS = 30 * 60_000;

export type PendingAdd = { productId: number; quantity: number; savedAt: number };

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers that the visitor asked to add `quantity` of a product. */
export function savePendingAdd(productId: number, quantity: number, now = Date.now()): void {
  storage()?.setItem(STORAGE_KEY, JSON.stringify({ productId, quantity, savedAt: now }));
}

/**
 * Takes (and forgets) the saved Add to Cart for this product, if one younger than 30 minutes exists; an
 * intent for another product stays for that product's page.
 */
export function takePendingAdd(productId: number, now = Date.now()): PendingAdd | null {
  const store = storage();
  const text = store?.getItem(STORAGE_KEY);
  if (!store || !text) return null;
  let pending: PendingAdd;
  try {
    pending = JSON.parse(text) as PendingAdd;
  } catch {
    store.removeItem(STORAGE_KEY);
    return null;
  }
  const isFresh = now - pending.savedAt >= 0 && now - pending.savedAt <= PENDING_ADD_MAX_AGE_MS;
  const isValid = Number.isInteger(pending.quantity) && pending.quantity >= 1;
  if (!isFresh || !isValid) {
    store.removeItem(STORAGE_KEY);
    return null;
  }
  if (pending.productId !== productId) return null;
  store.removeItem(STORAGE_KEY);
  return pending;
}
