export { PostDetail } from './components/post-detail.tsx';
export { PostList } from './components/post-list.tsx';
export type { ContentKindConfig } from './content-kinds.ts';
export { contentKinds } from './content-kinds.ts';
