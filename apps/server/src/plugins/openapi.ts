import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the routes' zod schemas, browsable at /api/docs (JSON at /api/docs/json). With
 * `staffOnly` (production) the document is the staff's: everyone else gets 404, as on staff routes, so it
 * does not list the staff operations to the world.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { publicUrl: string; staffOnly: boolean },
): Promise<void> {
  const { publicUrl } = options;
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Fanship API',
        version: '1.0.0',
        description: 'Errors answer { code, message, fieldErrors? }.',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'fanship_session' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    ...(options.staffOnly ? { uiHooks: { onRequest: app.requireStaff } } : {}),
  });
}
