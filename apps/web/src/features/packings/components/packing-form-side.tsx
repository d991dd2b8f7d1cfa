import { formatKrw } from '@fanship/domain/pricing/money';
import {
  CONSOLIDATION_FEE_PER_PACKAGE_KRW,
  PRIORITY_PACKING_FEE_KRW,
  VACUUM_FEE_PER_BAG_KRW,
} from '@fanship/domain/pricing/service-fees';
import { PACKING_BOX_LIMIT_GRAMS, packingRequestFee } from '@fanship/domain/warehouse/packing';
import { Checkbox, Group, List, Stack, Text } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FeeRuleLines } from '../../../components/request-kit/fee-lines.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';

/** What the member confirms before sending (spec §5 "Packing form": the notice list beside the box). */
export const packingNotices = [
  `Consolidation costs ${formatKrw(CONSOLIDATION_FEE_PER_PACKAGE_KRW)} per package from the second.`,
  `Vacuum packing costs ${formatKrw(VACUUM_FEE_PER_BAG_KRW)} per bag; the packer decides how many bags are worth using.`,
  `Priority packing costs ${formatKrw(PRIORITY_PACKING_FEE_KRW)} per box and is done within 2 business days.`,
  `Goods heavier than ${PACKING_BOX_LIMIT_GRAMS / 1000} kg together are packed into several boxes without notice.`,
  'Once packing has started the request can no longer be changed or cancelled.',
  'The packing fees are paid with the shipping of the box.',
];

/**
 * The fee as far as it is known before packing (`packingRequestFee`, what the server charges): consolidation for
 * the ticked packages and priority for one box; the vacuum bags and any further boxes are added once packed.
 */
export function PackingFeeEstimate({
  packageCount,
  priority,
  vacuum,
}: {
  packageCount: number;
  priority: boolean;
  vacuum: boolean;
}) {
  const fee =
    packageCount > 0
      ? packingRequestFee(
          { targetPackageCodes: Array(packageCount).fill(''), priority },
          { boxCount: 1, vacuumBags: 0 },
        )
      : null;
  return (
    <SectionCard title="Packing fee">
      {fee ? (
        <Stack gap={4}>
          <FeeRuleLines lines={fee.items} />
          <Group justify="space-between" wrap="nowrap" mt={4}>
            <Text fw={700}>Estimate</Text>
            <Text fw={700} aria-label="Packing fee estimate">
              {formatKrw(fee.totalKrw)}
            </Text>
          </Group>
          {vacuum && (
            <Text size="xs" c="dimmed">
              Plus {formatKrw(VACUUM_FEE_PER_BAG_KRW)} per vacuum bag used.
            </Text>
          )}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          Choose the packages to pack to see the fee.
        </Text>
      )}
    </SectionCard>
  );
}

/** The notice list and the 'I have confirmed the above' box. */
export function PackingConfirmation({ field, error }: { field: UseFormRegisterReturn; error?: string }) {
  return (
    <SectionCard title="Before you send">
      <List size="sm" spacing={4} mb="sm">
        {packingNotices.map((notice) => (
          <List.Item key={notice}>{notice}</List.Item>
        ))}
      </List>
      <Checkbox label="I have confirmed the above" error={error} {...field} />
    </SectionCard>
  );
}
