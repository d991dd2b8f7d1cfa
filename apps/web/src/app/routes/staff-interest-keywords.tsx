export { InterestKeywordsPage as Component } from '../../features/staff-catalogue/index.ts';
