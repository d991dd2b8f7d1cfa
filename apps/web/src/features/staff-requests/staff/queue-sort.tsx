import { type StaffQueueSortField, staffQueueSortFields } from '@fanship/domain/requests/request-contract';
import { Box, NativeSelect, UnstyledButton } from '@mantine/core';
import type { TableColumn } from '../../../components/ui/column-table.tsx';

/** A queue's sort as the address bar keeps it (`sort=code,asc`); none is the server's default, newest first. */
export type QueueSort = { field: StaffQueueSortField; direction: 'asc' | 'desc' };
export type QueueSortProps = { sort: QueueSort; onSort: (sort: string) => void };

/** The sort in the address bar, when the queue has it (`amount` only for a kind that `sortsByAmount`). */
export function parseQueueSort(value: string | null, byAmount = false): QueueSort {
  const [field, direction] = (value ?? '').split(',');
  const known =
    (staffQueueSortFields as readonly string[]).includes(field ?? '') && (byAmount || field !== 'amount');
  if (!known || (direction !== 'asc' && direction !== 'desc'))
    return { field: 'createdAt', direction: 'desc' };
  return { field: field as StaffQueueSortField, direction };
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A column a worker sorts by: its heading is a button (a second press turns the order round; a first press sorts
 * times newest first, the rest A to Z) and the heading cell says the order (`aria-sort`).
 */
export function sortable<Row>(
  column: TableColumn<Row> & { header: string },
  field: StaffQueueSortField,
  { sort, onSort }: QueueSortProps,
): TableColumn<Row> {
  const current = sort.field === field;
  const first = field === 'createdAt' ? 'desc' : 'asc';
  const next = current ? (sort.direction === 'asc' ? 'desc' : 'asc') : first;
  const arrow = current ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : '';
  return {
    ...column,
    header: (
      <UnstyledButton fw={700} fz="sm" onClick={() => onSort(`${field},${next}`)}>
        {column.header}
        <span aria-hidden="true">{arrow}</span>
      </UnstyledButton>
    ),
    thProps: { ...column.thProps, 'aria-sort': current ? ariaSort[sort.direction] : 'none' },
  };
}

const amountChoices = [
  { value: 'amount,asc', label: 'Amount (low to high)' },
  { value: 'amount,desc', label: 'Amount (high to low)' },
];

const phoneChoices = [
  { value: 'createdAt,desc', label: 'Newest first' },
  { value: 'createdAt,asc', label: 'Oldest first' },
  { value: 'code,asc', label: 'Code (A to Z)' },
  { value: 'code,desc', label: 'Code (Z to A)' },
  { value: 'status,asc', label: 'Status' },
  { value: 'member,asc', label: 'Member (A to Z)' },
  { value: 'member,desc', label: 'Member (Z to A)' },
];

/** The kind's type filter beside the status chips, when its requests have types (`kind.types`): 'All' or one. */
export function TypeFilter({
  types,
  current,
  onChange,
}: {
  types: Readonly<Record<string, string>>;
  current: string;
  onChange: (type: string) => void;
}) {
  const data = [
    { value: '', label: 'All types' },
    ...Object.entries(types).map(([value, label]) => ({ value, label })),
  ];
  return (
    <NativeSelect
      label="Type"
      maw={{ sm: 320 }}
      data={data}
      value={current}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** On a phone (no table headings): the sort as a select, by amount too when the kind sorts by it. */
export function PhoneQueueSort({ sort, onSort, byAmount = false }: QueueSortProps & { byAmount?: boolean }) {
  return (
    <Box hiddenFrom="sm">
      <NativeSelect
        label="Sort by"
        data={byAmount ? [...phoneChoices, ...amountChoices] : phoneChoices}
        value={`${sort.field},${sort.direction}`}
        onChange={(event) => onSort(event.currentTarget.value)}
      />
    </Box>
  );
}
