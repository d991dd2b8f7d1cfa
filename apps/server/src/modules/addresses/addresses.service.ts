import { addresses } from '@fanship/db/schema';
import type { Address, AddressFields } from '@fanship/domain/schemas/address';
import type { AppContext } from '../../lib/app-context.ts';
import { memberRecords } from '../../lib/member-records.ts';

export const MAX_ADDRESSES_PER_MEMBER = 50;
export const tooManyAddressesMessage = `You can keep at most ${MAX_ADDRESSES_PER_MEMBER} addresses. Please delete one first.`;

/** The member's address book: newest first, at most 50 addresses (a 51st is refused with a 400). */
export const addressRecords = memberRecords<typeof addresses, AddressFields, Address>(
  addresses,
  (row) => ({
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
  }),
  { max: MAX_ADDRESSES_PER_MEMBER, code: 'BAD_REQUEST', message: tooManyAddressesMessage },
);

/** Lists a member's addresses, newest first (the staff's member page shows them too). */
export function listAddresses(context: AppContext, memberId: number): Promise<Address[]> {
  return addressRecords.list(context, memberId);
}
