import type { Role } from '@fanship/domain/member';
import { isMemberCode } from '@fanship/domain/schemas/member-code';
import {
  roleChangeMessages,
  STAFF_MEMBER_SEARCH_LIMIT,
  type StaffMemberDetail,
  type StaffMemberSummary,
} from '@fanship/domain/schemas/staff';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { listAddresses } from '../addresses/index.ts';
import { creditBalance } from '../credit/index.ts';
import {
  findMemberByCode,
  type StaffMemberRow,
  searchMembers,
  updateMemberRole,
} from './staff.repository.ts';

function toSummary(row: StaffMemberRow): StaffMemberSummary {
  return {
    code: row.code,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    countryCode: row.countryCode,
    role: row.role as Role,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Finds members by exact code or by part of their email or name (newest first, at most 20). */
export async function findMembers(context: AppContext, query: string): Promise<StaffMemberSummary[]> {
  return (await searchMembers(context.db, query.trim(), STAFF_MEMBER_SEARCH_LIMIT)).map(toSummary);
}

/** The member a staff route names by code (any letter case); an unknown or malformed code is a 404. */
export async function findStaffViewedMember(context: AppContext, code: string): Promise<StaffMemberRow> {
  const normalised = code.trim().toUpperCase();
  const row = isMemberCode(normalised) ? await findMemberByCode(context.db, normalised) : undefined;
  if (!row) throw notFound();
  return row;
}

/** Reads a member's profile, credit balance and addresses for staff. */
export async function getMemberDetail(context: AppContext, code: string): Promise<StaffMemberDetail> {
  const row = await findStaffViewedMember(context, code);
  const [creditAmount, addresses] = await Promise.all([
    creditBalance(context.db, row.id),
    listAddresses(context, row.id),
  ]);
  return { ...toSummary(row), creditAmount, addresses };
}

/**
 * Gives a member another role (admin only): member, staff or admin. It applies from their next request;
 * an admin cannot change their own role, so the last admin cannot lock everyone out by mistake.
 */
export async function changeMemberRole(
  context: AppContext,
  admin: { id: number },
  code: string,
  role: Role,
): Promise<StaffMemberDetail> {
  const row = await findStaffViewedMember(context, code);
  if (row.id === admin.id) {
    throw new AppError('CONFLICT', roleChangeMessages.ownRole, { role: roleChangeMessages.ownRole });
  }
  if (row.role !== role) await updateMemberRole(context.db, row.id, role, context.clock.now());
  return getMemberDetail(context, row.code);
}
