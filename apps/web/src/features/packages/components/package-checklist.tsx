import { FORWARDING_MAX_WEIGHT_GRAMS, totalWeightGrams } from '@fanship/domain/warehouse/forwarding-fields';
import { formatWeightKg, type PackageSummary } from '@fanship/domain/warehouse/packages';
import { Checkbox, Group, Input, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useLockerPackages } from '../api/package-choices.ts';
import { type PackagePickerRule, packageOptionLabel } from './package-picker.tsx';

/** The packages of the locker a request may take (`rule`), and those it already holds (`current`, an edit). */
export function usePackageChoices(rule: PackagePickerRule, current: readonly string[] = []) {
  const locker = useLockerPackages();
  const choices = (locker.data ?? []).filter(
    (pkg) =>
      current.includes(pkg.code) || (rule.types.includes(pkg.type) && rule.statuses.includes(pkg.status)),
  );
  return { locker, choices };
}

type PackageChecklistProps = {
  label: string;
  description?: string;
  /** The codes ticked, in the order they were ticked. */
  value: readonly string[];
  onChange: (codes: string[]) => void;
  onBlur?: () => void;
  /** The packages to offer (`usePackageChoices`) and whether they are still loading or failed to. */
  choices: readonly PackageSummary[];
  locker: { isPending: boolean; isError: boolean; error: unknown };
  error?: string;
  disabled?: boolean;
};

/**
 * A request form's choice of several packages (packing's targets, repacking's resources): a checkbox per package
 * the request may take, with its contents and weight, and the running total of the ticked ones against the 200 kg a
 * request may weigh (spec §9 "Limits"), in red above it.
 */
export function PackageChecklist({
  label,
  description,
  value,
  onChange,
  onBlur,
  choices,
  locker,
  error,
  disabled,
}: PackageChecklistProps) {
  const ticked = choices.filter((pkg) => value.includes(pkg.code));
  const total = totalWeightGrams(ticked);
  const isOver = total > FORWARDING_MAX_WEIGHT_GRAMS;
  const toggle = (code: string, checked: boolean) =>
    onChange(checked ? [...value, code] : value.filter((kept) => kept !== code));
  return (
    <Input.Wrapper
      label={label}
      withAsterisk
      description={description}
      error={error ?? (locker.isError ? errorMessageOf(locker.error) : undefined)}
    >
      <Paper withBorder p="xs" mt={6} onBlur={onBlur}>
        {locker.isPending ? (
          <Text size="sm" c="dimmed">
            Loading your packages…
          </Text>
        ) : choices.length === 0 ? (
          <Text size="sm" c="dimmed">
            No package can be used for this request
          </Text>
        ) : (
          <ScrollArea.Autosize mah={320} type="auto">
            <Stack gap={8} role="group" aria-label={label}>
              {choices.map((pkg) => (
                <Checkbox
                  key={pkg.code}
                  label={packageOptionLabel(pkg)}
                  checked={value.includes(pkg.code)}
                  disabled={disabled}
                  onChange={(event) => toggle(pkg.code, event.currentTarget.checked)}
                  styles={{ label: { overflowWrap: 'anywhere' } }}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Paper>
      <Group justify="space-between" gap="xs" mt={6} aria-live="polite">
        <Text size="sm">
          {ticked.length} {ticked.length === 1 ? 'package' : 'packages'} selected
        </Text>
        <Text size="sm" c={isOver ? 'red' : undefined} fw={isOver ? 700 : undefined}>
          Total {formatWeightKg(total)} of {formatWeightKg(FORWARDING_MAX_WEIGHT_GRAMS)}
        </Text>
      </Group>
    </Input.Wrapper>
  );
}

/** `PackageChecklist` bound to a form's list of package codes (its value, blur and message). */
export function PackageChecklistField<T extends FieldValues>({
  control,
  name,
  ...props
}: Omit<PackageChecklistProps, 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<T>;
  name: Path<T>;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <PackageChecklist
      {...props}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
