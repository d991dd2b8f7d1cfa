import type { StaffPackageRef } from '@fanship/domain/warehouse/package-services';
import { formatSizeCm, formatWeightKg } from '@fanship/domain/warehouse/packages';
import { Anchor, Card, Table, Title } from '@mantine/core';
import { Link } from 'react-router';

/** A package's staff page (the warehouse's view of it). */
export const staffPackagePath = (code: string) => `/staff/packages/${encodeURIComponent(code)}`;

/**
 * The packages a package-service request takes, as the warehouse looks for them (split's package, packing's
 * targets): code (a link to its staff page), type and status, weight and size, and what is in it.
 */
export function StaffPackageTable({
  title,
  packages,
}: {
  title: string;
  packages: readonly StaffPackageRef[];
}) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Title order={2} fz="lg" mb="xs">
        {title}
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
