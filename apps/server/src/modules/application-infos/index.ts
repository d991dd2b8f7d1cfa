export { applicationInfoRoutes } from './application-infos.routes.ts';
