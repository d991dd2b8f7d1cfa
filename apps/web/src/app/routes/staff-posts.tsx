export { PostListPage as Component } from '../../features/staff-catalogue/index.ts';
