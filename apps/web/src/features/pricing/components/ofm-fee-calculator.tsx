import { formatKrw, formatUsdCents } from '@fanship/domain/pricing/money';
import {
  estimatePayments,
  type OfmFeeCalculatorInput,
  type OfmFeeCalculatorValues,
  ofmFeeCalculatorSchema,
  selectableOfmTypes,
} from '@fanship/domain/pricing/ofm-fee';
import { calculateOfmPrepayment, type OfmPrepayment } from '@fanship/domain/pricing/ofm-prepayment';
import { ofmTypeLabels } from '@fanship/domain/pricing/ofm-type-labels';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { inputProps } from '../../../components/forms/input-props.ts';
import { NumberTextField } from '../../../components/forms/number-text-field.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useExchangeRate } from '../../../lib/exchange-rate.ts';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { CalculatorCard } from './calculator-card.tsx';
import classes from './fee-table.module.css';

// KFD_SHOP (a shop purchase) is not a type a member picks: the spec hides it from selection. The browser's own
// list (no popover library); its first entry asks for a choice and cannot be chosen back.
const typeOptions = [
  { value: '', label: 'Choose a type', disabled: true },
  ...selectableOfmTypes.map((value) => ({ value, label: ofmTypeLabels[value] })),
];
const methodLabels = { WISE: 'Bank transfer (Wise)', PAYPAL: 'PayPal', CARD: 'Card' } as const;

function PaymentEstimates({ totalKrw }: { totalKrw: number }) {
  const rate = useExchangeRate();
  if (rate.isPending) return <Text c="dimmed">Loading the exchange rate…</Text>;
  if (rate.isError)
    return <ErrorState message={errorMessageOf(rate.error)} onRetry={() => void rate.refetch()} />;
  const estimates = estimatePayments(totalKrw, { base: rate.data.baseRate, wise: rate.data.wiseRate });
  return (
    <Stack gap={4}>
      <table className={classes.table} aria-label="Amount to pay in USD">
        <tbody>
          {(Object.keys(methodLabels) as (keyof typeof methodLabels)[]).map((method) => (
            <tr key={method}>
              <th scope="row">{methodLabels[method]}</th>
              <td className={classes.amount}>{formatUsdCents(estimates[method])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Text size="xs" c="dimmed">
        At today's rates: ₩{rate.data.baseRate.toLocaleString('en-US')} per US dollar (Wise ₩
        {rate.data.wiseRate.toLocaleString('en-US')}). PayPal = (KRW / (0.92 × rate) + 0.30) / 0.956; card =
        KRW / rate / 0.955.
      </Text>
    </Stack>
  );
}

/**
 * The fees, then the prepayment as an OFM request of one shop asks it (`calculateOfmPrepayment`, as the OFM form
 * and the server): the order value, domestic shipping where the type prepays it, and the fees.
 */
function OfmFeeResultView({ result }: { result: OfmPrepayment }) {
  const shipping = result.domesticShipping;
  return (
    <Stack gap="sm" aria-label="OFM fee result">
      <table className={`${classes.table} ${classes.striped}`}>
        <thead>
          <tr>
            <th scope="col">Fee</th>
            <th scope="col" className={classes.amount}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {result.fee.items.map((item) => (
            <tr key={item.label}>
              <td>
                <Text size="sm">{item.label}</Text>
                <Text size="xs" c="dimmed">
                  {item.rule}
                </Text>
              </td>
              <td className={classes.amount}>{formatKrw(item.amountKrw)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Total fees</th>
            <td className={classes.amount}>{formatKrw(result.fee.serviceFeeKrw)}</td>
          </tr>
          {shipping && (
            <tr>
              <td>
                <Text size="sm">{shipping.label}</Text>
                <Text size="xs" c="dimmed">
                  {shipping.rule}
                </Text>
              </td>
              <td className={classes.amount}>{formatKrw(shipping.amountKrw)}</td>
            </tr>
          )}
          <tr>
            <th scope="row">Prepayment with the order value</th>
            <td className={classes.amount}>
              <strong>{formatKrw(result.prepaymentKrw)}</strong>
            </td>
          </tr>
        </tbody>
      </table>
      <Title order={3} fz="md">
        Amount to pay in USD
      </Title>
      <PaymentEstimates totalKrw={result.prepaymentKrw} />
    </Stack>
  );
}

/**
 * The OFM fee calculator: type and order value in; itemised fees, the prepayment (with domestic shipping from one
 * shop) and USD per payment method out.
 */
export function OfmFeeCalculator() {
  const [result, setResult] = useState<OfmPrepayment | null>(null);
  const form = useForm<OfmFeeCalculatorInput, unknown, OfmFeeCalculatorValues>({
    ...validateOnBlur,
    resolver: zodResolver(ofmFeeCalculatorSchema),
    defaultValues: { type: '', orderValueKrw: '' },
  });
  // An invalid form hides the last result, so it never stands beside inputs it does not match.
  const submit = form.handleSubmit(
    (values) => setResult(calculateOfmPrepayment({ ...values, shopCount: 1 })),
    () => setResult(null),
  );

  return (
    <CalculatorCard title="OFM fee calculator">
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" style={{ alignItems: 'end' }}>
          <NativeSelect label="OFM Type" withAsterisk data={typeOptions} {...inputProps(form, 'type')} />
          <NumberTextField
            form={form}
            name="orderValueKrw"
            label="Order Value"
            unit="₩"
            unitInside
            placeholder="KRW"
            required
          />
          <Button type="submit">Calculate</Button>
        </SimpleGrid>
      </form>
      {result && <OfmFeeResultView result={result} />}
    </CalculatorCard>
  );
}
