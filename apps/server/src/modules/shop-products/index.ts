export { shopProductRoutes } from './shop-products.routes.ts';
export { staffShopProductRoutes } from './staff-shop-products.routes.ts';
