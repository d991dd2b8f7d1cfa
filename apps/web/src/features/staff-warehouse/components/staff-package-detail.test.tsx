import type { StaffPackageDetail } from '@fanship/domain/warehouse/intake';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldLabel, mockApi, renderAt } from '../../../test/render.tsx';
import { StaffPackageDetailPage } from './staff-package-detail.tsx';

const CODE = 'PK2603010001';
const DETAIL = `GET /api/staff/packages/${CODE}`;

function detail(overrides: Partial<StaffPackageDetail> = {}): StaffPackageDetail {
  return {
    code: CODE,
    type: 'R',
    status: 'ARRIVED',
    statusLabel: 'Arrived',
    createdAt: '2026-03-01T01:00:00.000Z',
    name: null,
    trackingNo: 'CJ123',
    carrierName: 'CJ',
    receiverName: null,
    weightGrams: 1_250,
    widthTenths: 305,
    lengthTenths: 200,
    heightTenths: 100,
    memberNote: null,
    staffNote: 'Box dented',
    tags: [],
    sourceCode: 'IN2603010001',
    incomingCode: 'IN2603010001',
    owner: { code: 'FAN0001', name: 'Mina Park', email: 'mina@example.com' },
    items: [
      {
        id: 1,
        name: 'Mini album',
        categoryCode: 'ALBUM',
        unitPriceKrw: 20_000,
        quantity: 2,
        memberNote: null,
      },
    ],
    images: [],
    videos: [],
    storage: {
      startedAt: '2026-03-01T01:00:00.000Z',
      endedAt: null,
      freeDays: 45,
      daysStored: 1,
      daysLeft: 44,
      lastFreeDay: '2026-04-14',
      warning: false,
      chargeableDays: 0,
      feeKrw: 0,
    },
    history: [
      {
        event: 'CREATED',
        fromStatus: null,
        toStatus: 'ARRIVED',
        toLabel: 'Arrived',
        actor: 'staff',
        actorName: 'Staff Person (STAFF01)',
        note: 'Arrived for IN2603010001',
        createdAt: '2026-03-01T01:00:00.000Z',
      },
    ],
    moves: [
      { to: 'PARTIALLY_ARRIVED', action: 'Mark items missing' },
      { to: 'DISPOSED', action: 'Dispose' },
    ],
    disposalBlocker: 'The member has not been told yet that the storage fee started (no recorded notice).',
    photoRoom: 10,
    ...overrides,
  };
}

describe('staff package page', () => {
  it('shows the package with its owner, storage and history, and why it cannot be disposed of yet', async () => {
    mockApi({ [DETAIL]: () => ({ body: detail() }) });
    renderAt(`/staff/packages/${CODE}`, <StaffPackageDetailPage code={CODE} />);
    expect(await screen.findByRole('heading', { name: `[Package] ${CODE}` })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Mina Park \(FAN0001\)/ }).getAttribute('href')).toBe(
      '/staff/members/FAN0001',
    );
    expect(screen.getByText(/Day 1 of 45 free · 44 free days left \(until 2026-04-14\)/)).toBeTruthy();
    expect(screen.getByText('Arrived for IN2603010001')).toBeTruthy();
    expect(screen.getByText(/by Staff Person \(STAFF01\)/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Dispose' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('note').textContent).toBe(
      'Dispose: The member has not been told yet that the storage fee started (no recorded notice).',
    );
    expect(screen.queryByRole('button', { name: 'All items arrived' })).toBeNull();
  });

  it('changes the status with a reason, and shows a refusal in the dialog', async () => {
    let answer: { status?: number; body: unknown } = {
      status: 409,
      body: {
        code: 'CONFLICT',
        message: 'This package was changed in the meantime. Reload it to see its current status.',
      },
    };
    let current = detail();
    const { calls } = mockApi({
      [DETAIL]: () => ({ body: current }),
      [`POST /api/staff/packages/${CODE}/status`]: () => answer,
    });
    renderAt(`/staff/packages/${CODE}`, <StaffPackageDetailPage code={CODE} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog');
    // Nothing is chosen at first, and the submit waits for a choice.
    const newStatus = within(dialog)
      .getAllByLabelText(fieldLabel('New status'))
      .find((element) => element.tagName === 'INPUT') as HTMLInputElement;
    expect(newStatus.value).toBe('');
    const submit = within(dialog).getByRole('button', { name: 'Change status' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(newStatus);
    fireEvent.click(
      await within(dialog).findByRole('option', {
        name: 'Mark items missing (PARTIALLY_ARRIVED)',
        hidden: true,
      }),
    );
    expect(submit.disabled).toBe(false);
    // A routine move: the submit is not red (red is for cancel, dispose, refund).
    expect(submit.getAttribute('style') ?? '').not.toContain('red');
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(fieldLabel('Reason')), {
      target: { value: 'Two cards missing' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(await within(dialog).findByText(/changed in the meantime/)).toBeTruthy();
    expect(calls.find((call) => call.key.startsWith('POST'))?.body).toEqual({
      to: 'PARTIALLY_ARRIVED',
      reason: 'Two cards missing',
    });

    current = detail({ status: 'PARTIALLY_ARRIVED', statusLabel: 'Partially arrived' });
    answer = { body: current };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(await screen.findByRole('button', { name: 'All items arrived' })).toBeTruthy();
  });
});
