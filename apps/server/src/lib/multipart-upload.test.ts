import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { countedFile, malformedUploadMessage, type UploadLimit } from './multipart-upload.ts';

const limit: UploadLimit = {
  maxBytes: 10,
  tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', 'too large'),
  missing: () => new AppError('BAD_REQUEST', 'missing'),
};

/** A file stream as the parser hands it over; `cutAfterEnd` marks it cut only once its last chunk was read. */
function fileStream(chunks: number[], options: { cutAfterEnd?: boolean; error?: unknown } = {}) {
  const stream = {
    truncated: false,
    async *[Symbol.asyncIterator]() {
      for (const size of chunks) yield new Uint8Array(size);
      if (options.error) throw options.error;
      if (options.cutAfterEnd) stream.truncated = true;
    },
  };
  return stream;
}

async function read(file: ReturnType<typeof fileStream>): Promise<{ bytes: number; error?: AppError }> {
  let bytes = 0;
  try {
    for await (const chunk of countedFile(file, limit)) bytes += chunk.length;
    return { bytes };
  } catch (error) {
    return { bytes, error: error as AppError };
  }
}

describe('countedFile (issue 20)', () => {
  it('passes on a file of exactly the limit', async () => {
    expect(await read(fileStream([4, 6]))).toEqual({ bytes: 10 });
  });

  it('refuses a file the parser marked cut only after its last chunk was read', async () => {
    const { bytes, error } = await read(fileStream([4, 6], { cutAfterEnd: true }));
    expect(bytes).toBe(10);
    expect(error?.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a file past the limit, passing on no byte past it', async () => {
    const { bytes, error } = await read(fileStream([4, 6, 1, 100]));
    expect(bytes).toBe(10);
    expect(error?.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it("answers the parser's errors: a cut file 413, a broken form 400, others as they are", async () => {
    const cut = Object.assign(new Error('request file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
    expect((await read(fileStream([1], { error: cut }))).error?.code).toBe('PAYLOAD_TOO_LARGE');
    const broken = await read(fileStream([1], { error: new Error('Part terminated early') }));
    expect(broken.error).toMatchObject({ code: 'BAD_REQUEST', message: malformedUploadMessage });
    const limited = Object.assign(new Error('reach files limit'), { statusCode: 413 });
    expect((await read(fileStream([1], { error: limited }))).error).toBe(limited);
  });
});
