import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Where the support chat's web SDK (Channel Talk) loads its script from, talks to and draws its messenger: allowed
 * only when the chat is configured (CHAT_PLUGIN_KEY).
 */
const chatSources = ['https://*.channel.io'];

/**
 * Security headers with a CSP that allows the Vite-built app's own scripts and Mantine's inline styles, on
 * every answer (404s included). Helmet's middleware is built once here and only sets the headers per
 * request: `@fastify/helmet` built it again for every request, re-reading the CSP directives each time
 * (6-10% of a cached catalogue answer's CPU time, decision 014).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { isProduction: boolean; hasChat: boolean },
) {
  const chat = options.hasChat ? chatSources : [];
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...chat],
        styleSrc: ["'self'", "'unsafe-inline'", ...chat],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:', ...chat],
        connectSrc: ["'self'", ...chat, ...(options.hasChat ? ['wss://*.channel.io'] : [])],
        mediaSrc: ["'self'", 'blob:', ...chat],
        ...(options.hasChat ? { frameSrc: chat } : {}),
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(options.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    // The payment window (PayPal's or the card provider's page, then our waiting page) must keep its link to the
    // page that opened it, to tell it how the payment went: same-origin would cut it at the provider's page.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: options.isProduction,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
}
