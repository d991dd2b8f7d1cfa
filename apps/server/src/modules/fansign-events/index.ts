export { fansignEventRoutes } from './fansign-events.routes.ts';
export { getFansignEvent, previewArtistEvents } from './fansign-events.service.ts';
