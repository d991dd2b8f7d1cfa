import { codeLists } from '@fanship/domain/warehouse/code-lists';
import { forwardingMessages } from '@fanship/domain/warehouse/forwarding-fields';
import { inclusionMessages } from '@fanship/domain/warehouse/inclusion';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSubmitLock } from '../../../lib/submit-lock.ts';
import { expectHalfUploaded, FakeRequest } from '../../../test/fake-xhr.ts';
import { inclusionDetail } from '../../../test/inclusion-fixtures.ts';
import { renderKindForm } from '../../../test/kind-form.tsx';
import { uploadedImage } from '../../../test/ofm-fixtures.ts';
import { onePage, packageSummary } from '../../../test/package-fixtures.ts';
import { chooseOption, fakeMatchMedia, mockApi, typeInto } from '../../../test/render.tsx';
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

/**
 * The new inclusion form of PK2603010001's link, its create answered, with PK2603010002 ticked too and a POB-only
 * inclusion filled in and confirmed; the calls made.
 */
async function fillPobOnly() {
  const mock = mockApi({ ...locker, 'POST /api/inclusion-services': { body: { code: 'IC2603070001' } } });
  renderNew('/inclusions/new?packageCode=PK2603010001');
  await screen.findByRole('checkbox', { name: /^PK2603010001/ });
  fireEvent.click(screen.getByRole('checkbox', { name: /^PK2603010002/ }));
  typeInto('Artist / Album', 'SEVENTEEN / FML');
  await chooseOption('Album Type', 'Standard (photobook, mini album)');
  typeInto('Any other special requests', 'N/A');
  fireEvent.click(screen.getByRole('checkbox', { name: 'I have confirmed the above' }));
  return mock;
}

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const chooseImages = (files: File[]) => {
  const input = screen.getByLabelText('Add images to the inclusion') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
};

const submitButton = () => screen.getByRole('button', { name: 'Submit' });
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

beforeEach(() => {
  resetSubmitLock();
  FakeRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
});

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
    // Spec §2: a 'Request list' button links to /inclusions.
    expect(screen.getByRole('link', { name: 'Request list' }).getAttribute('href')).toBe('/inclusions');
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
    const { calls } = await fillPobOnly();
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

  it('holds 9 images on wide screens, uploads them first with progress and sends them by name', async () => {
    const { calls } = await fillPobOnly();
    expect(screen.getByText('(up to 9, 15 MB each)')).toBeTruthy();
    chooseImages(Array.from({ length: 10 }, (_, index) => png(`photo-${index}.png`)));
    expect(screen.getByText(inclusionMessages.tooManyImages)).toBeTruthy();
    chooseImages([png('albums.png')]);
    fireEvent.click(submitButton());
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
    const upload = FakeRequest.sent[0]!;
    expect(upload.url).toBe('/api/uploads/member-files?domain=inclusion');
    expect(calls.some((call) => call.key === 'POST /api/inclusion-services')).toBe(false);
    expectHalfUploaded(upload, 'albums.png');
    const stored = uploadedImage('c');
    act(() => upload.answer(200, stored));
    expect(await screen.findByRole('heading', { name: 'Inclusion list' })).toBeTruthy();
    expect(calls.find((call) => call.key === 'POST /api/inclusion-services')?.body).toMatchObject({
      images: [{ filename: stored.filename, tag: 'USER_REQUEST' }],
    });
  });

  it("stops the submit with 'Failed to upload images' when an upload fails, keeping the input (spec §8)", async () => {
    const { calls } = await fillPobOnly();
    chooseImages([png('albums.png'), png('posters.png')]);
    fireEvent.click(submitButton());
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(2));
    act(() => FakeRequest.sent[0]!.answer(200, uploadedImage('c')));
    act(() => FakeRequest.sent[1]!.answer(500, { code: 'INTERNAL', message: 'Disk full' }));
    expect(await screen.findByText(inclusionMessages.uploadFailed)).toBeTruthy();
    expect(calls.some((call) => call.key === 'POST /api/inclusion-services')).toBe(false);
    expect((screen.getByLabelText(/Artist \/ Album/) as HTMLInputElement).value).toBe('SEVENTEEN / FML');
    expect(screen.getByText('Not uploaded')).toBeTruthy();
  });

  it('holds 4 images on phones', async () => {
    vi.stubGlobal(
      'matchMedia',
      fakeMatchMedia((query) => query === '(max-width: 48em)'),
    );
    mockApi(locker);
    renderNew('/inclusions/new?packageCode=PK2603010001');
    await screen.findByRole('checkbox', { name: /^PK2603010001/ });
    expect(screen.getByText('(up to 4, 15 MB each)')).toBeTruthy();
    chooseImages(Array.from({ length: 5 }, (_, index) => png(`photo-${index}.png`)));
    expect(screen.getByText(inclusionMessages.tooManyImages)).toBeTruthy();
    chooseImages([png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    expect(screen.queryByRole('button', { name: 'Add images' })).toBeNull();
  });
});
