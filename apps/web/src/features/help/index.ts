export { HelpCenter } from './components/help-center.tsx';
