export { artistPageRoutes } from './artist-page.routes.ts';
