import { formatKrw } from '@fanship/domain/pricing/money';
import { formatWeightKg } from '@fanship/domain/warehouse/packages';
import type { CarrierOptions } from '@fanship/domain/warehouse/shipping';
import { shippingMessages } from '@fanship/domain/warehouse/shipping';
import { Alert, Select } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessageOf } from '../../../lib/api-client.ts';

type CarrierFieldProps = {
  /** The carrier options for the chosen box and address, or undefined until both are chosen. */
  options: UseQueryResult<CarrierOptions> | undefined;
  packageCode: string;
  value: string;
  onChange: (carrier: string) => void;
  onBlur: () => void;
  error?: string;
};

/** A carrier as the selector offers it: its name and service, the rate in won and the weight it is billed at. */
const optionLabel = (option: CarrierOptions['options'][number]) =>
  `${option.carrier} (${option.type}) · ${formatKrw(option.rateKrw)} · billed ${formatWeightKg(option.billableWeightGrams)}`;

/**
 * The carrier selector (spec §5 "Shipping form"): disabled until the box and the address are chosen, then the
 * carriers the box may go with to that country (`GET …/carrier-options`, cheapest first, the rate in won); when
 * there are none, the §8 message instead.
 */
export function CarrierField({ options, packageCode, value, onChange, onBlur, error }: CarrierFieldProps) {
  const answer = options?.data;
  const isEmpty = answer !== undefined && answer.options.length === 0;
  return (
    <>
      <Select
        label="Carrier"
        withAsterisk
        description={options ? undefined : 'Choose the box and the address first'}
        placeholder={options?.isPending ? 'Finding carriers…' : 'Choose a carrier'}
        data={(answer?.options ?? []).map((option) => ({ value: option.type, label: optionLabel(option) }))}
        value={value || null}
        onChange={(carrier) => onChange(carrier ?? '')}
        onBlur={onBlur}
        allowDeselect={false}
        disabled={!answer || isEmpty}
        error={error ?? (options?.isError ? errorMessageOf(options.error) : undefined)}
      />
      {isEmpty && (
        <Alert color="orange" variant="light" role="alert" title="No carrier">
          {answer.message ?? shippingMessages.noCarrier(packageCode)}
        </Alert>
      )}
    </>
  );
}
