import { cartMessages } from '@fanship/domain/catalogue/cart-messages';
import { NumberInput } from '@mantine/core';
import { useEffect, useState } from 'react';

type QuantityPickerProps = {
  value: number;
  onChange: (quantity: number) => void;
  /** Called with false while the field holds no valid quantity (empty or 0), and true once it does again. */
  onValidityChange?: (isValid: boolean) => void;
  /** On leaving a field without a valid quantity, show `value` again (the message stays until the next edit). */
  restoreOnBlur?: boolean;
  /** The most that may be chosen (the stock); trying to go above calls onExceed and keeps the maximum. */
  max?: number;
  onExceed?: (max: number) => void;
  label?: string;
  disabled?: boolean;
};

/**
 * A whole-number quantity of at least 1, optionally capped (the cap is announced, not silently applied). An
 * empty field or 0 is never passed on: the field says 'Quantity must be at least 1' and the parent hears
 * through onValidityChange that the shown text is not a quantity.
 */
export function QuantityPicker({
  value,
  onChange,
  onValidityChange,
  restoreOnBlur,
  max,
  onExceed,
  label = 'Quantity',
  disabled,
}: QuantityPickerProps) {
  const [text, setText] = useState<string | number>(value);
  const [error, setError] = useState<string | null>(null);
  // A new quantity from the parent (a refused save put back, the stock cap) replaces what is shown.
  useEffect(() => setText(value), [value]);

  function invalid() {
    setError(cartMessages.quantityTooLow);
    onValidityChange?.(false);
  }

  return (
    <NumberInput
      label={label}
      w={120}
      min={1}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      disabled={disabled}
      value={text}
      error={error}
      onBlur={() => {
        if (restoreOnBlur && error) setText(value);
      }}
      onChange={(next) => {
        setText(next);
        const quantity = typeof next === 'number' ? next : Number.parseInt(next, 10);
        if (!Number.isInteger(quantity) || quantity < 1) {
          invalid();
          return;
        }
        setError(null);
        onValidityChange?.(true);
        if (max !== undefined && quantity > max) {
          onExceed?.(max);
          const capped = Math.max(1, max);
          setText(capped);
          onChange(capped);
          return;
        }
        onChange(quantity);
      }}
    />
  );
}
