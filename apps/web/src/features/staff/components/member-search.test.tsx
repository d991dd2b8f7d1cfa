import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { MemberSearch } from './member-search.tsx';

describe('staff member search', () => {
  it('shows when each member joined with the time (KST), in the table and on the phone card', async () => {
    mockApi({
      'GET /api/staff/members': {
        body: [
          {
            code: 'FAN0001',
            firstName: 'Mina',
            lastName: 'Park',
            email: 'mina@example.com',
            countryCode: 'US',
            role: 'member',
            createdAt: '2026-11-24T01:05:00.000Z',
          },
        ],
      },
    });
    renderAt('/staff/members?query=mina', <MemberSearch />);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Joined (KST)' })).toBeTruthy();
    expect(within(table).getByText('2026-11-24 10:05 KST')).toBeTruthy();
    expect(screen.getByText('Joined 2026-11-24 10:05 KST')).toBeTruthy();
  });
});
