export { healthRoutes } from './health.routes.ts';
export { pingRoutes } from './ping.routes.ts';
