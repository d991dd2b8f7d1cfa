import type { CreditEntry } from '@fanship/domain/payments/credit-contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { CreditPage } from './credit-page.tsx';

const entry = (fields: Partial<CreditEntry> = {}): CreditEntry => ({
  id: 1,
  transactionType: 'E',
  type: 'ADJUSTMENT',
  value: 7_000,
  reason: 'Sorry for the late parcel',
  sourceCode: null,
  description: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  ...fields,
});

const page = (content: CreditEntry[], fields: Record<string, number> = {}) => ({
  body: { content, currentPage: 1, totalPages: 1, totalElements: content.length, balance: 4_500, ...fields },
});

describe('credit history page', () => {
  it('shows the balance and the entries with their type, category, amount, reason and description', async () => {
    mockApi({
      'GET /api/me/credit-history': page([
        entry({
          id: 2,
          transactionType: 'R',
          type: 'ORDER_PAYMENT',
          value: 2_500,
          reason: 'Order OR2603010001',
          createdAt: '2026-03-02T01:30:00.000Z',
        }),
        entry({ description: 'Parcel OF2603010001 was a week late.' }),
      ]),
    });
    renderAt('/profile/credit', <CreditPage />);
    expect((await screen.findByLabelText('Credit balance')).textContent).toBe('₩4,500');
    const table = await screen.findByRole('table', { name: 'Credit history' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Created', 'Type', 'Category', 'Amount', 'Reason']);
    const rows = within(table).getAllByRole('row').slice(1);
    // Two entries and one description row under the second.
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2026-03-02 10:30 KST', 'Redeem', 'Payment', '-₩2,500', 'Order OR2603010001'],
      ['2026-03-01 18:00 KST', 'Earn', 'Adjustment', '+₩7,000', 'Sorry for the late parcel'],
      ['Parcel OF2603010001 was a week late.'],
    ]);
    // The phone cards carry the same entries.
    const cards = screen.getByLabelText('Credit history entries');
    expect(within(cards).getByText('Parcel OF2603010001 was a week late.')).toBeTruthy();
    expect(within(cards).getByText('-₩2,500')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('pages through the history with the page in the address', async () => {
    const { calls } = mockApi({
      'GET /api/me/credit-history': page([entry()], { totalPages: 3, totalElements: 25 }),
    });
    const { router } = renderAt('/profile/credit', <CreditPage />);
    await screen.findByRole('table', { name: 'Credit history' });
    expect(calls.at(-1)?.search).toBe('?page=1');
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() => expect(calls.at(-1)?.search).toBe('?page=3'));
  });

  it('says when there is no credit history yet', async () => {
    mockApi({ 'GET /api/me/credit-history': page([], { balance: 0 }) });
    renderAt('/profile/credit', <CreditPage />);
    expect(await screen.findByText('No credit history yet.')).toBeTruthy();
    expect(screen.getByLabelText('Credit balance').textContent).toBe('₩0');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the server’s message and a retry when the history fails to load', async () => {
    let attempts = 0;
    mockApi({
      'GET /api/me/credit-history': () => {
        attempts++;
        // The first load and its two retries fail; the member's retry then succeeds.
        return attempts <= 3
          ? {
              status: 503,
              body: { code: 'INTERNAL', message: 'Something went wrong. Please try again later.' },
            }
          : page([entry()]);
      },
    });
    renderAt('/profile/credit', <CreditPage />);
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Credit history' })).toBeTruthy();
  });
});
