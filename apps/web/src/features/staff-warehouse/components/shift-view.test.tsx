import type { IntakeShift } from '@fanship/domain/warehouse/intake-shift';
import { intakeUndoMessages } from '@fanship/domain/warehouse/intake-shift';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { IntakeDesk } from './intake-desk.tsx';

const SHIFT = 'GET /api/staff/intake/shift';
const UNDO = 'POST /api/staff/intake/PK2611260002/undo';

const inFiveMinutes = () => new Date(Date.now() + 5 * 60 * 1000).toISOString();

function shiftOf(undo: IntakeShift['undo']): IntakeShift {
  return {
    day: '2026-11-26',
    count: 2,
    parcels: [
      {
        packageCode: 'PK2611260002',
        trackingNo: 'CJ12345678',
        receivedAt: '2026-11-26T03:04:00.000Z',
        status: 'ARRIVED',
        statusLabel: 'Arrived',
        destination: 'incoming',
        incomingCode: 'IN2611250001',
        member: { code: 'FAN0001', name: 'Mina Park', countryCode: 'US' },
      },
      {
        packageCode: 'PK2611260001',
        trackingNo: 'ZZ12345678',
        receivedAt: '2026-11-26T03:00:00.000Z',
        status: 'UNCLAIMED',
        statusLabel: 'Unclaimed (lost & found)',
        destination: 'pool',
        incomingCode: null,
        member: null,
      },
    ],
    undo,
  };
}

describe('the shift beside the intake desk', () => {
  it('lists today’s parcels newest first with count, member, country and destination, and undoes the last', async () => {
    let undone = false;
    const { calls } = mockApi({
      [SHIFT]: () => ({
        body: undone
          ? { ...shiftOf(null), count: 1, parcels: shiftOf(null).parcels.slice(1) }
          : shiftOf({ packageCode: 'PK2611260002', until: inFiveMinutes() }),
      }),
      [UNDO]: () => {
        undone = true;
        return {
          body: {
            packageCode: 'PK2611260002',
            status: 'VOIDED',
            statusLabel: 'Receive undone',
            incomingCode: 'IN2611250001',
          },
        };
      },
    });
    renderAt('/staff/warehouse/intake', <IntakeDesk />);
    const shift = await screen.findByRole('region', { name: 'Your shift' });
    expect(await within(shift).findByText('2 parcels received today')).toBeTruthy();
    const rows = within(shift).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Received PK2611260002',
      'Received PK2611260001',
    ]);
    expect(rows[0]?.textContent).toContain('12:04');
    expect(rows[0]?.textContent).toContain('Mina Park (FAN0001) · United States · IN2611250001');
    expect(rows[1]?.textContent).toContain('Lost & found');

    fireEvent.click(within(shift).getByRole('button', { name: 'Undo PK2611260002' }));
    expect(await within(shift).findByText('The receive of PK2611260002 was undone.')).toBeTruthy();
    expect(await within(shift).findByText('1 parcel received today')).toBeTruthy();
    expect(calls.filter((call) => call.key === UNDO)).toHaveLength(1);
    expect(within(shift).queryByRole('button', { name: /^Undo PK/ })).toBeNull();
  });

  it('says why the server refused the undo', async () => {
    mockApi({
      [SHIFT]: () => ({ body: shiftOf({ packageCode: 'PK2611260002', until: inFiveMinutes() }) }),
      [UNDO]: () => ({ status: 409, body: { code: 'CONFLICT', message: intakeUndoMessages.changed } }),
    });
    renderAt('/staff/warehouse/intake', <IntakeDesk />);
    fireEvent.click(await screen.findByRole('button', { name: 'Undo PK2611260002' }));
    expect(await screen.findByText(intakeUndoMessages.changed)).toBeTruthy();
  });

  it('offers no undo once its 5 minutes are over', async () => {
    mockApi({
      [SHIFT]: () => ({
        body: shiftOf({ packageCode: 'PK2611260002', until: new Date(Date.now() - 1000).toISOString() }),
      }),
    });
    renderAt('/staff/warehouse/intake', <IntakeDesk />);
    expect(await screen.findByText('2 parcels received today')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Undo PK/ })).toBeNull();
  });
});
