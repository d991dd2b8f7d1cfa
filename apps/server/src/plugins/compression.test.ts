import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCatalogueCache, type KeptAnswerBytes } from '../lib/catalogue-cache.ts';
import { registerCompression } from './compression.ts';
import { createResponseSerializerCompiler } from './response-serializer.ts';

const listSchema = z.object({ names: z.array(z.string()) });
const manyNames = (name: string) => ({
  names: Array.from({ length: 200 }, (_, index) => `${name} ${index}`),
});

/**
 * An app whose /kept route answers from a catalogue cache and whose /fresh route answers the same content
 * as a new object every time (compressed by @fastify/compress alone); counts the encodings the cache runs.
 */
async function appWithKeptAnswers() {
  const cache = createCatalogueCache();
  const counted = { encodes: 0 };
  const keptAnswers: KeptAnswerBytes = {
    bytesOf: (answer, writer, write) => cache.bytesOf(answer, writer, write),
    encodedOf: (bytes, encoding, encode) =>
      cache.encodedOf(bytes, encoding, () => {
        counted.encodes += 1;
        return encode();
      }),
  };
  let name = 'Blue';
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setSerializerCompiler(createResponseSerializerCompiler({ checkResponses: true, keptAnswers }));
  await registerCompression(app, keptAnswers);
  const schema = { response: { 200: listSchema } };
  app.get('/kept', { schema }, async () =>
    cache.read('list', ['shop-products'], async () => manyNames(name)),
  );
  app.get('/fresh', { schema }, async () => manyNames(name));
  app.get('/kept-small', { schema }, async () =>
    cache.read('small', ['shop-products'], async () => ({ names: [name] })),
  );
  await app.ready();
  const rename = (newName: string) => {
    name = newName;
    cache.invalidate(['shop-products']);
  };
  return { app, counted, rename };
}

function decoded(response: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
}

const acceptEncodings = [
  undefined,
  'br',
  'gzip',
  'gzip, deflate, br',
  'br;q=0, gzip',
  '*',
  'identity',
  'deflate',
];

describe('compression of kept catalogue answers', () => {
  it('sends the bytes and headers @fastify/compress sends for the same answer, in every encoding', async () => {
    const { app } = await appWithKeptAnswers();
    for (const acceptEncoding of acceptEncodings) {
      for (const extra of [{}, { 'x-no-compression': '1' }]) {
        const headers = { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...extra };
        const fresh = await app.inject({ method: 'GET', url: '/fresh', headers });
        for (let round = 0; round < 2; round++) {
          const kept = await app.inject({ method: 'GET', url: '/kept', headers });
          const label = `${acceptEncoding} ${JSON.stringify(extra)} round ${round}`;
          expect(kept.statusCode, label).toBe(200);
          expect(kept.headers['content-encoding'], label).toBe(fresh.headers['content-encoding']);
          expect(kept.headers.vary, label).toBe(fresh.headers.vary);
          expect(kept.headers['content-type'], label).toBe(fresh.headers['content-type']);
          expect(kept.rawPayload.equals(fresh.rawPayload), label).toBe(true);
          expect(Number(kept.headers['content-length']), label).toBe(kept.rawPayload.length);
          expect(JSON.parse(decoded(kept)), label).toEqual(manyNames('Blue'));
        }
      }
    }
    // Below the 1 KB threshold nothing is compressed.
    const small = await app.inject({
      method: 'GET',
      url: '/kept-small',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
    expect(small.json()).toEqual({ names: ['Blue'] });
    await app.close();
  });

  it('compresses a kept answer once per encoding, and a changed answer again, never sending stale bytes', async () => {
    const { app, counted, rename } = await appWithKeptAnswers();
    const look = async (acceptEncoding: string) => {
      const response = await app.inject({
        method: 'GET',
        url: '/kept',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(response.headers['content-encoding']).toBe(acceptEncoding);
      return (JSON.parse(decoded(response)) as { names: string[] }).names[0];
    };
    for (let round = 0; round < 3; round++) {
      expect(await look('br')).toBe('Blue 0');
      expect(await look('gzip')).toBe('Blue 0');
    }
    expect(counted.encodes).toBe(2);
    rename('Red');
    for (let round = 0; round < 3; round++) {
      expect(await look('br')).toBe('Red 0');
      expect(await look('gzip')).toBe('Red 0');
    }
    expect(counted.encodes).toBe(4);
    await app.close();
  });
});
