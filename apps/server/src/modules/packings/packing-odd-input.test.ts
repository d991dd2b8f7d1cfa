import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';
import { givePackage } from '../../test/packages.ts';
import { packingBody, packingStep, requestPacking } from '../../test/packings.ts';
import { withStaffAndMember } from '../../test/roles.ts';

const { start } = setupTestApps();

/** Bodies no form sends, around a valid one (`valid`): each must be a 4xx with a message, never a 500. */
const oddBodies = (valid: Record<string, unknown>): unknown[] => [
  null,
  [],
  42,
  'text',
  {},
  { ...valid, targetPackageCodes: [{}] },
  { ...valid, targetPackageCodes: 'PK1' },
  { ...valid, targetPackageCodes: Array.from({ length: 51 }, (_, i) => `PK${i}`) },
  { ...valid, targetPackageCodes: ['PK2603010001\u202e'] },
  { ...valid, address: 'home' },
  { ...valid, address: { countryCode: 5 } },
  { ...valid, address: { ...(valid.address as object), countryCode: '🇰🇷' } },
  { ...valid, requestType: 'AIRMAIL' },
  { ...valid, priority: 'maybe' },
  { ...valid, freebie: 2 },
  { ...valid, vacuumOption: ['NONE'] },
  { ...valid, memberNote: { text: 'hi' } },
];

const oddResults: unknown[] = [
  null,
  { packages: 'box' },
  { packages: [{}] },
  { packages: [{ weightGrams: -1, widthCm: '1', lengthCm: '1', heightCm: '1' }] },
  { packages: [{ weightGrams: 1000, widthCm: 'wide', lengthCm: '1', heightCm: '1' }] },
  { packages: [{ weightGrams: 1000, widthCm: '1', lengthCm: '1', heightCm: '1' }], vacuumBags: 1.5 },
  { packages: [{ weightGrams: 1000, widthCm: '1', lengthCm: '1', heightCm: '1' }], vacuumBags: 'two' },
  { packages: [{ weightGrams: 1000, widthCm: '1', lengthCm: '1', heightCm: '1' }], vacuumBags: 1e9 },
];

function expectRefusal(response: { statusCode: number; json(): { message: unknown } }, label: string) {
  expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, label).toBeLessThan(500);
  expect(response.json().message, label).toEqual(expect.any(String));
}

describe('odd input on the packing routes', () => {
  it('answers every odd body of the create, the edit and the staff’s boxes with a 4xx, never a 500', async () => {
    const t = await start();
    const { staff, member } = await withStaffAndMember(t);
    const pkg = await givePackage(t, member);
    const valid = packingBody([pkg.code]);
    const code = await requestPacking(t, member, valid);
    for (const body of oddBodies(valid)) {
      for (const [method, url] of [
        ['POST', '/api/packing-services/request'],
        ['PATCH', `/api/packing-services/${code}`],
      ] as const) {
        const response = await t.inject({
          method,
          url,
          cookie: member.cookie,
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
        expectRefusal(response, `${method} ${JSON.stringify(body)?.slice(0, 80)}`);
      }
    }
    expect((await packingStep(t, staff, code, 'start')).statusCode).toBe(200);
    for (const body of oddResults) {
      const response = await t.inject({
        method: 'POST',
        url: `/api/staff/requests/packing/${code}/results`,
        cookie: staff.cookie,
        payload: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      expectRefusal(response, `results ${JSON.stringify(body)}`);
    }
  });
});
