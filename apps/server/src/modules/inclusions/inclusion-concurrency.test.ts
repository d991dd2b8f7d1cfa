import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';
import { cancelInclusion, inclusionStep, pobBody, requestInclusion } from '../../test/inclusions.ts';
import { givePackage, packagePage } from '../../test/packages.ts';
import { withStaffAndMember } from '../../test/roles.ts';

const { start } = setupTestApps();
const DAY = 86_400;

// These matter on PostgreSQL, where the requests really run at once (run it there with TEST_DATABASE_URL); PGlite
// has one connection and serialises them.
describe('inclusions under concurrency', () => {
  it('of 10 cancels at once one wins, and the storage count resumes once, where it stopped', async () => {
    const t = await start();
    const member = await t.createMember();
    const pkg = await givePackage(t, member);
    t.clock.advance(2 * DAY);
    const code = await requestInclusion(t, member, pobBody([pkg.code]));
    t.clock.advance(3 * DAY);
    const responses = await Promise.all(Array.from({ length: 10 }, () => cancelInclusion(t, member, code)));
    expect(responses.filter((response) => response.statusCode === 204)).toHaveLength(1);
    expect(responses.every((response) => [204, 409].includes(response.statusCode))).toBe(true);
    // Stopped on day 2, resumed on day 5: the start moved on by the 3 days stopped, not by 3 per cancel.
    expect(await packagePage(t, member, pkg.code)).toMatchObject({
      status: 'ARRIVED',
      storageStartedAt: '2026-03-04T09:00:00.000Z',
      storageEndedAt: null,
    });
  });

  it('a start racing the member’s cancels: either started with the package held, or cancelled with it back', async () => {
    const t = await start();
    const { staff, member } = await withStaffAndMember(t);
    const pkg = await givePackage(t, member);
    const code = await requestInclusion(t, member, pobBody([pkg.code]));
    const [started, ...cancels] = await Promise.all([
      inclusionStep(t, staff, code, 'start'),
      ...Array.from({ length: 5 }, () => cancelInclusion(t, member, code)),
    ]);
    const cancelled = cancels.filter((response) => response.statusCode === 204).length;
    const after = await packagePage(t, member, pkg.code);
    if (started?.statusCode === 200) {
      expect(cancelled).toBe(0);
      expect(after).toMatchObject({ status: 'IN_SERVICE', storageEndedAt: '2026-03-01T09:00:00.000Z' });
    } else {
      expect(started?.statusCode).toBe(409);
      expect(cancelled).toBe(1);
      expect(after).toMatchObject({ status: 'ARRIVED', storageEndedAt: null });
    }
  });
});
