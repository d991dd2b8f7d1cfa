import { type RequestKindConfig, requestKinds } from '@fanship/domain/requests/request-kinds';
import type { PackageAction } from '@fanship/domain/warehouse/package-statuses';
import type { PackageDetail } from '@fanship/domain/warehouse/packages';
import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

type ActionLink = { label: string; to: string };

/**
 * Where an action the server offers leads: the form of the kind of request it names (`requestKinds`, its
 * `packageAction` label or 'Request {title}'), with the package chosen or its tracking number given, if that kind's
 * pages are built; a kind the web app does not know gets no button.
 */
function actionLink(action: PackageAction, pkg: PackageDetail): ActionLink | undefined {
  const kind: RequestKindConfig | undefined = requestKinds.find(
    (candidate) => candidate.machine.kind === action,
  );
  if (!kind?.built) return undefined;
  const query = kind.packageAction?.byTrackingNo
    ? `trackingNo=${encodeURIComponent(pkg.trackingNo ?? '')}`
    : `packageCode=${encodeURIComponent(pkg.code)}`;
  return { label: kind.packageAction?.label ?? `Request ${kind.title}`, to: `${kind.path}/new?${query}` };
}

/** The package's actions (the server's, from the kinds that take it) whose request forms exist, as links to them. */
export function availableActions(pkg: PackageDetail): ActionLink[] {
  return pkg.actions.flatMap((action) => actionLink(action, pkg) ?? []);
}

/**
 * The action buttons of a package page (the built forms of its actions), and the link to a new applicant's
 * information record that the product spec lists among the package page's links (`/profile/application-info/new`).
 */
export function PackageActions({ data }: { data: PackageDetail }) {
  return (
    <Group gap="sm">
      {availableActions(data).map((action) => (
        <Button key={action.label} component={Link} to={action.to}>
          {action.label}
        </Button>
      ))}
      <Button component={Link} to="/profile/application-info/new" variant="default">
        New Applicant's Information
      </Button>
    </Group>
  );
}
