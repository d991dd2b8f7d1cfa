import { codeLists } from '@fanship/domain/warehouse/code-lists';
import { splitMessages } from '@fanship/domain/warehouse/split';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSubmitLock } from '../../../lib/submit-lock.ts';
import { renderKindEdit, renderKindForm } from '../../../test/kind-form.tsx';
import { packageSummary } from '../../../test/package-fixtures.ts';
import { chooseOption, fieldLabel, mockApi, typeInto } from '../../../test/render.tsx';
import { splitDetail } from '../../../test/split-fixtures.ts';
import { SplitEditPage, SplitNewPage } from './split-pages.tsx';

/** The member's locker: an arrived R package, an F box (never split) and a T package already held by a service. */
const locker = {
  'GET /api/code-lists': { body: codeLists() },
  'GET /api/packages': {
    body: {
      content: [
        packageSummary(1),
        packageSummary(2, { type: 'F' }),
        packageSummary(3, { type: 'T', status: 'IN_SERVICE' }),
      ],
      currentPage: 1,
      totalPages: 1,
      totalElements: 3,
    },
  },
};

const renderNew = (path = '/splits/new') =>
  renderKindForm(path, 'split', { '/splits/new': <SplitNewPage /> });

/** The package picker's input (a Mantine select). */
const packagePicker = () =>
  screen
    .getAllByLabelText(fieldLabel('Package'))
    .find((element) => element.tagName === 'INPUT') as HTMLInputElement;

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

beforeEach(() => resetSubmitLock());

describe('the split form', () => {
  it("shows the spec's messages for a form sent empty, and the two-package rule as packages are removed", async () => {
    mockApi(locker);
    renderNew();
    expect(await screen.findByRole('group', { name: 'Package 2' })).toBeTruthy();
    submit();
    expect(await screen.findByText(splitMessages.packageRequired)).toBeTruthy();
    expect(screen.getByText(splitMessages.typeRequired)).toBeTruthy();
    expect(screen.getAllByText(splitMessages.descriptionRequired)).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Remove package 2' }));
    expect((await screen.findAllByText(splitMessages.atLeastTwo)).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add package' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.getByText(/Split fee: ₩5,000 \(2 × ₩2,500\)/)).toBeTruthy();
    const [description] = screen.getAllByRole('textbox', { name: /Package description/ });
    fireEvent.change(description as HTMLElement, { target: { value: 'x'.repeat(2001) } });
    fireEvent.blur(description as HTMLElement);
    expect(await screen.findByText(splitMessages.descriptionTooLong)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request list' }).getAttribute('href')).toBe('/incomings');
  });

  it('offers only arrived R, M, T and L packages, takes the one chosen on its page, and sends the split to the list', async () => {
    const { calls } = mockApi({ ...locker, 'POST /api/split-services': { body: { code: 'SP2603050002' } } });
    renderNew('/splits/new?packageCode=PK2603010001');
    await screen.findByRole('group', { name: 'Package 2' });
    const picker = packagePicker();
    await waitFor(() => expect((picker as HTMLInputElement).value).toMatch(/^PK2603010001 · Mini album \+2/));
    fireEvent.click(picker);
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent?.slice(0, 12))).toEqual(['PK2603010001']);

    fireEvent.click(screen.getByRole('radio', { name: /K-Packet/ }));
    const [first, second] = screen.getAllByRole('textbox', { name: /Package description/ });
    fireEvent.change(first as HTMLElement, { target: { value: 'Albums' } });
    fireEvent.change(second as HTMLElement, { target: { value: 'Photocards' } });
    typeInto('Note', 'Keep the posters flat');
    submit();
    expect(await screen.findByRole('heading', { name: 'Split list' })).toBeTruthy();
    expect(calls.find((call) => call.key === 'POST /api/split-services')?.body).toEqual({
      type: 'KP',
      targetPackageCode: 'PK2603010001',
      contents: ['Albums', 'Photocards'],
      memberNote: 'Keep the posters flat',
    });
  });

  it("keeps every value on a refused send and shows the server's message", async () => {
    mockApi({
      ...locker,
      'POST /api/split-services': {
        status: 409,
        body: {
          code: 'CONFLICT',
          message: 'Package PK2603010001 cannot be used for this request now (it is in service).',
        },
      },
    });
    renderNew();
    await chooseOption('Package', 'PK2603010001 · Mini album +2 · 1.25 kg');
    fireEvent.click(screen.getByRole('radio', { name: /Standard/ }));
    const [first, second] = screen.getAllByRole('textbox', { name: /Package description/ });
    fireEvent.change(first as HTMLElement, { target: { value: 'Albums' } });
    fireEvent.change(second as HTMLElement, { target: { value: 'Photocards' } });
    submit();
    expect(await screen.findByText(/cannot be used for this request now \(it is in service\)/)).toBeTruthy();
    expect(screen.getByText('The split was not saved')).toBeTruthy();
    expect((first as HTMLTextAreaElement).value).toBe('Albums');
    expect(screen.getByRole('radio', { name: /Standard/ })).toHaveProperty('checked', true);
    // A failed send locks Submit for a moment (spec: 1 s).
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(true);
  });

  it('edits a requested split with its package fixed, and goes to its page', async () => {
    const { calls } = mockApi({
      ...locker,
      'GET /api/split-services/SP2603050001': { body: splitDetail() },
      'PATCH /api/split-services/SP2603050001': { body: { code: 'SP2603050001' } },
    });
    renderKindEdit('split', 'SP2603050001', <SplitEditPage code="SP2603050001" />);
    expect(await screen.findByRole('heading', { name: 'Edit [Split] SP2603050001' })).toBeTruthy();
    expect(packagePicker().hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add package' }));
    const texts = screen.getAllByRole('textbox', { name: /Package description/ });
    fireEvent.change(texts[2] as HTMLElement, { target: { value: 'Stickers' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Split page' })).toBeTruthy();
    expect(calls.find((call) => call.key === 'PATCH /api/split-services/SP2603050001')?.body).toMatchObject({
      code: 'SP2603050001',
      targetPackageCode: 'PK2603010001',
      contents: ['Albums of the first box', 'Photocards and posters', 'Stickers'],
    });
  });
});
