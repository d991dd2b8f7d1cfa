import { isStaffRole } from '@fanship/domain/member';
import {
  memberFileSchema,
  memberUploadQuerySchema,
  memberUploadTags,
} from '@fanship/domain/requests/member-files';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { uploadMultipartOptions } from '../../lib/multipart-upload.ts';
import { currentMember } from '../../plugins/session.ts';
import { openMemberFile, storeMemberFile } from './member-files.service.ts';

/**
 * A member's images for their own requests: `POST /uploads/member-files?domain=ofm` (multipart, field `file`,
 * 15 MB) and `GET /files/{filename}`, served to the owner and staff only, never cached by a shared cache; one
 * `Range: bytes=a-b` (or `a-`, `-n`) is answered with 206 and `Content-Range` so videos can be sought in, a range
 * past the end with 416.
 */
export function memberFileRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, uploadMultipartOptions);

    app.post(
      '/uploads/member-files',
      {
        onRequest: app.requireMember,
        schema: {
          tags: ['uploads'],
          querystring: memberUploadQuerySchema,
          response: { 201: memberFileSchema },
        },
      },
      async (request, reply) => {
        const member = currentMember(request);
        const { domain } = request.query;
        const stored = await storeMemberFile(
          context,
          { memberId: member.id, uploadedBy: member.id },
          request,
          {
            domain,
            tag: memberUploadTags[domain],
          },
        );
        return reply.status(201).send(stored);
      },
    );

    app.get(
      '/files/:filename',
      {
        onRequest: app.requireMember,
        schema: {
          tags: ['uploads'],
          params: z.object({
            filename: z
              .string()
              .max(80)
              .regex(/^[a-f0-9]{32}\.(jpg|png|gif|webp|mp4|webm)$/, 'Resource Not Found'),
          }),
        },
      },
      async (request, reply) => {
        const member = currentMember(request);
        const file = await openMemberFile(
          context,
          { id: member.id, isStaff: isStaffRole(member.role) },
          request.params.filename,
          request.headers.range,
        );
        reply
          .header('Accept-Ranges', 'bytes')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'private, no-store');
        if (file.stream === null) {
          return reply.status(416).header('Content-Range', `bytes */${file.size}`).send();
        }
        reply.header('Content-Type', file.contentType).header('Content-Disposition', 'inline');
        if (!file.range) return reply.header('Content-Length', file.size).send(file.stream);
        // One range (a video player seeking): 206 with where the bytes sit in the whole file.
        return reply
          .status(206)
          .header('Content-Range', `bytes ${file.range.start}-${file.range.end}/${file.size}`)
          .header('Content-Length', file.range.end - file.range.start + 1)
          .send(file.stream);
      },
    );
  };
}
