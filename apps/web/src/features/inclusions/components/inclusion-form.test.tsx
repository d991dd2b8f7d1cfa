import { codeLists } from '@fanship/domain/warehouse/code-lists';
import { forwardingMessages } from '@fanship/domain/warehouse/forwarding-fields';
import { inclusionMessages } from '@fanship/domain/warehouse/inclusion';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSubmitLock } from '../../../lib/submit-lock.ts';
import { inclusionDetail } from '../../../test/inclusion-fixtures.ts';
import { renderKindForm } from '../../../test/kind-form.tsx';
import { onePage, packageSummary } from '../../../test/package-fixtures.ts';
import { chooseOption, mockApi, typeInto } from '../../../test/render.tsx';
import { InclusionEditPage, InclusionNewPage } from './inclusion-pages.tsx';

/** The member's locker: an arrived R package, an arrived M package (OFM), and an F box (never offered). */
const locker = {
  'GET /api/code-lists': { body: codeLists() },
  'GET /api/packages': {
    body: onePage([packageSummary(1), packageSummary(2, { type: 'M' }), packageSummary(3, { type: 'F' })]),
  },
};

/** Sends the form and finds each message. */
async function expectMessagesOnSubmit(messages: string[]) {
  fireEvent.click(submitButton());
  for (const message of messages) expect(await screen.findByText(message)).toBeTruthy();
}

const renderNew = (path = '/inclusions/new') =>
  renderKindForm(path, 'inclusion', {
    '/inclusions/new': <InclusionNewPage />,
    '/inclusions/edit/:code': <InclusionEditPage code="IC2603050001" />,
  });

const submitButton = () => screen.getByRole('button', { name: 'Submit' });
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

beforeEach(() => resetSubmitLock());

describe('the inclusion form', () => {
  it('keeps Submit disabled until a package is ticked, and offers only arrived R and M packages', async () => {
    mockApi(locker);
    renderNew();
    expect(await screen.findByRole('checkbox', { name: /^PK2603010001/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /^PK2603010002/ })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /^PK2603010003/ })).toBeNull();
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /^PK2603010001/ }));
    await waitFor(() => expect(submitButton().hasAttribute('disabled')).toBe(false));
  });

  it("shows the spec's messages, POB only hiding the items, Inclusion Type and Poster Rolls", async () => {
    mockApi(locker);
    renderNew('/inclusions/new?packageCode=PK2603010001');
    await screen.findByRole('checkbox', { name: /^PK2603010001/ });
    expect(radio('Yes').checked).toBe(true);
    expect(screen.queryByLabelText(/Version Name/)).toBeNull();
    expect(screen.getByText('write N/A if none')).toBeTruthy();
    await expectMessagesOnSubmit([
      inclusionMessages.albumNameRequired,
      inclusionMessages.albumTypeRequired,
      inclusionMessages.memberNoteRequired,
      forwardingMessages.confirmRequired,
    ]);
    fireEvent.click(radio('No'));
    expect(await screen.findByLabelText(/Version Name/)).toBeTruthy();
    await expectMessagesOnSubmit([
      inclusionMessages.versionNameRequired,
      inclusionMessages.totalRequired,
      inclusionMessages.signedRequired,
      inclusionMessages.sealedRequired,
      inclusionMessages.keepOptionsRequired,
      inclusionMessages.posterRequired,
    ]);
    typeInto('Version Name', 'x'.repeat(31));
    fireEvent.blur(screen.getByLabelText(/Version Name/));
    expect(await screen.findByText(inclusionMessages.versionNameTooLong)).toBeTruthy();
  });

  it('sends POB only without items, keep options or poster, with the fee estimate, and goes to the list', async () => {
    const { calls } = mockApi({
      ...locker,
      'POST /api/inclusion-services': { body: { code: 'IC2603070001' } },
    });
    renderNew('/inclusions/new?packageCode=PK2603010001');
    await screen.findByRole('checkbox', { name: /^PK2603010001/ });
    fireEvent.click(screen.getByRole('checkbox', { name: /^PK2603010002/ }));
    typeInto('Artist / Album', 'SEVENTEEN / FML');
    await chooseOption('Album Type', 'Standard (photobook, mini album)');
    typeInto('Any other special requests', 'N/A');
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have confirmed the above' }));
    // POB only: ₩2,000 for the R box and ₩1,300 for the M (OFM) box.
    expect(await screen.findByText('Inclusion fee: ₩3,300')).toBeTruthy();
    fireEvent.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Inclusion list' })).toBeTruthy();
    expect(calls.find((call) => call.key === 'POST /api/inclusion-services')?.body).toEqual({
      targetPackageCodes: ['PK2603010001', 'PK2603010002'],
      albumName: 'SEVENTEEN / FML',
      albumType: 'STANDARD',
      benefitOnly: true,
      keepOptions: [],
      posterOption: null,
      inclusionItems: [],
      memberNote: 'N/A',
      images: [],
    });
  });

  it("keeps the input and shows the server's message when the save is refused", async () => {
    mockApi({
      ...locker,
      'GET /api/inclusion-services/IC2603050001': {
        body: inclusionDetail({ targetPackageCodes: ['PK2603010001'] }),
      },
      'PATCH /api/inclusion-services/IC2603050001': {
        status: 400,
        body: { code: 'BAD_REQUEST', message: inclusionMessages.ofmOverPackages(0) },
      },
    });
    renderNew('/inclusions/edit/IC2603050001');
    expect(((await screen.findByLabelText(/Artist \/ Album/)) as HTMLInputElement).value).toBe(
      'SEVENTEEN / FML',
    );
    expect(radio('No').checked).toBe(true);
    // Editing: the items as asked, their opened count derived.
    expect(screen.getByText('Opened: 5')).toBeTruthy();
    typeInto('Any other special requests', 'Keep the photocards flat');
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have confirmed the above' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(inclusionMessages.ofmOverPackages(0))).toBeTruthy();
    expect((screen.getByLabelText(/Any other special requests/) as HTMLTextAreaElement).value).toBe(
      'Keep the photocards flat',
    );
  });
});
