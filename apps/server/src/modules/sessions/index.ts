export type { SessionMember } from './session.service.ts';
export {
  createSession,
  endMemberSessions,
  endSession,
  resolveSession,
  SESSION_COOKIE,
} from './session.service.ts';
export { deleteMemberSessions } from './sessions.repository.ts';
