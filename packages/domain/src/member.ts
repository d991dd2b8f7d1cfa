import type { InterestKeywordRef } from './catalogue/interests.ts';

/** Who someone is to the system; staff and admin reach the staff console. */
export const roles = ['member', 'staff', 'admin'] as const;
export type Role = (typeof roles)[number];

/** Whether a role may use the staff console. */
export function isStaffRole(role: Role): boolean {
  return role === 'staff' || role === 'admin';
}

/** A member's account as the API shows it: who they are, their role and when they signed up (ISO 8601). */
export type MemberAccount = {
  code: string;
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  role: Role;
  createdAt: string;
};

/**
 * The signed-in member as GET /me answers it: their credit balance, their referral code (null until
 * POST /me/create-referral-code first makes it), their chosen interest keywords and the channels they hear
 * notices on.
 */
export type Me = MemberAccount & {
  creditAmount: number;
  referralCode: string | null;
  interests: InterestKeywordRef[];
  notificationChannels: { type: 'EMAIL' | 'CHANNEL_TALK'; enabled: boolean; verified: boolean }[];
};

/** A member's full name as staff pages show it. */
export function fullName(member: { firstName: string; lastName: string }): string {
  return `${member.firstName} ${member.lastName}`.trim();
}
