export { codeListRoutes } from './code-lists.routes.ts';
