import { ofmMachine } from '@fanship/domain/requests/status-machines';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../test/render.tsx';
import { defineRequestKind, staffNavSections } from './kind-definition.tsx';

/** A throwaway kind: a configuration and a body, nothing else. */
const config = { machine: { ...ofmMachine, kind: 'sample' }, title: 'Sample', path: '/samples', built: true };
const sampleKind = defineRequestKind<{ note: string }>({
  config,
  staffBody: (detail) => <p>Note: {detail.note}</p>,
});

describe('a kind defined on the web scaffold', () => {
  it("gets its queue under 'Requests' in the staff navigation and query keys by its name", () => {
    expect(staffNavSections([sampleKind])).toEqual([
      { section: 'Requests', links: [{ label: 'Sample', to: '/staff/requests/sample' }] },
    ]);
    expect(sampleKind.keys.list({ page: 1 })).toEqual(['sample', 'list', { page: 1 }]);
  });

  it('gets the shared staff request page with its own body, typed by its detail', async () => {
    mockApi({
      'GET /api/staff/requests/sample/SA1': {
        body: {
          code: 'SA1',
          status: 'SCOM01',
          statusLabel: 'Awaiting payment',
          createdAt: '2026-11-24T01:00:00.000Z',
          member: { code: 'FAN0001', name: 'Mina Park', email: 'mina@example.com' },
          actions: [],
          history: [],
          note: 'fragile',
        },
      },
    });
    renderAt('/staff/requests/sample/SA1', sampleKind.staffPage('SA1'));
    expect(await screen.findByText('Note: fragile')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '[Sample] SA1' })).toBeTruthy();
  });
});
