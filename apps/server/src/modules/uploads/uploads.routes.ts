import { uploadAnswerSchema } from '@fanship/domain/catalogue/staff-content';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { uploadMultipartOptions } from '../../lib/multipart-upload.ts';
import { currentMember } from '../../plugins/session.ts';
import { openUpload, storeUpload } from './uploads.service.ts';

/** POST /staff/uploads (staff only): multipart is accepted only inside this plugin's scope. */
export function uploadRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, uploadMultipartOptions);
    app.post(
      '/staff/uploads',
      { onRequest: app.requireStaff, schema: { tags: ['uploads'], response: { 201: uploadAnswerSchema } } },
      async (request, reply) => {
        return reply.status(201).send(await storeUpload(context, currentMember(request).id, request));
      },
    );
  };
}

/** GET /media/uploads/{key} (keys may have folders): the stored bytes with their recorded type, never sniffed, cached for a year. */
export function mediaUploadRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/media/uploads/*',
      { schema: { hide: true, params: z.object({ '*': z.string().max(200) }) } },
      async (request, reply) => {
        const file = await openUpload(context, request.params['*']);
        return reply
          .header('Content-Type', file.contentType)
          .header('Content-Length', file.size)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .send(file.stream);
      },
    );
  };
}
