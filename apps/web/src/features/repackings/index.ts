/** The repackings feature's public entry: the kind's definition and its member pages (reached through `app/routes`). */

export { RepackingDetail } from './components/repacking-detail.tsx';
export { RepackingEditPage, RepackingNewPage } from './components/repacking-form-pages.tsx';
export { RepackingList } from './components/repacking-list.tsx';
export { repackingKind } from './repacking-kind.tsx';
