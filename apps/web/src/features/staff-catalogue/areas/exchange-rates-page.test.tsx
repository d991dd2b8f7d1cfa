import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt, typeInto } from '../../../test/render.tsx';
import { ExchangeRatesPage } from './exchange-rates-page.tsx';

const history = [
  {
    id: 3,
    baseRate: 1_400,
    wiseRate: 1_390,
    createdAt: '2026-03-01T09:00:00.000Z',
    setBy: 'ADMIN01',
  },
];

function answers() {
  return {
    'GET /api/auth/session': { body: { member: { code: 'ADMIN01', role: 'admin' }, isExpired: false } },
    'GET /api/staff/exchange-rates': { body: history },
    'GET /api/staff/exchange-rates/bounds': { body: { min: 700, max: 2_500 } },
    'GET /api/shop-products': {
      body: {
        content: [{ id: 1, name: 'Light stick v3', priceKrw: 70_000, sliceCursor: 'x' }],
        last: false,
      },
    },
    'POST /api/staff/exchange-rates': { status: 201, body: { ...history[0], id: 4 } },
  };
}

describe('exchange rates page', () => {
  it('refuses rates outside the band on their fields and sends nothing', async () => {
    const { calls } = mockApi(answers());
    renderAt('/staff/exchange-rates', <ExchangeRatesPage />);
    expect(await screen.findByText('Rates from 700 to 2,500 KRW per USD are accepted.')).toBeTruthy();
    typeInto('Base rate (KRW per USD)', '1');
    typeInto('Wise rate (KRW per USD)', '99999999');
    fireEvent.click(screen.getByRole('button', { name: 'Set rates' }));
    await waitFor(() =>
      expect(screen.getAllByText('Exchange rate must be between 700 and 2,500 KRW per USD')).toHaveLength(2),
    );
    expect(calls.some((call) => call.key === 'POST /api/staff/exchange-rates')).toBe(false);
  });

  it('asks before a move of more than 5%, with a product price before and after', async () => {
    const { calls } = mockApi(answers());
    renderAt('/staff/exchange-rates', <ExchangeRatesPage />);
    await screen.findByText('Rates from 700 to 2,500 KRW per USD are accepted.');
    typeInto('Base rate (KRW per USD)', '1750');
    fireEvent.click(screen.getByRole('button', { name: 'Set rates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm a large rate change' });
    expect(within(dialog).getByText('Base rate: 1400 → 1750 (+25.0%)')).toBeTruthy();
    expect(within(dialog).queryByText(/Wise rate/)).toBeNull();
    expect((await within(dialog).findByTestId('sample-price')).textContent?.replace(/\s+/g, ' ')).toBe(
      'Light stick v3 (₩70,000) costs $50.00 now and would cost $40.00.',
    );
    expect(calls.some((call) => call.key === 'POST /api/staff/exchange-rates')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.key === 'POST /api/staff/exchange-rates')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Set rates' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Set these rates' }));
    await waitFor(() =>
      expect(calls.find((call) => call.key === 'POST /api/staff/exchange-rates')?.body).toEqual({
        baseRate: 1_750,
        wiseRate: 1_390,
      }),
    );
  });

  it('saves a move of 5% or less at once', async () => {
    const { calls } = mockApi(answers());
    renderAt('/staff/exchange-rates', <ExchangeRatesPage />);
    await screen.findByText('Rates from 700 to 2,500 KRW per USD are accepted.');
    typeInto('Base rate (KRW per USD)', '1470');
    fireEvent.click(screen.getByRole('button', { name: 'Set rates' }));
    expect(await screen.findByText('Exchange rates saved.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((call) => call.key === 'POST /api/staff/exchange-rates')?.body).toEqual({
      baseRate: 1_470,
      wiseRate: 1_390,
    });
  });
});
