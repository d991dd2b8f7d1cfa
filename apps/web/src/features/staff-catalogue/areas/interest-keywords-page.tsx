import type {
  StaffInterestKeywordRecord,
  StaffInterestKeywordTree,
} from '@fanship/domain/catalogue/interests';
import { Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyState, ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useStaffList, useStaffRemove } from '../api/staff-resource.ts';
import { interestKeywordResource } from '../api/staff-resources.ts';
import { ConfirmDeleteButton } from '../components/confirm-delete-button.tsx';
import { InterestKeywordForm, type KeywordDraft } from './interest-keyword-form.tsx';

/** One keyword's line: name, code, order and state, with Edit and Delete (and what `extra` adds). */
function KeywordLine({
  keyword,
  onEdit,
  extra,
  isTop,
}: {
  keyword: StaffInterestKeywordRecord;
  onEdit: () => void;
  extra?: ReactNode;
  isTop?: boolean;
}) {
  const remove = useStaffRemove(interestKeywordResource);
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" data-staff-row>
      <Stack gap={0} style={{ flex: 1, minWidth: 160 }}>
        <Group gap="xs">
          <Text fw={isTop ? 700 : 500} fz={isTop ? 'lg' : 'sm'} style={{ overflowWrap: 'anywhere' }}>
            {keyword.name}
          </Text>
          {!keyword.active && (
            <Badge color="gray" variant="light">
              Inactive
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" ff="monospace">
          {keyword.keyword} · order {keyword.position}
        </Text>
      </Stack>
      <Group gap="xs">
        {extra}
        <Button size="xs" variant="light" onClick={onEdit} aria-label={`Edit ${keyword.name}`}>
          Edit
        </Button>
        <ConfirmDeleteButton
          subject={`The keyword “${keyword.name}” (members who chose it lose it)`}
          successMessage="Keyword deleted."
          onConfirm={() => remove.mutateAsync(keyword.id)}
        />
      </Group>
    </Group>
  );
}

/**
 * /staff/interest-keywords: the keywords members pick at /interests, top-level ones in order with their
 * sub-keywords; added, renamed, reordered (Order) and deactivated in a dialog.
 */
export function InterestKeywordsPage() {
  const list = useStaffList(interestKeywordResource);
  const [draft, setDraft] = useState<KeywordDraft | null>(null);
  const tops: StaffInterestKeywordTree[] = list.data?.pages.flatMap((page) => page.items) ?? [];
  let body: ReactNode;
  if (list.isPending) body = <SkeletonRows rows={4} />;
  else if (list.isError)
    body = <ErrorState message={errorMessageOf(list.error)} onRetry={() => list.refetch()} />;
  else if (tops.length === 0) body = <EmptyState message="No interest keywords yet." />;
  else
    body = tops.map(({ children, ...top }) => (
      <Card key={top.id} withBorder padding="md">
        <Stack gap="sm">
          <KeywordLine
            keyword={top}
            isTop
            onEdit={() => setDraft(top)}
            extra={
              <Button size="xs" variant="subtle" onClick={() => setDraft({ parentId: top.id })}>
                Add sub-keyword
              </Button>
            }
          />
          <Stack gap="xs" pl={{ base: 'xs', sm: 'lg' }}>
            {children.map((child) => (
              <KeywordLine key={child.id} keyword={child} onEdit={() => setDraft(child)} />
            ))}
          </Stack>
        </Stack>
      </Card>
    ));
  return (
    <Stack gap="md">
      <PageHeader
        title="Interest keywords"
        description="What members pick at /interests: top-level keywords and their sub-keywords, in order."
        actions={<Button onClick={() => setDraft({ parentId: null })}>New keyword</Button>}
      />
      {body}
      <Modal
        opened={draft !== null}
        onClose={() => setDraft(null)}
        title={draft && 'id' in draft ? 'Edit keyword' : 'New keyword'}
        size="lg"
      >
        {draft !== null && (
          <InterestKeywordForm
            draft={draft}
            parents={tops.map(({ children: _children, ...top }) => top)}
            onDone={() => setDraft(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
