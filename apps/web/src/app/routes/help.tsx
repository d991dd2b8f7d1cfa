import { HelpCenter } from '../../features/help/index.ts';

export function Component() {
  return <HelpCenter />;
}
