import type { StaffUnboxing, UnboxingVideo } from '@fanship/domain/warehouse/unboxing';
import { formatBytes, unboxingMessages } from '@fanship/domain/warehouse/unboxing';
import { ApiError } from '../../../lib/api-client.ts';
import { uploadFileTo } from '../../../lib/upload-file.ts';
import { useStaffRequestStep } from '../../staff-requests/index.ts';

const base = (code: string) => `unboxing/${encodeURIComponent(code)}`;

/**
 * POST /api/staff/unboxing/{code}/videos: one MP4 or WebM video, streamed by the server to storage, with upload
 * progress. A 413 says the limit the page was given.
 */
export async function uploadUnboxingVideo(
  code: string,
  file: File,
  maxBytes: number,
  onProgress: (percent: number) => void,
): Promise<UnboxingVideo> {
  try {
    return await uploadFileTo<UnboxingVideo>(`/api/staff/${base(code)}/videos`, file, onProgress);
  } catch (error) {
    if (error instanceof ApiError && error.status === 413) {
      throw new ApiError(413, error.code, unboxingMessages.videoTooLarge(formatBytes(maxBytes)));
    }
    throw error;
  }
}

/** SCUN01 → SCUN02. */
export const useStartUnboxing = (code: string) =>
  useStaffRequestStep<undefined, StaffUnboxing>('unboxing', code, `${base(code)}/start`);

/** SCUN02 → SCUN03 (at least one video). */
export const useCompleteUnboxing = (code: string) =>
  useStaffRequestStep<undefined, StaffUnboxing>('unboxing', code, `${base(code)}/complete`);
