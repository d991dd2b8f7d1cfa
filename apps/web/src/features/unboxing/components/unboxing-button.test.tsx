import { unboxingMessages } from '@fanship/domain/warehouse/unboxing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSubmitLock } from '../../../lib/submit-lock.ts';
import { fieldLabel, mockApi, renderAt } from '../../../test/render.tsx';
import { unboxingRequest } from '../../../test/unboxing-fixtures.ts';
import { UnboxingButton } from './unboxing-button.tsx';

const rate = { body: { baseRate: 1_000, wiseRate: 1_000 } };
const arrived = {
  code: 'PK2603010001',
  type: 'R',
  status: 'ARRIVED',
  videoCount: 0,
  tags: [] as string[],
  weightGrams: 1_200,
};

const unboxing = unboxingRequest({ packageCode: arrived.code });

const unboxingPath = `/api/packages/${arrived.code}/unboxing`;

async function openModal(label: RegExp | string) {
  fireEvent.click(screen.getByRole('button', { name: label }));
  return within(await screen.findByRole('dialog', { name: 'Request Unboxing Video' }));
}

beforeEach(() => resetSubmitLock());

describe('unboxing button', () => {
  it('shows nothing where no unboxing may be asked', () => {
    mockApi({});
    for (const pkg of [
      { ...arrived, type: 'F' },
      { ...arrived, videoCount: 1 },
      { ...arrived, status: 'PACKED' },
    ]) {
      const { container, unmount } = renderAt('/', <UnboxingButton pkg={pkg} />);
      expect(container.querySelector('button')).toBeNull();
      unmount();
    }
  });

  it('labels the button by the package: FREE for BUNJANG, the hint when partially arrived', async () => {
    mockApi({ 'GET /api/exchange-rates/current': rate });
    renderAt('/', <UnboxingButton pkg={{ ...arrived, status: 'PARTIALLY_ARRIVED', tags: ['BUNJANG'] }} />);
    expect(screen.getByRole('button', { name: /FREE/ }).textContent).toBe('FREE');
    expect(
      screen.getByText('Please request unboxing to update the item information correctly.'),
    ).toBeTruthy();
    const modal = await openModal(/FREE/);
    expect(modal.getByText('FREE')).toBeTruthy();
    expect(modal.queryByRole('region', { name: 'Unboxing fee' })).toBeNull();
  });

  it('requests: the fee live, Submit disabled until valid, the agreement message, then PUT', async () => {
    const { calls } = mockApi({
      'GET /api/exchange-rates/current': rate,
      [`PUT ${unboxingPath}`]: { body: unboxing },
    });
    renderAt('/', <UnboxingButton pkg={arrived} />);
    expect(screen.getByRole('button', { name: /Request/ }).textContent).toBe('Request');
    const modal = await openModal(/Request/);
    const fees = within(modal.getByRole('region', { name: 'Unboxing fee' }));
    expect(fees.getByText('Unboxing video')).toBeTruthy();
    await waitFor(() => expect(fees.getAllByText('$2.50 (₩2,500)')).toHaveLength(2));
    const submit = modal.getByRole('button', { name: 'Submit' });
    expect(submit.hasAttribute('disabled')).toBe(true);

    fireEvent.click(modal.getByRole('checkbox', { name: /Priority unboxing/ }));
    await waitFor(() => expect(fees.getByText('$7.50 (₩7,500)')).toBeTruthy());
    expect(fees.getByText('Priority unboxing')).toBeTruthy();

    const agreement = modal.getByRole('checkbox', { name: 'I have read and understood the disclaimer' });
    fireEvent.click(agreement);
    fireEvent.click(agreement);
    fireEvent.blur(agreement);
    expect(await modal.findByText(unboxingMessages.agreementRequired)).toBeTruthy();
    fireEvent.click(agreement);
    const note = modal.getByRole('textbox', { name: fieldLabel('Note') });
    fireEvent.change(note, { target: { value: 'Film the photocards' } });
    fireEvent.blur(note);
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(calls.some((call) => call.key === `PUT ${unboxingPath}`)).toBe(true));
    expect(calls.find((call) => call.key === `PUT ${unboxingPath}`)?.body).toEqual({
      priority: true,
      memberNote: 'Film the photocards',
      agreement: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal in the modal and keeps the input", async () => {
    mockApi({
      'GET /api/exchange-rates/current': rate,
      [`PUT ${unboxingPath}`]: {
        status: 409,
        body: { code: 'CONFLICT', message: unboxingMessages.notRequestable },
      },
    });
    renderAt('/', <UnboxingButton pkg={arrived} />);
    const modal = await openModal(/Request/);
    fireEvent.click(modal.getByRole('checkbox', { name: 'I have read and understood the disclaimer' }));
    const note = modal.getByRole('textbox', { name: fieldLabel('Note') });
    fireEvent.change(note, { target: { value: 'Keep me' } });
    const submit = modal.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    fireEvent.click(submit);
    expect(await modal.findByText(unboxingMessages.notRequestable)).toBeTruthy();
    expect((note as HTMLTextAreaElement).value).toBe('Keep me');
    expect(screen.getByRole('dialog', { name: 'Request Unboxing Video' })).toBeTruthy();
  });

  it('views a requested unboxing and cancels it after confirming', async () => {
    const { calls } = mockApi({
      'GET /api/exchange-rates/current': rate,
      [`GET ${unboxingPath}`]: { body: unboxing },
      [`DELETE ${unboxingPath}`]: { body: { ...unboxing, status: 'SCUN09', cancellable: false } },
    });
    renderAt('/', <UnboxingButton pkg={{ ...arrived, status: 'UNBOXING_REQUEST' }} />);
    const modal = await openModal(/Cancel Request/);
    expect(await modal.findByText('Film the photocards')).toBeTruthy();
    expect(modal.getByText('Requested')).toBeTruthy();
    expect(modal.getByText(/Priority \(within 2 business days\)/)).toBeTruthy();
    fireEvent.click(modal.getByRole('button', { name: 'Cancel Request' }));
    expect(modal.getByText('Cancel this unboxing request?')).toBeTruthy();
    expect(calls.some((call) => call.key.startsWith('DELETE'))).toBe(false);
    fireEvent.click(modal.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(calls.some((call) => call.key === `DELETE ${unboxingPath}`)).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no cancel once staff have started', async () => {
    mockApi({
      'GET /api/exchange-rates/current': rate,
      [`GET ${unboxingPath}`]: {
        body: { ...unboxing, status: 'SCUN02', statusLabel: 'Processing', cancellable: false },
      },
    });
    renderAt('/', <UnboxingButton pkg={{ ...arrived, status: 'UNBOXING_PROCESSING' }} />);
    const modal = await openModal(/Cancel Request/);
    expect(await modal.findByText('Processing')).toBeTruthy();
    expect(modal.getByRole('button', { name: 'Cancel Request' }).hasAttribute('disabled')).toBe(true);
    expect(modal.getByText('Staff have started this unboxing: it can no longer be cancelled.')).toBeTruthy();
  });
});
