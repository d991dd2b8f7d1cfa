import { applicationInfoSchema } from '@fanship/domain/schemas/application-info';
import type { AppContext } from '../../lib/app-context.ts';
import { memberRecordRoutes } from '../../lib/member-record-routes.ts';
import { applicationInfoRecords } from './application-infos.service.ts';

/** The signed-in member's applicant's information under /me/application-info (spec §7 "Account"). */
export function applicationInfoRoutes(context: AppContext) {
  return memberRecordRoutes(context, {
    url: '/me/application-info',
    tags: ['application-info'],
    body: applicationInfoSchema,
    records: applicationInfoRecords,
  });
}
