import { paymentMethodLabels } from '@fanship/domain/payments/payment-contract';
import { formatUsdCents, type PaymentMethod } from '@fanship/domain/pricing/money';
// RadioGroup, RadioCard and RadioIndicator by name: the build adds each named component's styles (decision 010).
import { Group, RadioCard, RadioGroup, RadioIndicator, SimpleGrid, Stack, Text } from '@mantine/core';

/** The methods offered for an amount left to pay: credit alone when credit covers everything, else the others. */
export function methodsFor(amountLeftKrw: number): PaymentMethod[] {
  return amountLeftKrw === 0 ? ['CREDIT'] : ['WISE', 'PAYPAL', 'CARD'];
}

type MethodChoiceProps = {
  methods: PaymentMethod[];
  /** US cents to pay with each method (what that method charges for the amount left). */
  amountsUsd: Partial<Record<PaymentMethod, number>>;
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
};

/**
 * The method choice with the dollar amount of each method side by side (spec §9: each method has its own
 * formula), so the member sees what they will be charged before choosing.
 */
export function MethodChoice({ methods, amountsUsd, value, onChange, disabled }: MethodChoiceProps) {
  return (
    <RadioGroup
      value={value}
      onChange={(next) => onChange(next as PaymentMethod)}
      label="Payment method"
      name="payment-method"
    >
      <SimpleGrid cols={{ base: 1, sm: methods.length }} spacing="sm" mt="xs">
        {methods.map((method) => {
          const cents = amountsUsd[method];
          const amount =
            method === 'CREDIT' ? 'Paid with credit' : cents === undefined ? '…' : formatUsdCents(cents);
          return (
            <RadioCard key={method} value={method} disabled={disabled} p="sm" radius="md" withBorder>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <RadioIndicator />
                <Stack gap={2}>
                  <Text size="sm" fw={600}>
                    {paymentMethodLabels[method]}
                  </Text>
                  <Text size="sm" fw={700} c="pink.7">
                    {amount}
                  </Text>
                </Stack>
              </Group>
            </RadioCard>
          );
        })}
      </SimpleGrid>
    </RadioGroup>
  );
}
