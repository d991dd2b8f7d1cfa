import type { MemberFile } from '@fanship/domain/requests/member-files';
import { uploadFileTo } from '../../../lib/upload-file.ts';

/** POST /api/uploads/member-files?domain=ofm: one private image for a request, with per-cent progress. */
export function uploadOfmImage(file: File, onProgress: (percent: number) => void): Promise<MemberFile> {
  return uploadFileTo<MemberFile>('/api/uploads/member-files?domain=ofm', file, onProgress);
}
