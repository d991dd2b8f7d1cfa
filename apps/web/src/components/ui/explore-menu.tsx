import { Button, Menu } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { ShellLink } from './explore-links.ts';

/**
 * A header dropdown of links ('More', 'My requests'); loaded on its own so the popover code stays out of the first
 * page load. A link that starts a new `section` is headed by it.
 */
export default function LinkMenu({
  label,
  links,
  defaultOpened = false,
}: {
  label: string;
  links: readonly ShellLink[];
  defaultOpened?: boolean;
}) {
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <Button variant="subtle">{label}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        {links.map((link, index) => (
          <Fragment key={link.to}>
            {link.section && link.section !== links[index - 1]?.section && (
              <>
                {index > 0 && <Menu.Divider />}
                <Menu.Label>{link.section}</Menu.Label>
              </>
            )}
            <Menu.Item component={Link} to={link.to}>
              {link.label}
            </Menu.Item>
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
