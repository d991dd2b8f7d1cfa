/**
 * The staff steps every package service has: `start` (to its processing status), `results` (the new packages staff
 * made: written with their measurements, photos and a new free storage period, unless they carry the taken
 * packages' count (packing), their lineage to the taken packages, which move on (split: CONSUMED), and the kind's fee
 * lines on each, reckoned from the body, the step's input and the taken packages), and `complete` (only once the
 * results are recorded). Each locks the request first, then its packages in id order; the member is told of each move.
 */

import type { Transaction } from '@fanship/db/client';
import { statusLabel } from '@fanship/domain/requests/status-machines';
import {
  packageServiceMessages,
  type RecordResultsValues,
  recordResultsSchema,
} from '@fanship/domain/warehouse/package-services';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { createPackage, lockPackages, measuredParcel, movePackage } from '../packages/index.ts';
import {
  moveRequest,
  type RequestKindDefinition,
  type RequestRow,
  type StaffStep,
  staffStep,
  transitionMessages,
  underRequestLock,
} from '../requests/index.ts';
import {
  insertLineage,
  insertLinks,
  insertServiceFees,
  listLinkedPackages,
  releaseLinks,
  restartResultStorage,
} from './package-links.repository.ts';
import type { WorkSpec } from './package-service-spec.ts';
import { videoStep } from './package-service-videos.ts';

const RECORD_RESULTS = 'Record the new packages';

async function recordResults(
  context: AppContext,
  spec: WorkSpec<unknown>,
  found: RequestRow,
  staffId: number,
  input: RecordResultsValues,
): Promise<void> {
  await underRequestLock(context, found, async (tx, request, now) => {
    if (request.status !== spec.flow.processing) {
      const label = statusLabel(spec.machine, request.status);
      throw new AppError('CONFLICT', transitionMessages.notAllowed(label, RECORD_RESULTS));
    }
    const links = await listLinkedPackages(tx, [request.id]);
    if (links.some((link) => link.role === 'RESULT')) {
      throw new AppError('CONFLICT', packageServiceMessages.resultsRecorded);
    }
    const expected = spec.results.count?.(request.body);
    if (expected !== undefined && input.packages.length !== expected) {
      throw new AppError('BAD_REQUEST', packageServiceMessages.resultCount(expected));
    }
    const held = links.filter((link) => link.role !== 'RESULT' && link.releasedAt === null);
    const sources = await lockPackages(
      tx,
      held.map((link) => link.pkg.code),
      request.memberId,
    );
    const made = [];
    for (const [index, values] of input.packages.entries()) {
      made.push(
        await createPackage(tx, {
          memberId: request.memberId,
          type: spec.results.type,
          status: 'ARRIVED',
          sourceRequestId: request.id,
          ...measuredParcel({ ...values, trackingNo: null }),
          name: values.description,
          storageStartedAt: spec.results.carriesStorage ? null : now,
          ...spec.results.columns?.(request.body, values, index),
          actor: 'staff',
          actorMemberId: staffId,
          note: `Made by ${request.code}`,
          now,
        }),
      );
    }
    for (const pkg of sources) {
      await movePackage(tx, pkg, {
        to: spec.results.sources,
        actor: 'system',
        actorMemberId: staffId,
        note: `${request.code}: made ${made.map((child) => child.code).join(', ')}`,
        now,
        // Storage: carried on (packing), or ended, keeping the day a request that paused it stopped it (inclusion).
        extra: spec.results.carriesStorage ? {} : { storageEndedAt: pkg.storageEndedAt ?? now },
      });
    }
    const madeIds = made.map((pkg) => pkg.id);
    await releaseLinks(tx, request.id, now);
    await insertLinks(tx, request.id, 'RESULT', madeIds, now);
    await insertLineage(
      tx,
      request.id,
      madeIds,
      sources.map((pkg) => pkg.id),
      now,
    );
    const recorded = { body: request.body, input, taken: sources };
    await insertServiceFees(
      tx,
      request.code,
      madeIds.flatMap((packageId, index) =>
        spec.results.fees(recorded, index).map((fee) => ({ ...fee, packageId })),
      ),
      now,
    );
  });
}

/**
 * The staff steps of a package service (`kind` answers the kind they belong to, for the scaffold's guarded move and
 * its notice). Completing needs the new packages recorded: they are never removed once there, so checking before
 * the move's lock is enough.
 */
export function packageServiceSteps(spec: WorkSpec<unknown>, kind: () => RequestKindDefinition): StaffStep[] {
  const move = (
    context: AppContext,
    request: RequestRow,
    to: string,
    staff: { memberId: number },
    after?: (tx: Transaction, moved: RequestRow, now: Date) => Promise<void>,
  ) => moveRequest(context, kind(), request, { to, reason: null, staff, after });
  return [
    staffStep({
      name: 'start',
      run: (context, request, { staff }) => move(context, request, spec.flow.processing, staff),
    }),
    staffStep({
      name: 'results',
      from: [spec.flow.processing],
      action: RECORD_RESULTS,
      body: spec.results.input ?? recordResultsSchema,
      run: (context, request, { staff, body }) =>
        recordResults(context, spec, request, staff.memberId, body as RecordResultsValues),
    }),
    staffStep({
      name: 'complete',
      async run(context, request, { staff }) {
        const links = await listLinkedPackages(context.db, [request.id]);
        if (request.status === spec.flow.processing && !links.some((link) => link.role === 'RESULT')) {
          throw new AppError('CONFLICT', packageServiceMessages.resultsMissing);
        }
        // The packages made start their free storage when the request is done (spec §4: inclusion's 45 days),
        // unless they start none (packing's boxes: the packages inside carry their count).
        const restart = spec.results.carriesStorage
          ? undefined
          : (tx: Transaction, moved: RequestRow, now: Date) => restartResultStorage(tx, moved.id, now);
        await move(context, request, spec.flow.completed, staff, restart);
      },
    }),
    ...(spec.videos ? [videoStep(spec, spec.videos.tag)] : []),
  ];
}
