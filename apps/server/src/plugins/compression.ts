import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { KeptAnswerBytes } from '../lib/catalogue-cache.ts';

/** Answers of this size or more are compressed. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
/** Brotli at quality 4, @fastify/compress's own default (11 costs far more CPU for little gain). */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const encode: Record<Encoding, (bytes: Buffer) => Buffer> = {
  br: (bytes) => brotliCompressSync(bytes, BROTLI_OPTIONS),
  gzip: (bytes) => gzipSync(bytes),
};
const JSON_TYPE = /(?:\+|\/)json(?:;|$)/u;

/** The encoding @fastify/compress picks for the request's Accept-Encoding (`*` and x-gzip stand for gzip). */
function acceptedEncoding(header: string | undefined): Encoding | null {
  if (header === undefined) return null;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), [...ENCODINGS]);
}

/** Adds accept-encoding to Vary, as @fastify/compress does. */
function varyOnAcceptEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) {
    reply.header('vary', 'accept-encoding');
    return;
  }
  const values = (Array.isArray(vary) ? vary : [vary]).map(String);
  if (!values.some((value) => value.includes('accept-encoding'))) {
    reply.header('vary', [...values, 'accept-encoding'].join(', '));
  }
}

/**
 * Answers of 1 KB or more (JSON, the page HTML) go out as brotli or gzip by Accept-Encoding (@fastify/compress);
 * the web app's static files were compressed at build time and are sent as they are (plugins/web-app.ts).
 *
 * An answer the catalogue cache keeps (decision 015) is compressed once per encoding and sent as those bytes
 * while it is kept, with the headers @fastify/compress would set (Vary, Content-Encoding, Content-Length):
 * this hook runs before the plugin's (instance hooks run before the route hooks it adds), and the plugin
 * passes on an answer that already names its encoding. Everything else is left to the plugin.
 */
export async function registerCompression(app: FastifyInstance, keptAnswers: KeptAnswerBytes): Promise<void> {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!Buffer.isBuffer(payload) || payload.length < COMPRESS_THRESHOLD_BYTES) return done(null, payload);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (
      encoding === null ||
      request.headers['x-no-compression'] !== undefined ||
      reply.statusCode === 206 ||
      reply.hasHeader('content-range') ||
      reply.hasHeader('content-encoding') ||
      !JSON_TYPE.test(String(reply.getHeader('content-type') ?? ''))
    ) {
      return done(null, payload);
    }
    const encoded = keptAnswers.encodedOf(payload, encoding, () => encode[encoding](payload));
    if (!encoded) return done(null, payload);
    varyOnAcceptEncoding(reply);
    reply.header('content-encoding', encoding);
    reply.header('content-length', encoded.length);
    return done(null, encoded);
  });
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: [...ENCODINGS],
    brotliOptions: BROTLI_OPTIONS,
  });
}
