export { artistRoutes } from './artists.routes.ts';
export {
  artistGroupCodesById,
  artistGroupDetail,
  findArtistGroupByCode,
  findArtistGroupId,
} from './artists.service.ts';
