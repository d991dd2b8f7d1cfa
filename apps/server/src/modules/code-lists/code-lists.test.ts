import { codeLists } from '@fanship/domain/warehouse/code-lists';
import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';

const apps = setupTestApps();

describe('GET /api/code-lists', () => {
  it('serves the forwarding lists with the others, to everyone, cached a minute', async () => {
    const app = await apps.start();
    const response = await app.inject({ method: 'GET', url: '/api/code-lists' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const lists = response.json<ReturnType<typeof codeLists>>();
    expect(lists).toEqual(codeLists());
    expect(lists.albumTypes.map((entry) => [entry.code, entry.size])).toEqual([
      ['SMALL', 'S'],
      ['STANDARD', 'M'],
      ['LARGE', 'L'],
    ]);
    expect(lists.packingTypes.map((entry) => entry.code)).toEqual(['STANDARD', 'KP', 'DOMESTIC']);
    expect(lists.inclusionStatuses.map((entry) => entry.code)).toEqual([
      'SCIL01',
      'SCIL02',
      'SCIL04',
      'SCIL09',
    ]);
    expect(lists.shippingCarriers.map((entry) => entry.code)).toEqual(['KP', 'EMS', 'DHL', 'FEDEX', 'CJ']);
    for (const list of ['keepOptions', 'posterOptions', 'vacuumOptions'] as const) {
      expect(lists[list].length, list).toBeGreaterThan(1);
      expect(
        lists[list].every((entry) => entry.code && entry.label),
        list,
      ).toBe(true);
    }
    expect(lists.incomingCarriers.length).toBeGreaterThan(1);
  });
});
