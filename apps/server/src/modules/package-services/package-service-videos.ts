/**
 * The `videos` staff step of a package service that films its work (`spec.videos`: inclusion): while the request is
 * processing and once its new packages are recorded, a video (the shared upload, `lib/video-upload.ts`) is kept on
 * the first package it made, its origin the request; the request's page lists it (`PackageServiceView.videos`).
 * Answers the video (201).
 */

import type { Database, Transaction } from '@fanship/db/client';
import { statusLabel } from '@fanship/domain/requests/status-machines';
import { forwardingVideoSchema } from '@fanship/domain/warehouse/forwarding-fields';
import { packageServiceMessages } from '@fanship/domain/warehouse/package-services';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { receiveVideo } from '../../lib/video-upload.ts';
import { memberFileUrl } from '../member-files/index.ts';
import { addPackageVideo, lockPackages } from '../packages/index.ts';
import {
  lockRequest,
  type RequestRow,
  type StaffStep,
  staffStep,
  transitionMessages,
} from '../requests/index.ts';
import { listLinkedPackages } from './package-links.repository.ts';
import type { WorkSpec } from './package-service-spec.ts';

const UPLOAD_VIDEO = 'Upload video';

/** The first package the request made (409 while there is none). */
async function firstResult(db: Database | Transaction, request: RequestRow) {
  const links = await listLinkedPackages(db, [request.id]);
  const result = links.find((link) => link.role === 'RESULT');
  if (!result) throw new AppError('CONFLICT', packageServiceMessages.videosBeforeResults);
  return result.pkg;
}

export function videoStep(spec: WorkSpec<unknown>, tag: string): StaffStep {
  const assertProcessing = (request: RequestRow) => {
    if (request.status !== spec.flow.processing) {
      const label = statusLabel(spec.machine, request.status);
      throw new AppError('CONFLICT', transitionMessages.notAllowed(label, UPLOAD_VIDEO));
    }
  };
  return staffStep({
    name: 'videos',
    from: [spec.flow.processing],
    action: UPLOAD_VIDEO,
    answer: { status: 201, schema: forwardingVideoSchema },
    run: (context: AppContext, found, { staff, http }) =>
      receiveVideo(context, http, {
        assertOpen: async () => {
          await firstResult(context.db, found);
        },
        save: (video) => {
          const now = context.clock.now();
          return context.db.transaction(async (tx) => {
            // Read again under the request's lock: it may have moved while the video arrived.
            const request = await lockRequest(tx, found);
            assertProcessing(request);
            const made = await firstResult(tx, request);
            const [pkg] = await lockPackages(tx, [made.code], request.memberId);
            if (!pkg) throw new AppError('CONFLICT', packageServiceMessages.videosBeforeResults);
            const id = await addPackageVideo(tx, pkg, video, {
              staffId: staff.memberId,
              originRequestId: request.id,
              tag,
              note: `Video of ${request.code} added`,
              now,
            });
            return { id, url: memberFileUrl(video.filename) };
          });
        },
      }),
  });
}
