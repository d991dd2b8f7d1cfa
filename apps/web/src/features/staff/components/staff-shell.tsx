import {
  builtRequestKinds,
  claimRequestKind,
  orderRequestKind,
  unboxingRequestKind,
} from '@fanship/domain/requests/request-kinds';
import {
  Badge,
  Box,
  Button,
  Card,
  Collapse,
  Group,
  NavLink as MantineNavLink,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useEffect } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useSession } from '../../auth/index.ts';
import { StaffCatalogueNav } from '../../staff-catalogue/index.ts';

const ordersPath = `/staff/requests/${orderRequestKind.machine.kind}`;
/** The orders queue filtered to Wise deposits staff have to confirm or reject. */
export const depositsToConfirmPath = `${ordersPath}?status=OR02`;

/**
 * Orders (invoices) beside the member's request kinds: all of them, and the shortcut to the deposits waiting for
 * staff. Each is marked current by its path and status filter, so only one of the two is.
 */
function OrdersNav() {
  const { pathname, search } = useLocation();
  const status = new URLSearchParams(search).get('status') ?? '';
  const onQueue = pathname === ordersPath;
  return (
    <MantineNavLink label={orderRequestKind.listTitle} defaultOpened childrenOffset="sm" fw={700}>
      <MantineNavLink
        component={Link}
        to={ordersPath}
        label="All orders"
        fw={400}
        active={onQueue && status !== 'OR02'}
        aria-current={onQueue && status !== 'OR02' ? 'page' : undefined}
      />
      <MantineNavLink
        component={Link}
        to={depositsToConfirmPath}
        label="Deposits to confirm"
        fw={400}
        active={onQueue && status === 'OR02'}
        aria-current={onQueue && status === 'OR02' ? 'page' : undefined}
      />
    </MantineNavLink>
  );
}

const claimsPath = `/staff/requests/${claimRequestKind.machine.kind}`;

/** Lost & found: the pool of parcels nobody registered, and the members' claims on them. */
function LostAndFoundNav() {
  const { pathname } = useLocation();
  const onClaims = pathname === claimsPath || pathname.startsWith(`${claimsPath}/`);
  return (
    <MantineNavLink label="Lost & found" defaultOpened childrenOffset="sm" fw={700}>
      <MantineNavLink component={NavLink} to="/staff/lost-and-found" label="Pool" fw={400} />
      <MantineNavLink
        component={Link}
        to={claimsPath}
        label={claimRequestKind.listTitle}
        fw={400}
        active={onClaims}
        aria-current={onClaims ? 'page' : undefined}
      />
    </MantineNavLink>
  );
}

function StaffNav() {
  return (
    <nav aria-label="Staff">
      <MantineNavLink component={NavLink} to="/staff/members" label="Members" />
      <MantineNavLink label="Requests" defaultOpened childrenOffset="sm" fw={700}>
        {[...builtRequestKinds, unboxingRequestKind].map((kind) => (
          <MantineNavLink
            key={kind.machine.kind}
            component={NavLink}
            to={`/staff/requests/${kind.machine.kind}`}
            label={kind.title}
            fw={400}
          />
        ))}
      </MantineNavLink>
      <OrdersNav />
      <LostAndFoundNav />
      <MantineNavLink label="Warehouse" defaultOpened childrenOffset="sm" fw={700}>
        <MantineNavLink component={NavLink} to="/staff/warehouse/intake" label="Intake desk" fw={400} />
        <MantineNavLink component={NavLink} to="/staff/packages" label="Packages" fw={400} />
      </MantineNavLink>
      <StaffCatalogueNav />
    </nav>
  );
}

/**
 * The staff console frame: its own side navigation beside the content on wide screens; on phones the
 * navigation folds behind a 'Staff pages' button so the page itself comes first.
 */
export function StaffShell({ children }: { children: ReactNode }) {
  const session = useSession();
  const role = session.data?.member?.role === 'admin' ? 'admin' : 'staff';
  const [isNavOpen, nav] = useDisclosure(false);
  const { pathname } = useLocation();
  // A page chosen from the folded navigation closes it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change
  useEffect(() => nav.close(), [pathname]);
  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <Card padding="sm" w={{ base: '100%', sm: 220 }}>
        <Stack gap={4}>
          <Group gap="xs" px="sm" py={4} justify="space-between" wrap="nowrap">
            <Group gap="xs">
              <Text fw={800}>Staff console</Text>
              <Badge size="xs" variant="light" color="violet" miw="max-content">
                {role}
              </Badge>
            </Group>
            <Button
              hiddenFrom="sm"
              size="xs"
              variant="default"
              aria-expanded={isNavOpen}
              aria-controls="staff-nav-folded"
              onClick={nav.toggle}
            >
              Staff pages
            </Button>
          </Group>
          <Box visibleFrom="sm">
            <StaffNav />
          </Box>
          <Box hiddenFrom="sm" id="staff-nav-folded">
            {/* No animation: links that are still sliding in are there to tap but not yet where they are drawn. */}
            <Collapse expanded={isNavOpen} transitionDuration={0}>
              <StaffNav />
            </Collapse>
          </Box>
        </Stack>
      </Card>
      <div style={{ flex: 1, minWidth: 0, width: '100%', flexBasis: 320 }}>{children}</div>
    </Group>
  );
}
