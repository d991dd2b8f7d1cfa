import { ModalsProvider } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSubmitLock, SUBMIT_LOCK_MS } from '../../../lib/submit-lock.ts';
import { savedAddress } from '../../../test/address-fixtures.ts';
import { fieldLabel, mockApi, renderAt } from '../../../test/render.tsx';
import { AddressForm } from './address-form.tsx';

const saved = savedAddress();

afterEach(() => {
  vi.useRealTimers();
  resetSubmitLock();
  notifications.clean();
});

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(fieldLabel(label)), { target: { value } });
}

function chooseCountry(name: string) {
  const input = screen.getByRole('combobox', { name: 'Country' });
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

// Filling a dozen fields in jsdom takes a few seconds on a busy machine.
/** The form editing the saved address, at its edit page, with the dialogs it opens. */
function renderEditForm() {
  return renderAt(
    '/addresses/edit/7',
    <ModalsProvider>
      <AddressForm address={saved} />
    </ModalsProvider>,
  );
}

let hideForm = () => {};

/** The edit page's body as it may redraw itself (a loading state) while the form waits for an answer. */
function PageThatMayRedraw() {
  const [shown, setShown] = useState(true);
  hideForm = () => setShown(false);
  return shown ? <AddressForm address={saved} /> : <p>Loading</p>;
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

  it("checks the recipient's email and phone before sending", async () => {
    const { calls } = mockApi({ 'POST /api/me/addresses': { status: 201, body: { id: 1 } } });
    renderAt('/addresses/new', <AddressForm />);
    fillValidAddress();
    type('Phone', 'abc');
    type('Recipient Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Invalid phone number format')).toBeTruthy();
    expect(screen.getByText('Recipient email is not valid')).toBeTruthy();
    expect(calls.some((call) => call.key === 'POST /api/me/addresses')).toBe(false);
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
    expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLInputElement).value).toBe('Brazil');
  });

  it('puts the server field messages on their fields as well', async () => {
    mockApi({
      'POST /api/me/addresses': {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: 'Phone is too long (max. 20)',
          fieldErrors: { phone: 'Phone is too long (max. 20)' },
        },
      },
    });
    renderAt('/addresses/new', <AddressForm />);
    fillValidAddress();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Phone is too long (max. 20)')).toHaveLength(2);
  });

  it('keeps Submit locked for 3 seconds after a save, even on a form opened again at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ 'PATCH /api/me/addresses/7': { body: saved } });
    const { router } = renderAt('/addresses/edit/7', <AddressForm address={saved} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    cleanup();

    renderAt('/addresses/edit/7', <AddressForm address={saved} />);
    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(SUBMIT_LOCK_MS);
    });
    expect(submit.disabled).toBe(false);
  });

  it('deletes only after confirmation, then returns to the profile', async () => {
    const { calls } = mockApi({ 'DELETE /api/me/addresses/7': { status: 204 } });
    const { router } = renderEditForm();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Address' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.key === 'DELETE /api/me/addresses/7')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Address' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(calls.some((call) => call.key === 'DELETE /api/me/addresses/7')).toBe(true);
  });

  it('returns to the profile after a confirmed delete even if its page stopped showing the form meanwhile', async () => {
    // The browser journey once stayed on the edit page: the return hung on the form still being there.
    const { fetchMock } = mockApi({ 'DELETE /api/me/addresses/7': { status: 204 } });
    const answer = fetchMock.getMockImplementation()!;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'DELETE') await held;
      return answer(input, init);
    });
    const { router } = renderAt(
      '/addresses/edit/7',
      <ModalsProvider>
        <PageThatMayRedraw />
      </ModalsProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete Address' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    act(() => hideForm());
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it("says 'Failed to Delete (message)' when the delete fails and stays on the form", async () => {
    mockApi({
      'DELETE /api/me/addresses/7': {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Resource Not Found' },
      },
    });
    const { router } = renderEditForm();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Address' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to Delete (Resource Not Found)')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/addresses/edit/7');
  });
});
