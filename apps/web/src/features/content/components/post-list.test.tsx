import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { contentKinds } from '../content-kinds.ts';
import { PostList } from './post-list.tsx';

const post = {
  id: 3,
  kind: 'POST',
  subType: 'GUIDE',
  title: 'How to use OFM',
  imagePath: null,
  createdAt: '2025-02-28T16:30:00Z',
  viewCount: 1234,
  sliceCursor: 'WzNd',
};

describe('post list', () => {
  it("shows 'Welcome to our blog!' when the blog is empty", async () => {
    mockApi({ 'GET /api/posts': { body: { content: [], last: true } } });
    renderAt('/posts', <PostList config={contentKinds.POST} />);
    expect(await screen.findByText('Welcome to our blog!')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All', selected: true })).toBeTruthy();
  });

  it('lists posts with KST date and views, and a tab puts its category in the URL and the query', async () => {
    const { fetchMock } = mockApi({ 'GET /api/posts': { body: { content: [post], last: true } } });
    const { router } = renderAt('/posts', <PostList config={contentKinds.POST} />);
    const link = await screen.findByRole('link', { name: /How to use OFM/ });
    expect(link.getAttribute('href')).toBe('/posts/3');
    expect(screen.getByText('2025-03-01')).toBeTruthy();
    expect(screen.getByText('1,234 views')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Guide' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=GUIDE'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/posts?kind=POST&category=GUIDE',
      ),
    );
  });

  it('lists notices as rows without category tabs', async () => {
    const { fetchMock } = mockApi({
      'GET /api/posts': { body: { content: [{ ...post, kind: 'NOTICE', subType: null }], last: true } },
    });
    renderAt('/notices', <PostList config={contentKinds.NOTICE} />);
    expect((await screen.findByRole('link', { name: /How to use OFM/ })).getAttribute('href')).toBe(
      '/notices/3',
    );
    expect(screen.queryByRole('tab')).toBeNull();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/posts?kind=NOTICE');
  });
});
