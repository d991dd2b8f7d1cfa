import { STORAGE_FEE_PER_DAY_KRW } from '@fanship/domain/pricing/service-fees';
import type { PackageDetail } from '@fanship/domain/warehouse/packages';
import { Alert, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Price } from '../../../components/request-kit/price.tsx';
import { formatKstDate } from '../../../lib/kst-format.ts';

/**
 * The storage countdown (spec §9 "Storage"): days stored and days left of the free period, the last free day, a
 * warning from 7 days before the end, and once it is over the fee accruing each day with the amount so far.
 */
export function PackageStorage({ data }: { data: PackageDetail }) {
  const countdown = data.countdown;
  return (
    <Card withBorder padding="md" component="section" aria-label="Storage">
      <Title order={2} fz="lg" mb="xs">
        Storage
      </Title>
      {countdown === null ? (
        <Text size="sm" c="dimmed">
          {data.status === 'AWAITING_RECEIPT'
            ? 'Awaiting receipt: free storage starts when the goods are received at our warehouse.'
            : 'Storage days are not counted for this package.'}
        </Text>
      ) : (
        <Stack gap="xs">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              Stored for <b>{countdown.daysStored}</b> {countdown.daysStored === 1 ? 'day' : 'days'} of{' '}
              {countdown.freeDays} free days
            </Text>
            <Text
              size="sm"
              fw={700}
              c={countdown.daysLeft < 0 ? 'red.8' : countdown.warning ? 'orange.9' : undefined}
            >
              {countdown.daysLeft > 0
                ? `${countdown.daysLeft} ${countdown.daysLeft === 1 ? 'day' : 'days'} left`
                : countdown.daysLeft === 0
                  ? 'Last free day today'
                  : 'Free storage is over'}
            </Text>
          </Group>
          <Progress
            value={Math.min(100, (countdown.daysStored / Math.max(1, countdown.freeDays)) * 100)}
            color={countdown.daysLeft < 0 ? 'red' : countdown.warning ? 'orange' : 'teal'}
            aria-label="Free storage used"
          />
          <Text size="sm" c="dimmed">
            Last free day: {countdown.lastFreeDay}
            {data.storageEndedAt && ` · Counted until ${formatKstDate(data.storageEndedAt)}`}
          </Text>
          {countdown.daysLeft < 0 ? (
            <Alert color="red" variant="light" title="A storage fee is accruing">
              The last free day was {countdown.lastFreeDay}. Each further day costs{' '}
              <Price krw={STORAGE_FEE_PER_DAY_KRW} display="krw" />: {countdown.chargeableDays}{' '}
              {countdown.chargeableDays === 1 ? 'day' : 'days'} so far,{' '}
              <Price krw={countdown.feeKrw} fw={700} />. It is paid with the shipping of this package.
            </Alert>
          ) : (
            countdown.warning && (
              <Alert color="orange" variant="light" title="Free storage ends soon">
                Free storage ends after {countdown.lastFreeDay}. From the next day{' '}
                <Price krw={STORAGE_FEE_PER_DAY_KRW} display="krw" /> a day is charged until the package is
                shipped.
              </Alert>
            )
          )}
        </Stack>
      )}
    </Card>
  );
}
