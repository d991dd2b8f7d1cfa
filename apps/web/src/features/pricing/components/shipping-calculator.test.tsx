import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldLabel, mockApi, renderAt } from '../../../test/render.tsx';
import { ShippingCalculator } from './shipping-calculator.tsx';

const rate = { baseRate: 1400, wiseRate: 1380, createdAt: '2025-03-01T00:00:00Z' };

function chooseCountry(name: string) {
  const input = screen.getByRole('combobox', { name: fieldLabel('Country') });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: name } });
  fireEvent.click(screen.getByRole('option', { name }));
}

function shippingCalls(fetchMock: ReturnType<typeof mockApi>['fetchMock']): string[] {
  return fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.includes('find-shipping-rates'));
}

// The country picker renders every country: under a loaded machine the default 5 s is too tight.
describe('shipping calculator', () => {
  it('shows the spec messages for a missing country and weight', async () => {
    const { fetchMock } = mockApi({});
    renderAt('/price-overview#shipping', <ShippingCalculator />);
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('Country is required')).toBeTruthy();
    expect(screen.getByText('Weight is required')).toBeTruthy();
    expect(shippingCalls(fetchMock)).toEqual([]);
  });

  it('sends grams and ten times each cm, 10 cm (100) for empty sides, and shows the empty message', async () => {
    const { fetchMock } = mockApi({
      'GET /api/exchange-rates/current': { body: rate },
      'GET /api/info/find-shipping-rates': { body: [] },
    });
    renderAt('/price-overview#shipping', <ShippingCalculator />);
    chooseCountry('Brazil');
    fireEvent.change(screen.getByLabelText(fieldLabel('Weight')), { target: { value: '2.5' } });
    fireEvent.change(screen.getByLabelText('Width'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(
      await screen.findByText(
        'No available shipping carriers. Please contact our customer service team.',
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy();
    expect(shippingCalls(fetchMock)).toEqual([
      '/api/info/find-shipping-rates?countryCode=BR&actualWeight=2500&width=300&length=100&height=100',
    ]);
    expect(screen.getByText('2.5 kg')).toBeTruthy();
  });

  it('shows the exact messages for an invalid weight and hides the last result', async () => {
    mockApi({
      'GET /api/exchange-rates/current': { body: rate },
      'GET /api/info/find-shipping-rates': { body: [{ carrier: 'EMS', type: 'EMS', rateKrw: 33000 }] },
    });
    renderAt('/price-overview#shipping', <ShippingCalculator />);
    chooseCountry('Japan');
    const weight = screen.getByLabelText(fieldLabel('Weight'));
    fireEvent.change(weight, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByRole('row', { name: /^EMS ₩33,000/ }, { timeout: 4000 })).toBeTruthy();
    for (const value of ['abc', '0', '-2']) {
      fireEvent.change(weight, { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
      expect(await screen.findByText('Weight should be a valid number')).toBeTruthy();
      expect(screen.queryByRole('row', { name: /^EMS/ })).toBeNull();
    }
    fireEvent.change(weight, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('Weight is required')).toBeTruthy();
  });

  it('lists carriers in KRW and USD with the volumetric billable weight', async () => {
    mockApi({
      'GET /api/exchange-rates/current': { body: rate },
      'GET /api/info/find-shipping-rates': {
        body: [
          { carrier: 'K-Packet', type: 'KP', rateKrw: 18000 },
          { carrier: 'EMS', type: 'EMS', rateKrw: 33000 },
        ],
      },
    });
    renderAt('/price-overview#shipping', <ShippingCalculator />);
    chooseCountry('United States');
    fireEvent.change(screen.getByLabelText(fieldLabel('Weight')), { target: { value: '0.3' } });
    fireEvent.change(screen.getByLabelText('Length'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('Height'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    // 10 × 20 × 20 cm / 5000 = 0.8 kg beats the 0.3 kg actual weight.
    expect(await screen.findByText('0.8 kg', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText(/Actual 0\.3 kg, volumetric 0\.8 kg \(20 × 10 × 20 cm \/ 5000\)/)).toBeTruthy();
    expect(await screen.findByRole('row', { name: 'K-Packet ₩18,000 $12.86' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'EMS ₩33,000 $23.57' })).toBeTruthy();
  });
});
