import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldLabel, mockApi, renderAt } from '../../../test/render.tsx';
import { AddressForm } from './address-form.tsx';

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(fieldLabel(label)), { target: { value } });
}

function chooseCountry(name: string) {
  const input = screen.getByRole('textbox', { name: 'Country' });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: name } });
  fireEvent.click(screen.getByRole('option', { name }));
}

function fillValidAddress() {
  type('Nickname', 'Home');
  chooseCountry('Brazil');
  type('State', 'SP');
  type('City', 'Sao Paulo');
  type('Zip Code', '01000-000');
  type('Address Line 1', 'Rua Augusta 100');
  type('Phone', '+55 11 5555 1234');
  type('Recipient Name', 'Ana Souza');
  type('Recipient Email', 'ana@example.com');
}

describe('address form', () => {
  it('shows the schema messages and keeps what was typed', async () => {
    mockApi({});
    renderAt('/addresses/new', <AddressForm />);
    type('City', 'Sao Paulo');
    type('Nickname', 'x'.repeat(101));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Address nickname is too long (max. 100)')).toBeTruthy();
    expect(screen.getByText('Country is required')).toBeTruthy();
    expect(screen.getByText('Address line 1 is required')).toBeTruthy();
    expect(screen.getByText('Recipient email is required')).toBeTruthy();
    expect((screen.getByLabelText(fieldLabel('City')) as HTMLInputElement).value).toBe('Sao Paulo');
  });

  it('sends the trimmed address with the country code and returns to the profile', async () => {
    const { calls } = mockApi({ 'POST /api/me/addresses': { status: 201, body: { id: 1 } } });
    const { router } = renderAt('/addresses/new', <AddressForm />);
    fillValidAddress();
    type('Nickname', '  Home  ');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    const sent = calls.find((call) => call.key === 'POST /api/me/addresses');
    expect(sent?.body).toMatchObject({ nickname: 'Home', countryCode: 'BR', line2: null, taxId: null });
  });

  it("shows the server's message in an alert and keeps the values on failure", async () => {
    mockApi({
      'POST /api/me/addresses': { status: 400, body: { code: 'BAD_REQUEST', message: 'Too many addresses' } },
    });
    const { router } = renderAt('/addresses/new', <AddressForm />);
    fillValidAddress();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Too many addresses')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/addresses/new');
    expect((screen.getByLabelText(fieldLabel('Nickname')) as HTMLInputElement).value).toBe('Home');
    expect((screen.getByRole('textbox', { name: 'Country' }) as HTMLInputElement).value).toBe('Brazil');
  });
});
