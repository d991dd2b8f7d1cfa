import type { ResultPackage, ServiceFee } from '@fanship/domain/warehouse/package-services';
import { formatSizeCm, formatWeightKg } from '@fanship/domain/warehouse/packages';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FeesCard } from '../../../components/request-kit/fee-lines.tsx';

/**
 * The packages a package-service request made (split, inclusion, packing, repacking), each linking to its page
 * (`packagePath`: the member's or staff's), with its name, weight and size; `empty` before staff record them.
 * `title` names the section (a packing's 'Pack result').
 */
export function ResultPackageList({
  packages,
  packagePath,
  empty,
  title = 'Result packages',
}: {
  packages: readonly ResultPackage[];
  packagePath: (code: string) => string;
  empty: ReactNode;
  title?: string;
}) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Title order={2} fz="lg" mb="xs">
        {title}
      </Title>
      {packages.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap="xs" role="list" aria-label="New packages">
          {packages.map((item) => (
            <Group key={item.code} role="listitem" justify="space-between" gap="xs" wrap="wrap">
              <Stack gap={0} style={{ minWidth: 0, flex: '1 1 200px' }}>
                <Anchor component={Link} to={packagePath(item.code)} ff="monospace" fw={700}>
                  {item.code}
                </Anchor>
                {item.name && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {item.name}
                  </Text>
                )}
              </Stack>
              <Text size="sm" c="dimmed">
                {formatWeightKg(item.weightGrams)} · {formatSizeCm(item)}
              </Text>
              <Badge variant="light">{item.statusLabel}</Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}

/** The fee lines a package-service request wrote (on its new packages), or `estimate` before they are written. */
export function ServiceFeeList({ fees, estimate }: { fees: readonly ServiceFee[]; estimate: ReactNode }) {
  return (
    <FeesCard
      lines={fees.map((fee, index) => ({
        key: String(index),
        name: fee.name,
        origin: fee.packageCode,
        status: fee.status,
        amountKrw: fee.amount,
      }))}
      empty={estimate}
      footer={
        <Text size="xs" c="dimmed">
          Paid with the shipping of the box that carries each package.
        </Text>
      }
    />
  );
}
