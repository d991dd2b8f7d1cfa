/** The inclusions feature's public entry: the kind's definition and its member pages (reached through `app/routes`). */

export { InclusionDetail } from './components/inclusion-detail.tsx';
export { InclusionEditPage, InclusionNewPage } from './components/inclusion-form-pages.tsx';
export { InclusionList } from './components/inclusion-list.tsx';
export { inclusionKind } from './inclusion-kind.tsx';
