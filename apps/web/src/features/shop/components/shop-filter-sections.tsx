import {
  PRICE_FILTER_DEFAULT_MAX_KRW,
  PRICE_FILTER_STEP_KRW,
} from '@fanship/domain/catalogue/catalogue-constants';
import { formatKrw } from '@fanship/domain/pricing/money';
import { Checkbox, Group, RangeSlider, SimpleGrid, Stack, Text } from '@mantine/core';
import { useExchangeRate } from '../../../lib/exchange-rate.ts';
import { priceRangeLabel, usdRangeLabel } from '../shop-filter-sections.ts';

type CheckboxListProps<Value extends string> = {
  label: string;
  values: readonly Value[];
  labels: Record<Value, string>;
  selected: readonly Value[];
  onChange: (selected: Value[]) => void;
};

/** A list of code values as checkboxes (Category, Type, Shop). */
export function CheckboxListSection<Value extends string>({
  label,
  values,
  labels,
  selected,
  onChange,
}: CheckboxListProps<Value>) {
  return (
    <Checkbox.Group
      aria-label={label}
      value={[...selected]}
      onChange={(next) => onChange(values.filter((value) => next.includes(value)))}
    >
      <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
        {values.map((value) => (
          <Checkbox key={value} value={value} label={labels[value]} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

type PriceSectionProps = {
  minPrice: number;
  maxPrice: number;
  onChange: (range: { minPrice: number; maxPrice: number }) => void;
};

/** The price range slider: 0 to 500,000 won in steps of 1,000. */
export function PriceSection({ minPrice, maxPrice, onChange }: PriceSectionProps) {
  const { data: rate } = useExchangeRate();
  const upper = Math.min(maxPrice, PRICE_FILTER_DEFAULT_MAX_KRW);
  const lower = Math.min(minPrice, upper);
  return (
    <Stack gap="sm" px="xs" pb="md">
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {priceRangeLabel(lower, maxPrice)}
        </Text>
        {rate && (
          <Text size="xs" c="dimmed">
            {usdRangeLabel(lower, maxPrice, rate.baseRate)}
          </Text>
        )}
      </Stack>
      <RangeSlider
        min={0}
        max={PRICE_FILTER_DEFAULT_MAX_KRW}
        step={PRICE_FILTER_STEP_KRW}
        minRange={0}
        value={[lower, upper]}
        label={(value) => formatKrw(value)}
        thumbFromLabel="Minimum price"
        thumbToLabel="Maximum price"
        onChange={([nextMin, nextMax]) => onChange({ minPrice: nextMin, maxPrice: nextMax })}
      />
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {formatKrw(0)}
        </Text>
        <Text size="xs" c="dimmed">
          {formatKrw(PRICE_FILTER_DEFAULT_MAX_KRW)}+
        </Text>
      </Group>
    </Stack>
  );
}
