/** The OFM feature's public entry: the kind's definition (its pages are reached through `app/routes`). */
export { ofmKind } from './ofm-kind.tsx';
