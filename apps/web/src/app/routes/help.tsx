import { HelpCenter } from '../../features/help/components/help-center.tsx';

export function Component() {
  return <HelpCenter />;
}
