/** The incomings feature's public entry: the kind's definition (its pages are reached through `app/routes`). */
export { incomingKind } from './incoming-kind.tsx';
