import type { CreditEntry } from '@fanship/domain/payments/credit-contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSubmitLock } from '../../../lib/submit-lock.ts';
import { fieldLabel, mockApi, renderAt, typeInto } from '../../../test/render.tsx';
import { MemberCredit } from './member-credit.tsx';

const historyUrl = 'GET /api/staff/members/FAN0001/credit-history';
const adjustUrl = 'POST /api/staff/members/FAN0001/credit';

const entry: CreditEntry = {
  id: 1,
  transactionType: 'E',
  type: 'ADJUSTMENT',
  value: 3_000,
  reason: 'Welcome gift',
  sourceCode: null,
  description: null,
  createdAt: '2026-03-01T09:00:00.000Z',
};

const history = (content: CreditEntry[], balance: number) => ({
  body: { content, currentPage: 1, totalPages: 1, totalElements: content.length, balance },
});

const form = () => screen.getByRole('form', { name: 'Adjust credit' });
const submit = () => fireEvent.click(within(form()).getByRole('button', { name: 'Adjust credit' }));

beforeEach(() => resetSubmitLock());

describe('member credit for staff', () => {
  it("shows the member's balance and history, and asks for an amount and a reason before sending", async () => {
    const { calls } = mockApi({ [historyUrl]: history([entry], 3_000) });
    renderAt('/staff/members/FAN0001', <MemberCredit code="FAN0001" balance={3_000} />);
    const table = await screen.findByRole('table', { name: 'Credit history' });
    expect(within(table).getByText('Welcome gift')).toBeTruthy();
    expect(screen.getByLabelText('Credit balance').textContent).toBe('₩3,000');
    submit();
    expect(await screen.findByText('Reason is required')).toBeTruthy();
    expect(screen.getByText('Amount is required')).toBeTruthy();
    typeInto('Amount (KRW)', '0');
    typeInto('Reason', '   ');
    submit();
    expect(await screen.findByText('Amount must be a whole number of won from 1 to 10,000,000')).toBeTruthy();
    expect(screen.getByText('Reason is required')).toBeTruthy();
    expect(calls.some((call) => call.key === adjustUrl)).toBe(false);
  });

  it("shows the server's refusal of a redeem over the balance and keeps what was typed", async () => {
    const { calls } = mockApi({
      [historyUrl]: history([entry], 3_000),
      [adjustUrl]: {
        status: 409,
        body: { code: 'CONFLICT', message: 'The member has only ₩3,000 of credit.' },
      },
    });
    renderAt('/staff/members/FAN0001', <MemberCredit code="FAN0001" balance={3_000} />);
    await screen.findByRole('table', { name: 'Credit history' });
    fireEvent.click(within(form()).getByText('Redeem'));
    typeInto('Amount (KRW)', '5000');
    typeInto('Reason', 'Duplicate refund');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('The member has only ₩3,000 of credit.');
    expect(calls.find((call) => call.key === adjustUrl)?.body).toEqual({
      transactionType: 'R',
      amount: 5_000,
      reason: 'Duplicate refund',
      description: undefined,
    });
    expect((screen.getByLabelText(fieldLabel('Reason')) as HTMLInputElement).value).toBe('Duplicate refund');
    expect((screen.getByLabelText(fieldLabel('Amount (KRW)')) as HTMLInputElement).value).toBe('5,000');
  });

  it('adjusts the credit, says the new balance, empties the form and reads the history again', async () => {
    let balance = 3_000;
    let entries = [entry];
    const { calls } = mockApi({
      [historyUrl]: () => history(entries, balance),
      [adjustUrl]: (body) => {
        const written: CreditEntry = {
          ...entry,
          id: 2,
          value: 7_000,
          reason: 'Late parcel',
          description: 'Sorry!',
        };
        balance = 10_000;
        entries = [written, entry];
        expect(body).toEqual({
          transactionType: 'E',
          amount: 7_000,
          reason: 'Late parcel',
          description: 'Sorry!',
        });
        return { body: { entry: written, balance } };
      },
    });
    renderAt('/staff/members/FAN0001', <MemberCredit code="FAN0001" balance={3_000} />);
    await screen.findByRole('table', { name: 'Credit history' });
    typeInto('Amount (KRW)', '7000');
    typeInto('Reason', 'Late parcel');
    typeInto('Description', 'Sorry!');
    submit();
    expect(await screen.findByText('Credit adjusted. The balance is now ₩10,000.')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('Credit balance').textContent).toBe('₩10,000'));
    const table = screen.getByRole('table', { name: 'Credit history' });
    expect(within(table).getByText('Late parcel')).toBeTruthy();
    expect((screen.getByLabelText(fieldLabel('Reason')) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(fieldLabel('Amount (KRW)')) as HTMLInputElement).value).toBe('');
    expect(calls.filter((call) => call.key === historyUrl)).toHaveLength(2);
  });
});
