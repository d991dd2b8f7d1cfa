import { interestKeywordListSchema, staffInterestKeywordSchema } from '@fanship/domain/catalogue/interests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { idParamsSchema } from '../../lib/id-params.ts';
import { publicForAMinute } from '../../lib/public-cache.ts';
import { staffCatalogueRoutes } from '../../lib/record-routes.ts';
import {
  listInterestKeywords,
  listStaffInterestKeywords,
  staffInterestKeywordRecords,
} from './interests.service.ts';

/**
 * `GET /api/interest-keywords` (public, the same for everyone, cached a minute) and the staff upkeep at
 * `/api/staff/interest-keywords` (404 to anyone but staff).
 */
export function interestKeywordRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/interest-keywords',
      {
        schema: { tags: ['interests'], response: { 200: interestKeywordListSchema } },
        onRequest: publicForAMinute,
      },
      () => listInterestKeywords(context),
    );
    staffCatalogueRoutes(app, context, 'interest-keywords', {
      params: idParamsSchema,
      query: z.object({}),
      body: staffInterestKeywordSchema,
      list: listStaffInterestKeywords,
      records: staffInterestKeywordRecords,
    });
  };
}
