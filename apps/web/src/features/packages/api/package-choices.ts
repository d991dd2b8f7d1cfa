import type { PackagePage, PackageSummary } from '@fanship/domain/warehouse/packages';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The most pages of the member's packages a picker reads (10 a page): a locker larger than this is not seen. */
const MAX_PAGES = 20;

/**
 * Every package still in the member's locker (`GET /api/packages`, page after page until the server says there are
 * no more), newest first: what a request form's package picker chooses from.
 */
export function useLockerPackages() {
  return useQuery({
    queryKey: queryKeys.packages.list({ locker: true }),
    queryFn: async () => {
      const rows: PackageSummary[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const answer = await apiRequest<PackagePage>(`/packages?page=${page}`);
        rows.push(...answer.content);
        if (page >= answer.totalPages) break;
      }
      return rows;
    },
  });
}
