import { requestKinds } from '@fanship/domain/requests/request-kinds';
import type { PackageAction } from '@fanship/domain/warehouse/package-statuses';
import type { PackageDetail } from '@fanship/domain/warehouse/packages';
import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

type ActionLink = { label: string; to: string };

/**
 * The actions whose button or form is not the rule's ('Request {title}', the kind's form with the package chosen):
 * the incoming's 'Add Item Information' registers the parcel by its tracking number (spec §2 Packages).
 */
const unlikeTheRule: Partial<Record<PackageAction, (pkg: PackageDetail) => Partial<ActionLink>>> = {
  incoming: (pkg) => ({
    label: 'Add Item Information',
    to: `/incomings/new?trackingNo=${encodeURIComponent(pkg.trackingNo ?? '')}`,
  }),
  split: () => ({ label: 'Split' }),
  repacking: () => ({ label: 'Repack' }),
  shipping: () => ({ label: 'Ship' }),
};

/**
 * Where an action the server offers leads: the form of the kind of request it names, with the package chosen, if
 * that kind's pages are built (`requestKinds`); a kind the web app does not know gets no button.
 */
function actionLink(action: PackageAction, pkg: PackageDetail): ActionLink | undefined {
  const kind = requestKinds.find((candidate) => candidate.machine.kind === action);
  if (!kind?.built) return undefined;
  return {
    label: `Request ${kind.title}`,
    to: `${kind.path}/new?packageCode=${encodeURIComponent(pkg.code)}`,
    ...unlikeTheRule[action]?.(pkg),
  };
}

/** The package's actions (the server's, from the kinds that take it) whose request forms exist, as links to them. */
export function availableActions(pkg: PackageDetail): ActionLink[] {
  return pkg.actions.flatMap((action) => actionLink(action, pkg) ?? []);
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
