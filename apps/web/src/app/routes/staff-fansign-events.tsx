export { FansignEventListPage as Component } from '../../features/staff-catalogue/areas/fansign-event-list.tsx';
