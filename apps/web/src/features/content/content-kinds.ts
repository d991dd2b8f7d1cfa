import type { PostKind } from '@fanship/domain/catalogue/catalogue-constants';
import { allListLabel, emptyBlogMessage } from '@fanship/domain/catalogue/post-texts';
import { formatNumber } from '@fanship/domain/pricing/money';

/** How one kind of content is listed and shown: the list and the detail are shared, only this differs. */
export type ContentKindConfig = {
  kind: PostKind;
  /** The list's path; the detail is `${path}/{id}`. */
  path: string;
  title: string;
  description: string;
  emptyMessage: string;
  /** Label of the detail's back button. */
  backLabel: string;
  /** Blog posts have the 'All' tab plus one tab per sub-type. */
  hasCategoryTabs: boolean;
  /** Cards with images in a grid, or plain rows (notices). */
  layout: 'grid' | 'rows';
};

export const contentKinds: Record<PostKind, ContentKindConfig> = {
  POST: {
    kind: 'POST',
    path: '/posts',
    title: 'Blog',
    description: 'News, guides and unboxings from our team in Korea.',
    emptyMessage: emptyBlogMessage,
    backLabel: '← Blog',
    hasCategoryTabs: true,
    layout: 'grid',
  },
  EVENT: {
    kind: 'EVENT',
    path: '/events',
    title: 'Events',
    description: 'Promotions and events for our members.',
    emptyMessage: 'No events right now.',
    backLabel: '← Events',
    hasCategoryTabs: false,
    layout: 'grid',
  },
  NOTICE: {
    kind: 'NOTICE',
    path: '/notices',
    title: 'Notices',
    description: 'Service announcements.',
    emptyMessage: 'No notices yet.',
    backLabel: allListLabel,
    hasCategoryTabs: false,
    layout: 'rows',
  },
  REVIEW: {
    kind: 'REVIEW',
    path: '/reviews',
    title: 'Reviews',
    description: 'What our members say about their orders.',
    emptyMessage: 'No reviews yet.',
    backLabel: '← Reviews',
    hasCategoryTabs: false,
    layout: 'grid',
  },
};

/** '1 view', '1,234 views'. */
export function formatViews(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'view' : 'views'}`;
}
