import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../test/app.ts';
import { createMemberWithRole } from '../test/roles.ts';

const { start } = setupTestApps();

// Issue 7, finding 5: ten parallel creates with one code answered 201 409 500 500 ... on PostgreSQL: the
// pre-check passed for several and the unique index refused all but one, unmapped. Now every loser gets 409.
describe('parallel creates of one code', () => {
  it('answer one 201 and 409s naming the field, for artist groups and artist members', async () => {
    const t = await start();
    const { cookie } = await createMemberWithRole(t, 'staff');
    const groups = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.post('/api/staff/artist-groups', { code: 'RACE', name: 'Race', type: 'G' }, cookie),
      ),
    );
    expect(groups.map((response) => response.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    for (const response of groups.filter((each) => each.statusCode === 409)) {
      expect(Object.keys(response.json().fieldErrors)).toEqual(['code']);
    }

    const members = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.post('/api/staff/artist-groups/RACE/members', { code: 'RACE-ONE', name: 'One' }, cookie),
      ),
    );
    expect(members.map((response) => response.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
  });
});
