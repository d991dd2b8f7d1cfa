import { Accordion, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { EmptyState, ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useMailbox } from '../api/get-mailbox.ts';
import { MailText } from './mail-text.tsx';

const statusColor: Record<string, string> = { sent: 'green', pending: 'yellow', failed: 'red' };

/** Mail the app would have sent, newest first; open one to read it. */
export function MailboxList() {
  const mailbox = useMailbox();
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button variant="light" onClick={() => mailbox.refetch()} loading={mailbox.isFetching}>
          Refresh
        </Button>
      </Group>
      {mailbox.isPending ? (
        <SkeletonRows rows={4} />
      ) : mailbox.isError ? (
        <ErrorState message={errorMessageOf(mailbox.error)} onRetry={() => mailbox.refetch()} />
      ) : mailbox.data.length === 0 ? (
        <EmptyState message="No mail yet." />
      ) : (
        <Accordion variant="separated" radius="md">
          {mailbox.data.map((mail) => (
            <Accordion.Item key={mail.id} value={String(mail.id)}>
              <Accordion.Control>
                <Stack gap={2}>
                  <Group gap="xs" justify="space-between" wrap="nowrap">
                    <Text fw={600} size="sm" lineClamp={1}>
                      {mail.subject}
                    </Text>
                    <Badge size="sm" variant="light" color={statusColor[mail.status.toLowerCase()] ?? 'gray'}>
                      {mail.status}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    To {mail.to} · {formatDateTime(mail.createdAt)}
                  </Text>
                </Stack>
              </Accordion.Control>
              <Accordion.Panel>
                <MailText text={mail.text} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
