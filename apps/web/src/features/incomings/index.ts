/** The incomings feature's public entry: the kind's definition (its pages are reached through `app/routes`). */

export { IncomingDetail } from './components/incoming-detail.tsx';
export { IncomingEditPage, IncomingNewPage } from './components/incoming-form-pages.tsx';
export { IncomingList } from './components/incoming-list.tsx';
export { incomingKind } from './incoming-kind.tsx';
