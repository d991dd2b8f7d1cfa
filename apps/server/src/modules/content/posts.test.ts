import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp } from '../../test/app.ts';
import { postCreated } from '../../test/requests.ts';
import { createMemberWithRole } from '../../test/roles.ts';

const { start } = setupTestApps();

type Summary = {
  id: number;
  title: string;
  kind: string;
  subType: string | null;
  sliceCursor: string;
  viewCount: number;
};

async function createPost(t: TestApp, cookie: string, fields: Record<string, unknown>) {
  const response = await postCreated(t, '/api/staff/posts', cookie, {
    contentHtml: '<p>Hello</p>',
    ...fields,
  });
  t.clock.advance(60);
  return response.json<{ id: number; contentHtml: string }>();
}

async function readAll(t: TestApp, query: string): Promise<Summary[]> {
  const items: Summary[] = [];
  let cursor = '';
  for (let page = 0; page < 20; page++) {
    const response = await t.get(`/api/posts?size=2&${query}&sliceCursor=${cursor}`);
    expect(response.statusCode, response.body).toBe(200);
    const slice = response.json<{ content: Summary[]; last: boolean }>();
    items.push(...slice.content);
    if (slice.last) return items;
    cursor = slice.content.at(-1)!.sliceCursor;
  }
  throw new Error('paging never reached the last slice');
}

describe('posts', () => {
  it('lists each kind newest first, pages to the end and filters blog posts by category', async () => {
    const t = await start();
    const staff = await createMemberWithRole(t, 'staff');
    for (const [title, subType] of [
      ['Guide one', 'GUIDE'],
      ['News one', 'NEWS'],
      ['Guide two', 'GUIDE'],
      ['Tips one', 'TIPS'],
      ['Guide three', 'GUIDE'],
    ] as const) {
      await createPost(t, staff.cookie, { kind: 'POST', subType, title });
    }
    await createPost(t, staff.cookie, { kind: 'NOTICE', title: 'Notice one' });
    await createPost(t, staff.cookie, { kind: 'EVENT', title: 'Event one' });

    const blog = await readAll(t, '');
    expect(blog.map((post) => post.title)).toEqual([
      'Guide three',
      'Tips one',
      'Guide two',
      'News one',
      'Guide one',
    ]);
    expect(blog.every((post) => post.kind === 'POST')).toBe(true);
    expect((await readAll(t, 'category=guide')).map((post) => post.title)).toEqual([
      'Guide three',
      'Guide two',
      'Guide one',
    ]);
    expect((await readAll(t, 'category=ALL')).length).toBe(5);
    expect((await readAll(t, 'kind=NOTICE')).map((post) => post.title)).toEqual(['Notice one']);
    expect((await readAll(t, 'kind=EVENT')).map((post) => post.title)).toEqual(['Event one']);
    expect(await readAll(t, 'kind=REVIEW')).toEqual([]);
  });

  it('refuses unknown kinds and categories and malformed cursors with 400', async () => {
    const t = await start();
    for (const [query, message] of [
      ['kind=BLOG', 'Unknown kind: BLOG'],
      ['category=GOSSIP', 'Unknown category: GOSSIP'],
      ['sliceCursor=abc', 'Invalid cursor'],
      ['sliceCursor=%3Cscript%3E', 'Invalid cursor'],
    ]) {
      const response = await t.get(`/api/posts?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('counts a view on every read of the detail and answers 404 for an unknown post', async () => {
    const t = await start();
    const staff = await createMemberWithRole(t, 'staff');
    const { id } = await createPost(t, staff.cookie, { kind: 'REVIEW', title: 'Great service' });
    const first = await t.get(`/api/posts/${id}`);
    expect(first.json()).toMatchObject({
      id,
      title: 'Great service',
      viewCount: 1,
      contentHtml: '<p>Hello</p>',
    });
    await t.get(`/api/posts/${id}`);
    await t.inject({ method: 'HEAD', url: `/api/posts/${id}` });
    expect((await t.get(`/api/posts/${id}`)).json().viewCount).toBe(3);
    const staffRead = await t.get(`/api/staff/posts/${id}`, staff.cookie);
    expect(staffRead.json().viewCount).toBe(3);
    expect((await t.get('/api/posts/999999')).statusCode).toBe(404);
    expect((await t.get('/api/posts/abc')).statusCode).toBe(400);
  });

  it('sanitises HTML before storing it, keeping the allowed markup', async () => {
    const t = await start();
    const staff = await createMemberWithRole(t, 'staff');
    const created = await createPost(t, staff.cookie, {
      kind: 'POST',
      subType: 'NEWS',
      title: 'Markup',
      contentHtml:
        '<h2>Title</h2><script>alert(1)</script><p onclick="steal()">Text <a href="javascript:alert(1)">bad</a> ' +
        '<a href="https://example.com" target="_blank">good</a></p><img src="x" onerror="alert(1)">' +
        '<img src="/media/uploads/a.png" alt="ok"><style>p{}</style><iframe src="https://evil.test"></iframe>' +
        '<table><tbody><tr><td>cell</td></tr></tbody></table><blockquote>quote</blockquote><ul><li>item</li></ul>',
    });
    const stored = (await t.get(`/api/posts/${created.id}`)).json().contentHtml as string;
    expect(stored).toBe(created.contentHtml);
    for (const removed of ['<script', 'alert', 'onclick', 'onerror', 'javascript:', '<style', '<iframe']) {
      expect(stored).not.toContain(removed);
    }
    expect(stored).toContain('<h2>Title</h2>');
    expect(stored).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a>',
    );
    expect(stored).toContain('<img src="/media/uploads/a.png" alt="ok" />');
    expect(stored).toContain('<table><tbody><tr><td>cell</td></tr></tbody></table>');
    expect(stored).toContain('<blockquote>quote</blockquote><ul><li>item</li></ul>');
  });

  it('lets staff edit and delete posts, refuses bad bodies, and hides the staff routes from members', async () => {
    const t = await start();
    const staff = await createMemberWithRole(t, 'staff');
    const member = await t.createMember();
    const { id } = await createPost(t, staff.cookie, { kind: 'POST', subType: 'TIPS', title: 'Before' });
    const edited = await t.put(
      `/api/staff/posts/${id}`,
      { kind: 'POST', subType: 'GUIDE', title: 'After', contentHtml: '<p>New</p>' },
      staff.cookie,
    );
    expect(edited.json()).toMatchObject({ id, title: 'After', subType: 'GUIDE', contentHtml: '<p>New</p>' });
    const onlyScript = await t.post(
      '/api/staff/posts',
      { kind: 'NOTICE', title: 'X', contentHtml: '<script>alert(1)</script>' },
      staff.cookie,
    );
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json().message).toBe('Content is required');
    const subTypeOnNotice = await t.post(
      '/api/staff/posts',
      { kind: 'NOTICE', subType: 'NEWS', title: 'X', contentHtml: '<p>x</p>' },
      staff.cookie,
    );
    expect(subTypeOnNotice.json().message).toBe('Only blog posts have a sub-type');
    for (const cookie of [undefined, member.cookie]) {
      const response = await t.post(
        '/api/staff/posts',
        { kind: 'NOTICE', title: 'X', contentHtml: '<p>x</p>' },
        cookie,
      );
      expect(response.statusCode).toBe(404);
    }
    const deleted = await t.delete(`/api/staff/posts/${id}`, staff.cookie);
    expect(deleted.statusCode).toBe(204);
    expect((await t.get(`/api/posts/${id}`)).statusCode).toBe(404);
  });
});
