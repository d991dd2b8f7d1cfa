import { afterEach, describe, expect, it } from 'vitest';
import { PENDING_ADD_MAX_AGE_MS, savePendingAdd, takePendingAdd } from './pending-add.ts';

afterEach(() => sessionStorage.clear());

describe('pending Add to Cart', () => {
  it('gives the saved add back once, for its own product only', () => {
    savePendingAdd(7, 2, 1_000);
    expect(takePendingAdd(8, 2_000)).toBeNull();
    expect(takePendingAdd(7, 2_000)).toEqual({ productId: 7, quantity: 2, savedAt: 1_000 });
    expect(takePendingAdd(7, 2_000)).toBeNull();
  });

  it('forgets an add older than 30 minutes, and one that is not readable', () => {
    savePendingAdd(7, 2, 0);
    expect(takePendingAdd(7, PENDING_ADD_MAX_AGE_MS + 1)).toBeNull();
    sessionStorage.setItem('fanship.pendingAddToCart', '{not json');
    expect(takePendingAdd(7)).toBeNull();
    savePendingAdd(7, 0);
    expect(takePendingAdd(7)).toBeNull();
  });
});
