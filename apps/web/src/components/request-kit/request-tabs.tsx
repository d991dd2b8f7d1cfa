import { builtRequestKinds } from '@fanship/domain/requests/request-kinds';
import { Tabs } from '@mantine/core';
import { useNavigate } from 'react-router';

/** The request tab bar (Incoming, OFM, Split, Inclusion, Packing, Repacking, Shipping: the kinds built so far). */
export function RequestTabs({ current }: { current: string }) {
  const navigate = useNavigate();
  return (
    <Tabs value={current} onChange={(path) => path && navigate(path)} mb="md">
      <Tabs.List>
        {builtRequestKinds.map((kind) => (
          <Tabs.Tab key={kind.path} value={kind.path}>
            {kind.title}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
