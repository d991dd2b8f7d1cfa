import type { ApplicationInfo } from '@fanship/domain/schemas/application-info';
import { Anchor, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { ColumnTable, type TableColumn } from '../../../components/ui/column-table.tsx';
import { EmptyState, ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useApplicationInfos } from '../api/application-infos-api.ts';
import { useConfirmDelete } from './confirm-delete.tsx';

function Rows({ records }: { records: ApplicationInfo[] }) {
  const remove = useConfirmDelete({
    onFailed: (message) => notifications.show({ color: 'red', message }),
  });
  const columns: TableColumn<ApplicationInfo>[] = [
    {
      header: 'Name',
      cell: (record) => record.name,
      thProps: { w: '32%' },
      tdProps: { fw: 600, style: { wordBreak: 'break-word' } },
    },
    {
      header: 'Information',
      cell: (record) => (
        <Text size="sm" c="dimmed" lineClamp={2} style={{ wordBreak: 'break-word' }}>
          {record.data || '-'}
        </Text>
      ),
    },
    {
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      thProps: { w: 120 },
      cell: (record) => (
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          <Anchor component={Link} to={`/profile/application-info/edit/${record.id}`} fw={600} size="sm">
            Edit
          </Anchor>
          <Anchor
            component="button"
            type="button"
            c="red"
            fw={600}
            size="sm"
            onClick={() => remove.confirm(record)}
            aria-label={`Delete ${record.name}`}
          >
            Delete
          </Anchor>
        </Group>
      ),
    },
  ];
  return (
    <ColumnTable
      verticalSpacing="sm"
      highlightOnHover
      layout="fixed"
      columns={columns}
      rows={records}
      rowKey={(record) => record.id}
    />
  );
}

/** The records, or their loading, empty or error state. */
function Content() {
  const { data, error, isPending, refetch } = useApplicationInfos();
  if (isPending) return <SkeletonRows rows={2} />;
  if (error) return <ErrorState message={errorMessageOf(error)} onRetry={() => refetch()} />;
  return data.length > 0 ? <Rows records={data} /> : <EmptyState message="No applicant's information yet." />;
}

/**
 * The profile's Applicant's Information table (spec §2): name, an excerpt of the information, Edit
 * (`/profile/application-info/edit/{id}`) and Delete (asked first); New Information leads to the form.
 */
export function ApplicationInfoTable() {
  return (
    <ModalsProvider>
      <Card component="section" aria-label="Applicant's Information">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} fz={20}>
              Applicant's Information
            </Title>
            <Button component={Link} to="/profile/application-info/new" size="sm">
              New Information
            </Button>
          </Group>
          <Content />
        </Stack>
      </Card>
    </ModalsProvider>
  );
}
