import { requestCodeParamsSchema } from '@fanship/domain/requests/request-contract';
import { unboxingMachine } from '@fanship/domain/requests/status-machines';
import {
  staffUnboxingSchema as unboxingDetail,
  unboxingMessages,
  unboxingVideoSchema,
} from '@fanship/domain/warehouse/unboxing';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { type UploadLimit, uploadMultipartOptions, withUploadedFile } from '../../lib/multipart-upload.ts';
import { currentMember } from '../../plugins/session.ts';
import { findRequest } from '../requests/requests.repository.ts';
import { describeStaffUnboxing } from './staff-unboxing.ts';
import { completeUnboxing, startUnboxing } from './unboxing.service.ts';
import { assertVideoUploadOpen, uploadUnboxingVideo, videoTooLargeError } from './unboxing-videos.ts';

/** What a multipart form adds around the file (boundaries, part headers): a Content-Length past the limit by more is refused unread. */
const MULTIPART_ALLOWANCE_BYTES = 64 * 1024;

/**
 * What staff do with an unboxing under `/staff/unboxing/{code}` (staff only; everyone else gets 404): `start`
 * (SCUN01 → SCUN02), `videos` (a multipart upload, field `file`, MP4 or WebM up to `VIDEO_MAX_BYTES`, streamed to
 * storage; SCUN02 only) and `complete` (SCUN02 → SCUN03 with at least one video). `start` and `complete` answer
 * the request as the staff page shows it; `videos` answers the stored video.
 */
export function staffUnboxingRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, uploadMultipartOptions);
    const common = { onRequest: app.requireStaff };
    const tags = ['staff requests'];
    const params = requestCodeParamsSchema;
    const maxBytes = context.config.videoMaxBytes;
    const videoLimit: UploadLimit = {
      maxBytes,
      tooLarge: () => videoTooLargeError(maxBytes),
      missing: () => new AppError('BAD_REQUEST', unboxingMessages.videoMissing),
    };

    const describe = async (code: string) => {
      const request = await findRequest(context.db, unboxingMachine.kind, code);
      if (!request) throw notFound();
      return describeStaffUnboxing(context, request);
    };

    app.post(
      '/unboxing/:code/start',
      { ...common, schema: { tags, params, response: { 200: unboxingDetail } } },
      async (request) => {
        await startUnboxing(context, request.params.code, currentMember(request).id);
        return describe(request.params.code);
      },
    );

    app.post(
      '/unboxing/:code/complete',
      { ...common, schema: { tags, params, response: { 200: unboxingDetail } } },
      async (request) => {
        await completeUnboxing(context, request.params.code, currentMember(request).id);
        return describe(request.params.code);
      },
    );

    app.post(
      '/unboxing/:code/videos',
      { ...common, schema: { tags, params, response: { 201: unboxingVideoSchema } } },
      async (request, reply) => {
        const length = Number(request.headers['content-length']);
        if (Number.isFinite(length) && length > maxBytes + MULTIPART_ALLOWANCE_BYTES) {
          throw videoTooLargeError(maxBytes);
        }
        if (!request.isMultipart()) throw videoLimit.missing();
        await assertVideoUploadOpen(context, request.params.code);
        const staffId = currentMember(request).id;
        // Counted on its way to storage: past the limit it is refused (413) and the storage keeps nothing.
        const video = await withUploadedFile(request, videoLimit, ({ stream }) =>
          uploadUnboxingVideo(context, request.params.code, staffId, stream),
        );
        return reply.status(201).send(video);
      },
    );
  };
}
