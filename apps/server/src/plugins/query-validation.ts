import type { FastifySchemaCompiler } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** Query schemas whose validated value is kept per query string (decision 017). */
const memoisedSchemas = new WeakSet<z.ZodType>();

/** Most query strings a route keeps validated; past this the oldest is dropped (keywords are open-ended). */
export const MEMOISED_QUERIES_PER_ROUTE = 1_000;
/** A parsed query longer than this (as JSON) is validated every time and never kept. */
export const MAX_MEMOISED_QUERY_LENGTH = 1_000;

/**
 * Marks a querystring schema whose validation is kept per query string: the same query string is validated
 * once and every later request gets the same (frozen) value. Only for a schema that is a pure function of
 * the query string: no clock, no randomness, no I/O, no default that differs between requests. Handlers
 * must treat the value as read-only (it is frozen, so a write throws).
 */
export function memoisedQuery<Schema extends z.ZodType>(schema: Schema): Schema {
  memoisedSchemas.add(schema);
  return schema;
}

/** Freezes a validated query (plain objects and arrays of strings, numbers and booleans) all the way down. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const entry of Object.values(value)) deepFreeze(entry);
    Object.freeze(value);
  }
  return value;
}

type ValidationResult = { value?: unknown; error?: FastifySchemaValidationError[] | Error };

/**
 * The validator compiler of every route (decision 017): zod through fastify-type-provider-zod, as before,
 * except for the querystring of a schema marked by `memoisedQuery`, whose valid results are kept by the
 * parsed query (at most `MEMOISED_QUERIES_PER_ROUTE` per route, oldest dropped first). A refused query is
 * validated again each time (its 400 is built anew) and never kept.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<z.ZodType> {
  return (route) => {
    const validate = validatorCompiler(route) as (data: unknown) => ValidationResult;
    if (route.httpPart !== 'querystring' || !memoisedSchemas.has(route.schema)) return validate;
    const kept = new Map<string, ValidationResult>();
    return (data: unknown) => {
      // Fastify's parsed query: an object of strings and arrays of strings (repeated parameters).
      const key = typeof data === 'object' && data !== null ? JSON.stringify(data) : undefined;
      if (key === undefined || key.length > MAX_MEMOISED_QUERY_LENGTH) return validate(data);
      const known = kept.get(key);
      if (known) return known;
      const result = validate(data);
      if (result.error) return result;
      const frozen = { value: deepFreeze(result.value) };
      if (kept.size >= MEMOISED_QUERIES_PER_ROUTE) kept.delete(kept.keys().next().value as string);
      kept.set(key, frozen);
      return frozen;
    };
  };
}
