import { Box, Checkbox } from '@mantine/core';
import { useState } from 'react';
import type { TableColumn } from './column-table.tsx';

/**
 * The rows of a staff list page chosen for an action on many at once (a bulk status change, confirming deposits), by
 * code: a checkbox column on wide screens (the page's choosable rows in its heading), and on phones a checkbox per
 * card plus 'Select all on this page'. (Member lists that add up what is chosen use request-kit's `useRowSelection`.)
 */
export function useChosenCodes() {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (code: string, on: boolean) =>
    setChosen((current) => new Set(on ? [...current, code] : [...current].filter((other) => other !== code)));
  const setAll = (codes: readonly string[], on: boolean) => setChosen(new Set(on ? codes : []));
  return { chosen, toggle, setAll, clear: () => setChosen(new Set()) };
}
export type ChosenCodes = ReturnType<typeof useChosenCodes>;

/** One row's checkbox, named by its code. */
export function SelectRow({ code, selection }: { code: string; selection: ChosenCodes }) {
  return (
    <Checkbox
      aria-label={`Select ${code}`}
      checked={selection.chosen.has(code)}
      onChange={(event) => selection.toggle(code, event.currentTarget.checked)}
    />
  );
}

/** Every choosable row of the page at once: checked when all of them are. */
function SelectPage({
  codes,
  selection,
  label,
}: {
  codes: readonly string[];
  selection: ChosenCodes;
  label: { label: string } | { 'aria-label': string };
}) {
  const all = codes.length > 0 && codes.every((code) => selection.chosen.has(code));
  return (
    <Checkbox
      {...label}
      checked={all}
      indeterminate={!all && codes.some((code) => selection.chosen.has(code))}
      disabled={codes.length === 0}
      onChange={(event) => selection.setAll(codes, event.currentTarget.checked)}
    />
  );
}

/** On a phone (where the table and its heading checkbox are hidden): the page's choosable rows at once. */
export function PhoneSelectPage({ codes, selection }: { codes: readonly string[]; selection: ChosenCodes }) {
  return (
    <Box hiddenFrom="sm">
      <SelectPage codes={codes} selection={selection} label={{ label: 'Select all on this page' }} />
    </Box>
  );
}

/** A table's first column: a checkbox per choosable row, all of them in the heading. */
export function selectionColumn<Row extends { code: string }>(
  rows: readonly Row[],
  selection: ChosenCodes,
  choosable: (row: Row) => boolean = () => true,
): TableColumn<Row> {
  const codes = rows.filter(choosable).map((row) => row.code);
  return {
    header: <SelectPage codes={codes} selection={selection} label={{ 'aria-label': 'Select all' }} />,
    cell: (row) => (choosable(row) ? <SelectRow code={row.code} selection={selection} /> : null),
  };
}
