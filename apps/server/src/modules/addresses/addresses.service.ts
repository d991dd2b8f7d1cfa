import type { Address, AddressFields } from '@fanship/domain/schemas/address';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { lockMemberRow } from '../../lib/member-lock.ts';
import { parseUrlId } from '../../lib/url-ids.ts';
import {
  type AddressRow,
  countMemberAddresses,
  deleteAddress,
  findMemberAddress,
  insertAddress,
  listMemberAddresses,
  updateAddress,
} from './addresses.repository.ts';

export const MAX_ADDRESSES_PER_MEMBER = 50;
export const tooManyAddressesMessage = `You can keep at most ${MAX_ADDRESSES_PER_MEMBER} addresses. Please delete one first.`;

/** Shapes an address row as the API answers it. */
export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    nickname: row.nickname,
    countryCode: row.countryCode,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    line1: row.line1,
    line2: row.line2,
    phone: row.phone,
    recipientName: row.recipientName,
    recipientEmail: row.recipientEmail,
    taxId: row.taxId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Lists a member's addresses, newest first. */
export async function listAddresses(context: AppContext, memberId: number): Promise<Address[]> {
  return (await listMemberAddresses(context.db, memberId)).map(toAddress);
}

/** Reads one of the member's own addresses; another member's address is not found. */
export async function getAddress(context: AppContext, memberId: number, id: string): Promise<Address> {
  const row = await findMemberAddress(context.db, memberId, parseUrlId(id));
  if (!row) throw notFound();
  return toAddress(row);
}

/** Saves a new address for the member, up to the per-member cap. */
export async function createAddress(
  context: AppContext,
  memberId: number,
  fields: AddressFields,
): Promise<Address> {
  return context.db.transaction(async (tx) => {
    await lockMemberRow(tx, memberId);
    if ((await countMemberAddresses(tx, memberId)) >= MAX_ADDRESSES_PER_MEMBER) {
      throw new AppError('BAD_REQUEST', tooManyAddressesMessage);
    }
    return toAddress(await insertAddress(tx, memberId, fields, context.clock.now()));
  });
}

/** Replaces the fields of one of the member's own addresses. */
export async function editAddress(
  context: AppContext,
  memberId: number,
  id: string,
  fields: AddressFields,
): Promise<Address> {
  const row = await updateAddress(context.db, memberId, parseUrlId(id), fields, context.clock.now());
  if (!row) throw notFound();
  return toAddress(row);
}

/** Deletes one of the member's own addresses. */
export async function removeAddress(context: AppContext, memberId: number, id: string): Promise<void> {
  if (!(await deleteAddress(context.db, memberId, parseUrlId(id)))) throw notFound();
}
