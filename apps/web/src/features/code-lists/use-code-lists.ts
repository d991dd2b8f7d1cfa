import { type CodeEntry, type CodeLists, codeLabel } from '@fanship/domain/warehouse/code-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

/**
 * The server-supplied code lists (`GET /api/code-lists`): incoming statuses and carriers, item categories, package
 * types and statuses. Forms take their options, filters their choices and labels their text from here, so a
 * label is written in one place (the domain package) and served by the server. They change only with a release:
 * read once a session.
 */
export const codeListsQueryOptions = queryOptions({
  queryKey: ['code-lists'] as const,
  queryFn: () => apiRequest<CodeLists>('/code-lists'),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useCodeLists() {
  return useQuery(codeListsQueryOptions);
}

/** A code's label from a list once the lists are loaded (the code itself until then, or for an unknown code). */
export function useCodeLabel(list: keyof CodeLists): (code: string | null | undefined) => string {
  const { data } = useCodeLists();
  const entries: CodeEntry[] | undefined = data?.[list];
  return (code) => codeLabel(entries, code);
}

/** A list's entries as select options (`value`, `label`), empty until loaded. */
export function useCodeOptions(list: keyof CodeLists): { value: string; label: string }[] {
  const { data } = useCodeLists();
  return (data?.[list] ?? []).map((entry) => ({ value: entry.code, label: entry.label }));
}
