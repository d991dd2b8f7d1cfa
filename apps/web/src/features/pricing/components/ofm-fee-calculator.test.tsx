import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldLabel, mockApi, renderAt } from '../../../test/render.tsx';
import { OfmFeeCalculator } from './ofm-fee-calculator.tsx';

const rate = { baseRate: 1400, wiseRate: 1380, createdAt: '2025-03-01T00:00:00Z' };

const typeSelect = () => screen.getByRole('combobox', { name: fieldLabel('OFM Type') }) as HTMLSelectElement;

function chooseType(label: string) {
  const option = within(typeSelect()).getByRole('option', { name: label }) as HTMLOptionElement;
  fireEvent.change(typeSelect(), { target: { value: option.value } });
}

function calculate(orderValue: string) {
  fireEvent.change(screen.getByLabelText(fieldLabel('Order Value')), { target: { value: orderValue } });
  fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
}

describe('OFM fee calculator', () => {
  it('shows the spec messages for a missing type, a missing value and an invalid value', async () => {
    mockApi({ 'GET /api/exchange-rates/current': { body: rate } });
    renderAt('/price-overview#ofm', <OfmFeeCalculator />);
    calculate('');
    expect(await screen.findByText('OFM Type is required')).toBeTruthy();
    expect(screen.getByText('Order Value is required')).toBeTruthy();
    calculate('12abc');
    expect(await screen.findByText('Order Value should be a valid number')).toBeTruthy();
    expect((screen.getByLabelText(fieldLabel('Order Value')) as HTMLInputElement).value).toBe('12abc');
    for (const value of ['0', '-5', '1.5']) {
      calculate(value);
      expect(await screen.findByText('Order Value should be a valid number')).toBeTruthy();
    }
  });

  it('offers the five member types, not the shop purchase type', () => {
    mockApi({ 'GET /api/exchange-rates/current': { body: rate } });
    renderAt('/price-overview#ofm', <OfmFeeCalculator />);
    // The browser's own list: its first entry asks for a choice and cannot be chosen.
    const options = within(typeSelect()).getAllByRole('option') as HTMLOptionElement[];
    expect(options[0]?.disabled).toBe(true);
    expect(typeSelect().value).toBe('');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose a type',
      'Online purchase (regular)',
      'Online purchase (priority)',
      'Bunjang (second-hand marketplace)',
      'Proxy fansign',
      'Offline purchase',
    ]);
  });

  it('hides the last result when the form turns invalid', async () => {
    mockApi({ 'GET /api/exchange-rates/current': { body: rate } });
    renderAt('/price-overview#ofm', <OfmFeeCalculator />);
    chooseType('Bunjang (second-hand marketplace)');
    calculate('100000');
    const result = await screen.findByLabelText('OFM fee result');
    expect(within(result).getByRole('row', { name: /^Total fees ₩13,000$/ })).toBeTruthy();
    calculate('abc');
    expect(await screen.findByText('Order Value should be a valid number')).toBeTruthy();
    expect(screen.queryByLabelText('OFM fee result')).toBeNull();
  });

  it('itemises ₩7,000 under ₩100,000 and ₩4,000 from ₩100,000, with the prepayment in USD per payment method', async () => {
    mockApi({ 'GET /api/exchange-rates/current': { body: rate } });
    renderAt('/price-overview#ofm', <OfmFeeCalculator />);
    chooseType('Online purchase (regular)');
    calculate('99,999');
    const first = await screen.findByLabelText('OFM fee result');
    expect(within(first).getByText('Order value under ₩100,000: ₩7,000')).toBeTruthy();
    // The prepayment of one shop, as the OFM form and Payment Detail ask it: ₩99,999 + ₩4,000 shipping + ₩7,000.
    expect(
      within(first).getByRole('row', { name: /^Domestic shipping About ₩4,000 from the shop/ }),
    ).toBeTruthy();
    expect(within(first).getByRole('row', { name: 'Prepayment with the order value ₩110,999' })).toBeTruthy();
    const usd = await within(first).findByRole('table', { name: 'Amount to pay in USD' });
    expect(within(usd).getByRole('row', { name: 'Bank transfer (Wise) $80.43' })).toBeTruthy();
    expect(within(usd).getByRole('row', { name: 'PayPal $90.46' })).toBeTruthy();
    expect(within(usd).getByRole('row', { name: 'Card $83.02' })).toBeTruthy();

    calculate('100000');
    expect(await screen.findByText('Order value ₩100,000 to ₩300,000: ₩4,000')).toBeTruthy();
    expect(screen.queryByText('Order value under ₩100,000: ₩7,000')).toBeNull();
    expect(screen.getByRole('row', { name: 'Prepayment with the order value ₩108,000' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Bank transfer (Wise) $78.26' })).toBeTruthy();
  });

  it('adds the priority fee as its own line', async () => {
    mockApi({ 'GET /api/exchange-rates/current': { body: rate } });
    renderAt('/price-overview#ofm', <OfmFeeCalculator />);
    chooseType('Online purchase (priority)');
    calculate('350000');
    expect(await screen.findByText('Order value above ₩300,000: free')).toBeTruthy();
    expect(screen.getByText('Priority purchase within 24 hours: ₩15,000')).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Prepayment with the order value ₩369,000' })).toBeTruthy();
  });

  it('prepays no domestic shipping for an offline visit', async () => {
    mockApi({ 'GET /api/exchange-rates/current': { body: rate } });
    renderAt('/price-overview#ofm', <OfmFeeCalculator />);
    chooseType('Offline purchase');
    calculate('50000');
    const result = await screen.findByLabelText('OFM fee result');
    expect(within(result).queryByText('Domestic shipping')).toBeNull();
    expect(within(result).getByRole('row', { name: 'Prepayment with the order value ₩81,500' })).toBeTruthy();
  });
});
