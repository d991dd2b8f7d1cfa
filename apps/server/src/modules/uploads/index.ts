export { mediaUploadRoutes, uploadRoutes } from './uploads.routes.ts';
export { copyUploadsToSeries } from './uploads.service.ts';
