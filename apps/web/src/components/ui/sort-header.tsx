import type { Table } from '@mantine/core';
import { UnstyledButton } from '@mantine/core';
import type { ComponentProps } from 'react';

/**
 * A list's sort as the address bar keeps it: a column key, `-` first when descending ('-received').
 * `sortState` says how a column's heading reads it (aria-sort), `nextSort` what a click on it asks for.
 */
export function sortState(sort: string, key: string): 'ascending' | 'descending' | 'none' {
  if (sort === key) return 'ascending';
  if (sort === `-${key}`) return 'descending';
  return 'none';
}

export function nextSort(sort: string, key: string): string {
  return sort === key ? `-${key}` : key;
}

type SortHeaderProps = { label: string; sortKey: string; sort: string; onSort: (sort: string) => void };

/** A sortable column's heading: a button that sorts by the column, then the other way. */
export function SortHeader({ label, sortKey, sort, onSort }: SortHeaderProps) {
  const state = sortState(sort, sortKey);
  const arrow = state === 'ascending' ? ' ▲' : state === 'descending' ? ' ▼' : '';
  return (
    <UnstyledButton fw={700} fz="sm" onClick={() => onSort(nextSort(sort, sortKey))}>
      {label}
      <span aria-hidden="true">{arrow}</span>
    </UnstyledButton>
  );
}

/** The heading cell's props of a sortable column: its aria-sort. */
export function sortHeaderProps(sort: string, key: string): ComponentProps<typeof Table.Th> {
  return { 'aria-sort': sortState(sort, key) };
}
