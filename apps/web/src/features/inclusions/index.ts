/** The inclusions feature's public entry: the kind's definition and its member pages (reached through `app/routes`). */

export {
  InclusionDetail,
  InclusionEditPage,
  InclusionList,
  InclusionNewPage,
} from './components/inclusion-pages.tsx';
export { inclusionKind } from './inclusion-kind.tsx';
