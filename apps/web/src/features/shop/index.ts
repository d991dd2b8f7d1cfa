export { HeaderSearch } from './components/header-search.tsx';
export { ShopCatalogue } from './components/shop-catalogue.tsx';
export { ShopProductDetail } from './components/shop-product-detail.tsx';
export { LoadingMore, ProductGridSkeleton } from './components/shop-product-grid.tsx';
