import { codeLists } from '@fanship/domain/warehouse/code-lists';
import { repackingMessages } from '@fanship/domain/warehouse/repacking';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSubmitLock } from '../../../lib/submit-lock.ts';
import { renderKindEdit, renderKindForm } from '../../../test/kind-form.tsx';
import { packageSummary } from '../../../test/package-fixtures.ts';
import { chooseOption, fieldLabel, mockApi, typeInto } from '../../../test/render.tsx';
import { repackingDetail } from '../../../test/repacking-fixtures.ts';
import { RepackingEditPage, RepackingNewPage } from './repacking-pages.tsx';

/**
 * The member's locker: two arrived parcels (1.25 kg, and an M package of 0.8 kg), a heavy arrived parcel, an
 * arrived F box (1.25 kg) and an F box held by a service (not offered as the box).
 */
const member = {
  'GET /api/code-lists': { body: codeLists() },
  'GET /api/packages': {
    body: {
      content: [
        packageSummary(1),
        packageSummary(2, { type: 'M', weightGrams: 800, itemCount: 1, firstItemName: 'Light stick' }),
        packageSummary(3, { weightGrams: 199_000, itemCount: 1, firstItemName: 'Piano' }),
        packageSummary(4, { type: 'F' }),
        packageSummary(5, { type: 'F', status: 'IN_SERVICE' }),
      ],
      currentPage: 1,
      totalPages: 1,
      totalElements: 5,
    },
  },
};

const renderNew = (path = '/repackings/new') =>
  renderKindForm(path, 'repacking', { '/repackings/new': <RepackingNewPage /> });

const submitButton = () => screen.getByRole('button', { name: 'Submit' });
const tick = (name: RegExp | string) => fireEvent.click(screen.getByRole('checkbox', { name }));
const targetInput = () =>
  screen.getAllByLabelText(fieldLabel('Target Package')).find((element) => element.tagName === 'INPUT')!;

beforeEach(() => resetSubmitLock());

describe('the repacking form', () => {
  it("keeps Submit disabled until a box and a package to add are chosen, with the spec's messages as fields are left", async () => {
    mockApi(member);
    renderNew();
    await screen.findByRole('checkbox', { name: /^PK2603010001/ });
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    fireEvent.focus(targetInput());
    fireEvent.blur(targetInput());
    expect(await screen.findByText(repackingMessages.targetRequired)).toBeTruthy();

    tick(/^PK2603010001/);
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    tick(/^PK2603010001/);
    fireEvent.blur(screen.getByRole('checkbox', { name: /^PK2603010001/ }));
    expect(await screen.findByText(repackingMessages.resourcesRequired)).toBeTruthy();

    await chooseOption('Target Package', 'PK2603010004 · Mini album +2 · 1.25 kg');
    await waitFor(() => expect(screen.queryByText(repackingMessages.targetRequired)).toBeNull());
    tick(/^PK2603010002/);
    await waitFor(() => expect(submitButton().hasAttribute('disabled')).toBe(false));
    expect(screen.getByRole('link', { name: 'Request list' }).getAttribute('href')).toBe('/repackings');

    typeInto('Note', 'x'.repeat(3001));
    fireEvent.blur(screen.getByRole('textbox', { name: /Note/ }));
    expect(await screen.findByText(repackingMessages.noteTooLong)).toBeTruthy();
  });

  it('offers arrived F boxes as the box and the arrived packages but the box to add, and holds the box and packages to 200 kg', async () => {
    mockApi(member);
    renderNew('/repackings/new?packageCode=PK2603010004');
    await screen.findByRole('checkbox', { name: /^PK2603010001/ });
    const added = within(screen.getByRole('group', { name: 'Add Package' })).getAllByRole('checkbox');
    // The box itself is not offered; nor is the F box held by a service.
    expect(added).toHaveLength(3);
    expect(screen.queryByRole('checkbox', { name: /^PK2603010004/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /^PK2603010005/ })).toBeNull();

    tick(/^PK2603010003 · Piano/);
    // 199 kg added into a box of 1.25 kg: over 200 kg together.
    fireEvent.click(submitButton());
    expect(await screen.findByText(repackingMessages.totalWeightTooHigh)).toBeTruthy();
    tick(/^PK2603010003 · Piano/);
    tick(/^PK2603010002/);
    await waitFor(() => expect(screen.queryByText(repackingMessages.totalWeightTooHigh)).toBeNull());
    expect(screen.getByText(/Repacking fee: ₩10,000 for the weight added/)).toBeTruthy();
  });

  it('sends the box and packages to the create path and goes to the list', async () => {
    const { calls } = mockApi({
      ...member,
      'POST /api/repacking-services': { body: { code: 'RP2603090002' } },
    });
    renderNew('/repackings/new?packageCode=PK2603010004');
    await screen.findByRole('checkbox', { name: /^PK2603010001/ });
    tick(/^PK2603010001/);
    tick(/^PK2603010002/);
    expect(screen.getByText(/Repacking fee: ₩30,000 for the weight added/)).toBeTruthy();
    typeInto('Note', 'Posters flat');
    fireEvent.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Repacking list' })).toBeTruthy();
    expect(calls.find((call) => call.key === 'POST /api/repacking-services')?.body).toEqual({
      targetPackageCode: 'PK2603010004',
      resourcePackageCodes: ['PK2603010001', 'PK2603010002'],
      memberNote: 'Posters flat',
    });
  });

  it("keeps every value on a refused send and shows the server's message", async () => {
    const refusal = repackingMessages.repackedBefore('PK2603010004');
    mockApi({
      ...member,
      'POST /api/repacking-services': { status: 400, body: { code: 'BAD_REQUEST', message: refusal } },
    });
    renderNew('/repackings/new?packageCode=PK2603010004');
    await screen.findByRole('checkbox', { name: /^PK2603010001/ });
    tick(/^PK2603010001/);
    typeInto('Note', 'Posters flat');
    fireEvent.click(submitButton());
    expect(await screen.findByText('The repacking was not saved')).toBeTruthy();
    expect(screen.getByText('The repacking was not saved').closest('[role="alert"]')?.textContent).toContain(
      refusal,
    );
    expect((screen.getByRole('checkbox', { name: /^PK2603010001/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: /Note/ }) as HTMLTextAreaElement).value).toBe('Posters flat');
    expect((targetInput() as HTMLInputElement).value).toMatch(/^PK2603010004/);
  });

  it('edits a requested repacking with its own packages, and goes to its page', async () => {
    const { calls } = mockApi({
      ...member,
      'GET /api/repacking-services/RP2603090001': { body: repackingDetail() },
      'PATCH /api/repacking-services/RP2603090001': { body: { code: 'RP2603090001' } },
    });
    renderKindEdit('repacking', 'RP2603090001', <RepackingEditPage code="RP2603090001" />);
    expect(await screen.findByRole('heading', { name: 'Edit [Repacking] RP2603090001' })).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: /^PK2603010002/ }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    tick(/^PK2603010002/);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Repacking page' })).toBeTruthy();
    expect(
      calls.find((call) => call.key === 'PATCH /api/repacking-services/RP2603090001')?.body,
    ).toMatchObject({
      code: 'RP2603090001',
      targetPackageCode: 'PK2603010004',
      resourcePackageCodes: ['PK2603010001'],
      memberNote: 'Please keep the posters flat',
    });
  });
});
