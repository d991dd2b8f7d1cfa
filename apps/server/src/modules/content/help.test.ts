import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';
import { createMemberWithRole } from '../../test/roles.ts';

const { start } = setupTestApps();

describe('help', () => {
  it('answers categories in position order with their topics in order and FAQs', async () => {
    const t = await start();
    const staff = await createMemberWithRole(t, 'staff');
    const post = (url: string, payload: Record<string, unknown>) =>
      t.inject({ method: 'POST', url: `/api/staff/help/${url}`, cookie: staff.cookie, payload });
    const shipping = (await post('categories', { slug: 'shipping', title: 'Shipping', position: 2 })).json();
    const start_ = (
      await post('categories', { slug: 'getting-started', title: 'Getting started', position: 1 })
    ).json();
    await post('topics', {
      categoryId: shipping.id,
      title: 'Carriers',
      contentMarkdown: '**EMS**',
      position: 2,
    });
    const packing = await post('topics', {
      categoryId: shipping.id,
      title: 'Packing',
      contentMarkdown: '<script>kept as text</script>',
      position: 1,
      faqs: [{ question: 'Vacuum?', answerMarkdown: '6,500 won per bag' }],
    });
    expect(packing.statusCode, packing.body).toBe(201);
    const help = await t.inject({ method: 'GET', url: '/api/help' });
    expect(help.statusCode).toBe(200);
    expect(help.json()).toEqual([
      { id: start_.id, slug: 'getting-started', title: 'Getting started', topics: [] },
      {
        id: shipping.id,
        slug: 'shipping',
        title: 'Shipping',
        topics: [
          {
            id: packing.json().id,
            title: 'Packing',
            contentMarkdown: '<script>kept as text</script>',
            faqs: [{ question: 'Vacuum?', answerMarkdown: '6,500 won per bag' }],
          },
          expect.objectContaining({ title: 'Carriers', contentMarkdown: '**EMS**', faqs: [] }),
        ],
      },
    ]);
  });

  it('validates staff input, refuses a taken slug and an unknown category, and edits and deletes', async () => {
    const t = await start();
    const staff = await createMemberWithRole(t, 'staff');
    const cookie = staff.cookie;
    const created = await t.inject({
      method: 'POST',
      url: '/api/staff/help/categories',
      cookie,
      payload: { slug: 'account', title: 'Account' },
    });
    const id = created.json().id;
    const badSlug = await t.inject({
      method: 'POST',
      url: '/api/staff/help/categories',
      cookie,
      payload: { slug: 'Bad Slug', title: 'X' },
    });
    expect(badSlug.json().message).toBe(
      'Slug may contain only lower-case letters, numbers and single hyphens',
    );
    const taken = await t.inject({
      method: 'POST',
      url: '/api/staff/help/categories',
      cookie,
      payload: { slug: 'account', title: 'Again' },
    });
    expect(taken.statusCode).toBe(409);
    const orphan = await t.inject({
      method: 'POST',
      url: '/api/staff/help/topics',
      cookie,
      payload: { categoryId: 999, title: 'Lost' },
    });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().fieldErrors).toEqual({ categoryId: 'Unknown category' });
    const renamed = await t.inject({
      method: 'PATCH',
      url: `/api/staff/help/categories/${id}`,
      cookie,
      payload: { slug: 'account', title: 'My account', position: 3 },
    });
    expect(renamed.json()).toMatchObject({ id, title: 'My account', position: 3, topics: [] });
    const member = await t.createMember();
    expect(
      (await t.inject({ method: 'GET', url: '/api/staff/help/categories', cookie: member.cookie }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.inject({ method: 'DELETE', url: `/api/staff/help/categories/${id}`, cookie })).statusCode,
    ).toBe(204);
    expect((await t.inject({ method: 'GET', url: '/api/help' })).json()).toEqual([]);
  });
});
