import { applicationInfos } from '@fanship/db/schema';
import {
  type ApplicationInfo,
  type ApplicationInfoFields,
  applicationInfoMessages,
  MAX_APPLICATION_INFOS_PER_MEMBER,
} from '@fanship/domain/schemas/application-info';
import { memberRecords } from '../../lib/member-records.ts';

/**
 * The member's applicant's information records (spec §2 profile, §9 rules): at most 20, a 21st refused with a
 * 409 (the member deletes one first).
 */
export const applicationInfoRecords = memberRecords<
  typeof applicationInfos,
  ApplicationInfoFields,
  ApplicationInfo
>(
  applicationInfos,
  (row) => ({
    id: row.id,
    name: row.name,
    data: row.data,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }),
  { max: MAX_APPLICATION_INFOS_PER_MEMBER, code: 'CONFLICT', message: applicationInfoMessages.tooMany },
);
