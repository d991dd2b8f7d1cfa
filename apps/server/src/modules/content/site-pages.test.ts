import { ensureSitePages } from '@fanship/db/seed-content';
import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';
import { createMemberWithRole } from '../../test/roles.ts';

const { start } = setupTestApps();

describe('site pages (terms of use, privacy policy)', () => {
  it('answers the seeded terms and privacy policy to anyone, and 404 for other slugs', async () => {
    const t = await start();
    await ensureSitePages(t.database.db);
    const terms = await t.get('/api/pages/terms');
    expect(terms.statusCode, terms.body).toBe(200);
    expect(terms.json()).toMatchObject({ slug: 'terms', title: 'Terms of use' });
    expect(terms.json().contentHtml).toContain('customs duties');
    const privacy = await t.get('/api/pages/privacy');
    expect(privacy.json()).toMatchObject({ slug: 'privacy', title: 'Privacy policy' });
    expect(privacy.json().contentHtml).toContain('We do not sell personal data');
    expect((await t.get('/api/pages/cookies')).statusCode).toBe(404);
  });

  it('lets content staff edit a page (sanitised), keeps the edit over a later seed, and hides it from others', async () => {
    const t = await start();
    await ensureSitePages(t.database.db);
    const staff = await createMemberWithRole(t, 'staff');
    const listed = await t.get('/api/staff/pages', staff.cookie);
    expect(listed.json().map((page: { slug: string }) => page.slug)).toEqual(['privacy', 'terms']);
    const body = { title: 'Terms of use (2027)', contentHtml: '<p>New terms</p><script>alert(1)</script>' };
    const edited = await t.put('/api/staff/pages/terms', body, staff.cookie);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Terms of use (2027)', contentHtml: '<p>New terms</p>' });
    await ensureSitePages(t.database.db);
    expect((await t.get('/api/pages/terms')).json()).toMatchObject({
      title: 'Terms of use (2027)',
      contentHtml: '<p>New terms</p>',
    });
    const blank = await t.put('/api/staff/pages/terms', { title: ' ', contentHtml: '' }, staff.cookie);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toEqual({
      title: 'Title is required',
      contentHtml: 'Content is required',
    });
    expect((await t.put('/api/staff/pages/cookies', body, staff.cookie)).statusCode).toBe(404);
    const member = await t.createMember();
    for (const cookie of [undefined, member.cookie]) {
      expect((await t.put('/api/staff/pages/terms', body, cookie)).statusCode).toBe(404);
    }
  });
});
