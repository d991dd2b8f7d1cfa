export { marketplaceRoutes } from './marketplace.routes.ts';
export {
  getMarketplaceListing,
  OUTSIDE_MARKETPLACE_CACHE_SECONDS,
  previewArtistListings,
} from './marketplace.service.ts';
