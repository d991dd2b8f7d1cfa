export { StaffSitePageList as Component } from '../../features/site-pages/index.ts';
