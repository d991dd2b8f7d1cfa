import {
  MAX_UPLOAD_BYTES,
  uploadAnswerSchema,
  uploadMessages,
} from '@fanship/domain/catalogue/staff-content';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentMember } from '../../plugins/session.ts';
import { openUpload, storeUpload } from './uploads.service.ts';

/** The upload form field that carries the file. */
export const UPLOAD_FIELD = 'file';

/** Reads the one file of a multipart upload, refusing oversized files with the spec's message. */
export async function readUploadedFile(parts: ReturnType<FastifyRequest['parts']>) {
  try {
    return await readFirstFile(parts);
  } catch (error) {
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    // The parser's own errors (a body cut short, no boundary) carry no status: the body is at fault.
    throw new AppError('BAD_REQUEST', malformedUploadMessage);
  }
}

/** The multipart parser's limits for every upload route: one file of 15 MB at most, a few small fields. */
export const uploadMultipartOptions = {
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 20, fieldSize: 1024 },
  throwFileSizeLimit: true,
};

export const malformedUploadMessage = 'The upload is not a complete multipart form. Please try again.';

async function readFirstFile(parts: ReturnType<FastifyRequest['parts']>) {
  for await (const part of parts) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== UPLOAD_FIELD) {
      // An unread file stream would stall the parser: drain it.
      part.file.resume();
      continue;
    }
    const file = part;
    try {
      return { bytes: await file.toBuffer(), filename: file.filename };
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError('PAYLOAD_TOO_LARGE', uploadMessages.tooLarge);
      }
      throw error;
    }
  }
  throw new AppError('BAD_REQUEST', uploadMessages.missingFile);
}

/** POST /staff/uploads (staff only): multipart is accepted only inside this plugin's scope. */
export function uploadRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, uploadMultipartOptions);
    app.post(
      '/staff/uploads',
      { onRequest: app.requireStaff, schema: { tags: ['uploads'], response: { 201: uploadAnswerSchema } } },
      async (request, reply) => {
        if (!request.isMultipart()) throw new AppError('BAD_REQUEST', uploadMessages.missingFile);
        const file = await readUploadedFile(request.parts());
        return reply.status(201).send(await storeUpload(context, currentMember(request).id, file));
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
