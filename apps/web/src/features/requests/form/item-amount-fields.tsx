import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** An input's binding to its form field: the registration and the message shown under it. */
type BoundInput = UseFormRegisterReturn<string> & { error: string | undefined };

/**
 * An item's unit price in won and its quantity, side by side, as every kind's items have them. The kind binds each
 * (`bind('unitPrice')`: `inputProps(form, `items.${index}.unitPrice`)`, or with its own rule for when a message
 * shows).
 */
export function ItemAmountFields({
  bind,
  readOnly,
}: {
  bind: (key: 'unitPrice' | 'quantity') => BoundInput;
  readOnly?: boolean;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <TextInput
        label="Unit price (KRW)"
        withAsterisk
        inputMode="numeric"
        readOnly={readOnly}
        {...bind('unitPrice')}
      />
      <TextInput
        label="Quantity"
        withAsterisk
        inputMode="numeric"
        readOnly={readOnly}
        {...bind('quantity')}
      />
    </SimpleGrid>
  );
}
