export { HelpTopicFormPage as Component } from '../../features/staff-catalogue/areas/help-topic-form.tsx';
