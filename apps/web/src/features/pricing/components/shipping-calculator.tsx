import {
  billableWeightGrams,
  noShippingCarriersMessage,
  quoteInputOfRateQuery,
  type ShippingCalculatorInput,
  type ShippingCalculatorValues,
  type ShippingRateQuery,
  shippingCalculatorSchema,
  toShippingRateQuery,
  volumetricWeightGrams,
} from '@fanship/domain/pricing/shipping-quote';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { NumberTextField } from '../../../components/forms/number-text-field.tsx';
import { Price } from '../../../components/request-kit/price.tsx';
import { CountrySelect } from '../../../components/ui/country-select.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { useShippingRates } from '../api/get-shipping-rates.ts';
import { CalculatorCard } from './calculator-card.tsx';
import classes from './fee-table.module.css';

function formatKg(grams: number): string {
  return `${(grams / 1000).toLocaleString('en-US', { maximumFractionDigits: 3 })} kg`;
}

function ShippingRatesResult({ query }: { query: ShippingRateQuery }) {
  const rates = useShippingRates(query);
  if (rates.isPending) return <LoadingState label="Finding carriers…" />;
  if (rates.isError)
    return <ErrorState message={errorMessageOf(rates.error)} onRetry={() => void rates.refetch()} />;
  // The query carries tenths of a cm; the weights shown are worked out in kg from it.
  const input = quoteInputOfRateQuery(query);
  const billable = billableWeightGrams(input);
  const volumetric = volumetricWeightGrams(input);
  return (
    <Stack gap="sm" aria-label="Shipping cost result">
      <div>
        <Text>
          Billable weight: <strong>{formatKg(billable)}</strong>
        </Text>
        <Text size="xs" c="dimmed">
          Actual {formatKg(query.actualWeight)}, volumetric {formatKg(volumetric)} ({input.lengthCm} ×{' '}
          {input.widthCm} × {input.heightCm} cm / 5000): the greater one is billed.
        </Text>
      </div>
      {rates.data.length === 0 ? (
        <Alert color="yellow" variant="light">
          {noShippingCarriersMessage}
        </Alert>
      ) : (
        <table className={`${classes.table} ${classes.striped}`}>
          <thead>
            <tr>
              <th scope="col">Carrier</th>
              <th scope="col" className={classes.amount}>
                KRW
              </th>
              <th scope="col" className={classes.amount}>
                USD
              </th>
            </tr>
          </thead>
          <tbody>
            {rates.data.map((rate) => (
              <tr key={`${rate.type}-${rate.carrier}`}>
                <td>{rate.carrier}</td>
                <td className={classes.amount}>
                  <Price krw={rate.rateKrw} display="krw" />
                </td>
                <td className={classes.amount}>
                  <Price krw={rate.rateKrw} display="usd" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Stack>
  );
}

/**
 * The shipping-cost calculator: country, weight in kg and size in cm (sent as grams and tenths of a cm),
 * answered with carriers and prices.
 */
export function ShippingCalculator() {
  const [query, setQuery] = useState<ShippingRateQuery | null>(null);
  const form = useForm<ShippingCalculatorInput, unknown, ShippingCalculatorValues>({
    ...validateOnBlur,
    resolver: zodResolver(shippingCalculatorSchema),
    defaultValues: { countryCode: '', weightKg: '', widthCm: '', lengthCm: '', heightCm: '' },
  });
  const { errors } = form.formState;
  // An invalid form hides the last result, so it never stands beside inputs it does not match.
  const submit = form.handleSubmit(
    (values) => setQuery(toShippingRateQuery(values)),
    () => setQuery(null),
  );
  const dimension = (name: 'widthCm' | 'lengthCm' | 'heightCm', label: string) => (
    <NumberTextField form={form} name={name} label={label} unit="cm" unitInside decimal placeholder="10" />
  );

  return (
    <CalculatorCard title="Shipping cost calculator">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Controller
              control={form.control}
              name="countryCode"
              render={({ field }) => (
                <CountrySelect
                  required
                  value={typeof field.value === 'string' ? field.value : ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.countryCode?.message}
                />
              )}
            />
            <NumberTextField
              form={form}
              name="weightKg"
              label="Weight"
              unit="kg"
              unitInside
              decimal
              required
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 3 }} spacing="sm">
            {dimension('widthCm', 'Width')}
            {dimension('lengthCm', 'Length')}
            {dimension('heightCm', 'Height')}
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            Empty or invalid dimensions count as 10 cm.
          </Text>
          <Group>
            <Button type="submit">Calculate</Button>
          </Group>
        </Stack>
      </form>
      {query && <ShippingRatesResult query={query} />}
    </CalculatorCard>
  );
}
