import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose code (zod and the form's schema, about 25 KB gzip) is fetched after the page has drawn, so a
 * form page's first visit stays small (issue 8, decision 010). `preload` starts the download (a form calls it when a
 * field is first focused, long before the first check, and a page that is only looked at never loads it); a check made before it has arrived waits for it, so nothing
 * typed is lost and every message is the schema's own.
 */
export function lazyResolver<TInput extends FieldValues, TOutput = TInput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): { resolver: Resolver<TInput, unknown, TOutput>; preload: () => void } {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | null = null;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed download is tried again at the next check instead of being remembered.
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => {}),
  };
}
