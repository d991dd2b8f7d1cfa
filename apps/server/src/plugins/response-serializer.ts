import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { safeEncode, z } from 'zod';
import type { KeptAnswerBytes } from '../lib/catalogue-cache.ts';

type JsonSchema = { [key: string]: unknown };

/** Whether a JSON Schema node is `{ type: 'null' }` and nothing else. */
function isNullOnly(schema: unknown): boolean {
  return (
    typeof schema === 'object' &&
    schema !== null &&
    (schema as JsonSchema).type === 'null' &&
    Object.keys(schema).length === 1
  );
}

/**
 * Rewrites zod's `anyOf: [X, { type: 'null' }]` (a `.nullable()` object or array) into X with
 * `nullable: true`, which fast-json-stringify writes with a plain null check instead of running a
 * schema validator on every value to pick the branch.
 */
function simplifyNullables(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplifyNullables);
  if (typeof schema !== 'object' || schema === null) return schema;
  const node: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) node[key] = simplifyNullables(value);
  const options = node.anyOf;
  if (Array.isArray(options) && options.length === 2 && Object.keys(node).length === 1) {
    const [first, second] = options as unknown[];
    const other = isNullOnly(second) ? first : isNullOnly(first) ? second : undefined;
    const type = (other as JsonSchema | undefined)?.type;
    if (other && (type === 'object' || type === 'array')) return { ...(other as JsonSchema), nullable: true };
  }
  return node;
}

/** The output JSON Schema of a zod schema as fast-json-stringify reads it, or null if it has none. */
export function responseJsonSchema(schema: z.ZodType): JsonSchema | null {
  try {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    const { $schema: _dialect, ...rest } = simplifyNullables(jsonSchema) as JsonSchema;
    return rest;
  } catch {
    // Transforms, dates and the like have no JSON Schema: such a response keeps zod's own encoding.
    return null;
  }
}

/**
 * The serializer compiler of every route with a response schema (decision 013): the route's zod schema is
 * turned once into JSON Schema and compiled by fast-json-stringify, so a response is written without
 * walking zod on every request. With `checkResponses` (development and tests) each response is also
 * checked against the zod schema first, so a handler that breaks its contract fails its tests with a 500;
 * production trusts the typed handlers. A schema JSON Schema cannot express (a transform) is encoded by zod
 * and written with JSON.stringify, as fastify-type-provider-zod does.
 *
 * An answer the catalogue cache keeps (`keptAnswers`, decision 015) is written (and checked) once, the first
 * time a route sends it, and sent as those bytes while the cache keeps it: a cache hit is not written again.
 */
export function createResponseSerializerCompiler(options: {
  checkResponses: boolean;
  keptAnswers?: KeptAnswerBytes;
}): FastifySerializerCompiler<unknown> {
  const { keptAnswers } = options;
  return ({ schema: routeSchema, method, url }) => {
    // A plain JSON Schema (a plugin's own route) is compiled as Fastify's default compiler would.
    if (!(routeSchema instanceof z.ZodType)) return fastJsonStringify(routeSchema as JsonSchema);
    const schema = routeSchema;
    const check = (data: unknown): unknown => {
      const result = safeEncode(schema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      return result.data;
    };
    const write = writerOf(schema, check, options.checkResponses);
    if (!keptAnswers) return write;
    // Fastify sends a Buffer as it is (with its length); its serializer type only names strings.
    return (data) => (keptAnswers.bytesOf(data, write, () => write(data)) ?? write(data)) as string;
  };
}

/**
 * Each zod schema's compiled writer (null: none), compiled once per process: the schemas are module constants, and
 * compiling them again for every app built (each API test builds its own) cost about 0.25 s of CPU per app.
 */
const compiledWriters = new WeakMap<z.ZodType, ((data: unknown) => string) | null>();

function compiledWriterOf(schema: z.ZodType): ((data: unknown) => string) | null {
  let stringify = compiledWriters.get(schema);
  if (stringify === undefined) {
    const jsonSchema = responseJsonSchema(schema);
    stringify = jsonSchema ? fastJsonStringify(jsonSchema) : null;
    compiledWriters.set(schema, stringify);
  }
  return stringify;
}

/**
 * Writes a response of the schema, compiled on the route's first answer: compiling every route's schema when the
 * app is built took about 0.25 s of each server start, for routes a given run may never answer.
 */
function writerOf(
  schema: z.ZodType,
  check: (data: unknown) => unknown,
  checkResponses: boolean,
): (data: unknown) => string {
  let write: ((data: unknown) => string) | undefined;
  return (data) => {
    write ??= compiledWriterFor(schema, check, checkResponses);
    return write(data);
  };
}

/** Writes a response of the schema: compiled when JSON Schema can express it, checked first if asked. */
function compiledWriterFor(
  schema: z.ZodType,
  check: (data: unknown) => unknown,
  checkResponses: boolean,
): (data: unknown) => string {
  const stringify = compiledWriterOf(schema);
  if (!stringify) return (data) => JSON.stringify(check(data));
  if (!checkResponses) return (data) => stringify(data);
  return (data) => {
    check(data);
    return stringify(data);
  };
}
