/** The claims feature's public entry: the kind's definition (its pages are reached through `app/routes`). */
export { claimKind } from './claim-kind.tsx';
export { ClaimsPage } from './components/claims-page.tsx';
export { StaffPoolPage } from './components/staff-pool-page.tsx';
