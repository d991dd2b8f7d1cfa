export { SitePageView } from './components/site-page-view.tsx';
export { StaffSitePageForm, StaffSitePageList } from './components/staff-site-pages.tsx';
