export { StaffSitePageList as Component } from '../../features/site-pages/components/staff-site-pages.tsx';
