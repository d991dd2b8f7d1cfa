import { useParams } from 'react-router';
import { StaffSitePageForm } from '../../features/site-pages/components/staff-site-pages.tsx';

export function Component() {
  const { slug = '' } = useParams();
  return <StaffSitePageForm slug={slug} />;
}
