export { FansignEventListPage as Component } from '../../features/staff-catalogue/index.ts';
