export { HelpPage as Component } from '../../features/staff-catalogue/areas/help-page.tsx';
