import { builtRequestKinds } from '@fanship/domain/requests/request-kinds';
import {
  inclusionMachine,
  incomingMachine,
  packingMachine,
  type StatusMachine,
  shippingMachine,
} from '@fanship/domain/requests/status-machines';
import type { PackageAction } from '@fanship/domain/warehouse/package-statuses';
import type { PackageDetail } from '@fanship/domain/warehouse/packages';
import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

type ActionTarget = { machine: StatusMachine; label: string; to: (pkg: PackageDetail) => string };

/** Where each package action leads (spec §2 Packages): the request form of its kind. */
const actionTargets: Record<PackageAction, ActionTarget> = {
  addItemInformation: {
    machine: incomingMachine,
    label: 'Add Item Information',
    to: (pkg) => `/incomings/new?trackingNo=${encodeURIComponent(pkg.trackingNo ?? '')}`,
  },
  inclusion: { machine: inclusionMachine, label: 'Request Inclusion', to: () => '/inclusions/new' },
  packing: { machine: packingMachine, label: 'Request Packing', to: () => '/packings/new' },
  shipping: { machine: shippingMachine, label: 'Request Shipping', to: () => '/shippings/new' },
};

const isBuilt = (machine: StatusMachine) =>
  builtRequestKinds.some((kind) => kind.machine.kind === machine.kind);

/** The package's actions whose request forms exist today (`builtRequestKinds`), as links to those forms. */
export function availableActions(pkg: PackageDetail): { label: string; to: string }[] {
  return pkg.actions.flatMap((action) => {
    const target = actionTargets[action];
    return isBuilt(target.machine) ? [{ label: target.label, to: target.to(pkg) }] : [];
  });
}

/** The action buttons of a package page (none when no form of its actions is built yet). */
export function PackageActions({ data }: { data: PackageDetail }) {
  const actions = availableActions(data);
  if (actions.length === 0) return null;
  return (
    <Group gap="sm">
      {actions.map((action) => (
        <Button key={action.label} component={Link} to={action.to}>
          {action.label}
        </Button>
      ))}
    </Group>
  );
}
