import type { UploadAnswer } from '@fanship/domain/catalogue/staff-content';
import { uploadFileTo } from '../../lib/upload-file.ts';

export { UPLOAD_FIELD } from '../../lib/upload-file.ts';

/** Uploads one file to POST /api/staff/uploads with per-cent progress; rejects with ApiError. */
export function uploadFile(file: File, onProgress: (percent: number) => void): Promise<UploadAnswer> {
  return uploadFileTo<UploadAnswer>('/api/staff/uploads', file, onProgress);
}
