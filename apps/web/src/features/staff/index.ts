export { MemberDetail } from './components/member-detail.tsx';
export { MemberSearch } from './components/member-search.tsx';
export { StaffShell } from './components/staff-shell.tsx';
