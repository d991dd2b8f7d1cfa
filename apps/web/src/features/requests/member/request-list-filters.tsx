import { NativeSelect } from '@mantine/core';
import { useSearchParams } from 'react-router';

/**
 * A member list's page and status filter, kept in the address (`?status=&page=`): a new status starts at page 1,
 * a page keeps the status.
 */
export function useRequestListFilters() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const status = params.get('status') ?? '';
  const go = (next: { page?: number; status?: string }) => {
    const nextStatus = next.status ?? status;
    const nextPage = next.page ?? 1;
    setParams({
      ...(nextStatus ? { status: nextStatus } : {}),
      ...(nextPage > 1 ? { page: String(nextPage) } : {}),
    });
  };
  return {
    page,
    status,
    setPage: (next: number) => go({ page: next }),
    setStatus: (next: string) => go({ status: next }),
  };
}

/** The status filter above a member list: every status of the kind, or all of them. */
export function RequestStatusFilter({
  value,
  onChange,
  statuses,
}: {
  value: string;
  onChange: (status: string) => void;
  /** The kind's statuses with their labels (its machine's `statuses`). */
  statuses: Readonly<Record<string, string>>;
}) {
  return (
    <NativeSelect
      label="Status"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[
        { value: '', label: 'All statuses' },
        ...Object.entries(statuses).map(([code, label]) => ({ value: code, label })),
      ]}
      maw={240}
      mb="md"
    />
  );
}
