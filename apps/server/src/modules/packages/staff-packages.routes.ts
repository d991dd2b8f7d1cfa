import {
  packageCodeParamsSchema,
  packagePhotosSchema,
  packageStatusChangeSchema,
  packagesStatusChangeResultSchema,
  packagesStatusChangeSchema,
  staffPackageDetailSchema,
  staffPackagePageSchema,
  staffPackageSearchSchema,
} from '@fanship/domain/warehouse/intake';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context.ts';
import { currentMember } from '../../plugins/session.ts';
import { changePackagesStatus } from './staff-package-bulk.ts';
import {
  addPackagePhotos,
  changePackageStatus,
  describeStaffPackage,
  markAllArrived,
  searchStaffPackages,
  staffPackage,
} from './staff-packages.service.ts';

/**
 * Staff's packages under `/staff/packages` (everyone else gets 404): the search (pool parcels included), a
 * package's page, and the moves staff make on it; each move answers the package as the page shows it.
 */
export function staffPackageRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const common = { onRequest: app.requireStaff };
    const tags = ['staff warehouse'];
    const params = packageCodeParamsSchema;
    const response = { 200: staffPackageDetailSchema };

    app.get(
      '/packages',
      {
        ...common,
        schema: { tags, querystring: staffPackageSearchSchema, response: { 200: staffPackagePageSchema } },
      },
      async (request) => searchStaffPackages(context, request.query),
    );

    app.get('/packages/:code', { ...common, schema: { tags, params, response } }, async (request) =>
      describeStaffPackage(context, await staffPackage(context, request.params.code)),
    );

    app.post(
      '/packages/change-status',
      {
        ...common,
        schema: {
          tags,
          body: packagesStatusChangeSchema,
          response: { 200: packagesStatusChangeResultSchema },
        },
      },
      async (request) => changePackagesStatus(context, { memberId: currentMember(request).id }, request.body),
    );

    app.post(
      '/packages/:code/status',
      { ...common, schema: { tags, params, body: packageStatusChangeSchema, response } },
      async (request) => {
        const staff = { memberId: currentMember(request).id };
        return describeStaffPackage(
          context,
          await changePackageStatus(context, staff, request.params.code, request.body),
        );
      },
    );

    app.post(
      '/packages/:code/all-arrived',
      { ...common, schema: { tags, params, response } },
      async (request) => {
        const staff = { memberId: currentMember(request).id };
        return describeStaffPackage(context, await markAllArrived(context, staff, request.params.code));
      },
    );

    app.post(
      '/packages/:code/photos',
      { ...common, schema: { tags, params, body: packagePhotosSchema, response } },
      async (request) =>
        describeStaffPackage(
          context,
          await addPackagePhotos(context, request.params.code, request.body.photos),
        ),
    );
  };
}
