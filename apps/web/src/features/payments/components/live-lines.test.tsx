import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chargeFixture, feeFixture, previewFixture } from '../../../test/payment-fixtures.ts';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { ChargesList } from './charges-list.tsx';

const CODE = 'SH2603010001';
/**
 * A shipping awaiting payment as `/charges` and the preview answer it: its stored carrier line, and the storage
 * line the server counts live at the moment it answers (kind STORAGE, not stored yet: unpaid, dated now).
 */
const shipping = chargeFixture({
  targetCode: CODE,
  type: 'SHIPPING',
  summary: 'EMS · 2 packages',
  fees: [
    feeFixture({ name: 'Carrier rate', amount: 20_000, originTargetCode: CODE }),
    feeFixture({
      name: 'Storage (12 days)',
      amount: 18_000,
      originTargetCode: CODE,
      createdAt: new Date().toISOString(),
    }),
  ],
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The fee row showing `name`, read as its label and amount. */
function feeRow(scope: ReturnType<typeof within>, name: string): string | null {
  return scope.getByText(name).closest('[data-fee-status]')?.textContent ?? null;
}

describe('lines counted live (a shipping’s storage)', () => {
  it('lists a storage line on /charges and in the payment preview like any other fee, in the totals', async () => {
    const { calls } = mockApi({
      'GET /api/charges': { body: [shipping] },
      'POST /api/orders/preview': {
        body: previewFixture([shipping], { amountsUsd: { WISE: 3_800, PAYPAL: 4_350, CARD: 3_980 } }),
      },
    });
    renderAt('/charges', <ChargesList />);
    const charge = within(await screen.findByRole('article', { name: `Charge ${CODE}` }));
    expect(feeRow(charge, 'Storage (12 days)')).toBe('Storage (12 days)₩18,000');
    expect(feeRow(charge, 'Carrier rate')).toBe('Carrier rate₩20,000');
    expect(
      charge.getByText('Storage (12 days)').closest('[data-fee-status]')?.getAttribute('data-fee-status'),
    ).toBe('UNPAID');

    fireEvent.click(charge.getByRole('checkbox', { name: `Select ${CODE}` }));
    const summary = screen.getByTestId('selection-summary');
    expect(summary.textContent).toContain('₩38,000');
    fireEvent.click(within(summary).getByRole('button', { name: 'Pay Now' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Payment Detail' }));
    const target = within(await dialog.findByRole('region', { name: CODE }));
    expect(feeRow(target, 'Storage (12 days)')).toBe('Storage (12 days)₩18,000');
    expect(feeRow(target, 'Carrier rate')).toBe('Carrier rate₩20,000');
    expect(target.queryByText('Pending')).toBeNull();
    expect(dialog.getByRole('button', { name: 'Pay' })).toBeTruthy();
    expect(calls.find((call) => call.key === 'POST /api/orders/preview')?.body).toMatchObject({
      targets: [{ code: CODE, type: 'SHIPPING' }],
    });
  });
});
