export { TrendingProductFormPage as Component } from '../../features/staff-catalogue/index.ts';
