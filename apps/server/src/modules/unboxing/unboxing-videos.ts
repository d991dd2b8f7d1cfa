/**
 * Staff's unboxing videos (`POST /staff/unboxing/{code}/videos`, SCUN02 only), received by the shared video upload
 * (`lib/video-upload.ts`: streamed, MP4 or WebM, 413 past `VIDEO_MAX_BYTES`, nothing kept on a refusal). A stored
 * video becomes a private file of the package's member (tag UNBOXING_VIDEO) with a VIDEO row on the package (its
 * origin the unboxing request) and a VIDEO history row.
 */
import { statusLabel, unboxingMachine } from '@fanship/domain/requests/status-machines';
import { UNBOXING_VIDEO_TAG, type UnboxingVideo } from '@fanship/domain/warehouse/unboxing';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { receiveVideo } from '../../lib/video-upload.ts';
import { memberFileUrl } from '../member-files/index.ts';
import { addPackageVideo } from '../packages/index.ts';
import type { RequestRow } from '../requests/index.ts';
import { transitionMessages } from '../requests/index.ts';
import { lockUnboxingPackage } from './unboxing.service.ts';

function assertProcessing(request: RequestRow): void {
  if (request.status !== 'SCUN02') {
    throw new AppError(
      'CONFLICT',
      transitionMessages.notAllowed(statusLabel(unboxingMachine, request.status), 'Upload video'),
    );
  }
}

/** Receives one video and records it on the unboxing's package. */
export function uploadUnboxingVideo(
  context: AppContext,
  found: RequestRow,
  staffId: number,
  http: FastifyRequest,
): Promise<UnboxingVideo> {
  return receiveVideo(context, http, {
    assertOpen: () => assertProcessing(found),
    save: (video) => {
      const now = context.clock.now();
      return context.db.transaction(async (tx) => {
        // Read again under the locks: the request may have moved while the video arrived.
        const { pkg, request } = await lockUnboxingPackage(tx, found);
        assertProcessing(request);
        await addPackageVideo(tx, pkg, video, {
          staffId,
          originRequestId: request.id,
          tag: UNBOXING_VIDEO_TAG,
          note: `Unboxing video added (${request.code})`,
          now,
        });
        return {
          filename: video.filename,
          url: memberFileUrl(video.filename),
          contentType: video.contentType,
          sizeBytes: video.sizeBytes,
          createdAt: now.toISOString(),
        };
      });
    },
  });
}
