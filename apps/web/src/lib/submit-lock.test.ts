import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSubmitLock, useSubmitLock } from './submit-lock.ts';

afterEach(() => {
  vi.restoreAllMocks();
  resetSubmitLock();
});

describe('the submit lock', () => {
  it('unlocks a form drawn just before the lock ended whose effect runs just after (a busy machine)', () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000);
    const saved = renderHook(() => useSubmitLock());
    act(() => saved.result.current.lock(3_000));
    // The next form is drawn 1 ms before the lock ends (so it starts locked) and its effect runs 1 ms after.
    now.mockReturnValueOnce(3_999).mockReturnValue(4_001);
    const next = renderHook(() => useSubmitLock());
    expect(next.result.current.isLocked).toBe(false);
  });

  it('holds a form drawn while the lock runs until the lock ends', () => {
    vi.useFakeTimers();
    try {
      const saved = renderHook(() => useSubmitLock());
      act(() => saved.result.current.lock(3_000));
      const next = renderHook(() => useSubmitLock());
      expect(next.result.current.isLocked).toBe(true);
      act(() => vi.advanceTimersByTime(3_001));
      expect(next.result.current.isLocked).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
