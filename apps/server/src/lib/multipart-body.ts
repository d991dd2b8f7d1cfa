/** The boundary of the multipart bodies made here. */
const BOUNDARY = '----fanship-form-boundary';

/**
 * A multipart body with one file part (the upload routes' `file` field unless named otherwise), for `app.inject`:
 * what a browser's form sends. The demo seed uploads its photos and video with it; tests use it too.
 */
export function multipart(filename: string, bytes: Buffer, contentType = 'image/png', field = 'file') {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** A 1 x 1 transparent PNG. */
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
