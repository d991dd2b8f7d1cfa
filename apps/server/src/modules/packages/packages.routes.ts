import { PassThrough } from 'node:stream';
import { requestCodeParamsSchema } from '@fanship/domain/requests/request-contract';
import {
  PACKAGE_EXPORT_FILENAME,
  packageDetailSchema,
  packageExportQuerySchema,
  packageItemInputSchema,
  packageItemParamsSchema,
  packageItemsEditSchema,
  packageListQuerySchema,
  packageNoteSchema,
  packagePageSchema,
} from '@fanship/domain/warehouse/packages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context.ts';
import { currentMember } from '../../plugins/session.ts';
import { exportPages, writePackageWorkbook } from './package-export.ts';
import {
  addOwnPackageItem,
  deleteOwnPackageItem,
  editOwnPackageItem,
  editOwnPackageItems,
  editPackageNote,
  getOwnPackage,
  listOwnPackages,
} from './packages.service.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The member's packages under `/packages` (spec §7): list, page, note, item edits (one at a time as the spec
 * lists them, or the page's whole edit in one `PUT`, decision 019) and the Excel export.
 */
export function packageRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const common = { onRequest: app.requireMember };
    const tags = ['packages'];
    const params = requestCodeParamsSchema;
    const detail = { 200: packageDetailSchema };

    app.get(
      '/packages',
      {
        ...common,
        schema: { tags, querystring: packageListQuerySchema, response: { 200: packagePageSchema } },
      },
      async (request) => listOwnPackages(context, currentMember(request).id, request.query),
    );

    app.get(
      '/packages/get-all-packages',
      { ...common, schema: { tags, querystring: packageExportQuerySchema } },
      async (request, reply) => {
        const next = exportPages(context, currentMember(request).id, request.query);
        // The first page is read before the answer starts, so a failing database is still a proper error answer.
        const first = await next();
        const body = new PassThrough();
        writePackageWorkbook(body, first, next).catch((error: unknown) => {
          request.log.error({ err: error }, 'The package export failed part-way');
          body.destroy(error as Error);
        });
        return reply
          .header('Content-Type', XLSX_TYPE)
          .header('Content-Disposition', `attachment; filename="${PACKAGE_EXPORT_FILENAME}"`)
          .header('Cache-Control', 'no-store')
          .send(body);
      },
    );

    app.get('/packages/:code', { ...common, schema: { tags, params, response: detail } }, async (request) =>
      getOwnPackage(context, currentMember(request).id, request.params.code),
    );

    app.patch(
      '/packages/:code',
      { ...common, schema: { tags, params, body: packageNoteSchema, response: detail } },
      async (request) =>
        editPackageNote(context, currentMember(request).id, request.params.code, request.body.memberNote),
    );

    app.put(
      '/packages/:code/items',
      { ...common, schema: { tags, params, body: packageItemsEditSchema, response: detail } },
      async (request) =>
        editOwnPackageItems(context, currentMember(request).id, request.params.code, request.body),
    );

    app.post(
      '/packages/:code/items',
      { ...common, schema: { tags, params, body: packageItemInputSchema, response: detail } },
      async (request) =>
        addOwnPackageItem(context, currentMember(request).id, request.params.code, request.body),
    );

    app.patch(
      '/packages/:code/items/:id',
      {
        ...common,
        schema: { tags, params: packageItemParamsSchema, body: packageItemInputSchema, response: detail },
      },
      async (request) =>
        editOwnPackageItem(
          context,
          currentMember(request).id,
          request.params.code,
          request.params.id,
          request.body,
        ),
    );

    app.delete(
      '/packages/:code/items/:id',
      { ...common, schema: { tags, params: packageItemParamsSchema, response: detail } },
      async (request) =>
        deleteOwnPackageItem(context, currentMember(request).id, request.params.code, request.params.id),
    );
  };
}
