import type { StaffMemberDetail } from '@fanship/domain/schemas/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function getMember(code: string): Promise<StaffMemberDetail> {
  return apiRequest<StaffMemberDetail>(`/staff/members/${encodeURIComponent(code)}`);
}

export function memberQueryOptions(code: string) {
  return queryOptions({ queryKey: queryKeys.staffMembers.detail(code), queryFn: () => getMember(code) });
}

export function useMember(code: string) {
  return useQuery(memberQueryOptions(code));
}
