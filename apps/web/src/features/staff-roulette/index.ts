export { StaffRoulettePage } from './components/staff-roulette-page.tsx';
