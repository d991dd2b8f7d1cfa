import { codeLists } from '@fanship/domain/warehouse/code-lists';
import { forwardingMessages } from '@fanship/domain/warehouse/forwarding-fields';
import { packingMessages } from '@fanship/domain/warehouse/packing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSubmitLock } from '../../../lib/submit-lock.ts';
import { savedAddress } from '../../../test/address-fixtures.ts';
import { renderKindEdit, renderKindForm } from '../../../test/kind-form.tsx';
import { packageSummary } from '../../../test/package-fixtures.ts';
import { packingDetail } from '../../../test/packing-fixtures.ts';
import { chooseOption, fieldLabel, mockApi, typeInto } from '../../../test/render.tsx';
import { PackingEditPage, PackingNewPage } from './packing-pages.tsx';

const seoul = savedAddress({
  id: 8,
  nickname: 'Seoul office',
  countryCode: 'KR',
  city: 'Seoul',
  state: 'Seoul',
});

/**
 * The member's locker and address book: an arrived R package, an arrived M package (OFM goods), a heavy arrived
 * package, an F box and a package already held by a service (neither offered); a home in Brazil and an office in
 * Korea.
 */
const member = {
  'GET /api/code-lists': { body: codeLists() },
  'GET /api/me/addresses': { body: [savedAddress(), seoul] },
  'GET /api/packages': {
    body: {
      content: [
        packageSummary(1),
        packageSummary(2, { type: 'M', weightGrams: 800, itemCount: 1, firstItemName: 'Light stick' }),
        packageSummary(3, { weightGrams: 199_500, itemCount: 1, firstItemName: 'Piano' }),
        packageSummary(4, { type: 'F' }),
        packageSummary(5, { status: 'IN_SERVICE' }),
      ],
      currentPage: 1,
      totalPages: 1,
      totalElements: 5,
    },
  },
};

const renderNew = (path = '/packings/new') =>
  renderKindForm(path, 'packing', { '/packings/new': <PackingNewPage /> });

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
const tick = (name: RegExp | string) => fireEvent.click(screen.getByRole('checkbox', { name }));
const radio = (name: RegExp | string) => screen.getByRole('radio', { name }) as HTMLInputElement;

/** Everything but the packages and the address: standard, no priority, no vacuum, no posters, no freebies. */
function chooseOptions() {
  fireEvent.click(radio(/^Standard/));
  fireEvent.click(
    within(screen.getByRole('radiogroup', { name: /Priority Packing/ })).getByRole('radio', { name: 'No' }),
  );
  fireEvent.click(
    within(screen.getByRole('radiogroup', { name: /Freebies/ })).getByRole('radio', { name: 'No' }),
  );
  fireEvent.click(radio('No vacuum packing'));
  fireEvent.click(radio('No posters'));
  tick('I have confirmed the above');
}

beforeEach(() => resetSubmitLock());

describe('the packing form', () => {
  it("shows the spec's message for every field of a form sent empty, and for a note too long", async () => {
    mockApi(member);
    renderNew();
    expect(await screen.findByRole('checkbox', { name: /^PK2603010001/ })).toBeTruthy();
    submit();
    for (const message of [
      packingMessages.targetRequired,
      packingMessages.addressRequired,
      packingMessages.requestTypeRequired,
      packingMessages.priorityRequired,
      packingMessages.vacuumRequired,
      packingMessages.posterRequired,
      packingMessages.freebieRequired,
      forwardingMessages.confirmRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    typeInto('Note', 'x'.repeat(3001));
    fireEvent.blur(screen.getByRole('textbox', { name: /Note/ }));
    expect(await screen.findByText(packingMessages.noteTooLong)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Address' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('link', { name: 'Request list' }).getAttribute('href')).toBe('/packings');
  });

  it('offers only arrived R, M, T and L packages with their weights, and holds the total to 200 kg', async () => {
    mockApi(member);
    renderNew('/packings/new?packageCode=PK2603010001');
    const first = (await screen.findByRole('checkbox', { name: /^PK2603010001/ })) as HTMLInputElement;
    const offered = within(screen.getByRole('group', { name: 'Target Package' })).getAllByRole('checkbox');
    expect(offered).toHaveLength(3);
    expect(first.checked).toBe(true);
    expect(screen.getByText('Total 1.25 kg of 200 kg')).toBeTruthy();
    tick(/^PK2603010003 · Piano/);
    expect(screen.getByText('Total 200.75 kg of 200 kg')).toBeTruthy();
    submit();
    expect(await screen.findByText(packingMessages.totalWeightTooHigh)).toBeTruthy();
    tick(/^PK2603010001/);
    await waitFor(() => expect(screen.queryByText(packingMessages.totalWeightTooHigh)).toBeNull());
    expect(screen.getByText('Total 199.5 kg of 200 kg')).toBeTruthy();
  });

  it('disables the packing types the address and OFM goods rule out, with the reason, and switches to the first enabled one', async () => {
    mockApi(member);
    renderNew();
    await screen.findByRole('checkbox', { name: /^PK2603010001/ });
    fireEvent.click(radio(/^Domestic/));
    await chooseOption('Address', 'Home · Ana Souza, Sao Paulo, BR');
    // Abroad: domestic packing is out, and the chosen domestic type switches to the first enabled one.
    await waitFor(() => expect(radio(/^Standard/).checked).toBe(true));
    expect(radio(/^Domestic/).disabled).toBe(true);
    expect(screen.getByText(packingMessages.domesticKoreaOnly)).toBeTruthy();

    await chooseOption('Address', 'Seoul office · Ana Souza, Seoul, KR');
    await waitFor(() => expect(radio(/^Domestic/).checked).toBe(true));
    expect(radio(/^Standard/).disabled).toBe(true);
    expect(radio(/^K-Packet/).disabled).toBe(true);
    expect(screen.getAllByText(packingMessages.domesticOnly)).toHaveLength(2);

    // OFM goods in a Korean box: no type is left, and the form says which rule shuts each one.
    tick(/^PK2603010002 · Light stick/);
    await waitFor(() => expect(radio(/^Domestic/).disabled).toBe(true));
    expect(screen.getByText(packingMessages.domesticNoOfm)).toBeTruthy();
    expect(radio(/^Domestic/).checked).toBe(false);
  });

  it('sends the packing to the create path with the address as chosen, and goes to the list', async () => {
    const { calls } = mockApi({
      ...member,
      'POST /api/packing-services/request': { body: { code: 'PA2603070002' } },
    });
    renderNew('/packings/new?packageCode=PK2603010001');
    await screen.findByRole('checkbox', { name: /^PK2603010001/ });
    tick(/^PK2603010002/);
    await chooseOption('Address', 'Home · Ana Souza, Sao Paulo, BR');
    chooseOptions();
    expect(screen.getByLabelText('Packing fee estimate').textContent).toBe('₩1,500');
    typeInto('Note', 'Albums upright');
    submit();
    expect(await screen.findByRole('heading', { name: 'Packing list' })).toBeTruthy();
    const { createdAt: _c, updatedAt: _u, ...address } = savedAddress();
    expect(calls.find((call) => call.key === 'POST /api/packing-services/request')?.body).toEqual({
      targetPackageCodes: ['PK2603010001', 'PK2603010002'],
      address,
      requestType: 'STANDARD',
      priority: false,
      vacuumOption: 'NONE',
      posterOption: 'NONE',
      freebie: false,
      memberNote: 'Albums upright',
    });
  });

  it("keeps every value on a refused send and shows the server's message", async () => {
    mockApi({
      ...member,
      'POST /api/packing-services/request': {
        status: 400,
        body: { code: 'BAD_REQUEST', message: packingMessages.totalWeightTooHigh },
      },
    });
    renderNew('/packings/new?packageCode=PK2603010001');
    await screen.findByRole('checkbox', { name: /^PK2603010001/ });
    await chooseOption('Address', 'Home · Ana Souza, Sao Paulo, BR');
    chooseOptions();
    submit();
    expect(await screen.findByText('The packing was not saved')).toBeTruthy();
    expect(screen.getByText('The packing was not saved').closest('[role="alert"]')?.textContent).toContain(
      packingMessages.totalWeightTooHigh,
    );
    expect(radio(/^Standard/).checked).toBe(true);
    expect(
      (screen.getByRole('checkbox', { name: 'I have confirmed the above' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(true);
  });

  it('edits a requested packing with its own packages and stored address, and goes to its page', async () => {
    const { calls } = mockApi({
      ...member,
      'GET /api/packing-services/PA2603070001': { body: packingDetail() },
      'PATCH /api/packing-services/PA2603070001': { body: { code: 'PA2603070001' } },
    });
    renderKindEdit('packing', 'PA2603070001', <PackingEditPage code="PA2603070001" />);
    expect(await screen.findByRole('heading', { name: 'Edit [Packing] PA2603070001' })).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: /^PK2603010002/ }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    expect(radio(/^Standard/).checked).toBe(true);
    tick('I have confirmed the above');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Packing page' })).toBeTruthy();
    expect(calls.find((call) => call.key === 'PATCH /api/packing-services/PA2603070001')?.body).toMatchObject(
      {
        code: 'PA2603070001',
        targetPackageCodes: ['PK2603010001', 'PK2603010002'],
        address: { id: 7, countryCode: 'BR' },
        priority: true,
        vacuumOption: 'PACKER_DECIDES',
        posterOption: 'KEEP_ROLLED',
      },
    );
  });

  it('keeps the address a packing was sent with when it is no longer in the address book', async () => {
    const gone = { ...packingDetail().address, id: 99, nickname: 'Old flat', city: 'Recife' };
    const { calls } = mockApi({
      ...member,
      'GET /api/packing-services/PA2603070001': { body: packingDetail({ address: gone }) },
      'PATCH /api/packing-services/PA2603070001': { body: { code: 'PA2603070001' } },
    });
    renderKindEdit('packing', 'PA2603070001', <PackingEditPage code="PA2603070001" />);
    await screen.findByRole('heading', { name: 'Edit [Packing] PA2603070001' });
    await waitFor(() =>
      expect(
        (
          screen
            .getAllByLabelText(fieldLabel('Address'))
            .find((element) => element.tagName === 'INPUT') as HTMLInputElement
        ).value,
      ).toBe('Old flat (as sent)'),
    );
    tick('I have confirmed the above');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Packing page' })).toBeTruthy();
    expect(calls.find((call) => call.key === 'PATCH /api/packing-services/PA2603070001')?.body).toMatchObject(
      {
        address: { id: 99, nickname: 'Old flat', city: 'Recife' },
      },
    );
  });
});
