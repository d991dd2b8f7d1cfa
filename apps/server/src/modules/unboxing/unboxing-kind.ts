import { packages, unboxingRequests } from '@fanship/db/warehouse-schema';
import { formatKrw } from '@fanship/domain/pricing/money';
import { unboxingMachine } from '@fanship/domain/requests/status-machines';
import { staffUnboxingSchema, unboxingVideoSchema } from '@fanship/domain/warehouse/unboxing';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  amountFromTable,
  defineRequestKind,
  type QueueSummary,
  queueSummaries,
  type RequestRow,
  staffStep,
} from '../requests/index.ts';
import { findUnboxing, listUnboxingsWithPackages } from './unboxing.repository.ts';
import { unboxingRoutes } from './unboxing.routes.ts';
import { cancelUnboxingByStaff, completeUnboxing, startUnboxing, toUnboxing } from './unboxing.service.ts';
import { uploadUnboxingVideo } from './unboxing-videos.ts';

/** The weight as the queue shows it: '1.25 kg'. */
function kilograms(grams: number | null): string {
  return grams === null ? 'weight unknown' : `${(grams / 1000).toFixed(2)} kg`;
}

/** The unboxing's own fields on the staff page: the member's view plus its package and the video size limit. */
async function describeStaffUnboxing(context: AppContext, request: RequestRow) {
  const unboxing = await findUnboxing(context.db, request.id);
  const [pkg] = unboxing
    ? await context.db.select().from(packages).where(eq(packages.id, unboxing.packageId))
    : [];
  if (!unboxing || !pkg) throw notFound();
  return {
    ...(await toUnboxing(context, request, unboxing, pkg.code)),
    package: {
      code: pkg.code,
      type: pkg.type,
      status: pkg.status,
      weightGrams: pkg.weightGrams,
      tags: pkg.tags,
    },
    videoMaxBytes: context.config.videoMaxBytes,
  };
}

/**
 * Unboxing videos (UB…): the member asks on a package's page (`/packages/{code}/unboxing`); in the staff console
 * queue rows show the package, its weight, priority and the fee; staff `start` (SCUN01 → SCUN02), upload `videos`
 * (multipart field `file`, MP4 or WebM up to `VIDEO_MAX_BYTES`, streamed to storage; 201 with the video) and
 * `complete` (SCUN02 → SCUN03), also at `/staff/unboxing/{code}/…`. Cancelling puts the package back and
 * cancels the fees.
 */
export const unboxingKind = defineRequestKind({
  machine: unboxingMachine,
  member: { path: '/packages', routes: unboxingRoutes },
  staff: {
    detailSchema: staffUnboxingSchema,
    summarize: queueSummaries(listUnboxingsWithPackages, (row, details): QueueSummary => {
      const detail = details.find((candidate) => candidate.requestId === row.id);
      if (!detail) return { summary: '', amountKrw: null };
      const parts = [
        detail.packageCode,
        kilograms(detail.weightGrams),
        detail.priority ? 'Priority' : null,
        detail.free ? 'FREE' : formatKrw(detail.feeKrw),
      ];
      return { summary: parts.filter(Boolean).join(' · '), amountKrw: detail.feeKrw };
    }),
    amountSql: amountFromTable(unboxingRequests, unboxingRequests.requestId, unboxingRequests.feeKrw),
    describe: describeStaffUnboxing,
    steps: [
      staffStep({
        name: 'start',
        alias: '/unboxing/:code/start',
        run: (context, request, { staff }) => startUnboxing(context, request, staff.memberId),
      }),
      staffStep({
        name: 'complete',
        alias: '/unboxing/:code/complete',
        run: (context, request, { staff }) => completeUnboxing(context, request, staff.memberId),
      }),
      staffStep({
        name: 'videos',
        alias: '/unboxing/:code/videos',
        answer: { status: 201, schema: unboxingVideoSchema },
        run: (context, request, { staff, http }) =>
          uploadUnboxingVideo(context, request, staff.memberId, http),
      }),
    ],
    cancel: (context, request, staff) => cancelUnboxingByStaff(context, request, staff),
  },
});
