import { formatKrw } from '@fanship/domain/pricing/money';
import { VACUUM_FEE_PER_BAG_KRW } from '@fanship/domain/pricing/service-fees';
import { formatSizeCm, formatWeightKg } from '@fanship/domain/warehouse/packages';
import { packingBoxesSchema, type StaffPacking } from '@fanship/domain/warehouse/packing';
import { Anchor, Card, Table, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  PackageServiceSteps,
  RecordResultPackages,
  type StaffRequestDetail,
} from '../../staff-requests/index.ts';
import { PackingRequestBody } from '../components/packing-request-body.tsx';

const staffPackagePath = (code: string) => `/staff/packages/${encodeURIComponent(code)}`;

/** The packages to pack as the warehouse finds them: code, type, status, weight, size, what is in them. */
function TargetPackages({ packages }: { packages: StaffPacking['targetPackageDetails'] }) {
  return (
    <Card withBorder padding="md" component="section" aria-label="Packages to pack">
      <Title order={2} fz="lg" mb="xs">
        Packages to pack
      </Title>
      <Table.ScrollContainer minWidth={520}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Package</Table.Th>
              <Table.Th>Type · status</Table.Th>
              <Table.Th>Weight · size</Table.Th>
              <Table.Th>Items</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {packages.map((pkg) => (
              <Table.Tr key={pkg.code}>
                <Table.Td>
                  <Anchor component={Link} to={staffPackagePath(pkg.code)} ff="monospace" fw={700}>
                    {pkg.code}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {pkg.type} · {pkg.statusLabel}
                </Table.Td>
                <Table.Td>
                  {formatWeightKg(pkg.weightGrams)} · {formatSizeCm(pkg)}
                </Table.Td>
                <Table.Td>
                  {pkg.firstItemName ?? '-'}
                  {pkg.itemCount > 1 ? ` +${pkg.itemCount - 1}` : ''}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** A planned box's line: its packages and weight, flagged when one package alone is over the limit. */
const boxHeading = (box: StaffPacking['plannedBoxes'][number]) =>
  `Planned: ${box.packageCodes.join(', ')} · ${formatWeightKg(box.weightGrams)}${box.overLimit ? ' (over the box limit: split the contents by hand)' : ''}`;

/**
 * A packing's part of the staff request page: the packages to pack, the steps (start; record the forward boxes,
 * one row per planned box to start from, rows added or removed as packed, and the vacuum bags used; complete), and
 * the member's packing with the boxes and fees.
 */
export function StaffPackingBody({ request }: { request: StaffRequestDetail & StaffPacking }) {
  return (
    <>
      <TargetPackages packages={request.targetPackageDetails} />
      <PackageServiceSteps
        kind="packing"
        request={request}
        hasResults={request.forwardPackages.length > 0}
        recordResults={
          <RecordResultPackages
            kind="packing"
            code={request.code}
            rows={request.plannedBoxes.map((box) => ({ heading: boxHeading(box) }))}
            canAddRows
            schema={packingBoxesSchema}
            extraFields={[
              {
                name: 'vacuumBags',
                label: 'Vacuum bags used',
                description: `${formatKrw(VACUUM_FEE_PER_BAG_KRW)} each; 0 when none`,
              },
            ]}
          />
        }
      />
      <PackingRequestBody data={request} packagePath={staffPackagePath} />
    </>
  );
}
