import { builtRequestKinds } from '@fanship/domain/requests/request-kinds';
import type { ShellLink } from '../components/ui/explore-links.ts';

/**
 * The request kinds in tab order, as links of the header's 'My requests' menu. Loaded on its own once a member is
 * signed in (`root-layout.tsx`): the kinds' status tables stay out of a public page's first load.
 */
export const requestKindLinks: ShellLink[] = builtRequestKinds.map((kind) => ({
  label: kind.title,
  to: kind.path,
  section: 'Requests',
}));
