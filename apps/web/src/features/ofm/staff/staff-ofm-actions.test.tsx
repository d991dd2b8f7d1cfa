import type { StaffOfmRequest } from '@fanship/domain/requests/ofm';
import { ofmMachine } from '@fanship/domain/requests/status-machines';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StaffRequestDetailPage } from '../../../app/staff-request-page.tsx';
import { FakeRequest } from '../../../test/fake-xhr.ts';
import { ofmRequestFixture } from '../../../test/ofm-fixtures.ts';
import { fieldLabel, mockApi, renderAt } from '../../../test/render.tsx';

const ofmKind = { machine: ofmMachine, title: 'OFM', path: '/ofm', built: true };
const CODE = 'OF2603010001';
const DETAIL = `GET /api/staff/requests/ofm/${CODE}`;

/** A paid request (₩43,000: 2 × ₩18,000 and the ₩7,000 fee) as the staff detail answers it. */
function staffOfm(overrides: Partial<StaffOfmRequest> = {}): StaffOfmRequest {
  const status = overrides.status ?? 'SCOM03';
  return {
    ...ofmRequestFixture({
      code: CODE,
      status,
      statusLabel: ofmMachine.statuses[status as keyof typeof ofmMachine.statuses],
      editable: false,
      cancellable: false,
    }),
    member: { code: 'FAN0001', name: 'Mina Park', email: 'mina@example.com' },
    actions: [],
    purchaseItems: [],
    packages: [],
    settlement: null,
    ...overrides,
  };
}

/** The request once its purchase is recorded: ₩35,000 and the ₩7,000 fee, ₩1,000 left. */
function purchased(overrides: Partial<StaffOfmRequest> = {}): StaffOfmRequest {
  return staffOfm({
    status: 'SCOM04',
    statusLabel: 'Purchased, awaiting arrival',
    purchaseAmount: 35_000,
    feeAmount: 7_000,
    managerUpdatedAt: '2026-03-01T10:00:00.000Z',
    purchaseItems: [{ name: 'Mini album (ver. B)', unitPrice: 17_500, quantity: 2 }],
    settlement: {
      prepaymentKrw: 43_000,
      domesticShippingKrw: 0,
      purchaseAmountKrw: 35_000,
      feeAmountKrw: 7_000,
      unspentKrw: 1_000,
    },
    ...overrides,
  });
}

function openPage() {
  renderAt(`/staff/requests/ofm/${CODE}`, <StaffRequestDetailPage kind={ofmKind} code={CODE} />);
}

function choose(files: File[]) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}

const photo = () => new File([new Uint8Array([137, 80, 78, 71])], 'bought.png', { type: 'image/png' });

beforeEach(() => {
  FakeRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
});

describe('staff OFM request, paid (SCOM03)', () => {
  it('records what was bought, with amounts checked against the prepayment and photos uploaded with progress', async () => {
    let current: unknown = staffOfm();
    const { calls } = mockApi({
      [DETAIL]: () => ({ body: current }),
      [`POST /api/staff/ofm/${CODE}/purchase`]: () => {
        current = purchased();
        return { body: current };
      },
    });
    openPage();
    const form = within(await screen.findByRole('form', { name: 'Record the purchase' }));
    // The member's items are the starting point, with the prepaid goods and fee as the amounts.
    const name = form.getByRole('textbox', { name: fieldLabel('Item 1 name') }) as HTMLInputElement;
    expect(name.value).toBe('Mini album');
    expect(
      (form.getByRole('textbox', { name: fieldLabel('Purchase amount (KRW)') }) as HTMLInputElement).value,
    ).toBe('36000');
    expect(form.getByTestId('refund-preview').textContent).toBe('₩0');
    // The submit is in the bar fixed at the bottom of the screen (reachable on arrival on a phone too).
    const bar = form.getByRole('group', { name: 'Purchase bar' });
    expect(getComputedStyle(bar).position).toBe('fixed');
    expect(within(bar).getByRole('button', { name: 'Record the purchase' })).toBeTruthy();

    fireEvent.change(name, { target: { value: 'Mini album (ver. B)' } });
    fireEvent.change(form.getAllByRole('textbox', { name: fieldLabel('Unit price (KRW)') })[0]!, {
      target: { value: '17,500' },
    });
    expect(form.getByTestId('items-total').textContent).toBe('Items total: ₩35,000');
    const amount = form.getByRole('textbox', { name: fieldLabel('Purchase amount (KRW)') });
    fireEvent.change(amount, { target: { value: '40000' } });
    fireEvent.blur(amount);
    expect(
      await form.findByText(
        'The purchase amount and the fee together cannot be more than ₩43,000, what the member prepaid for them.',
      ),
    ).toBeTruthy();
    fireEvent.change(amount, { target: { value: '35000' } });
    await waitFor(() => expect(form.getByTestId('refund-preview').textContent).toBe('₩1,000'));

    // A line added and left empty says what is missing; nothing is sent.
    fireEvent.click(form.getByRole('button', { name: 'Add item' }));
    fireEvent.click(form.getByRole('button', { name: 'Record the purchase' }));
    expect(await form.findByText('Item name is required')).toBeTruthy();
    expect(calls.some((call) => call.key.startsWith('POST'))).toBe(false);
    fireEvent.click(form.getByRole('button', { name: 'Remove item 2' }));

    choose([photo()]);
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
    const upload = FakeRequest.sent[0]!;
    expect(upload.url).toBe(`/api/staff/ofm/${CODE}/result-images`);
    act(() => upload.progress(50, 100));
    expect(await form.findByText('Uploading bought.png… 50%')).toBeTruthy();
    expect((form.getByRole('button', { name: 'Record the purchase' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    const filename = `${'c'.repeat(32)}.png`;
    act(() => upload.answer(201, { filename, tag: 'OFM_RESULT', url: `/api/files/${filename}` }));
    expect(await form.findByRole('img', { name: 'Result images 1' })).toBeTruthy();

    fireEvent.click(form.getByRole('button', { name: 'Record the purchase' }));
    await waitFor(() => expect(calls.some((call) => call.key.startsWith('POST'))).toBe(true));
    expect(calls.find((call) => call.key.startsWith('POST'))?.body).toEqual({
      items: [{ name: 'Mini album (ver. B)', unitPrice: '17,500', quantity: '2' }],
      purchaseAmount: '35000',
      feeAmount: '7000',
      images: [{ filename }],
    });
    // The request moves on: the packages come next, and what was bought shows; the bar leaves with the form.
    expect(await screen.findByRole('form', { name: 'Create packages' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Purchase bar' })).toBeNull();
    expect(document.body.style.paddingBottom).toBe('');
    expect(
      within(screen.getByRole('table', { name: 'Purchased items' })).getByText('Mini album (ver. B)'),
    ).toBeTruthy();
  });

  it('keeps everything and shows the server’s message when the record is refused', async () => {
    mockApi({
      [DETAIL]: { body: staffOfm() },
      [`POST /api/staff/ofm/${CODE}/purchase`]: {
        status: 409,
        body: {
          code: 'CONFLICT',
          message: 'This request is cancelled: it cannot be changed this way (record the purchase).',
        },
      },
    });
    openPage();
    const form = within(await screen.findByRole('form', { name: 'Record the purchase' }));
    const name = form.getByRole('textbox', { name: fieldLabel('Item 1 name') });
    fireEvent.change(name, { target: { value: 'Mini album (ver. C)' } });
    fireEvent.click(form.getByRole('button', { name: 'Record the purchase' }));
    expect(
      await form.findByText(
        'This request is cancelled: it cannot be changed this way (record the purchase).',
      ),
    ).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('Mini album (ver. C)');
  });

  it('refunds the whole prepayment when nothing could be bought, only with a reason', async () => {
    const completed = staffOfm({
      status: 'SCOM12',
      statusLabel: 'Completed with refund',
      refundAmount: 43_000,
    });
    let isCompleted = false;
    const { calls, fetchMock } = mockApi({
      [DETAIL]: () => ({ body: isCompleted ? completed : staffOfm() }),
      'GET /api/exchange-rates/current': { body: { baseRate: 1_000, wiseRate: 1_000 } },
      [`POST /api/staff/ofm/${CODE}/complete-with-refund`]: () => {
        isCompleted = true;
        return { body: completed };
      },
    });
    // Reads after the answer take a while, as on a network: the answer alone already takes the section off the page.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (isCompleted && (init?.method ?? 'GET') === 'GET')
        await new Promise((done) => setTimeout(done, 300));
      return fetchMock(input, init);
    });
    openPage();
    // Apart from the routine actions: in the danger zone after the details, not in the actions at the top.
    const danger = await screen.findByRole('region', { name: 'Danger zone' });
    const section = within(within(danger).getByRole('region', { name: 'Nothing could be bought' }));
    const purchase = screen.getByRole('region', { name: 'Record the purchase' });
    expect(purchase.compareDocumentPosition(danger) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(purchase).queryByRole('button', { name: /Refund/ })).toBeNull();
    fireEvent.click(section.getByRole('button', { name: 'Refund everything' }));
    // The confirmation names the server's amount (and in dollars at the server's rate) and where it goes.
    const dialog = within(
      await screen.findByRole('dialog', { name: "Refund ₩43,000 ($43.00) to the member's credit?" }),
    );
    expect(dialog.getByTestId('dialog-refund').textContent).toBe('₩43,000');
    fireEvent.click(dialog.getByRole('button', { name: 'Refund ₩43,000 and complete' }));
    expect(await dialog.findByText('Say why nothing could be bought')).toBeTruthy();
    expect(calls.some((call) => call.key.startsWith('POST'))).toBe(false);
    fireEvent.change(dialog.getByRole('textbox', { name: /Why nothing could be bought/ }), {
      target: { value: ' Sold out everywhere. ' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Refund ₩43,000 and complete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(`${CODE} was completed. The member has been told.`)).toBeTruthy();
    expect(calls.find((call) => call.key.startsWith('POST'))?.body).toEqual({
      refundAmount: 43_000,
      reason: 'Sold out everywhere.',
    });
  });
});

describe('staff OFM request, purchased (SCOM04)', () => {
  it('creates the packages once with their names, then completes with the refund shown and confirmed', async () => {
    let current: StaffOfmRequest = purchased();
    let refundAnswer = 0;
    const { calls } = mockApi({
      [DETAIL]: () => ({ body: current }),
      [`POST /api/staff/ofm/${CODE}/packages`]: () => {
        current = purchased({
          packages: [
            { code: 'PK2603010001', name: 'Mini albums', status: 'ARRIVED' },
            { code: 'PK2603010002', name: 'Poster tube', status: 'ARRIVED' },
          ],
          resultPackageCodes: ['PK2603010001', 'PK2603010002'],
        });
        return { body: current };
      },
      [`POST /api/staff/ofm/${CODE}/complete-with-refund`]: () => {
        refundAnswer += 1;
        if (refundAnswer === 1) {
          // Someone changed the amounts meanwhile: the page reads the request again.
          current = purchased({
            ...current,
            settlement: { ...current.settlement!, unspentKrw: 1_500 },
          });
          return {
            status: 409,
            body: { code: 'CONFLICT', message: 'The refund is now ₩1,500. Check it and confirm again.' },
          };
        }
        current = { ...current, status: 'SCOM12', statusLabel: 'Completed with refund', refundAmount: 1_500 };
        return { body: current };
      },
    });
    openPage();
    const complete = within(await screen.findByRole('region', { name: 'Complete' }));
    expect(complete.getByText('Create the result packages first.')).toBeTruthy();
    expect(
      (complete.getByRole('button', { name: 'Complete with refund' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(complete.queryByRole('button', { name: 'Complete' })).toBeNull();

    const packages = within(screen.getByRole('form', { name: 'Create packages' }));
    const first = packages.getByRole('textbox', { name: fieldLabel('Package 1 name') });
    expect((first as HTMLInputElement).value).toBe('Mini album (ver. B)');
    fireEvent.change(first, { target: { value: 'Mini albums' } });
    fireEvent.click(packages.getByRole('button', { name: 'Add package' }));
    const second = packages.getByRole('textbox', { name: fieldLabel('Package 2 name') });
    fireEvent.change(second, { target: { value: '' } });
    fireEvent.click(packages.getByRole('button', { name: 'Create 2 packages' }));
    expect(await packages.findByText('Package name is required')).toBeTruthy();
    fireEvent.change(second, { target: { value: 'Poster tube' } });
    fireEvent.click(packages.getByRole('button', { name: 'Create 2 packages' }));
    const made = await screen.findByRole('table', { name: 'Packages made' });
    expect(within(made).getByText('PK2603010002')).toBeTruthy();
    expect(calls.find((call) => call.key.endsWith('/packages'))?.body).toEqual({
      packages: [{ name: 'Mini albums' }, { name: 'Poster tube' }],
    });

    const button = within(screen.getByRole('region', { name: 'Complete' })).getByRole('button', {
      name: 'Complete with refund',
    });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByTestId('dialog-refund').textContent).toBe('₩1,000');
    const note = dialog.getByRole('textbox', { name: /Note for the member/ });
    fireEvent.change(note, { target: { value: 'Sale price at the shop.' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Complete with refund' }));
    expect(await dialog.findByText('The refund is now ₩1,500. Check it and confirm again.')).toBeTruthy();
    expect((note as HTMLTextAreaElement).value).toBe('Sale price at the shop.');
    await waitFor(() => expect(dialog.getByTestId('dialog-refund').textContent).toBe('₩1,500'));
    fireEvent.click(dialog.getByRole('button', { name: 'Complete with refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      calls.filter((call) => call.key.endsWith('/complete-with-refund')).map((call) => call.body),
    ).toEqual([
      { refundAmount: 1_000, reason: 'Sale price at the shop.' },
      { refundAmount: 1_500, reason: 'Sale price at the shop.' },
    ]);
    const completed = within(await screen.findByRole('region', { name: 'Order completed' }));
    expect(completed.getByText('₩1,500')).toBeTruthy();
    // The section (and its dialog) leave with the answer; staff are still told it is done.
    expect(await screen.findByText(`${CODE} was completed. The member has been told.`)).toBeTruthy();
  });

  it('shows packages awaiting receipt by their label and keeps Complete off until the desk received them (decision 027)', async () => {
    mockApi({
      [DETAIL]: () => ({
        body: purchased({
          packages: [
            { code: 'PK2603010001', name: 'Mini albums', status: 'ARRIVED' },
            { code: 'PK2603010002', name: 'Poster tube', status: 'AWAITING_RECEIPT' },
          ],
          resultPackageCodes: ['PK2603010001', 'PK2603010002'],
        }),
      }),
    });
    openPage();
    const made = within(await screen.findByRole('table', { name: 'Packages made' }));
    expect(made.getByText('Awaiting receipt')).toBeTruthy();
    expect(made.getByText('Arrived')).toBeTruthy();
    const complete = within(screen.getByRole('region', { name: 'Complete' }));
    expect(
      complete.getByText(
        'Awaiting receipt at the intake desk: PK2603010002. The request completes once every package was received.',
      ),
    ).toBeTruthy();
    expect(
      (complete.getByRole('button', { name: 'Complete with refund' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('offers Complete (no refund) when the prepayment was all spent, after a confirmation', async () => {
    const spent = purchased({
      purchaseAmount: 36_000,
      settlement: {
        prepaymentKrw: 43_000,
        domesticShippingKrw: 0,
        purchaseAmountKrw: 36_000,
        feeAmountKrw: 7_000,
        unspentKrw: 0,
      },
      packages: [{ code: 'PK2603010001', name: 'Mini albums', status: 'ARRIVED' }],
    });
    let current = spent;
    const { calls } = mockApi({
      [DETAIL]: () => ({ body: current }),
      [`POST /api/staff/ofm/${CODE}/complete`]: () => {
        current = { ...spent, status: 'SCOM11', statusLabel: 'Completed' };
        return { body: current };
      },
    });
    openPage();
    const complete = within(await screen.findByRole('region', { name: 'Complete' }));
    expect(complete.queryByRole('button', { name: 'Complete with refund' })).toBeNull();
    fireEvent.click(complete.getByRole('button', { name: 'Complete' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/nothing is\s+refunded/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.key.startsWith('POST'))).toBe(false);
    fireEvent.click(complete.getByRole('button', { name: 'Complete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Complete' }));
    await waitFor(() =>
      expect(calls.some((call) => call.key === `POST /api/staff/ofm/${CODE}/complete`)).toBe(true),
    );
    expect(await screen.findByRole('region', { name: 'Order completed' })).toBeTruthy();
    expect(await screen.findByText(`${CODE} was completed. The member has been told.`)).toBeTruthy();
  });
});
