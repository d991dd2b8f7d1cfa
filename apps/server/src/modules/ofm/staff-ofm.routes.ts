import { memberFileSchema } from '@fanship/domain/requests/member-files';
import { type StaffOfmRequest, staffOfmRequestSchema } from '@fanship/domain/requests/ofm';
import {
  ofmCompleteWithRefundSchema,
  ofmCreatePackagesSchema,
  ofmRecordPurchaseSchema,
} from '@fanship/domain/requests/ofm-fulfilment';
import { requestCodeParamsSchema } from '@fanship/domain/requests/request-contract';
import { ofmMachine } from '@fanship/domain/requests/status-machines';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { readUploadedFile, uploadMultipartOptions } from '../../lib/multipart-upload.ts';
import { currentMember } from '../../plugins/session.ts';
import { findRequest } from '../requests/requests.repository.ts';
import {
  completeOfm,
  completeOfmWithRefund,
  createOfmPackages,
  recordOfmPurchase,
  uploadOfmResultImage,
} from './ofm-fulfilment.service.ts';
import { staffOfmKind } from './staff-ofm.ts';

/**
 * What staff do with a paid OFM request under `/staff/ofm/{code}` (staff only; everyone else gets 404): upload
 * result photos and record the purchase (SCOM03 → SCOM04), create the result packages (SCOM04), complete
 * (SCOM11) or complete with refund (SCOM12). Each answers the request as the staff page shows it.
 */
export function staffOfmRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, uploadMultipartOptions);
    const common = { onRequest: app.requireStaff };
    const tags = ['staff requests'];
    const params = requestCodeParamsSchema;
    const response = { 200: staffOfmRequestSchema };

    const describe = async (code: string): Promise<StaffOfmRequest> => {
      const request = await findRequest(context.db, ofmMachine.kind, code);
      if (!request) throw notFound();
      return staffOfmKind.describe(context, request);
    };

    app.post(
      '/ofm/:code/result-images',
      { ...common, schema: { tags, params, response: { 201: memberFileSchema } } },
      async (request, reply) => {
        const file = await readUploadedFile(request);
        const stored = await uploadOfmResultImage(
          context,
          request.params.code,
          { memberId: currentMember(request).id },
          file,
        );
        return reply.status(201).send(stored);
      },
    );

    app.post(
      '/ofm/:code/purchase',
      { ...common, schema: { tags, params, body: ofmRecordPurchaseSchema, response } },
      async (request) => {
        await recordOfmPurchase(
          context,
          request.params.code,
          { memberId: currentMember(request).id },
          request.body,
        );
        return describe(request.params.code);
      },
    );

    app.post(
      '/ofm/:code/packages',
      { ...common, schema: { tags, params, body: ofmCreatePackagesSchema, response } },
      async (request) => {
        await createOfmPackages(
          context,
          request.params.code,
          request.body.packages.map((item) => item.name),
          currentMember(request).id,
        );
        return describe(request.params.code);
      },
    );

    app.post('/ofm/:code/complete', { ...common, schema: { tags, params, response } }, async (request) => {
      await completeOfm(context, request.params.code, { memberId: currentMember(request).id });
      return describe(request.params.code);
    });

    app.post(
      '/ofm/:code/complete-with-refund',
      { ...common, schema: { tags, params, body: ofmCompleteWithRefundSchema, response } },
      async (request) => {
        await completeOfmWithRefund(
          context,
          request.params.code,
          { memberId: currentMember(request).id },
          request.body,
        );
        return describe(request.params.code);
      },
    );
  };
}
