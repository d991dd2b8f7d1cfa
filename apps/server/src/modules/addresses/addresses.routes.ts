import { addressSchema } from '@fanship/domain/schemas/address';
import type { AppContext } from '../../lib/app-context.ts';
import { memberRecordRoutes } from '../../lib/member-record-routes.ts';
import { addressRecords } from './addresses.service.ts';

/** The signed-in member's address book under /me/addresses. */
export function addressRoutes(context: AppContext) {
  return memberRecordRoutes(context, {
    url: '/me/addresses',
    tags: ['addresses'],
    body: addressSchema,
    records: addressRecords,
  });
}
