import { type ForwardingPackage, totalWeightGrams } from '@fanship/domain/warehouse/forwarding-fields';
import { formatWeightKg } from '@fanship/domain/warehouse/packages';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/ui/section-card.tsx';

/**
 * The packages a forwarding request takes (a packing's targets, a repacking's resources), each linking to its page
 * (`packagePath`: the member's or staff's) with its first item and '+N' and its weight, and their total weight.
 * `title` names the section, `listLabel` the list.
 */
export function ForwardingPackageList({
  title,
  listLabel,
  packages,
  packagePath,
}: {
  title: string;
  listLabel: string;
  packages: readonly ForwardingPackage[];
  packagePath: (code: string) => string;
}) {
  return (
    <SectionCard title={title}>
      <Stack gap="xs" role="list" aria-label={listLabel}>
        {packages.map((pkg) => {
          const [first, ...more] = pkg.items;
          return (
            <Group key={pkg.code} role="listitem" justify="space-between" gap="xs" wrap="wrap">
              <Stack gap={0} style={{ minWidth: 0, flex: '1 1 200px' }}>
                <Anchor component={Link} to={packagePath(pkg.code)} ff="monospace" fw={700}>
                  {pkg.code}
                </Anchor>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {first ? `${first.name}${more.length > 0 ? ` +${more.length}` : ''}` : '-'}
                </Text>
              </Stack>
              <Text size="sm" c="dimmed">
                {formatWeightKg(pkg.weightGrams)}
              </Text>
            </Group>
          );
        })}
      </Stack>
      <Text size="sm" fw={600} mt="sm" ta="right">
        Total {formatWeightKg(totalWeightGrams(packages))}
      </Text>
    </SectionCard>
  );
}
