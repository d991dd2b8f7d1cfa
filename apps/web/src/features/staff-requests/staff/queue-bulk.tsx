import type { StaffQueueRow } from '@fanship/domain/requests/request-contract';
import { Alert, Button, Group, List, Text } from '@mantine/core';
import { useState } from 'react';
import type { TableColumn } from '../../../components/ui/column-table.tsx';
import {
  type ChosenCodes,
  PhoneSelectPage,
  SelectRow,
  selectionColumn,
} from '../../../components/ui/row-selection.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';

/** What a bulk action answers for one chosen row: done, or why not. */
export type QueueBulkResult = { code: string; done: boolean; message: string | null };

/**
 * An action staff take on many rows of a kind's queue at once (confirm deposits): which rows may be chosen, the
 * button, and the hook that runs it on the chosen codes, answering per code.
 */
export type QueueBulkAction = {
  label: string;
  /** What a row the action was done to reads ('Confirmed'). */
  doneLabel: string;
  selectable: (row: StaffQueueRow) => boolean;
  useRun: () => { mutateAsync: (codes: string[]) => Promise<QueueBulkResult[]>; isPending: boolean };
};

/**
 * What a kind adds to the shared queue: the search box's label when its search finds more than code and member
 * (the server's `StaffSide.search`), its own 'Request' column (the line and what else a row needs: an order's
 * deposit) and a bulk action.
 */
export type StaffQueueExtras = {
  searchLabel?: string;
  summary?: TableColumn<StaffQueueRow>;
  bulk?: QueueBulkAction;
};

type BulkProps = { bulk: QueueBulkAction; selection: ChosenCodes };

/** The checkbox of one row (none when the row may not be chosen). */
export function RowCheckbox({ row, bulk, selection }: { row: StaffQueueRow } & BulkProps) {
  return bulk.selectable(row) ? <SelectRow code={row.code} selection={selection} /> : null;
}

/** The first column of a queue with a bulk action: a checkbox per row that may be chosen, all of them in the header. */
export function selectColumn(
  rows: readonly StaffQueueRow[],
  { bulk, selection }: BulkProps,
): TableColumn<StaffQueueRow> {
  return selectionColumn(rows, selection, bulk.selectable);
}

/** On a phone: every row of the page that may be chosen, at once. */
export function PhoneSelectAll({ rows, bulk, selection }: BulkProps & { rows: readonly StaffQueueRow[] }) {
  return (
    <PhoneSelectPage codes={rows.filter(bulk.selectable).map((row) => row.code)} selection={selection} />
  );
}

/** The bulk action's button for the chosen rows and, once run, what happened to each of them. */
export function BulkBar({ bulk, selection }: BulkProps) {
  const run = bulk.useRun();
  const [results, setResults] = useState<QueueBulkResult[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const codes = [...selection.chosen];
  const submit = async () => {
    setError(null);
    try {
      setResults(await run.mutateAsync(codes));
      selection.clear();
    } catch (failure) {
      setError(errorMessageOf(failure));
    }
  };
  return (
    <>
      <Group gap="sm">
        <Button disabled={codes.length === 0} loading={run.isPending} onClick={submit}>
          {bulk.label} ({codes.length})
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {results && (
        <Alert
          color="gray"
          role="status"
          title={`${results.filter((r) => r.done).length} of ${results.length} done`}
        >
          <List size="sm" aria-label="Results">
            {results.map((result) => (
              <List.Item key={result.code}>
                <Text span size="sm" fw={700}>
                  {result.code}
                </Text>{' '}
                <Text span size="sm" c={result.done ? 'green.9' : 'red.9'}>
                  {result.done ? bulk.doneLabel : result.message}
                </Text>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}
