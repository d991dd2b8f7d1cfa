import { builtRequestKinds } from '@fanship/domain/requests/request-kinds';
import {
  inclusionMachine,
  incomingMachine,
  packingMachine,
  repackingMachine,
  type StatusMachine,
  shippingMachine,
  splitMachine,
} from '@fanship/domain/requests/status-machines';
import type { PackageAction } from '@fanship/domain/warehouse/package-statuses';
import type { PackageDetail } from '@fanship/domain/warehouse/packages';
import { REPACKING_PACKAGE_STATUS, repackingTargetTypes } from '@fanship/domain/warehouse/repacking';
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
  shipping: {
    machine: shippingMachine,
    label: 'Ship',
    to: (pkg) => `/shippings/new?packageCode=${encodeURIComponent(pkg.code)}`,
  },
};

const isBuilt = (machine: StatusMachine) =>
  builtRequestKinds.some((kind) => kind.machine.kind === machine.kind);

/**
 * The actions offered by the kind's own contract rule, the one the server checks when the request is asked for:
 * split an arrived package of type R, M, T or L; repack an arrived F box (whether it was repacked before or its
 * shipping is paid the server says on sending).
 */
const ruleActions: {
  machine: StatusMachine;
  label: string;
  path: string;
  allows: (pkg: PackageDetail) => boolean;
}[] = [
  {
    machine: splitMachine,
    label: 'Split',
    path: '/splits/new',
    allows: (pkg) => pkg.status === 'ARRIVED' && splitTargetTypes.includes(pkg.type),
  },
  {
    machine: repackingMachine,
    label: 'Repack',
    path: '/repackings/new',
    allows: (pkg) => pkg.status === REPACKING_PACKAGE_STATUS && repackingTargetTypes.includes(pkg.type),
  },
];

/** The package's actions whose request forms exist today (`builtRequestKinds`), as links to those forms. */
export function availableActions(pkg: PackageDetail): { label: string; to: string }[] {
  const actions = pkg.actions.flatMap((action) => {
    const target = actionTargets[action];
    return isBuilt(target.machine) ? [{ label: target.label, to: target.to(pkg) }] : [];
  });
  for (const rule of ruleActions) {
    if (isBuilt(rule.machine) && rule.allows(pkg))
      actions.push({ label: rule.label, to: `${rule.path}?packageCode=${encodeURIComponent(pkg.code)}` });
  }
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
