import { MAX_IMAGE_BYTES } from '@fanship/domain/requests/ofm';
import type { Claim, ClaimPage } from '@fanship/domain/warehouse/claims';
import { ModalsProvider } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSubmitLock } from '../../../lib/submit-lock.ts';
import { FakeRequest } from '../../../test/fake-xhr.ts';
import { fieldLabel, mockApi, renderAt } from '../../../test/render.tsx';
import { ClaimsPage } from './claims-page.tsx';

const file = (letter: string) => ({
  filename: `${letter.repeat(32)}.png`,
  tag: 'PROOF_OF_PACKAGE',
  url: `/api/files/${letter.repeat(32)}.png`,
});

const claim = (fields: Partial<Claim>): Claim => ({
  id: 7,
  status: 'SCPC01',
  statusLabel: 'Pending',
  createdAt: '2026-03-01T09:00:00.000Z',
  trackingNo: 'CJ1234',
  receiverName: 'Kim Fan',
  images: [file('a')],
  packageCode: null,
  rejectReason: null,
  cancellable: true,
  ...fields,
});

const page = (content: Claim[]): ClaimPage => ({
  content,
  currentPage: 1,
  totalPages: 1,
  totalElements: content.length,
});

beforeEach(() => {
  FakeRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
});

afterEach(() => {
  cleanup();
  resetSubmitLock();
  notifications.clean();
});

const png = (name: string, size = 10, type = 'image/png') => {
  const chosen = new File(['x'], name, { type });
  Object.defineProperty(chosen, 'size', { value: size });
  return chosen;
};

function chooseImages(files: File[]) {
  const input = screen.getByLabelText('Add proof images') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}

function type(label: string, value: string) {
  const field = screen.getByLabelText(fieldLabel(label));
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

const renderPage = () =>
  renderAt(
    '/lost-and-found',
    <ModalsProvider>
      <ClaimsPage />
    </ModalsProvider>,
  );

const submitButton = () => screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;

async function openModal() {
  fireEvent.click((await screen.findAllByRole('button', { name: 'Claim a lost package' }))[0] as HTMLElement);
  return screen.findByRole('dialog', { name: 'Claim a lost package' });
}

describe('Lost & Found page', () => {
  it('lists the claims with their images, the package given, the reason refused and Cancel on pending ones', async () => {
    mockApi({
      'GET /api/package-claims': {
        body: page([
          claim({ id: 9 }),
          claim({
            id: 8,
            status: 'SCPC02',
            statusLabel: 'Approved',
            packageCode: 'PK2603010001',
            cancellable: false,
          }),
          claim({
            id: 7,
            status: 'SCPC03',
            statusLabel: 'Rejected',
            rejectReason: 'The label shows another name',
            cancellable: false,
          }),
        ]),
      },
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Claims' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Created',
      'ID',
      'Tracking No.',
      'Receiver',
      'Status',
      'Images',
      'Package / Reason',
      '',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Cancel claim #9' })).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: 'PK2603010001' })
        .getAttribute('href'),
    ).toBe('/packages/PK2603010001');
    expect(within(rows[2] as HTMLElement).getByText('The label shows another name')).toBeTruthy();
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('img', { name: 'Proof image 1 of claim #9' })
        .getAttribute('src'),
    ).toBe(file('a').url);
    // Phones get cards with the same content.
    expect(screen.getByRole('list', { name: 'Claims' }).children).toHaveLength(3);
  });

  it('cancels a pending claim after a confirmation', async () => {
    const { calls } = mockApi({
      'GET /api/package-claims': { body: page([claim({ id: 9 })]) },
      'DELETE /api/package-claims/9': { status: 204 },
    });
    renderPage();
    fireEvent.click((await screen.findAllByRole('button', { name: 'Cancel claim #9' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this claim?' });
    expect(calls.some((call) => call.key === 'DELETE /api/package-claims/9')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel claim' }));
    await waitFor(() => expect(calls.some((call) => call.key === 'DELETE /api/package-claims/9')).toBe(true));
    expect(await screen.findByText('Claim #9 was cancelled.')).toBeTruthy();
  });

  it('says when there are no claims, and when they cannot be read', async () => {
    mockApi({ 'GET /api/package-claims': { body: page([]) } });
    renderPage();
    expect(await screen.findByText('You have not claimed any lost package.')).toBeTruthy();
    cleanup();
    mockApi({ 'GET /api/package-claims': { status: 500, body: { code: 'INTERNAL', message: 'Broken' } } });
    renderPage();
    expect(await screen.findByText('Broken')).toBeTruthy();
  });
});

describe('the claim modal', () => {
  it('keeps Submit disabled until the fields are valid and an image is chosen, with the spec messages', async () => {
    mockApi({ 'GET /api/package-claims': { body: page([]) } });
    renderPage();
    await openModal();
    expect(submitButton().disabled).toBe(true);
    type('Tracking number', '   ');
    type('Receiver name', 'N'.repeat(101));
    expect(await screen.findByText('Tracking number is required')).toBeTruthy();
    expect(screen.getByText('Receiver name is too long (max. 100)')).toBeTruthy();
    type('Tracking number', 'CJ1234');
    type('Receiver name', 'Kim Fan');
    await waitFor(() => expect(screen.queryByText('Tracking number is required')).toBeNull());
    expect(submitButton().disabled).toBe(true);
    chooseImages([png('one.png')]);
    await waitFor(() => expect(submitButton().disabled).toBe(false));
  });

  it('refuses a file over 15 MB with a toast and clears the selection; more than 4 images too', async () => {
    mockApi({ 'GET /api/package-claims': { body: page([]) } });
    renderPage();
    const dialog = await openModal();
    chooseImages([png('one.png'), png('two.png')]);
    expect(within(dialog).getByRole('button', { name: 'Remove two.png' })).toBeTruthy();
    chooseImages([png('huge.png', MAX_IMAGE_BYTES + 1)]);
    expect(await screen.findByText('File size cannot exceed 15MB')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Remove/ })).toBeNull();
    chooseImages([png('1.png'), png('2.png'), png('3.png')]);
    chooseImages([png('4.png'), png('5.png')]);
    expect((await screen.findAllByText('Maximum 4 images allowed')).length).toBeGreaterThan(0);
    expect(within(dialog).getAllByRole('button', { name: /Remove/ })).toHaveLength(3);
  });

  it('uploads the images first with progress, then sends the claim with their names', async () => {
    const { calls } = mockApi({
      'GET /api/package-claims': { body: page([]) },
      'POST /api/package-claims': { status: 201, body: { id: 12 } },
    });
    renderPage();
    await openModal();
    type('Tracking number', ' CJ1234 ');
    type('Receiver name', 'Kim Fan');
    chooseImages([png('one.png'), png('two.png')]);
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fireEvent.click(submitButton());
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(2));
    expect(FakeRequest.sent[0]?.url).toBe('/api/uploads/member-files?domain=package-claim');
    act(() => FakeRequest.sent[0]?.progress(50, 100));
    const progress = screen.getByRole('progressbar', { name: 'Upload of one.png' });
    expect(progress.getAttribute('aria-valuenow')).toBe('50');
    act(() => {
      FakeRequest.sent[0]?.answer(201, file('a'));
      FakeRequest.sent[1]?.answer(201, file('b'));
    });
    await waitFor(() => expect(calls.some((call) => call.key === 'POST /api/package-claims')).toBe(true));
    expect(calls.find((call) => call.key === 'POST /api/package-claims')?.body).toEqual({
      trackingNo: 'CJ1234',
      receiverName: 'Kim Fan',
      images: [
        { filename: file('a').filename, tag: 'PROOF_OF_PACKAGE' },
        { filename: file('b').filename, tag: 'PROOF_OF_PACKAGE' },
      ],
    });
    expect(await screen.findByText('Your claim #12 was sent. We will review it soon.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Claim a lost package' })).toBeNull());
  });

  it('shows an upload failure as the form error and keeps the input; a retry uploads only what failed', async () => {
    const { calls } = mockApi({
      'GET /api/package-claims': { body: page([]) },
      'POST /api/package-claims': { status: 201, body: { id: 13 } },
    });
    renderPage();
    await openModal();
    type('Tracking number', 'CJ1234');
    type('Receiver name', 'Kim Fan');
    chooseImages([png('one.png'), png('two.png')]);
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fireEvent.click(submitButton());
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(2));
    act(() => {
      FakeRequest.sent[0]?.answer(201, file('a'));
      FakeRequest.sent[1]?.answer(415, {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Only PNG, JPEG, GIF and WebP images can be uploaded.',
      });
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Only PNG, JPEG, GIF and WebP images can be uploaded.');
    expect(calls.some((call) => call.key === 'POST /api/package-claims')).toBe(false);
    expect((screen.getByLabelText(fieldLabel('Tracking number')) as HTMLInputElement).value).toBe('CJ1234');
    expect(screen.getByText('Not uploaded')).toBeTruthy();
    // After the 1-second failure lock, a retry uploads only the image that failed.
    await waitFor(() => expect(submitButton().disabled).toBe(false), { timeout: 2_000 });
    fireEvent.click(submitButton());
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(3));
    act(() => FakeRequest.sent[2]?.answer(201, file('c')));
    await waitFor(() => expect(calls.some((call) => call.key === 'POST /api/package-claims')).toBe(true));
    const sent = calls.find((call) => call.key === 'POST /api/package-claims')?.body as
      | { images: unknown[] }
      | undefined;
    expect(sent?.images).toHaveLength(2);
  });

  it('shows the server’s refusal of the claim as the form error', async () => {
    mockApi({
      'GET /api/package-claims': { body: page([]) },
      'POST /api/package-claims': {
        status: 400,
        body: { code: 'BAD_REQUEST', message: 'Failed to upload images' },
      },
    });
    renderPage();
    await openModal();
    type('Tracking number', 'CJ1234');
    type('Receiver name', 'Kim Fan');
    chooseImages([png('one.png')]);
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fireEvent.click(submitButton());
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
    act(() => FakeRequest.sent[0]?.answer(201, file('a')));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to upload images');
    expect(screen.getByRole('dialog', { name: 'Claim a lost package' })).toBeTruthy();
  });
});
