export { RouletteLauncher } from './components/roulette-launcher.tsx';
