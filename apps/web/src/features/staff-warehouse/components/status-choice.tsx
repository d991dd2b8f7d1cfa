import { packageStatusChangeSchema } from '@fanship/domain/warehouse/intake';
import { Select } from '@mantine/core';

/** The reason's rule, from the contract, so a status dialog says at once what is missing. */
export function checkReason(reason: string): string | null {
  const result = packageStatusChangeSchema.shape.reason.safeParse(reason);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

type NewStatusSelectProps = {
  options: { value: string; label: string }[];
  value: string | null;
  onChange: (value: string | null) => void;
};

/** A status dialog's 'New status': none chosen at first, so a worker picks one on purpose. */
export function NewStatusSelect({ options, value, onChange }: NewStatusSelectProps) {
  return (
    <Select
      label="New status"
      data={options}
      placeholder="Choose a status"
      required
      value={value}
      onChange={onChange}
      allowDeselect={false}
      comboboxProps={{ withinPortal: false }}
    />
  );
}
