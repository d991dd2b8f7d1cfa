import type { IntakeLookup } from '@fanship/domain/warehouse/intake';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerPhotoUpload, choosePng, FakeRequest } from '../../../test/fake-xhr.ts';
import { fieldLabel, mockApi, renderAt } from '../../../test/render.tsx';
import { IntakeDesk } from './intake-desk.tsx';

const LOOKUP = 'GET /api/staff/intake/lookup';
const RECEIVE = 'POST /api/staff/intake';

const member = { code: 'FAN0001', name: 'Mina Park', email: 'mina@example.com' };

function lookupOf(overrides: Partial<IntakeLookup> = {}): IntakeLookup {
  return { trackingNo: 'CJ12345678', incomings: [], packages: [], expected: [], ...overrides };
}

const registered: IntakeLookup['incomings'][number] = {
  code: 'IN2603010001',
  status: 'SCIN01',
  statusLabel: 'Registered',
  createdAt: '2026-03-01T01:00:00.000Z',
  member,
  sellerName: 'Ktown4u',
  carrierName: 'CJ',
  memberNote: null,
  items: [{ name: 'Mini album', categoryCode: 'ALBUM', unitPriceKrw: 20_000, quantity: 2, memberNote: null }],
  packageCode: null,
};

const onPackage: IntakeLookup['packages'][number] = {
  code: 'PK2602010009',
  type: 'R',
  status: 'ARRIVED',
  statusLabel: 'Arrived',
  createdAt: '2026-02-01T01:00:00.000Z',
  owner: member,
};

function receivedResult(packageCode: string, destination: 'incoming' | 'member') {
  return {
    packageCode,
    status: 'ARRIVED',
    statusLabel: 'Arrived',
    destination,
    incomingCode: destination === 'incoming' ? registered.code : null,
    member: { code: member.code, name: member.name },
  };
}

function scan(text: string) {
  const field = screen.getByRole('textbox', { name: 'Tracking number' });
  fireEvent.change(field, { target: { value: text } });
  fireEvent.submit(field.closest('form') as HTMLFormElement);
}

function fillMeasurements() {
  fireEvent.change(screen.getByLabelText(fieldLabel('Weight (g)')), { target: { value: '1250' } });
  fireEvent.change(screen.getByLabelText(fieldLabel('Width (cm)')), { target: { value: '30.5' } });
  fireEvent.change(screen.getByLabelText(fieldLabel('Length (cm)')), { target: { value: '20' } });
  fireEvent.change(screen.getByLabelText(fieldLabel('Height (cm)')), { target: { value: '10' } });
}

beforeEach(() => {
  FakeRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
});

describe('intake desk', () => {
  it('looks a scanned number up, receives the parcel for its incoming with a photo and clears for the next', async () => {
    const { calls } = mockApi({
      [LOOKUP]: () => ({ body: lookupOf({ incomings: [registered] }) }),
      [RECEIVE]: () => ({
        status: 201,
        body: {
          packageCode: 'PK2603010001',
          status: 'ARRIVED',
          statusLabel: 'Arrived',
          destination: 'incoming',
          incomingCode: registered.code,
          member: { code: member.code, name: member.name },
        },
      }),
    });
    renderAt('/staff/warehouse/intake', <IntakeDesk />);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Tracking number' }));
    scan(' cj12345678 ');
    const card = await screen.findByRole('article', { name: `Incoming ${registered.code}` });
    expect(within(card).getByText(/Mina Park \(FAN0001\)/)).toBeTruthy();
    expect(within(card).getByText(/Mini album × 2/)).toBeTruthy();
    expect(calls.find((call) => call.key === LOOKUP)?.search).toBe('?trackingNo=CJ12345678');
    // The only registered incoming is the destination already.
    expect((screen.getByRole('radio', { name: /Incoming IN2603010001/ }) as HTMLInputElement).checked).toBe(
      true,
    );

    fillMeasurements();
    // The photo drop area is a button named 'Upload photos' and the hint it shows.
    expect(
      screen.getByRole('button', {
        name: /^Upload photos: Take a photo, drop images here or click to choose/,
      }),
    ).toBeTruthy();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.getAttribute('capture')).toBe('environment');
    expect(input.getAttribute('accept')).toBe('image/*');
    choosePng(input, 'box.png');
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
    expect(FakeRequest.sent[0]?.url).toBe('/api/staff/package-photos');
    act(() => FakeRequest.sent[0]?.progress(50, 100));
    expect(await screen.findByText('Uploading box.png… 50%')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Waiting for photos…' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    answerPhotoUpload(0, 'abc.png');
    fireEvent.click(await screen.findByRole('radio', { name: 'Some items missing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Receive' }));

    const status = await screen.findByRole('status', { name: 'Parcel received' });
    expect(within(status).getByRole('link', { name: 'PK2603010001' }).getAttribute('href')).toBe(
      '/staff/packages/PK2603010001',
    );
    expect(calls.find((call) => call.key === RECEIVE)?.body).toEqual({
      trackingNo: 'CJ12345678',
      weightGrams: '1250',
      widthCm: '30.5',
      lengthCm: '20',
      heightCm: '10',
      photos: ['abc.png'],
      staffNote: '',
      destination: { kind: 'incoming', incomingCode: registered.code, arrival: 'PARTIAL' },
    });
    const field = screen.getByRole('textbox', { name: 'Tracking number' });
    expect((field as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(field);
    expect(screen.queryByRole('form', { name: 'Receive parcel' })).toBeNull();
  });

  it('offers lost & found for an unknown number and keeps the input when the receive is refused', async () => {
    const { calls } = mockApi({
      [LOOKUP]: () => ({ body: lookupOf({ trackingNo: 'ZZ90000001' }) }),
      [RECEIVE]: () => ({ status: 409, body: { code: 'CONFLICT', message: 'This record already exists.' } }),
    });
    renderAt('/staff/warehouse/intake', <IntakeDesk />);
    scan('zz90000001');
    expect(await screen.findByText('No registered incoming')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Lost & found/ }) as HTMLInputElement).checked).toBe(true);
    fillMeasurements();
    fireEvent.change(screen.getByLabelText('Receiver name on the label'), { target: { value: 'Kim Fan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Receive' }));
    expect(await screen.findByText('This record already exists.')).toBeTruthy();
    expect(calls.find((call) => call.key === RECEIVE)?.body).toMatchObject({
      trackingNo: 'ZZ90000001',
      destination: { kind: 'pool', receiverName: 'Kim Fan', carrierName: '' },
    });
    expect((screen.getByLabelText('Receiver name on the label') as HTMLInputElement).value).toBe('Kim Fan');
    expect((screen.getByLabelText(fieldLabel('Weight (g)')) as HTMLInputElement).value).toBe('1250');
  });

  it('stops at the package(s) of a number already received: no form until Receive anyway, which asks why', async () => {
    const { calls } = mockApi({
      [LOOKUP]: () => ({ body: lookupOf({ packages: [onPackage] }) }),
      [RECEIVE]: () => ({ status: 201, body: receivedResult('PK2603010002', 'member') }),
    });
    renderAt('/staff/warehouse/intake', <IntakeDesk />);
    scan('CJ-1');
    expect(await screen.findByText('Tracking number can only contain letters and numbers')).toBeTruthy();
    expect(calls.filter((call) => call.key === LOOKUP)).toHaveLength(0);
    scan('CJ12345678');
    const warning = await screen.findByRole('alert', {
      name: 'This tracking number is already on a package',
    });
    expect(within(warning).getByRole('link', { name: 'PK2602010009' }).getAttribute('href')).toBe(
      '/staff/packages/PK2602010009',
    );
    expect(within(warning).getByText(/This parcel was received already/)).toBeTruthy();
    // It stops there: no 'nobody registered it', no destination chosen, no form to press Enter in.
    expect(screen.queryByText('No registered incoming')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Receive parcel' })).toBeNull();
    expect(screen.queryByRole('radio', { name: /Lost & found/ })).toBeNull();

    fireEvent.click(within(warning).getByRole('button', { name: 'Receive anyway' }));
    const reason = await screen.findByLabelText(fieldLabel('Why receive it again?'));
    expect(document.activeElement).toBe(reason);
    expect(screen.getByText('No registered incoming')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /A member by ID/ }));
    fireEvent.change(screen.getByLabelText(fieldLabel('Member ID')), { target: { value: 'AB1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Receive' }));
    expect(await screen.findByText('ID must be 7 characters')).toBeTruthy();
    expect(screen.getByText('Weight is required')).toBeTruthy();
    expect(screen.getByText('Reason is required')).toBeTruthy();
    expect(calls.some((call) => call.key === RECEIVE)).toBe(false);

    fillMeasurements();
    fireEvent.change(screen.getByLabelText(fieldLabel('Member ID')), { target: { value: 'AB12CD3' } });
    fireEvent.change(reason, { target: { value: 'Second box, same label' } });
    fireEvent.click(screen.getByRole('button', { name: 'Receive' }));
    expect(await screen.findByRole('status', { name: 'Parcel received' })).toBeTruthy();
    expect(calls.find((call) => call.key === RECEIVE)?.body).toMatchObject({
      trackingNo: 'CJ12345678',
      destination: { kind: 'member', memberCode: 'AB12CD3' },
      override: { reason: 'Second box, same label' },
    });
  });

  it('stops the same way for a number already received that also matches an open incoming', async () => {
    const { calls } = mockApi({
      [LOOKUP]: () => ({ body: lookupOf({ incomings: [registered], packages: [onPackage] }) }),
      [RECEIVE]: () => ({ status: 201, body: receivedResult('PK2603010002', 'incoming') }),
    });
    renderAt('/staff/warehouse/intake', <IntakeDesk />);
    scan('CJ12345678');
    const warning = await screen.findByRole('alert', {
      name: 'This tracking number is already on a package',
    });
    expect(screen.queryByRole('article', { name: `Incoming ${registered.code}` })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Receive parcel' })).toBeNull();

    fireEvent.click(within(warning).getByRole('button', { name: 'Receive anyway' }));
    expect(await screen.findByRole('article', { name: `Incoming ${registered.code}` })).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Incoming IN2603010001/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    fillMeasurements();
    fireEvent.change(screen.getByLabelText(fieldLabel('Why receive it again?')), {
      target: { value: 'The pool parcel is another box' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Receive' }));
    expect(await screen.findByRole('status', { name: 'Parcel received' })).toBeTruthy();
    expect(calls.find((call) => call.key === RECEIVE)?.body).toMatchObject({
      destination: { kind: 'incoming', incomingCode: registered.code, arrival: 'ALL' },
      override: { reason: 'The pool parcel is another box' },
    });
  });

  it('asks for the override again after a new scan', async () => {
    const numbers = ['CJ12345678', 'CJ45678901'];
    mockApi({ [LOOKUP]: () => ({ body: lookupOf({ trackingNo: numbers.shift(), packages: [onPackage] }) }) });
    renderAt('/staff/warehouse/intake', <IntakeDesk />);
    scan('CJ12345678');
    fireEvent.click(await screen.findByRole('button', { name: 'Receive anyway' }));
    expect(await screen.findByRole('form', { name: 'Receive parcel' })).toBeTruthy();
    scan('CJ45678901');
    expect(await screen.findByRole('button', { name: 'Receive anyway' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Receive parcel' })).toBeNull();
  });

  it('looks up the number it was opened with (from an incoming’s staff page)', async () => {
    const { calls } = mockApi({ [LOOKUP]: () => ({ body: lookupOf({ incomings: [registered] }) }) });
    renderAt('/staff/warehouse/intake?trackingNo=cj12345678', <IntakeDesk />);
    expect(await screen.findByRole('article', { name: `Incoming ${registered.code}` })).toBeTruthy();
    expect(calls.find((call) => call.key === LOOKUP)?.search).toBe('?trackingNo=CJ12345678');
    expect((screen.getByRole('textbox', { name: 'Tracking number' }) as HTMLInputElement).value).toBe(
      'CJ12345678',
    );
  });
});

describe('intake desk, an OFM’s result package awaiting receipt (decision 027)', () => {
  const awaited: IntakeLookup['expected'][number] = {
    code: 'PK2603010007',
    type: 'M',
    status: 'AWAITING_RECEIPT',
    statusLabel: 'Awaiting receipt',
    createdAt: '2026-03-01T01:00:00.000Z',
    name: 'Mini albums',
    trackingNo: null,
    sourceCode: 'OF2603010001',
    owner: member,
  };

  it('finds the package by its code, chooses it and receives it with its measurements', async () => {
    const { calls } = mockApi({
      [LOOKUP]: () => ({ body: lookupOf({ trackingNo: awaited.code, expected: [awaited] }) }),
      [RECEIVE]: () => ({
        status: 201,
        body: { ...receivedResult(awaited.code, 'member'), destination: 'expected' },
      }),
    });
    renderAt('/staff/warehouse/intake', <IntakeDesk />);
    scan(awaited.code);
    const card = await screen.findByRole('article', { name: `Package ${awaited.code} awaiting receipt` });
    expect(within(card).getByText('Awaiting receipt')).toBeTruthy();
    expect(within(card).getByText('OF2603010001')).toBeTruthy();
    expect(screen.queryByText('No registered incoming')).toBeNull();
    const radio = screen.getByRole('radio', {
      name: /Package PK2603010007 awaiting receipt/,
    }) as HTMLInputElement;
    expect(radio.checked).toBe(true);
    fillMeasurements();
    fireEvent.click(screen.getByRole('button', { name: 'Receive' }));
    const status = await screen.findByRole('status', { name: 'Parcel received' });
    expect(status.textContent).toContain(
      'received for Mina Park (FAN0001): the goods bought are in their locker',
    );
    expect(calls.find((call) => call.key === RECEIVE)?.body).toMatchObject({
      trackingNo: awaited.code,
      weightGrams: '1250',
      destination: { kind: 'expected', packageCode: awaited.code },
    });
  });
});
