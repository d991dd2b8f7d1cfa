export { intakeRoutes } from './intake.routes.ts';
