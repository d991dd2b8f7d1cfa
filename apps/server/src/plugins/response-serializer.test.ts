import { shopProductDetailSchema, shopProductSliceSchema } from '@fanship/domain/catalogue/shop-products';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCatalogueCache } from '../lib/catalogue-cache.ts';
import { createResponseSerializerCompiler, responseJsonSchema } from './response-serializer.ts';

const card = {
  id: 7,
  name: 'Nova9 Mini Album "Blue" \u2028 #7',
  priceKrw: 15_000,
  thumbnailPath: null,
  stockQuantity: 0,
  category: 'ALBUM',
  type: 'NEW',
  artistGroup: { code: 'NOVA9', name: 'Nova9' },
  originShop: 'WEVERSE',
  sliceCursor: 'Wzdd',
} as const;

function serializerFor(schema: z.ZodType, checkResponses: boolean) {
  return createResponseSerializerCompiler({ checkResponses })({
    schema,
    method: 'GET',
    url: '/test',
    httpStatus: '200',
  });
}

/** A one-route app with the compiler under test, answering whatever the test hands it. */
async function appAnswering(schema: z.ZodType, answer: unknown, checkResponses: boolean) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ checkResponses }));
  app.get('/answer', { schema: { response: { 200: schema } } }, async () => answer as never);
  await app.ready();
  return app;
}

describe('response serializer compiler', () => {
  it('writes the same JSON as zod encoding and JSON.stringify, dropping undeclared fields', () => {
    const slice = {
      content: [card, { ...card, id: 6, artistGroup: null, thumbnailPath: '/a.svg', internalNote: 'x' }],
      last: false,
    };
    for (const checkResponses of [true, false]) {
      const written = serializerFor(shopProductSliceSchema, checkResponses)(slice);
      expect(written).toBe(JSON.stringify(shopProductSliceSchema.encode(slice as never)));
      expect(written).not.toContain('internalNote');
    }
    const detail = {
      ...card,
      descriptionHtml: '<p>Hi</p>',
      imagePaths: ['/a.svg'],
      artistMember: null,
    };
    expect(serializerFor(shopProductDetailSchema, false)(detail)).toBe(
      JSON.stringify(detail).replace(',"sliceCursor":"Wzdd"', ''),
    );
  });

  it("compiles a route's schema on its first answer, not when the app is built (server start-up)", () => {
    let compiled = 0;
    const schema = z.object({
      name: z.lazy(() => {
        compiled += 1;
        return z.string();
      }),
    });
    const write = serializerFor(schema, false);
    expect(compiled).toBe(0);
    expect(write({ name: 'Nova9' })).toBe('{"name":"Nova9"}');
    expect(compiled).toBeGreaterThan(0);
  });

  it('compiles nullable objects to a null check, not a schema validator per value', () => {
    const jsonSchema = responseJsonSchema(shopProductSliceSchema) as {
      properties: { content: { items: { properties: { artistGroup: Record<string, unknown> } } } };
    };
    expect(jsonSchema.properties.content.items.properties.artistGroup).toMatchObject({
      type: 'object',
      nullable: true,
    });
  });

  it('answers 500 for a response that breaks its contract when responses are checked', async () => {
    const app = await appAnswering(
      shopProductSliceSchema,
      { content: [{ ...card, priceKrw: '15000' }], last: false },
      true,
    );
    const response = await app.inject({ method: 'GET', url: '/answer' });
    expect(response.statusCode).toBe(500);
    await app.close();
  });

  it('answers 500 for a response missing a required field even unchecked (production)', async () => {
    const { name: _name, ...nameless } = card;
    const app = await appAnswering(shopProductSliceSchema, { content: [nameless], last: true }, false);
    const response = await app.inject({ method: 'GET', url: '/answer' });
    expect(response.statusCode).toBe(500);
    await app.close();
  });

  it('keeps zod encoding for a schema JSON Schema cannot express', () => {
    const schema = z.object({ at: z.date() });
    expect(responseJsonSchema(schema)).toBeNull();
    expect(serializerFor(schema, false)({ at: new Date('2026-11-23T10:00:00Z'), extra: 1 })).toBe(
      '{"at":"2026-11-23T10:00:00.000Z"}',
    );
  });

  it('writes an answer the catalogue cache keeps once: a hit is not written again, a changed answer is', async () => {
    for (const checkResponses of [true, false]) {
      const cache = createCatalogueCache();
      let fieldReads = 0;
      let name = 'Blue';
      // A card whose name counts each time the serializer (or the response check) reads it.
      const read = () => {
        const slice = { content: [{ ...card }], last: true };
        const readName = name;
        Object.defineProperty(slice.content[0], 'name', {
          enumerable: true,
          get: () => {
            fieldReads += 1;
            return readName;
          },
        });
        return slice;
      };
      const app = Fastify().withTypeProvider<ZodTypeProvider>();
      app.setSerializerCompiler(createResponseSerializerCompiler({ checkResponses, keptAnswers: cache }));
      app.get('/cached', { schema: { response: { 200: shopProductSliceSchema } } }, async () =>
        cache.read('slice', ['shop-products'], async () => read() as never),
      );
      const names = async () => {
        const response = await app.inject({ method: 'GET', url: '/cached' });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
        return response.json<{ content: { name: string }[] }>().content[0]!.name;
      };

      expect(await names()).toBe('Blue');
      const readsForOneWrite = fieldReads;
      expect(readsForOneWrite).toBeGreaterThan(0);
      expect([await names(), await names(), await names()]).toEqual(['Blue', 'Blue', 'Blue']);
      expect(fieldReads).toBe(readsForOneWrite);

      name = 'Red';
      cache.invalidate(['shop-products']);
      expect(await names()).toBe('Red');
      expect(await names()).toBe('Red');
      expect(fieldReads).toBe(2 * readsForOneWrite);
      await app.close();
    }
  });
});
