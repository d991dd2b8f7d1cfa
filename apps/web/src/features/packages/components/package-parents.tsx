import { formatKrw } from '@fanship/domain/pricing/money';
import type { PackageDetail } from '@fanship/domain/warehouse/packages';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Price } from '../../../components/request-kit/price.tsx';

/**
 * Where the package came from (spec §3 Package `parentPackages`): each package it was made from (a split's
 * original, the packages packed into a box) with a link to its page, its items, their value and the fees that
 * accrued on it. Nothing for a package that was received as it is.
 */
export function PackageParents({ parents }: { parents: PackageDetail['parentPackages'] }) {
  if (parents.length === 0) return null;
  return (
    <Card withBorder padding="md" component="section" aria-label="Made from">
      <Title order={2} fz="lg" mb="xs">
        Made from
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {parents.map((parent) => (
          <Stack key={parent.code} gap={4} role="group" aria-label={`Parent package ${parent.code}`}>
            <Group justify="space-between" gap="xs">
              <Anchor
                component={Link}
                to={`/packages/${encodeURIComponent(parent.code)}`}
                ff="monospace"
                fw={700}
              >
                {parent.code}
              </Anchor>
              <Text size="sm">
                Value <Price krw={parent.itemValue} fw={600} />
              </Text>
            </Group>
            {parent.items.length === 0 ? (
              <Text size="sm" c="dimmed">
                No items recorded.
              </Text>
            ) : (
              parent.items.map((item) => (
                <Text key={item.id} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {item.name} × {item.quantity}
                </Text>
              ))
            )}
            {parent.fees.map((fee, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a parent's fee lines come in a fixed order with no id
              <Group key={index} justify="space-between" gap="xs" wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {fee.name}
                </Text>
                <Text size="xs">{formatKrw(fee.amount)}</Text>
              </Group>
            ))}
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}
