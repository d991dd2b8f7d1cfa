export { siteConfigRoutes } from './site-config.routes.ts';
