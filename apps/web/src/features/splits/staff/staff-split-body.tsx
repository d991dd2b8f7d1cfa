import { formatSizeCm, formatWeightKg } from '@fanship/domain/warehouse/packages';
import type { StaffSplit } from '@fanship/domain/warehouse/split';
import { Anchor, Card, SimpleGrid, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Field } from '../../../components/request-kit/record-field.tsx';
import {
  PackageServiceSteps,
  RecordResultPackages,
  type StaffRequestDetail,
} from '../../staff-requests/index.ts';
import { SplitRequestBody } from '../components/split-request-body.tsx';

const staffPackagePath = (code: string) => `/staff/packages/${encodeURIComponent(code)}`;

/** The package to split as the warehouse finds it: code, type, status, weight, size, what is in it. */
function TargetPackage({ pkg }: { pkg: StaffSplit['targetPackageDetail'] }) {
  return (
    <Card withBorder padding="md" component="section" aria-label="Package to split">
      <Title order={2} fz="lg" mb="xs">
        Package to split
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Field label="Package">
          <Anchor component={Link} to={staffPackagePath(pkg.code)} ff="monospace" fw={700} inherit>
            {pkg.code}
          </Anchor>
        </Field>
        <Field label="Type · status">
          {pkg.type} · {pkg.statusLabel}
        </Field>
        <Field label="Weight · size">
          {formatWeightKg(pkg.weightGrams)} · {formatSizeCm(pkg)}
        </Field>
        <Field label="Items">
          {pkg.firstItemName ?? '-'}
          {pkg.itemCount > 1 ? ` +${pkg.itemCount - 1}` : ''}
        </Field>
      </SimpleGrid>
    </Card>
  );
}

/**
 * A split's part of the staff request page: the package to split, the steps (start, record one new package per
 * content, complete), and the member's split with the new packages and fees.
 */
export function StaffSplitBody({ request }: { request: StaffRequestDetail & StaffSplit }) {
  return (
    <>
      <TargetPackage pkg={request.targetPackageDetail} />
      <PackageServiceSteps
        kind="split"
        request={request}
        hasResults={request.resultPackages.length > 0}
        recordResults={
          <RecordResultPackages
            kind="split"
            code={request.code}
            // No description: the server names each new package after the member's content.
            rows={request.contents.map((content) => ({ heading: content }))}
          />
        }
      />
      <SplitRequestBody data={request} packagePath={staffPackagePath} />
    </>
  );
}
