import { memberFileSchema } from '@fanship/domain/requests/member-files';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context.ts';
import { uploadMultipartOptions } from '../../lib/multipart-upload.ts';
import { currentMember } from '../../plugins/session.ts';
import { storeMemberFile } from '../member-files/index.ts';
import { PACKAGE_PHOTO_DOMAIN, PACKAGE_PHOTO_TAG } from './package-photos.ts';

/**
 * Staff's parcel routes under `/staff` (everyone else gets 404): `POST /package-photos` stores a parcel photo
 * (multipart `file`, an image of at most 15 MB, type from the bytes) as a staff-only private file that an intake
 * or pool registration then attaches by name (`POST /lost-and-found` is the intake module's, `pool-parcels.ts`).
 */
export function staffParcelRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, uploadMultipartOptions);
    const common = { onRequest: app.requireStaff };
    const tags = ['staff warehouse'];

    app.post(
      '/package-photos',
      { ...common, schema: { tags, response: { 201: memberFileSchema } } },
      async (request, reply) => {
        const staff = currentMember(request);
        const stored = await storeMemberFile(context, { memberId: null, uploadedBy: staff.id }, request, {
          domain: PACKAGE_PHOTO_DOMAIN,
          tag: PACKAGE_PHOTO_TAG,
        });
        return reply.status(201).send(stored);
      },
    );
  };
}
