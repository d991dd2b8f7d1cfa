import type { StaffQueue, StaffQueueRow } from '@fanship/domain/requests/request-contract';
import { type RequestKindConfig, requestListTitle } from '@fanship/domain/requests/request-kinds';
import { Anchor, Badge, Box, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Price } from '../../../components/request-kit/price.tsx';
import { StatusBadge } from '../../../components/request-kit/status-badge.tsx';
import { DebouncedSearchInput } from '../../../components/ui/debounced-search-input.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PagePagination } from '../../../components/ui/page-pagination.tsx';
import { EmptyState, ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { useStaffQueue } from './staff-requests-api.ts';

const detailPath = (kind: RequestKindConfig, code: string) =>
  `/staff/requests/${kind.machine.kind}/${encodeURIComponent(code)}`;

/** The status filter: every status of the kind with its count, and 'All'; the choice lives in the address bar. */
function StatusFilter({
  counts,
  current,
  onChange,
}: {
  counts: StaffQueue['counts'] | undefined;
  current: string;
  onChange: (status: string) => void;
}) {
  const total = counts?.reduce((sum, entry) => sum + entry.count, 0);
  const choices = [{ status: '', label: 'All', count: total }, ...(counts ?? [])];
  return (
    <Box style={{ overflowX: 'auto' }} pb={4}>
      <Group gap="xs" wrap="nowrap" role="group" aria-label="Status">
        {choices.map((choice) => (
          <Button
            key={choice.status || 'all'}
            size="xs"
            radius="xl"
            variant={choice.status === current ? 'filled' : 'default'}
            aria-pressed={choice.status === current}
            style={{ flexShrink: 0 }}
            onClick={() => onChange(choice.status)}
            rightSection={
              choice.count === undefined ? undefined : (
                <Badge size="xs" variant="white" color="dark" circle={false}>
                  {choice.count}
                </Badge>
              )
            }
          >
            {choice.label}
          </Button>
        ))}
      </Group>
    </Box>
  );
}

function Amount({ row }: { row: StaffQueueRow }) {
  return row.amountKrw === null ? '-' : <Price krw={row.amountKrw} display="krw" />;
}

function QueueRows({ kind, rows }: { kind: RequestKindConfig; rows: StaffQueueRow[] }) {
  return (
    <>
      <Box visibleFrom="sm">
        <Card padding="xs">
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" highlightOnHover aria-label={requestListTitle(kind)}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Code</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Member</Table.Th>
                  <Table.Th>Request</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th>Created (KST)</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.code}>
                    <Table.Td>
                      <Anchor component={Link} to={detailPath(kind, row.code)} ff="monospace" fw={700}>
                        {row.code}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={row.status} label={row.statusLabel} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.member.name}</Text>
                      <Text size="xs" c="dimmed">
                        {row.member.code} · {row.member.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={2}>
                        {row.summary}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Amount row={row} />
                    </Table.Td>
                    <Table.Td>{formatKstDateTime(row.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      </Box>
      <Stack gap="xs" hiddenFrom="sm">
        {rows.map((row) => (
          <Card
            key={row.code}
            component={Link}
            to={detailPath(kind, row.code)}
            padding="sm"
            withBorder
            aria-label={`Open ${row.code}`}
          >
            <Group justify="space-between" wrap="wrap" gap={4}>
              <Text ff="monospace" fw={700}>
                {row.code}
              </Text>
              <StatusBadge status={row.status} label={row.statusLabel} />
            </Group>
            <Text size="sm" lineClamp={1}>
              {row.summary}
            </Text>
            <Text size="xs" c="dimmed">
              {row.member.name} ({row.member.code}) · {formatKstDateTime(row.createdAt)}
            </Text>
            <Text size="sm" fw={700}>
              <Amount row={row} />
            </Text>
          </Card>
        ))}
      </Stack>
    </>
  );
}

/**
 * `/staff/requests/{kind}`: one kind's requests for staff, newest first, filtered by status (each with its count)
 * and searched by record code or member; filters and page are kept in the address bar. Written once for every kind.
 */
export function StaffRequestQueue({ kind }: { kind: RequestKindConfig }) {
  const { params, page, update } = useListFilters();
  const status = params.get('status') ?? '';
  const search = params.get('search') ?? '';
  const queue = useStaffQueue(kind.machine.kind, { status, search, page });

  let body: React.ReactNode;
  if (queue.isPending) body = <SkeletonRows rows={5} />;
  else if (queue.isError)
    body = <ErrorState message={errorMessageOf(queue.error)} onRetry={() => queue.refetch()} />;
  else if (queue.data.content.length === 0)
    body = (
      <EmptyState
        message={search || status ? 'No requests match these filters.' : `No ${requestListTitle(kind)} yet.`}
      />
    );
  else
    body = (
      <Stack gap="sm" aria-busy={queue.isPlaceholderData} opacity={queue.isPlaceholderData ? 0.6 : 1}>
        <QueueRows kind={kind} rows={queue.data.content} />
        <PagePagination
          page={queue.data}
          onChange={(next) => update({ page: next === 1 ? '' : String(next) })}
        />
      </Stack>
    );

  return (
    <Stack gap="md">
      <PageHeader
        title={requestListTitle(kind)}
        description="Find a request by its code or its member's ID, email or name."
      />
      <DebouncedSearchInput
        aria-label="Search by code or member"
        placeholder="Search by code or member"
        value={search}
        onSearch={(text) => update({ search: text.trim() })}
        delay={300}
      />
      <StatusFilter
        counts={queue.data?.counts}
        current={status}
        onChange={(next) => update({ status: next })}
      />
      {body}
    </Stack>
  );
}
