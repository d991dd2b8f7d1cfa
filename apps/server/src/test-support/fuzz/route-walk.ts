/**
 * Every route the server registers as fuzz operations (issue 20): the API document's operations, plus one for
 * each route the document leaves out (hidden pages and files, the payment sandbox, webhooks, the document's own
 * routes, the web app's, and the HEAD twin Fastify adds to each GET). A left-out route gets its parameters,
 * query and body from its own schema when it has one (zod or JSON schema), else its path parameters from its URL.
 */
import { z } from 'zod';
import type { RegisteredRoute } from '../../plugins/route-table.ts';
import type { JsonSchema, Operation, Parameter } from './openapi-walk.ts';

/** A route's URL pattern as the document writes it: `/api/posts/:id` → `/api/posts/{id}`, `/media/*` → `/media/{*}`. */
export function templateOf(url: string): string {
  const template = url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');
  // A prefix's own route is registered both with and without its trailing slash: one route.
  return template.length > 1 ? template.replace(/\/$/, '') : template;
}

/** The key a route is known by in the coverage check: `GET /api/posts/{id}`. */
export function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${templateOf(path)}`;
}

/** The keys of every route the server registered (the set the fuzz suite must cover). */
export function registeredKeys(routes: readonly RegisteredRoute[]): Set<string> {
  return new Set(routes.map((route) => routeKey(route.method, route.url)));
}

function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (schema instanceof z.ZodType) {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  }
  return schema && typeof schema === 'object' ? (schema as JsonSchema) : undefined;
}

function parametersOf(schema: unknown): Parameter[] {
  const properties = jsonSchemaOf(schema)?.properties ?? {};
  return Object.entries(properties).map(([name, property]) => ({ name, schema: property }));
}

/** The operation of a route the document does not list, from its own schema. */
function operationOf(route: RegisteredRoute): Operation {
  const path = templateOf(route.url);
  const pathParams = parametersOf(route.schema?.params);
  for (const match of path.matchAll(/\{([^}]+)\}/g)) {
    const name = match[1] ?? '';
    if (!pathParams.some((parameter) => parameter.name === name)) pathParams.push({ name, schema: {} });
  }
  const bodySchema = jsonSchemaOf(route.schema?.body);
  return {
    method: route.method.toUpperCase(),
    path,
    pathParams,
    queryParams: parametersOf(route.schema?.querystring),
    bodySchema,
    bodyContentTypes: bodySchema ? ['application/json'] : [],
  };
}

/**
 * The document's operations, then one operation per registered route the document does not list (in the
 * order the routes were registered), so that every registered route is walked.
 */
export function everyRouteOperations(
  documented: Operation[],
  routes: readonly RegisteredRoute[],
): Operation[] {
  const known = new Set(documented.map((operation) => routeKey(operation.method, operation.path)));
  const operations = [...documented];
  for (const route of routes) {
    const key = routeKey(route.method, route.url);
    if (known.has(key)) continue;
    known.add(key);
    operations.push(operationOf(route));
  }
  return operations;
}
