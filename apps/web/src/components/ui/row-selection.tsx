import { Checkbox } from '@mantine/core';
import { useState } from 'react';
import type { TableColumn } from './column-table.tsx';

/**
 * The chosen rows of a list page, by code, for an action on many rows at once (a bulk status change): a checkbox
 * column on wide screens (all of the page in its heading), and on phones a checkbox per card plus 'Select all on
 * this page'.
 */
export function useRowSelection() {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (code: string, on: boolean) =>
    setChosen((current) => new Set(on ? [...current, code] : [...current].filter((other) => other !== code)));
  const setAll = (codes: readonly string[], on: boolean) => setChosen(new Set(on ? codes : []));
  return { chosen, toggle, setAll, clear: () => setChosen(new Set()) };
}
export type RowSelection = ReturnType<typeof useRowSelection>;

/** One row's checkbox, named by its code. */
export function SelectRow({ code, selection }: { code: string; selection: RowSelection }) {
  return (
    <Checkbox
      aria-label={`Select ${code}`}
      checked={selection.chosen.has(code)}
      onChange={(event) => selection.toggle(code, event.currentTarget.checked)}
    />
  );
}

/** Every row of the page at once: checked when all of them are. */
export function SelectPage({
  codes,
  selection,
  label,
}: {
  codes: readonly string[];
  selection: RowSelection;
  label: string;
}) {
  const all = codes.length > 0 && codes.every((code) => selection.chosen.has(code));
  return (
    <Checkbox
      aria-label={label}
      label={label === 'Select all on this page' ? label : undefined}
      checked={all}
      indeterminate={!all && codes.some((code) => selection.chosen.has(code))}
      disabled={codes.length === 0}
      onChange={(event) => selection.setAll(codes, event.currentTarget.checked)}
    />
  );
}

/** A table's first column: a checkbox per row, the page's in the heading. */
export function selectionColumn<Row extends { code: string }>(
  rows: readonly Row[],
  selection: RowSelection,
): TableColumn<Row> {
  return {
    header: <SelectPage codes={rows.map((row) => row.code)} selection={selection} label="Select all" />,
    cell: (row) => <SelectRow code={row.code} selection={selection} />,
  };
}
