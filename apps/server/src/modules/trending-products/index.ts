export { trendingProductRoutes } from './trending-products.routes.ts';
export { getTrendingProduct } from './trending-products.service.ts';
