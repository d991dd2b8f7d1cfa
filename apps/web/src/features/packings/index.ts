/** The packings feature's public entry: the kind's definition and its member pages (reached through `app/routes`). */

export { PackingDetail, PackingEditPage, PackingList, PackingNewPage } from './components/packing-pages.tsx';
export { packingKind } from './packing-kind.tsx';
