/** The OFM feature's public entry: the kind's definition (its pages are reached through `app/routes`). */

export { OfmDetail } from './components/ofm-detail.tsx';
export { OfmEditPage, OfmNewPage } from './components/ofm-form-pages.tsx';
export { OfmList } from './components/ofm-list.tsx';
export { ofmKind } from './ofm-kind.tsx';
