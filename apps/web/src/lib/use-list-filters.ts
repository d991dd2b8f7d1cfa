import { useSearchParams } from 'react-router';

/**
 * A list's filters and page number kept in the address bar (staff queues, the staff package list, the pool):
 * `update({ status: 'OR02' })` sets or clears filters (an empty value removes one) and, unless it sets the page
 * itself, starts again at the first page; it replaces the history entry, so Back leaves the list. `setPage(n)`
 * moves to another page.
 */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        // A new filter starts again at the first page.
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  /** Shows another page (the first page is the address without `page`). */
  const setPage = (next: number) => update({ page: next === 1 ? '' : String(next) });
  return { params, page, update, setPage };
}
