/** The splits feature's public entry: the kind's definition and its member pages (reached through `app/routes`). */

export { SplitDetail } from './components/split-detail.tsx';
export { SplitEditPage, SplitNewPage } from './components/split-form-pages.tsx';
export { SplitList } from './components/split-list.tsx';
export { splitKind } from './split-kind.tsx';
