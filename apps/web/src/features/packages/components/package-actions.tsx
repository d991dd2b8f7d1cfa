import { builtRequestKinds } from '@fanship/domain/requests/request-kinds';
import {
  inclusionMachine,
  incomingMachine,
  packingMachine,
  type StatusMachine,
  shippingMachine,
  splitMachine,
} from '@fanship/domain/requests/status-machines';
import type { PackageAction } from '@fanship/domain/warehouse/package-statuses';
import type { PackageDetail } from '@fanship/domain/warehouse/packages';
import { splitTargetTypes } from '@fanship/domain/warehouse/split';
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
  inclusion: {
    machine: inclusionMachine,
    label: 'Request Inclusion',
    to: (pkg) => `/inclusions/new?packageCode=${encodeURIComponent(pkg.code)}`,
  },
  packing: {
    machine: packingMachine,
    label: 'Request Packing',
    to: (pkg) => `/packings/new?packageCode=${encodeURIComponent(pkg.code)}`,
  },
  shipping: { machine: shippingMachine, label: 'Request Shipping', to: () => '/shippings/new' },
};

const isBuilt = (machine: StatusMachine) =>
  builtRequestKinds.some((kind) => kind.machine.kind === machine.kind);

/**
 * Whether the package may be split: the split contract's rule, the one the server checks when a split is asked for
 * (an arrived package of type R, M, T or L).
 */
const canSplit = (pkg: PackageDetail) =>
  isBuilt(splitMachine) && pkg.status === 'ARRIVED' && splitTargetTypes.includes(pkg.type);

/** The package's actions whose request forms exist today (`builtRequestKinds`), as links to those forms. */
export function availableActions(pkg: PackageDetail): { label: string; to: string }[] {
  const actions = pkg.actions.flatMap((action) => {
    const target = actionTargets[action];
    return isBuilt(target.machine) ? [{ label: target.label, to: target.to(pkg) }] : [];
  });
  if (canSplit(pkg))
    actions.push({ label: 'Split', to: `/splits/new?packageCode=${encodeURIComponent(pkg.code)}` });
  return actions;
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
