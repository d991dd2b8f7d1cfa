import type { Charge, TargetRef } from '@fanship/domain/payments/payment-contract';
import { Anchor, Button, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Price } from '../../../components/request-kit/price.tsx';
import { SelectionBar } from '../../../components/request-kit/selection-bar.tsx';
import { StatusBadge } from '../../../components/request-kit/status-badge.tsx';
import { useTicked } from '../../../components/request-kit/use-ticked.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyState, ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { useCharges } from '../api/get-charges.ts';
import { targetPagePath, unpaidStatusOf } from '../payable-targets.ts';
import { FeeList } from './fee-list.tsx';
import { PaymentDialogs, usePaymentFlow } from './payment-flow.tsx';

/** Where a target's own page is (its kind's, `targetPagePath`). */
const targetPath = (charge: Charge) => targetPagePath(charge.type, charge.targetCode);

export const targetOf = (charge: Pick<Charge, 'targetCode' | 'type'>): TargetRef => ({
  code: charge.targetCode,
  type: charge.type,
});

function ChargeCard({
  charge,
  isSelected,
  onSelect,
}: {
  charge: Charge;
  isSelected: boolean;
  onSelect: (isSelected: boolean) => void;
}) {
  const path = targetPath(charge);
  return (
    <Card withBorder padding="md" component="article" aria-label={`Charge ${charge.targetCode}`}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Checkbox
          aria-label={`Select ${charge.targetCode}`}
          checked={isSelected}
          onChange={(event) => onSelect(event.currentTarget.checked)}
          mt={4}
        />
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs" wrap="wrap">
              {path ? (
                <Anchor component={Link} to={path} fw={700}>
                  {charge.targetCode}
                </Anchor>
              ) : (
                <Text fw={700}>{charge.targetCode}</Text>
              )}
              <StatusBadge status={unpaidStatusOf(charge.type)} label={charge.statusLabel} />
            </Group>
            <Price krw={charge.amount} fw={700} />
          </Group>
          <Text size="sm">{charge.summary}</Text>
          <Text size="xs" c="dimmed">
            {formatKstDateTime(charge.createdAt)}
          </Text>
          <FeeList fees={charge.fees} />
        </Stack>
      </Group>
    </Card>
  );
}

/**
 * `/charges`, the Pay Now list (spec §2): every target the member can pay with its fees (first three, then
 * 'Show more (n)'), selected one by one or all; the selection's count and total, with Pay Now opening the
 * payment preview, above the list on wide screens and in a bar fixed to the bottom on phones.
 */
export function ChargesList() {
  const charges = useCharges();
  const flow = usePaymentFlow();
  const [selectedCodes, setSelected] = useTicked<string>();

  let body: React.ReactNode;
  if (charges.isPending) body = <SkeletonRows rows={4} />;
  else if (charges.isError)
    body = <ErrorState message={errorMessageOf(charges.error)} onRetry={() => charges.refetch()} />;
  else if (charges.data.length === 0) {
    body = (
      <EmptyState message="You have nothing to pay right now.">
        <Button component={Link} to="/invoices" variant="light">
          See your invoices
        </Button>
      </EmptyState>
    );
  } else {
    const rows = charges.data;
    // Only charges still listed count: one paid or cancelled meanwhile drops out of the selection.
    const selected = rows.filter((charge) => selectedCodes.has(charge.targetCode));
    const isAllSelected = selected.length === rows.length;
    body = (
      <Stack gap="md">
        <Checkbox
          label="Select all"
          checked={isAllSelected}
          indeterminate={selected.length > 0 && !isAllSelected}
          onChange={(event) =>
            setSelected(
              rows.map((charge) => charge.targetCode),
              event.currentTarget.checked,
            )
          }
        />
        {rows.map((charge) => (
          <ChargeCard
            key={charge.targetCode}
            charge={charge}
            isSelected={selectedCodes.has(charge.targetCode)}
            onSelect={(isSelected) => setSelected([charge.targetCode], isSelected)}
          />
        ))}
        <SelectionBar
          count={selected.length}
          totalKrw={selected.reduce((sum, charge) => sum + charge.amount, 0)}
        >
          <Button onClick={() => flow.openPreview(selected.map(targetOf))}>Pay Now</Button>
        </SelectionBar>
      </Stack>
    );
  }

  return (
    <Stack gap={0}>
      <PageHeader
        title="Pay Now"
        description="Charges awaiting payment"
        actions={
          <Button component={Link} to="/invoices" variant="light">
            Invoices
          </Button>
        }
      />
      {body}
      <PaymentDialogs flow={flow} />
    </Stack>
  );
}
