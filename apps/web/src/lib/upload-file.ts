import { uploadMessages } from '@fanship/domain/catalogue/staff-content';
import { ApiError, toApiError } from './api-client.ts';

/** The multipart field the upload routes read. */
export const UPLOAD_FIELD = 'file';

/**
 * Uploads one file to `url` with XMLHttpRequest (fetch cannot report upload progress), calling onProgress with
 * 0 to 100; resolves with the server's JSON answer or rejects with ApiError. Used by the staff console's uploads
 * and the members' request images.
 */
export function uploadFileTo<T>(url: string, file: File, onProgress: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve(body as T);
      } else if (request.status === 413) {
        reject(new ApiError(413, 'PAYLOAD_TOO_LARGE', uploadMessages.tooLarge));
      } else {
        reject(toApiError(request.status, body, request.statusText));
      }
    };
    request.onerror = () =>
      reject(
        new ApiError(0, 'NETWORK', 'Could not reach the server. Please check your connection and try again.'),
      );
    const form = new FormData();
    form.append(UPLOAD_FIELD, file);
    request.send(form);
  });
}
