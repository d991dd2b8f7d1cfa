import { cartMessages } from '@fanship/domain/catalogue/cart-messages';
import { TextInput } from '@mantine/core';
import { type KeyboardEvent, useEffect, useState } from 'react';
import classes from './quantity-picker.module.css';

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

/** An up or down arrow, as Mantine's NumberInput draws them. */
function Chevron({ up }: { up?: boolean }) {
  return (
    <svg
      width="10"
      height="10"
      viewBox="0 0 15 15"
      aria-hidden="true"
      style={up ? undefined : { rotate: '180deg' }}
    >
      <path
        d="M3.13523 8.84197C3.3241 9.04343 3.64052 9.05363 3.84197 8.86477L7.5 5.43536L11.158 8.86477C11.3595 9.05363 11.6759 9.04343 11.8648 8.84197C12.0536 8.64051 12.0434 8.32409 11.842 8.13523L7.84197 4.38523C7.64964 4.20492 7.35036 4.20492 7.15803 4.38523L3.15803 8.13523C2.95657 8.32409 2.94637 8.64051 3.13523 8.84197Z"
        fill="currentColor"
      />
    </svg>
  );
}

/**
 * A whole-number quantity of at least 1, optionally capped (the cap is announced, not silently applied). An
 * empty field or 0 is never passed on: the field says 'Quantity must be at least 1' and the parent hears
 * through onValidityChange that the shown text is not a quantity. Only digits can be typed; the arrow keys and
 * the steps at the right add or take 1 (never below 1). A text field with its own steps rather than Mantine's
 * NumberInput, whose number-formatting library was most of a product page's own JavaScript (issue 8).
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
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<string | null>(null);
  // A new quantity from the parent (a refused save put back, the stock cap) replaces what is shown.
  useEffect(() => setText(String(value)), [value]);

  function show(next: string) {
    setText(next);
    const quantity = Number.parseInt(next, 10);
    if (!Number.isInteger(quantity) || quantity < 1) {
      setError(cartMessages.quantityTooLow);
      onValidityChange?.(false);
      return;
    }
    setError(null);
    onValidityChange?.(true);
    if (max !== undefined && quantity > max) {
      onExceed?.(max);
      const capped = Math.max(1, max);
      setText(String(capped));
      onChange(capped);
      return;
    }
    onChange(quantity);
  }

  /** One step up or down from the quantity shown (an empty field counts as 0); never below 1. */
  function step(by: 1 | -1) {
    const current = Number.parseInt(text, 10);
    show(String(Math.max(1, (Number.isInteger(current) ? current : 0) + by)));
  }

  const steps = (
    <div className={classes.controls}>
      {([1, -1] as const).map((by) => (
        <button
          key={by}
          type="button"
          className={classes.control}
          tabIndex={-1}
          aria-hidden
          disabled={disabled}
          // Keeps the focus (and the caret) in the field.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => step(by)}
        >
          <Chevron up={by === 1} />
        </button>
      ))}
    </div>
  );

  return (
    <TextInput
      label={label}
      w={120}
      inputMode="numeric"
      autoComplete="off"
      disabled={disabled}
      value={text}
      error={error}
      rightSection={steps}
      rightSectionWidth={26}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        step(event.key === 'ArrowUp' ? 1 : -1);
      }}
      onBlur={() => {
        if (restoreOnBlur && error) setText(String(value));
      }}
      onChange={(event) => {
        const digits = event.currentTarget.value.replace(/\D/g, '');
        // A refused character (a letter, a sign, a decimal point) leaves the field as it was.
        if (digits !== event.currentTarget.value && digits === text) return;
        show(digits);
      }}
    />
  );
}
