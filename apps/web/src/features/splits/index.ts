/** The splits feature's public entry: the kind's definition and its member pages (reached through `app/routes`). */

export { SplitDetail, SplitEditPage, SplitList, SplitNewPage } from './components/split-pages.tsx';
export { splitKind } from './split-kind.tsx';
