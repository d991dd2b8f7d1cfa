import { blogSubTypeLabels, type PostKind, postKinds } from '@fanship/domain/catalogue/catalogue-constants';
import type { PostSummary } from '@fanship/domain/catalogue/posts';
import { Badge, SegmentedControl, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { codeOptions } from '../../../lib/code-options.ts';
import { formatDate } from '../../../lib/format.ts';
import { postResource } from '../api/staff-resources.ts';
import { StaffListPage, type StaffListPageConfig } from '../components/staff-list-page.tsx';

/** Names of the post kinds on the staff screens. */
export const postKindLabels: Record<PostKind, string> = {
  POST: 'Blog post',
  EVENT: 'Event',
  NOTICE: 'Notice',
  REVIEW: 'Review',
};

const config: StaffListPageConfig<PostSummary> = {
  title: 'Posts',
  description: 'Blog posts, events, notices and reviews.',
  newPath: '/staff/posts/new',
  newLabel: 'New post',
  emptyMessage: 'No posts of this kind yet.',
  rowKey: (row) => row.id,
  cardTitle: (row) => row.title,
  editPath: (row) => `/staff/posts/${row.id}`,
  deleteSubject: (row) => `“${row.title}”`,
  deletedMessage: 'Post deleted.',
  columns: [
    { label: 'Title', tableOnly: true, render: (row) => <Text fw={600}>{row.title}</Text> },
    {
      label: 'Kind',
      render: (row) => (
        <Badge miw="max-content" variant="light">
          {postKindLabels[row.kind]}
          {row.subType ? ` · ${blogSubTypeLabels[row.subType]}` : ''}
        </Badge>
      ),
    },
    { label: 'Views', render: (row) => row.viewCount.toLocaleString('en-US') },
    { label: 'Created', render: (row) => formatDate(row.createdAt) },
  ],
};

/** /staff/posts?kind=: the posts of one kind (blog posts by default). */
export function PostListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('kind');
  const kind = postKinds.find((value) => value === requested) ?? 'POST';
  return (
    <StaffListPage
      resource={postResource}
      config={{ ...config, newPath: `/staff/posts/new?kind=${kind}` }}
      filters={{ kind }}
      toolbar={
        <SegmentedControl
          aria-label="Kind"
          value={kind}
          onChange={(value) => setSearchParams({ kind: value }, { replace: true })}
          data={codeOptions(postKinds, postKindLabels)}
        />
      }
    />
  );
}
