import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';
import { createMemberWithRole } from '../../test/roles.ts';

const { start } = setupTestApps();

describe('help', () => {
  it('answers categories in position order with their topics in order and FAQs', async () => {
    const t = await start();
    const staff = await createMemberWithRole(t, 'staff');
    const post = (url: string, payload: Record<string, unknown>) =>
      t.post(`/api/staff/help/${url}`, payload, staff.cookie);
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
    const help = await t.get('/api/help');
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
    const created = await t.post('/api/staff/help/categories', { slug: 'account', title: 'Account' }, cookie);
    const id = created.json().id;
    const badSlug = await t.post('/api/staff/help/categories', { slug: 'Bad Slug', title: 'X' }, cookie);
    expect(badSlug.json().message).toBe(
      'Slug may contain only lower-case letters, numbers and single hyphens',
    );
    const taken = await t.post('/api/staff/help/categories', { slug: 'account', title: 'Again' }, cookie);
    expect(taken.statusCode).toBe(409);
    const orphan = await t.post('/api/staff/help/topics', { categoryId: 999, title: 'Lost' }, cookie);
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().fieldErrors).toEqual({ categoryId: 'Unknown category' });
    const renamed = await t.patch(
      `/api/staff/help/categories/${id}`,
      { slug: 'account', title: 'My account', position: 3 },
      cookie,
    );
    expect(renamed.json()).toMatchObject({ id, title: 'My account', position: 3, topics: [] });
    const member = await t.createMember();
    expect((await t.get('/api/staff/help/categories', member.cookie)).statusCode).toBe(404);
    expect((await t.delete(`/api/staff/help/categories/${id}`, cookie)).statusCode).toBe(204);
    expect((await t.get('/api/help')).json()).toEqual([]);
  });
});
