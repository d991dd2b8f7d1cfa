export { photoName, uploadPackagePhoto } from './api/intake-api.ts';
export { IntakeDesk } from './components/intake-desk.tsx';
export { StaffPackageDetailPage } from './components/staff-package-detail.tsx';
export { StaffPackageList } from './components/staff-package-list.tsx';
