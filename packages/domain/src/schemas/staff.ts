import { z } from 'zod';
import { type MemberAccount, roles } from '../member.ts';
import type { Address } from './address.ts';

/** Most members one staff search answers (the newest first); staff narrow the search for others. */
export const STAFF_MEMBER_SEARCH_LIMIT = 20;

/** Query of GET /staff/members: a member code, or part of an email or name. */
export const staffMemberSearchSchema = z.object({
  query: z.string().trim().max(100, 'Search text is too long (max. 100)').optional().default(''),
});
export type StaffMemberSearch = z.input<typeof staffMemberSearchSchema>;

/** One row of the staff member search. */
export type StaffMemberSummary = MemberAccount;

/** A member's profile with addresses, as GET /staff/members/{code} answers it. */
export type StaffMemberDetail = StaffMemberSummary & { creditAmount: number; addresses: Address[] };

/** Messages of the admin's role change. */
export const roleChangeMessages = {
  required: 'Role is required',
  unknown: 'Role must be member, staff or admin',
  ownRole: 'You cannot change your own role.',
} as const;

/** Body of PATCH /staff/members/{code}/role (admin only): the member's new role. */
export const staffRoleChangeSchema = z.object({
  role: z.enum(roles, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? roleChangeMessages.required
        : roleChangeMessages.unknown,
  }),
});
export type StaffRoleChangeInput = z.input<typeof staffRoleChangeSchema>;
