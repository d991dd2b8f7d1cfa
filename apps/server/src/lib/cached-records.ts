import type { AppContext } from './app-context.ts';
import { notFound } from './app-error.ts';
import type { CatalogueScope } from './catalogue-cache.ts';
import type { KeyedRows } from './table-rows.ts';

/**
 * The staff reads and writes of one kind of catalogue record kept in the catalogue cache (posts, fansign events,
 * trending products): read one (404 when there is none), create, replace (404) and remove (404), each write run
 * through the cache's `change` of `scopes`, so that the next public read sees it. `stored` turns the form's values
 * into the stored fields (a 400 there writes nothing); `record` turns a row into the answer.
 */
export function cachedRecords<Row, Fields, Values, Answer, Key = number>(options: {
  rows: KeyedRows<Row, Fields, Key>;
  scopes: readonly CatalogueScope[];
  stored: (context: AppContext, values: Values) => Fields | Promise<Fields>;
  record: (context: AppContext, row: Row) => Answer | Promise<Answer>;
}) {
  const { rows, scopes, stored, record } = options;
  const change = <T>(context: AppContext, write: () => Promise<T>) =>
    context.catalogueCache.change(scopes, write);
  const found = async (context: AppContext, row: Row | undefined) => {
    if (!row) throw notFound();
    return record(context, row);
  };
  return {
    get: async (context: AppContext, key: Key): Promise<Answer> =>
      found(context, await rows.find(context.db, key)),
    create: async (context: AppContext, values: Values): Promise<Answer> => {
      const fields = await stored(context, values);
      return record(
        context,
        await change(context, () => rows.insert(context.db, fields, context.clock.now())),
      );
    },
    replace: async (context: AppContext, key: Key, values: Values): Promise<Answer> => {
      const fields = await stored(context, values);
      return found(
        context,
        await change(context, () => rows.update(context.db, key, fields, context.clock.now())),
      );
    },
    remove: async (context: AppContext, key: Key): Promise<void> => {
      if (!(await change(context, () => rows.remove(context.db, key)))) throw notFound();
    },
  };
}
