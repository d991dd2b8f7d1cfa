export { PostListPage as Component } from '../../features/staff-catalogue/areas/post-list.tsx';
