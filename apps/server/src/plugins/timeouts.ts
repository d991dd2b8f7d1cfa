import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { ServerTimeouts } from '../config.ts';

/**
 * Timeouts that keep slow or half-sent requests from holding the server (issue 25; `ServerTimeouts` in
 * `config.ts` names the variables). Node's own limits: the headers, an idle connection, an idle kept-alive
 * connection, and the whole request (which must cover the longest upload, so it is the upload limit). The
 * body's own limit is per request: an upload (a multipart body, accepted only inside the upload routes' scopes;
 * any other route refuses one with 415 before reading it) gets UPLOAD_TIMEOUT_SECONDS, every other body
 * BODY_TIMEOUT_SECONDS; a body not whole by then has its connection closed.
 */
export function serverTimeoutOptions(timeouts: ServerTimeouts): FastifyServerOptions {
  return {
    connectionTimeout: timeouts.idleSeconds * 1000,
    keepAliveTimeout: timeouts.keepAliveSeconds * 1000,
    requestTimeout: (timeouts.headersSeconds + timeouts.uploadSeconds) * 1000,
  };
}

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}

/** Sets the headers timeout and closes the connection of a request whose body is not whole in time. */
export function registerTimeouts(app: FastifyInstance, timeouts: ServerTimeouts): void {
  app.server.headersTimeout = timeouts.headersSeconds * 1000;
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    if (raw.complete || !hasBody(raw.headers)) return done();
    const isUpload = /^multipart\/form-data/i.test(raw.headers['content-type'] ?? '');
    const seconds = isUpload ? timeouts.uploadSeconds : timeouts.bodySeconds;
    // Closing the request closes its connection (an injected request has none: it just ends).
    const timer = setTimeout(() => {
      if (!raw.complete) raw.destroy();
    }, seconds * 1000);
    timer.unref();
    const stop = () => clearTimeout(timer);
    raw.once('end', stop);
    raw.once('close', stop);
    // A request answered without its body being read (refused before parsing: 401, 404, 413, 415) is over: its
    // kept-alive connection may already carry the next request, which the timer must not cut.
    reply.raw.once('finish', stop);
    done();
  });
}
