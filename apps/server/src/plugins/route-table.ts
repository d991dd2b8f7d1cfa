import type { FastifyInstance, FastifySchema } from 'fastify';

/** One route as registered: its method, its URL pattern (`/api/posts/:id`, `/media/uploads/*`) and its schema. */
export type RegisteredRoute = { method: string; url: string; schema?: FastifySchema };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registers (documented or not, HEAD twins of GET routes included), in order. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/**
 * Records every route registered after it (Fastify lists none itself): the fuzz suite walks them all, so a route
 * left out of the API document (hidden, or without a schema) is fuzzed too. Call it before any route is added.
 */
export function registerRouteTable(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, url: route.url, schema: route.schema });
  });
}
