import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderGeneratedImage } from './generated-images.service.ts';

/** An SVG may not run script, load anything or be framed: it is only ever drawn. */
export const GENERATED_IMAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/** GET /media/generated/:file: the demo catalogue's pictures, drawn from the file name (outside /api). */
export function generatedImageRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/media/generated/:file',
      { schema: { tags: ['media'], params: z.object({ file: z.string() }) } },
      async (request, reply) => {
        const svg = renderGeneratedImage(request.params.file);
        return reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('content-security-policy', GENERATED_IMAGE_CSP)
          .send(svg);
      },
    );
  };
}
