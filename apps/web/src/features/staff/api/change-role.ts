import type { Role } from '@fanship/domain/member';
import type { StaffMemberDetail } from '@fanship/domain/schemas/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** PATCH /staff/members/{code}/role (admin): the member's new role. */
export function changeRole(code: string, role: Role): Promise<StaffMemberDetail> {
  return apiRequest<StaffMemberDetail>(`/staff/members/${encodeURIComponent(code)}/role`, {
    method: 'PATCH',
    body: { role },
  });
}

/** Changes a member's role and refreshes the member and the search results. */
export function useChangeRole(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: Role) => changeRole(code, role),
    onSuccess: async (member) => {
      queryClient.setQueryData(queryKeys.staffMembers.detail(code), member);
      await queryClient.invalidateQueries({ queryKey: queryKeys.staffMembers.lists() });
    },
  });
}
