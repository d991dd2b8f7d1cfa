import type { StaffHelpCategoryRecord } from '@fanship/domain/catalogue/staff-content';
import { Anchor, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyState, ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useStaffList, useStaffRemove } from '../api/staff-resource.ts';
import { helpCategoryResource, helpTopicResource } from '../api/staff-resources.ts';
import { ConfirmDeleteButton } from '../components/confirm-delete-button.tsx';
import { HelpCategoryForm } from './help-category-form.tsx';

/** One category: its order, edit and delete, and its topics with links to their editor. */
function CategoryCard({ category, onEdit }: { category: StaffHelpCategoryRecord; onEdit: () => void }) {
  const removeCategory = useStaffRemove(helpCategoryResource);
  const removeTopic = useStaffRemove(helpTopicResource);
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={0}>
            <Title order={2} fz="lg">
              {category.title}
            </Title>
            <Text size="sm" c="dimmed">
              /{category.slug} · order {category.position}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={onEdit}>
              Edit
            </Button>
            <ConfirmDeleteButton
              subject={`The category “${category.title}” and its topics`}
              successMessage="Category deleted."
              onConfirm={() => removeCategory.mutateAsync(category.id)}
            />
          </Group>
        </Group>
        {category.topics.length === 0 && <Text c="dimmed">No topics in this category yet.</Text>}
        {category.topics.map((topic) => (
          <Group key={topic.id} justify="space-between" wrap="nowrap" gap="xs" data-staff-row>
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Anchor
                component={Link}
                to={`/staff/help/topics/${topic.id}`}
                style={{ overflowWrap: 'anywhere' }}
              >
                {topic.title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {topic.faqs.length === 1 ? '1 FAQ' : `${topic.faqs.length} FAQs`} · order {topic.position}
              </Text>
            </Stack>
            <ConfirmDeleteButton
              subject={`The topic “${topic.title}”`}
              successMessage="Topic deleted."
              onConfirm={() => removeTopic.mutateAsync(topic.id)}
            />
          </Group>
        ))}
        <Group>
          <Button
            size="xs"
            variant="subtle"
            component={Link}
            to={`/staff/help/topics/new?categoryId=${category.id}`}
          >
            Add topic
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /staff/help: help categories in order with their topics; categories are edited in a dialog. */
export function HelpPage() {
  const list = useStaffList(helpCategoryResource);
  const [editing, setEditing] = useState<StaffHelpCategoryRecord | 'new' | null>(null);
  let body: ReactNode;
  if (list.isPending) body = <SkeletonRows rows={4} />;
  else if (list.isError)
    body = <ErrorState message={errorMessageOf(list.error)} onRetry={() => list.refetch()} />;
  else {
    const categories = list.data.pages.flatMap((page) => page.items);
    body =
      categories.length === 0 ? (
        <EmptyState message="No help categories yet." />
      ) : (
        categories.map((category) => (
          <CategoryCard key={category.id} category={category} onEdit={() => setEditing(category)} />
        ))
      );
  }
  return (
    <Stack gap="md">
      <PageHeader
        title="Help"
        description="Categories are the tabs of /help; topics hold markdown and FAQs."
        actions={<Button onClick={() => setEditing('new')}>New category</Button>}
      />
      {body}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'New help category' : 'Edit help category'}
        size="lg"
      >
        {editing !== null && (
          <HelpCategoryForm
            category={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
