import type { StaffMemberSummary } from '@fanship/domain/schemas/staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function getMembers(query: string): Promise<StaffMemberSummary[]> {
  return apiRequest<StaffMemberSummary[]>(`/staff/members?query=${encodeURIComponent(query)}`);
}

export function membersQueryOptions(query: string) {
  return queryOptions({
    queryKey: queryKeys.staffMembers.list({ query }),
    queryFn: () => getMembers(query),
    placeholderData: keepPreviousData,
  });
}

export function useMembers(query: string) {
  return useQuery(membersQueryOptions(query));
}
