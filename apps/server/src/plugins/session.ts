import { isStaffRole } from '@fanship/domain/member';
import { loginMessages } from '@fanship/domain/schemas/login';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../lib/app-context.ts';
import { AppError, notFound } from '../lib/app-error.ts';
import { resolveSession, SESSION_COOKIE, type SessionMember } from '../modules/sessions/index.ts';

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    member: SessionMember | null;
  }
  interface FastifyInstance {
    /** Route hook: a signed-in member is required (401 UNAUTHORIZED, or SESSION_EXPIRED for a dead cookie). */
    requireMember: Guard;
    /** Route hook: staff or admin only; everyone else gets 404 so the staff area stays hidden. */
    requireStaff: Guard;
    /** Route hook: admin only; everyone else gets 404. */
    requireAdmin: Guard;
  }
}

/** Cookie attributes of the session cookie: httpOnly, SameSite=Lax, Secure in production. */
export function sessionCookieOptions(context: AppContext): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: context.config.nodeEnv === 'production',
    maxAge: context.config.sessionAbsoluteSeconds,
  };
}

/** Adds `request.member` and the route guards `requireMember`, `requireStaff` and `requireAdmin`. */
export function registerSession(app: FastifyInstance, context: AppContext): void {
  app.decorateRequest('member', null);

  const authenticate = async (request: FastifyRequest, reply: FastifyReply): Promise<SessionMember> => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) throw new AppError('UNAUTHORIZED');
    const member = await resolveSession(context, token);
    if (!member) {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      throw new AppError('SESSION_EXPIRED', loginMessages.sessionExpired);
    }
    request.member = member;
    return member;
  };

  const requireRole = (isAllowed: (member: SessionMember) => boolean): Guard => {
    return async (request, reply) => {
      // No session (or an ended one) hides the staff area; a database that cannot answer stays a 503.
      const member = await authenticate(request, reply).catch((error: unknown) => {
        if (error instanceof AppError) return null;
        throw error;
      });
      if (!member || !isAllowed(member)) throw notFound();
    };
  };

  app.decorate('requireMember', async (request: FastifyRequest, reply: FastifyReply) => {
    await authenticate(request, reply);
  });
  app.decorate(
    'requireStaff',
    requireRole((member) => isStaffRole(member.role)),
  );
  app.decorate(
    'requireAdmin',
    requireRole((member) => member.role === 'admin'),
  );
}

/** Who a request is for, without failing: a member, nobody, or nobody because the cookie's session ended. */
export async function readSession(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ member: SessionMember | null; isExpired: boolean }> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return { member: null, isExpired: false };
  const member = await resolveSession(context, token);
  if (!member) {
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { member: null, isExpired: true };
  }
  request.member = member;
  return { member, isExpired: false };
}

/** The member a guarded route acts for (the guard has already checked there is one). */
export function currentMember(request: FastifyRequest): SessionMember {
  if (!request.member) throw new AppError('UNAUTHORIZED');
  return request.member;
}
