import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { contentKinds } from '../content-kinds.ts';
import { PostDetail } from './post-detail.tsx';

const notice = {
  id: 5,
  kind: 'NOTICE',
  subType: null,
  title: 'Holiday schedule',
  imagePath: null,
  createdAt: '2025-01-20T03:00:00Z',
  viewCount: 10,
  contentHtml:
    '<p>Closed on <strong>Seollal</strong>.</p><img src="x" onerror="window.__hacked=1"><script>window.__hacked=2</script>',
};

describe('post detail', () => {
  it("shows a notice with its sanitised content and an 'All list' button back to /notices", async () => {
    mockApi({ 'GET /api/posts/5': { body: notice } });
    const { router, container } = renderAt('/notices/5', <PostDetail config={contentKinds.NOTICE} id="5" />);
    expect(await screen.findByRole('heading', { name: 'Holiday schedule' })).toBeTruthy();
    expect(screen.getByText('· 10 views')).toBeTruthy();
    expect(screen.getByText('Seollal').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    fireEvent.click(screen.getByRole('link', { name: 'All list' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notices'));
  });

  it("says '1 view' for a single view", async () => {
    mockApi({ 'GET /api/posts/5': { body: { ...notice, viewCount: 1 } } });
    renderAt('/notices/5', <PostDetail config={contentKinds.NOTICE} id="5" />);
    expect(await screen.findByText('· 1 view')).toBeTruthy();
  });

  it('does not show a post of another kind under the notices path', async () => {
    mockApi({ 'GET /api/posts/5': { body: { ...notice, kind: 'POST' } } });
    renderAt('/notices/5', <PostDetail config={contentKinds.NOTICE} id="5" />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('shows the 404 page for a post that does not exist', async () => {
    mockApi({});
    renderAt('/posts/999', <PostDetail config={contentKinds.POST} id="999" />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
