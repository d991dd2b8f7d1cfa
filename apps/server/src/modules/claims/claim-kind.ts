import { claimMachine } from '@fanship/domain/requests/status-machines';
import {
  approveClaimSchema,
  poolPageSchema,
  poolQuerySchema,
  rejectClaimSchema,
  staffClaimSchema,
} from '@fanship/domain/warehouse/claims';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context.ts';
import { defineRequestKind, queueSummaries, staffStep } from '../requests/index.ts';
import { approveClaim, describeStaffClaim, listPoolParcels, rejectClaim } from './claim-review.service.ts';
import { listClaimDetails } from './claims.repository.ts';
import { claimRoutes } from './claims.routes.ts';

/** `GET /api/staff/lost-and-found`: the pool of unclaimed parcels with their photos, searched, a page at a time. */
function poolRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/lost-and-found',
      {
        onRequest: app.requireStaff,
        schema: {
          tags: ['staff warehouse'],
          querystring: poolQuerySchema,
          response: { 200: poolPageSchema },
        },
      },
      async (request) => listPoolParcels(context, request.query),
    );
  };
}

/**
 * Lost-and-found claims (PC…): the member claims a pool parcel under `/package-claims`; in the staff console
 * (`/staff/requests/claim`) queue rows show the tracking number and receiver name the member gave (the row's code
 * names the claim; no second number), the page adds
 * the proof images and candidate pool parcels, and staff approve with a parcel or reject with a reason (also at
 * `/staff/package-claims/{code}/…`). Only the member withdraws a claim: staff's cancel is refused by the table.
 */
export const claimKind = defineRequestKind({
  machine: claimMachine,
  member: { path: '/package-claims', routes: claimRoutes },
  staff: {
    detailSchema: staffClaimSchema,
    summarize: queueSummaries(listClaimDetails, (row, details) => {
      const detail = details.find((candidate) => candidate.requestId === row.id);
      const given = detail?.packageCode ? ` → ${detail.packageCode}` : '';
      return {
        summary: `${detail?.trackingNo ?? ''} · ${detail?.receiverName ?? ''}${given}`,
        amountKrw: null,
      };
    }),
    describe: describeStaffClaim,
    steps: [
      staffStep({
        name: 'approve',
        alias: '/package-claims/:code/approve',
        body: approveClaimSchema,
        run: (context, request, { body, staff }) => approveClaim(context, request, staff, body),
      }),
      staffStep({
        name: 'reject',
        alias: '/package-claims/:code/reject',
        body: rejectClaimSchema,
        run: (context, request, { body, staff }) => rejectClaim(context, request, staff, body.reason),
      }),
    ],
    routes: poolRoutes,
  },
});
