import { NumberInput } from '@mantine/core';
import { useState } from 'react';

type QuantityPickerProps = {
  value: number;
  onChange: (quantity: number) => void;
  /** The most that may be chosen (the stock); trying to go above calls onExceed and keeps the maximum. */
  max?: number;
  onExceed?: (max: number) => void;
  label?: string;
  disabled?: boolean;
};

/** A whole-number quantity of at least 1, optionally capped (the cap is announced, not silently applied). */
export function QuantityPicker({
  value,
  onChange,
  max,
  onExceed,
  label = 'Quantity',
  disabled,
}: QuantityPickerProps) {
  // Remounting the input after a refused value puts the shown text back to the kept quantity.
  const [resetKey, setResetKey] = useState(0);
  return (
    <NumberInput
      key={resetKey}
      label={label}
      w={120}
      min={1}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="blur"
      disabled={disabled}
      value={value}
      onChange={(next) => {
        const quantity = typeof next === 'number' ? next : Number.parseInt(next, 10);
        if (!Number.isInteger(quantity) || quantity < 1) return;
        if (max !== undefined && quantity > max) {
          onExceed?.(max);
          onChange(Math.max(1, max));
          setResetKey((key) => key + 1);
          return;
        }
        onChange(quantity);
      }}
    />
  );
}
