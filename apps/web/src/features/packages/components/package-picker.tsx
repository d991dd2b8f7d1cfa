import type { PackageType } from '@fanship/domain/warehouse/package-statuses';
import { formatWeightKg, type PackageSummary } from '@fanship/domain/warehouse/packages';
import { Select } from '@mantine/core';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useLockerPackages } from '../api/package-choices.ts';

/** Which of the member's packages a request may take: by type and status. */
export type PackagePickerRule = { types: readonly PackageType[]; statuses: readonly string[] };

/** A package as a picker's option: its code, what is in it, its weight. */
export function packageOptionLabel(pkg: PackageSummary): string {
  const contents = pkg.name ?? pkg.firstItemName;
  const more = pkg.itemCount > 1 ? ` +${pkg.itemCount - 1}` : '';
  return [pkg.code, contents ? `${contents}${more}` : null, formatWeightKg(pkg.weightGrams)]
    .filter(Boolean)
    .join(' · ');
}

type PackagePickerProps = {
  label: string;
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  rule: PackagePickerRule;
  /** A package the request already holds (an edit): offered whatever its status now. */
  current?: string;
  error?: string;
  description?: string;
  disabled?: boolean;
};

/**
 * The member's package picker of the request forms: a searchable list of the packages in their locker that the
 * request may take (`rule`), each with its contents and weight; while loading it says so, and a failure to load is
 * its error.
 */
export function PackagePicker({
  label,
  value,
  onChange,
  onBlur,
  rule,
  current,
  error,
  description,
  disabled,
}: PackagePickerProps) {
  const locker = useLockerPackages();
  const choices = (locker.data ?? []).filter(
    (pkg) => pkg.code === current || (rule.types.includes(pkg.type) && rule.statuses.includes(pkg.status)),
  );
  const options = choices.map((pkg) => ({ value: pkg.code, label: packageOptionLabel(pkg) }));
  if (value && !options.some((option) => option.value === value)) options.unshift({ value, label: value });
  const loadError = locker.isError ? errorMessageOf(locker.error) : undefined;
  return (
    <Select
      label={label}
      withAsterisk
      description={description}
      placeholder={locker.isPending ? 'Loading your packages…' : 'Choose a package'}
      data={options}
      value={value || null}
      onChange={(code) => onChange(code ?? '')}
      onBlur={onBlur}
      searchable
      allowDeselect={false}
      disabled={disabled}
      nothingFoundMessage={locker.isPending ? 'Loading…' : 'No package can be used for this request'}
      error={error ?? loadError}
    />
  );
}

/**
 * `PackagePicker` bound to a form's field (`name` holds the code), its message under it; `onPick` runs after a pick
 * (a choice that rules out others).
 */
export function PackagePickerField<T extends FieldValues>({
  control,
  name,
  onPick,
  ...props
}: Omit<PackagePickerProps, 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<T>;
  name: Path<T>;
  onPick?: (code: string) => void;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <PackagePicker
      {...props}
      value={field.value}
      onChange={(code) => {
        field.onChange(code);
        onPick?.(code);
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
