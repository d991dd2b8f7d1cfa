import { requestKind } from '@fanship/domain/requests/request-kinds';
import { codeLists } from '@fanship/domain/warehouse/code-lists';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StaffRequestDetailPage } from '../../../app/staff-request-page.tsx';
import { mockApi, renderAt } from '../../../test/render.tsx';

describe('an incoming in the staff console', () => {
  it('shows the parcel, its items and the package it arrived as, with the generic member part and timeline', async () => {
    const kind = requestKind('incoming');
    if (!kind) throw new Error('the incoming kind is configured');
    expect(kind.built).toBe(true);
    mockApi({
      'GET /api/code-lists': { body: codeLists() },
      'GET /api/staff/requests/incoming/IN2603010001': {
        body: {
          code: 'IN2603010001',
          status: 'SCIN02',
          statusLabel: 'Arrived',
          editable: false,
          cancellable: false,
          createdAt: '2026-03-01T09:00:00.000Z',
          trackingNo: 'CJ1234567890',
          carrierName: 'CJ',
          sellerName: 'Album Shop',
          memberNote: null,
          arrivedPackageCode: 'PK2603010002',
          totalValue: 36_000,
          items: [
            {
              id: 1,
              name: 'Mini album',
              categoryCode: 'ALBUM',
              unitPrice: 18_000,
              quantity: 2,
              amount: 36_000,
              memberNote: null,
            },
          ],
          history: [
            {
              fromStatus: null,
              toStatus: 'SCIN01',
              toLabel: 'Registered',
              actor: 'member',
              reason: null,
              createdAt: '2026-03-01T09:00:00.000Z',
            },
            {
              fromStatus: 'SCIN01',
              toStatus: 'SCIN02',
              toLabel: 'Arrived',
              actor: 'system',
              reason: 'The parcel had already arrived: package PK2603010002.',
              createdAt: '2026-03-01T09:00:00.000Z',
            },
          ],
          member: { code: 'FAN0001', name: 'Mina Park', email: 'mina@example.com' },
          actions: [],
        },
      },
    });
    renderAt(
      '/staff/requests/incoming/IN2603010001',
      <StaffRequestDetailPage kind={kind} code="IN2603010001" />,
    );
    const member = await screen.findByRole('region', { name: 'Member' });
    expect(within(member).getByText('Mina Park')).toBeTruthy();
    expect(screen.getByText('CJ1234567890')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PK2603010002' }).getAttribute('href')).toBe(
      '/packages/PK2603010002',
    );
    const items = screen.getByRole('table', { name: 'Items' });
    expect(within(items).getByText('Mini album')).toBeTruthy();
    await waitFor(() => expect(within(items).getByText('Album')).toBeTruthy());
    expect(screen.getByText('Reason: The parcel had already arrived: package PK2603010002.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull();
  });
});
