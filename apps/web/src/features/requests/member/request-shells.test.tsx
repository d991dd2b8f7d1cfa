import { ModalsProvider } from '@mantine/modals';
import { useMutation, useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client.ts';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { RequestDetailShell } from './request-detail-shell.tsx';
import { RequestListBody } from './request-list-body.tsx';

/** A throwaway kind's row and request: nothing but what the shells read, and one field of its own. */
type Sample = { code: string; status: string; statusLabel: string; note: string };
type SampleDetail = Sample & { editable: boolean; cancellable: boolean; history: [] };

const rows: Sample[] = [
  { code: 'SA1', status: 'SCOM01', statusLabel: 'Awaiting payment', note: 'first' },
  { code: 'SA2', status: 'SCOM09', statusLabel: 'Cancelled', note: 'second' },
];

function SampleList({ onPage }: { onPage: (page: number) => void }) {
  const list = useQuery({
    queryKey: ['samples'],
    queryFn: () => apiRequest<{ content: Sample[]; currentPage: number; totalPages: number }>('/samples'),
  });
  return (
    <RequestListBody
      list={list}
      label="Samples"
      columns={[
        { header: 'ID', cell: (row) => row.code },
        { header: 'Note', cell: (row) => row.note },
      ]}
      rowKey={(row) => row.code}
      card={(row) => <article aria-label={`Card ${row.code}`}>{row.note}</article>}
      empty={<p>No samples yet.</p>}
      onPage={onPage}
    />
  );
}

function SampleDetailPage() {
  const request = useQuery({ queryKey: ['sample'], queryFn: () => apiRequest<SampleDetail>('/samples/SA1') });
  const cancel = useMutation({
    mutationFn: (code: string) => apiRequest<void>(`/samples/${code}/cancel`, { method: 'POST' }),
  });
  return (
    <RequestDetailShell
      request={request}
      path="/incomings"
      title={(data) => `[Sample] ${data.code}`}
      cancel={{
        mutation: cancel,
        title: 'Cancel this sample?',
        text: (data) => <>Sample {data.code} will be cancelled.</>,
        done: 'Sample cancelled.',
        failureTitle: 'The sample was not cancelled',
      }}
      body={(data) => <p>Note: {data.note}</p>}
    />
  );
}

describe('the member list body a kind gives its columns and card', () => {
  it('shows the columns in a table, each row as a card, and pages', async () => {
    mockApi({ 'GET /api/samples': { body: { content: rows, currentPage: 1, totalPages: 2 } } });
    const onPage = vi.fn();
    renderAt('/samples', <SampleList onPage={onPage} />);
    const table = await screen.findByRole('table', { name: 'Samples' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Note']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('article', { name: 'Card SA2' }).textContent).toBe('second');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('shows the kind’s empty state for an empty page', async () => {
    mockApi({ 'GET /api/samples': { body: { content: [], currentPage: 1, totalPages: 0 } } });
    renderAt('/samples', <SampleList onPage={() => undefined} />);
    expect(await screen.findByText('No samples yet.')).toBeTruthy();
  });
});

describe('the member request page a kind gives its body', () => {
  it('shows the title, status, body, Edit, and cancels after the confirmation', async () => {
    const detail: SampleDetail = {
      ...rows[0]!,
      editable: true,
      cancellable: true,
      history: [],
    };
    const { calls } = mockApi({
      'GET /api/samples/SA1': { body: detail },
      'POST /api/samples/SA1/cancel': { status: 204 },
    });
    renderAt(
      '/incomings/SA1',
      <ModalsProvider>
        <SampleDetailPage />
      </ModalsProvider>,
    );
    expect(await screen.findByRole('heading', { name: '[Sample] SA1' })).toBeTruthy();
    expect(screen.getByText('Note: first')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/incomings/edit/SA1');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Sample SA1 will be cancelled/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(calls.map((call) => call.key)).toContain('POST /api/samples/SA1/cancel'));
  });
});
