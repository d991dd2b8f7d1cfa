export { authRoutes } from './auth.routes.ts';
export { recoveryRoutes } from './recovery.routes.ts';
export { pruneSettledThrottles, tooManyFailuresMessage } from './sign-in-throttle.service.ts';
