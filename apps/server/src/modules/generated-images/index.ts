export { generatedImageRoutes } from './generated-images.routes.ts';
