import { PageHeader } from '../../components/ui/page-header.tsx';
import { MemberSearch } from '../../features/staff/index.ts';

export function Component() {
  return (
    <>
      <PageHeader title="Members" description="Find a member by their ID or email." />
      <MemberSearch />
    </>
  );
}
