import { Button, Checkbox } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import type { TableColumn } from '../ui/column-table.tsx';
import { SelectionBar } from './selection-bar.tsx';
import { useTicked } from './use-ticked.ts';

/** Which rows of a request list may be selected (awaiting payment) and what each comes to. */
export type RowSelectionRule<Row> = {
  isSelectable: (row: Row) => boolean;
  amountKrw: (row: Row) => number;
};

/**
 * The selection of a request list's payable rows (OFM, shipping): a box per selectable row and one for the whole
 * page, and the selection bar (count and total; on phones fixed to the bottom) holding the action on the selected
 * rows (Pay Now). Only rows on this page that can still be selected count: a refetch drops one paid or cancelled
 * meanwhile.
 */
export function useRowSelection<Row extends { code: string }>(
  rows: readonly Row[],
  { isSelectable, amountKrw }: RowSelectionRule<Row>,
) {
  const [codes, setSelected] = useTicked<string>();
  const selectable = rows.filter(isSelectable);
  const selected = selectable.filter((row) => codes.has(row.code));
  const isAllSelected = selectable.length > 0 && selected.length === selectable.length;
  const box = (row: Row) => (
    <Checkbox
      aria-label={`Select ${row.code}`}
      checked={codes.has(row.code) && isSelectable(row)}
      disabled={!isSelectable(row)}
      onChange={(event) => setSelected([row.code], event.currentTarget.checked)}
      onClick={(event) => event.stopPropagation()}
    />
  );
  const column: TableColumn<Row> = {
    header: (
      <Checkbox
        aria-label="Select all awaiting payment"
        checked={isAllSelected}
        indeterminate={selected.length > 0 && !isAllSelected}
        disabled={selectable.length === 0}
        onChange={(event) =>
          setSelected(
            selectable.map((row) => row.code),
            event.currentTarget.checked,
          )
        }
      />
    ),
    thProps: { w: 40 },
    cell: box,
  };
  /** The selection bar with `action` (given the selected rows), while any row on the page can be selected. */
  const bar = (action: (selected: Row[]) => ReactNode) =>
    selectable.length > 0 && (
      <SelectionBar count={selected.length} totalKrw={selected.reduce((sum, row) => sum + amountKrw(row), 0)}>
        {action(selected)}
      </SelectionBar>
    );
  return { selected, box, column, bar, isSelectable };
}

/** A request whose payment waits for confirmation (SCOM02, SCSH02): its Pay Now leads to the invoices (spec §2). */
export function InvoicesLink({ code }: { code: string }) {
  return (
    <Button
      component={Link}
      to="/invoices"
      size="compact-xs"
      variant="light"
      aria-label={`Go to invoices for ${code}`}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      Go to invoices
    </Button>
  );
}
