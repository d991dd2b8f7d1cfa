import { blogSubTypeLabels } from '@fanship/domain/catalogue/catalogue-constants';
import type { PostSummary } from '@fanship/domain/catalogue/posts';
import { AspectRatio, Badge, Box, Card, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatKstDate } from '../../../lib/kst-format.ts';
import { formatViews } from '../content-kinds.ts';

function Meta({ post }: { post: PostSummary }) {
  return (
    <Group gap="xs" c="dimmed" fz="xs">
      <time dateTime={post.createdAt}>{formatKstDate(post.createdAt)}</time>
      <span>·</span>
      <span>{formatViews(post.viewCount)}</span>
    </Group>
  );
}

/** A post in a grid: image, sub-type, title, date and view count. */
export function PostCard({ post, to }: { post: PostSummary; to: string }) {
  return (
    <Card component={Link} to={to} withBorder radius="md" padding="sm">
      <Card.Section>
        <AspectRatio ratio={16 / 9}>
          {post.imagePath ? (
            <Image src={post.imagePath} alt="" loading="lazy" />
          ) : (
            <Box bg="pink.0" aria-hidden="true" />
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={4} mt="sm">
        {post.subType && (
          <Badge size="xs" variant="light" w="fit-content">
            {blogSubTypeLabels[post.subType]}
          </Badge>
        )}
        <Text fw={600} lineClamp={2}>
          {post.title}
        </Text>
        <Meta post={post} />
      </Stack>
    </Card>
  );
}

/** A post as one row of a plain list (notices). */
export function PostRow({ post, to }: { post: PostSummary; to: string }) {
  return (
    <Paper component={Link} to={to} withBorder radius="md" p="md">
      <Stack gap={4}>
        <Text fw={600}>{post.title}</Text>
        <Meta post={post} />
      </Stack>
    </Paper>
  );
}
