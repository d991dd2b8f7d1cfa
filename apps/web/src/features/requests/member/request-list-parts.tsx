import { Button, Card, Group, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useOpenAfterTap } from '../../../components/request-kit/card-tap.ts';
import { RequestTabs } from '../../../components/request-kit/request-tabs.tsx';
import { StatusBadge } from '../../../components/request-kit/status-badge.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { OpenPrefix } from '../../../components/ui/paged-list.tsx';
import { formatKstDateTime } from '../../../lib/kst-format.ts';

/** A member list's top: the request tabs at the kind's list, its title and the button to a new request. */
export function RequestListHeader({
  path,
  title,
  newLabel,
}: {
  path: string;
  title: string;
  newLabel: string;
}) {
  return (
    <>
      <RequestTabs current={path} />
      <PageHeader
        title={title}
        actions={
          <Button component={Link} to={`${path}/new`}>
            {newLabel}
          </Button>
        }
      />
    </>
  );
}

/**
 * A request as a card of a member list on phones: its code and status, when it was made, then the kind's lines; a
 * tap opens `to` after the tap delay.
 */
export function RequestCard({
  to,
  row,
  leading,
  children,
}: {
  to: string;
  row: { code: string; status: string; statusLabel: string; createdAt: string };
  /** Before the card's text (a selectable row's box). */
  leading?: ReactNode;
  children: ReactNode;
}) {
  const openAfterTap = useOpenAfterTap();
  const open = (
    <UnstyledButton onClick={() => openAfterTap(to)} style={{ flex: 1, minWidth: 0 }} w="100%">
      <Group justify="space-between" wrap="wrap" gap={4}>
        <Text fw={700}>
          <OpenPrefix />
          {row.code}
        </Text>
        <StatusBadge status={row.status} label={row.statusLabel} />
      </Group>
      <Text size="xs" c="dimmed">
        {formatKstDateTime(row.createdAt)}
      </Text>
      {children}
    </UnstyledButton>
  );
  return (
    <Card withBorder padding="sm">
      {leading ? (
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <div style={{ paddingTop: 2 }}>{leading}</div>
          {open}
        </Group>
      ) : (
        open
      )}
    </Card>
  );
}
