import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyResolver } from './lazy-resolver.ts';

const schema = z.object({ email: z.string().min(1, 'Email is required') });
type Values = z.input<typeof schema>;
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe('lazyResolver (form validation loaded after the page, issue 8)', () => {
  it("waits for the validation code when a check comes before it has arrived, and answers with the schema's messages", async () => {
    let arrive = () => {};
    const load = vi.fn(
      () =>
        new Promise<Resolver<Values>>((resolve) => {
          arrive = () => resolve(zodResolver(schema) as Resolver<Values>);
        }),
    );
    const validation = lazyResolver<Values>(load);
    validation.preload();
    const check = Promise.resolve(validation.resolver({ email: '' }, undefined, options));
    let answered = false;
    void check.then(() => {
      answered = true;
    });
    await Promise.resolve();
    expect(answered).toBe(false);
    arrive();
    expect((await check).errors.email?.message).toBe('Email is required');
    expect((await validation.resolver({ email: 'a@b.co' }, undefined, options)).values).toEqual({
      email: 'a@b.co',
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again at the next check after it failed', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(zodResolver(schema) as Resolver<Values>);
    const validation = lazyResolver<Values>(load);
    await expect(validation.resolver({ email: '' }, undefined, options)).rejects.toThrow('offline');
    expect((await validation.resolver({ email: '' }, undefined, options)).errors.email?.message).toBe(
      'Email is required',
    );
    expect(load).toHaveBeenCalledTimes(2);
  });
});
