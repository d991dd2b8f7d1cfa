import { shippingMessages } from '@fanship/domain/warehouse/shipping';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSubmitLock } from '../../../lib/submit-lock.ts';
import { addressSnapshot, savedAddress } from '../../../test/address-fixtures.ts';
import { renderKindForm } from '../../../test/kind-form.tsx';
import { onePage, packageSummary } from '../../../test/package-fixtures.ts';
import { chooseOption, fieldLabel, mockApi, typeInto } from '../../../test/render.tsx';
import { carrierOptions, shippingDetail } from '../../../test/shipping-fixtures.ts';
import { ShippingEditPage, ShippingNewPage } from './shipping-pages.tsx';

const options = 'GET /api/shipping-services/carrier-options';
/** The member's locker (two arrived F boxes, an F box held by a service, an arrived parcel) and address book. */
const member = {
  'GET /api/packages': {
    body: onePage([
      packageSummary(1, { type: 'F', weightGrams: 1_800 }),
      packageSummary(2, { type: 'F', weightGrams: 2_600 }),
      packageSummary(3, { type: 'F', status: 'IN_SERVICE' }),
      packageSummary(4),
    ]),
  },
  'GET /api/me/addresses': {
    body: [savedAddress(), savedAddress({ id: 8, nickname: 'Office', countryCode: 'US' })],
  },
};

const renderNew = (path = '/shippings/new') =>
  renderKindForm(path, 'shipping', { '/shippings/new': <ShippingNewPage /> });
const carrierInput = () =>
  screen.getAllByLabelText(fieldLabel('Carrier')).find((element) => element.tagName === 'INPUT')!;
const boxLabel = 'PK2603010001 · Mini album +2 · 1.8 kg';

beforeEach(() => resetSubmitLock());

describe('the shipping form', () => {
  it("keeps the carrier selector disabled until the box and the address are chosen, then offers the box's carriers with their rates", async () => {
    const { calls } = mockApi({ ...member, [options]: { body: carrierOptions } });
    renderNew();
    expect(carrierInput().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Choose the box and the address first')).toBeTruthy();
    // Spec §2: links to /profile (Add Address) and /shippings (Request list).
    expect(screen.getByRole('link', { name: 'Add Address' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('link', { name: 'Request list' }).getAttribute('href')).toBe('/shippings');
    // Only arrived F boxes are offered.
    await chooseOption('Target Package', boxLabel);
    expect(screen.queryByRole('option', { name: /^PK2603010003/, hidden: true })).toBeNull();
    expect(screen.queryByRole('option', { name: /^PK2603010004/, hidden: true })).toBeNull();
    expect(carrierInput().hasAttribute('disabled')).toBe(true);
    await chooseOption('Address', 'Home · Ana Souza, Sao Paulo, BR');
    await waitFor(() => expect(carrierInput().hasAttribute('disabled')).toBe(false));
    expect(calls.find((call) => call.key === options)?.search).toBe(
      '?packageCode=PK2603010001&countryCode=BR',
    );
    await chooseOption('Carrier', 'K-Packet (KP) · ₩21,000 · billed 1.8 kg');
    expect(screen.getByLabelText('Carrier rate').textContent).toBe('₩21,000');
  });

  it('offers only the carriers the server answers (no K-Packet for a standard box) and drops a carrier the new box lacks', async () => {
    // The server leaves K-Packet out for the second box (packed as STANDARD).
    const standardBox = { options: carrierOptions.options.slice(1), message: null };
    const api = mockApi({
      ...member,
      [options]: () => ({
        body: api.calls.at(-1)?.search.includes('PK2603010002') ? standardBox : carrierOptions,
      }),
    });
    renderNew('/shippings/new?packageCode=PK2603010001');
    await chooseOption('Address', 'Home · Ana Souza, Sao Paulo, BR');
    await waitFor(() => expect(carrierInput().hasAttribute('disabled')).toBe(false));
    await chooseOption('Carrier', 'K-Packet (KP) · ₩21,000 · billed 1.8 kg');
    await chooseOption('Target Package', 'PK2603010002 · Mini album +2 · 2.6 kg');
    await waitFor(() => expect(carrierInput().getAttribute('value')).toBe(''));
    fireEvent.click(carrierInput());
    expect(await screen.findByRole('option', { name: /^EMS \(EMS\)/, hidden: true })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /^K-Packet/, hidden: true })).toBeNull();
  });

  it('says when no carrier can take the box (spec §8)', async () => {
    const message = shippingMessages.noCarrier('PK2603010001');
    mockApi({ ...member, [options]: { body: { options: [], message } } });
    renderNew('/shippings/new?packageCode=PK2603010001');
    await chooseOption('Address', 'Home · Ana Souza, Sao Paulo, BR');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(carrierInput().hasAttribute('disabled')).toBe(true);
  });

  it("gives the spec's messages, and keeps the input with the server's message when the save is refused", async () => {
    const refusal = shippingMessages.alreadyRequested('PK2603010001', 'SH2603090001');
    const { calls } = mockApi({
      ...member,
      [options]: { body: carrierOptions },
      'POST /api/shipping-services/request': { status: 409, body: { code: 'CONFLICT', message: refusal } },
    });
    renderNew();
    await screen.findByPlaceholderText('Choose a package');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(shippingMessages.targetRequired)).toBeTruthy();
    expect(screen.getByText(shippingMessages.addressRequired)).toBeTruthy();
    expect(screen.getByText(shippingMessages.carrierRequired)).toBeTruthy();
    typeInto('Note', 'x'.repeat(3001));
    fireEvent.blur(screen.getByRole('textbox', { name: /Note/ }));
    expect(await screen.findByText(shippingMessages.noteTooLong)).toBeTruthy();

    await chooseOption('Target Package', boxLabel);
    await chooseOption('Address', 'Home · Ana Souza, Sao Paulo, BR');
    await waitFor(() => expect(carrierInput().hasAttribute('disabled')).toBe(false));
    await chooseOption('Carrier', 'K-Packet (KP) · ₩21,000 · billed 1.8 kg');
    typeInto('Note', 'Leave it with the doorman');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(calls.find((call) => call.key === 'POST /api/shipping-services/request')?.body).toEqual({
      targetPackageCode: 'PK2603010001',
      address: addressSnapshot(),
      requestedCarrier: 'KP',
      memberNote: 'Leave it with the doorman',
    });
    expect(carrierInput().getAttribute('value')).toBe('K-Packet (KP) · ₩21,000 · billed 1.8 kg');
    expect((screen.getByRole('textbox', { name: /Note/ }) as HTMLTextAreaElement).value).toBe(
      'Leave it with the doorman',
    );
  });

  it('edits a shipping by PATCH and goes to its page', async () => {
    const code = 'SH2603090001';
    const { calls } = mockApi({
      ...member,
      [`GET /api/shipping-services/${code}`]: {
        body: shippingDetail({ targetPackage: { ...shippingDetail().targetPackage, code: 'PK2603010001' } }),
      },
      [options]: { body: carrierOptions },
      [`PATCH /api/shipping-services/${code}`]: { body: { code } },
    });
    renderKindForm(`/shippings/edit/${code}`, 'shipping', {
      '/shippings/edit/:code': <ShippingEditPage code={code} />,
    });
    await waitFor(() => expect(carrierInput().hasAttribute('disabled')).toBe(false));
    await chooseOption('Carrier', 'EMS (EMS) · ₩48,000 · billed 1.8 kg');
    fireEvent.click(screen.getByRole('button', { name: /^Save/ }));
    expect(await screen.findByRole('heading', { name: 'Shipping page' })).toBeTruthy();
    expect(calls.find((call) => call.key === `PATCH /api/shipping-services/${code}`)?.body).toMatchObject({
      code,
      targetPackageCode: 'PK2603010001',
      requestedCarrier: 'EMS',
    });
  });
});
