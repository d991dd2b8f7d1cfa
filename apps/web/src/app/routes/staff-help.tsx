export { HelpPage as Component } from '../../features/staff-catalogue/index.ts';
