import { describe, expect, it, vi } from 'vitest';
import { compileCacheDirectory, enableCompileCache } from './compile-cache.ts';

describe('enableCompileCache', () => {
  it('keeps the compiled modules in the server package’s node_modules/.cache', () => {
    const enable = vi.fn();
    expect(enableCompileCache({}, { enableCompileCache: enable })).toBe(compileCacheDirectory);
    expect(enable).toHaveBeenCalledWith(compileCacheDirectory);
    expect(compileCacheDirectory).toMatch(/apps\/server\/node_modules\/\.cache\/compile-cache$/);
  });

  it('uses the folder NODE_COMPILE_CACHE names', () => {
    const enable = vi.fn();
    expect(enableCompileCache({ NODE_COMPILE_CACHE: '/tmp/cache' }, { enableCompileCache: enable })).toBe(
      '/tmp/cache',
    );
    expect(enable).toHaveBeenCalledWith('/tmp/cache');
  });

  it('stays off with NODE_DISABLE_COMPILE_CACHE, and on a Node without the cache (20)', () => {
    const enable = vi.fn();
    expect(
      enableCompileCache({ NODE_DISABLE_COMPILE_CACHE: '1' }, { enableCompileCache: enable }),
    ).toBeUndefined();
    expect(enable).not.toHaveBeenCalled();
    expect(enableCompileCache({}, {})).toBeUndefined();
  });
});
