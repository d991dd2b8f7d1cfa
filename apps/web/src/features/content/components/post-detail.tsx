import { blogSubTypeLabels } from '@fanship/domain/catalogue/catalogue-constants';
import { Badge, Button, Divider, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { NotFoundPage, RecordError } from '../../../components/ui/not-found-page.tsx';
import { SanitizedHtml } from '../../../components/ui/sanitized-html.tsx';
import { SkeletonRows } from '../../../components/ui/states.tsx';
import { formatKstDate } from '../../../lib/kst-format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { usePost } from '../api/get-posts.ts';
import { type ContentKindConfig, formatViews } from '../content-kinds.ts';

/** One post, event, notice or review: title, date, views and its HTML sanitised again in the browser. */
export function PostDetail({ config, id }: { config: ContentKindConfig; id: string }) {
  const query = usePost(id);
  usePageTitle(query.data?.title);
  const back = (
    <Button component={Link} to={config.path} variant="default" w="fit-content">
      {config.backLabel}
    </Button>
  );
  if (query.isPending) return <SkeletonRows rows={6} />;
  if (query.isError) return <RecordError error={query.error} onRetry={query.refetch} />;
  const post = query.data;
  // /notices/5 must not show blog post 5: each kind lives under its own path.
  if (post.kind !== config.kind) return <NotFoundPage />;
  return (
    <Stack gap="md" component="article">
      {post.subType && (
        <Badge variant="light" w="fit-content">
          {blogSubTypeLabels[post.subType]}
        </Badge>
      )}
      <Title order={1} fz={{ base: 24, sm: 32 }}>
        {post.title}
      </Title>
      <Group gap="xs" c="dimmed" fz="sm">
        <time dateTime={post.createdAt}>{formatKstDate(post.createdAt)}</time>
        <Text span inherit>
          · {formatViews(post.viewCount)}
        </Text>
      </Group>
      <Divider />
      {post.imagePath && <Image src={post.imagePath} alt="" radius="md" mah={480} fit="contain" />}
      <div style={{ overflowWrap: 'anywhere' }}>
        <SanitizedHtml html={post.contentHtml} />
      </div>
      <Divider />
      {back}
    </Stack>
  );
}
