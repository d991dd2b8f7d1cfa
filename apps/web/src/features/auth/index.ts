export type { Session } from './api/get-session.ts';
export { sessionQueryOptions, useSession } from './api/get-session.ts';
export { useSignOut } from './api/sign-out.ts';
export { useHeldMember } from './api/use-held-member.ts';
export { LoginForm } from './components/login-form.tsx';
export { SessionExpiredModal } from './components/session-expired-modal.tsx';
export type { SignedUp } from './components/sign-up-form.tsx';
export { SignUpForm } from './components/sign-up-form.tsx';
export { loadWelcomeModal } from './welcome-modal-loader.ts';
