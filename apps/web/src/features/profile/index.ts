export { ProfileOverview } from './components/profile-overview.tsx';
