export { HelpTopicFormPage as Component } from '../../features/staff-catalogue/index.ts';
