/** The packings feature's public entry: the kind's definition and its member pages (reached through `app/routes`). */

export { PackingDetail } from './components/packing-detail.tsx';
export { PackingEditPage, PackingNewPage } from './components/packing-form-pages.tsx';
export { PackingList } from './components/packing-list.tsx';
export { packingKind } from './packing-kind.tsx';
