import { useParams } from 'react-router';
import { StaffSitePageForm } from '../../features/site-pages/index.ts';

export function Component() {
  const { slug = '' } = useParams();
  return <StaffSitePageForm slug={slug} />;
}
