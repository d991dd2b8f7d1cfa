import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { exploreLinks } from './explore-links.ts';

/** The desktop 'More' menu; loaded on its own so the popover code stays out of the first page load. */
export default function ExploreMenu({ defaultOpened = false }: { defaultOpened?: boolean }) {
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <Button variant="subtle">More</Button>
      </Menu.Target>
      <Menu.Dropdown>
        {exploreLinks.map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to}>
            {link.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
