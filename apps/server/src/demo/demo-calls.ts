import type { FastifyInstance, InjectOptions } from 'fastify';
import { multipart } from '../lib/multipart-body.ts';
import { createSession, SESSION_COOKIE } from '../modules/sessions/index.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Someone the demo seed acts as: a session of theirs, opened at the demo clock's time. */
export type DemoActor = { memberId: number };

/**
 * The demo seed's way in: the API's own routes through `app.inject`, as the member's pages and the staff console
 * call them, so every rule, status move, history row and fee line is the services' own. A refused call stops the
 * seed with the server's answer.
 */
export function demoCalls(app: FastifyInstance) {
  const context = app.appContext;
  // A session per call, opened at the demo clock's time: the seed's clock jumps days at once.
  const cookieOf = async (actor: DemoActor) =>
    `${SESSION_COOKIE}=${await createSession(context, actor.memberId, { userAgent: 'demo seed' })}`;

  async function send<T>(actor: DemoActor, options: InjectOptions & { url: string }): Promise<T> {
    const response = await app.inject({
      ...options,
      headers: { ...options.headers, cookie: await cookieOf(actor) },
    });
    if (response.statusCode >= 300) {
      throw new Error(
        `Demo seed: ${options.method} ${options.url} answered ${response.statusCode}: ${response.body}`,
      );
    }
    return (response.body ? response.json() : undefined) as T;
  }

  return {
    call: <T = Record<string, unknown>>(actor: DemoActor, method: Method, url: string, payload?: object) =>
      send<T>(actor, { method, url, ...(payload ? { payload } : {}) }),
    /** A file sent as the upload forms send it (field `file`). */
    upload: <T = Record<string, unknown>>(
      actor: DemoActor,
      url: string,
      file: { name: string; bytes: Buffer; type: string },
    ) => send<T>(actor, { method: 'POST', url, ...multipart(file.name, file.bytes, file.type) }),
  };
}

export type DemoCalls = ReturnType<typeof demoCalls>;
