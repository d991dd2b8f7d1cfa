import type { ArtistGroupDetail } from '@fanship/domain/catalogue/artists';
import type {
  StaffArtistGroupValues,
  StaffArtistMemberInput,
} from '@fanship/domain/catalogue/staff-catalogue';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import {
  deleteGroup,
  deleteMember,
  findGroupByCode,
  findMemberByCode,
  insertGroup,
  insertMember,
  updateGroup,
  updateMember,
} from './artists.repository.ts';
import { getArtistGroup } from './artists.service.ts';

const duplicateGroupMessage = 'An artist group with this code already exists';
const duplicateMemberMessage = 'An artist member with this code already exists';

async function requireGroup(context: AppContext, code: string) {
  const group = await findGroupByCode(context.db, code);
  if (!group) throw notFound();
  return group;
}

async function assertGroupCodeFree(context: AppContext, code: string, exceptId?: number) {
  const existing = await findGroupByCode(context.db, code);
  if (existing && existing.id !== exceptId) {
    throw new AppError('CONFLICT', duplicateGroupMessage, { code: duplicateGroupMessage });
  }
}

async function assertMemberCodeFree(context: AppContext, code: string, exceptId?: number) {
  const existing = await findMemberByCode(context.db, code);
  if (existing && existing.id !== exceptId) {
    throw new AppError('CONFLICT', duplicateMemberMessage, { code: duplicateMemberMessage });
  }
}

/** Creates an artist group; a code already in use is a 409 naming the field. */
export async function createArtistGroup(
  context: AppContext,
  fields: StaffArtistGroupValues,
): Promise<ArtistGroupDetail> {
  await assertGroupCodeFree(context, fields.code);
  await context.catalogueCache.change(['artists'], () =>
    insertGroup(context.db, fields, context.clock.now()),
  );
  return getArtistGroup(context, fields.code);
}

/** Replaces an artist group's fields (its code may change if the new one is free). */
export async function replaceArtistGroup(
  context: AppContext,
  code: string,
  fields: StaffArtistGroupValues,
): Promise<ArtistGroupDetail> {
  const group = await requireGroup(context, code);
  await assertGroupCodeFree(context, fields.code, group.id);
  await context.catalogueCache.change(['artists'], () => updateGroup(context.db, group.id, fields));
  return getArtistGroup(context, fields.code);
}

/** Deletes an artist group and its members; products and events keep existing without an artist. */
export async function removeArtistGroup(context: AppContext, code: string): Promise<void> {
  const group = await requireGroup(context, code);
  await context.catalogueCache.change(['artists'], () => deleteGroup(context.db, group.id));
}

/** Adds a member to a group; member codes are unique over all groups. */
export async function addArtistMember(
  context: AppContext,
  groupCode: string,
  fields: StaffArtistMemberInput,
): Promise<ArtistGroupDetail> {
  const group = await requireGroup(context, groupCode);
  await assertMemberCodeFree(context, fields.code);
  await context.catalogueCache.change(['artists'], () => insertMember(context.db, group.id, fields));
  return getArtistGroup(context, groupCode);
}

/** Renames a member (or changes its code) within its group. */
export async function replaceArtistMember(
  context: AppContext,
  groupCode: string,
  memberCode: string,
  fields: StaffArtistMemberInput,
): Promise<ArtistGroupDetail> {
  const group = await requireGroup(context, groupCode);
  const member = await findMemberByCode(context.db, memberCode);
  if (!member || member.groupId !== group.id) throw notFound();
  await assertMemberCodeFree(context, fields.code, member.id);
  await context.catalogueCache.change(['artists'], () =>
    updateMember(context.db, group.id, memberCode, { code: fields.code, name: fields.name }),
  );
  return getArtistGroup(context, groupCode);
}

/** Removes a member from its group. */
export async function removeArtistMember(
  context: AppContext,
  groupCode: string,
  memberCode: string,
): Promise<ArtistGroupDetail> {
  const group = await requireGroup(context, groupCode);
  const deleted = await context.catalogueCache.change(['artists'], () =>
    deleteMember(context.db, group.id, memberCode),
  );
  if (!deleted) throw notFound();
  return getArtistGroup(context, groupCode);
}
