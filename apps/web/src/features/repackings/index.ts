/** The repackings feature's public entry: the kind's definition and its member pages (reached through `app/routes`). */

export {
  RepackingDetail,
  RepackingEditPage,
  RepackingList,
  RepackingNewPage,
} from './components/repacking-pages.tsx';
export { repackingKind } from './repacking-kind.tsx';
