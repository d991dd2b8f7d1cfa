import { unboxingRequestKind } from '@fanship/domain/requests/request-kinds';
import { type StaffUnboxing, unboxingMessages } from '@fanship/domain/warehouse/unboxing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StaffRequestDetailPage } from '../../../app/staff-request-page.tsx';
import { chooseFile, FakeRequest } from '../../../test/fake-xhr.ts';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { unboxingRequest } from '../../../test/unboxing-fixtures.ts';

const CODE = 'UB2603010001';
const DETAIL = `GET /api/staff/requests/unboxing/${CODE}`;

function staffUnboxing(overrides: Partial<StaffUnboxing> = {}): StaffUnboxing {
  return {
    ...unboxingRequest({ code: CODE, memberNote: 'Please show every photocard' }),
    member: { code: 'FAN0001', name: 'Mina Park', email: 'mina@example.com' },
    actions: [{ to: 'SCUN02', action: 'Start' }],
    history: [],
    package: { code: 'PK2603010001', type: 'R', status: 'UNBOXING_REQUEST', weightGrams: 1_200, tags: [] },
    videoMaxBytes: 1024 * 1024,
    ...overrides,
  };
}

const processing = (overrides: Partial<StaffUnboxing> = {}) =>
  staffUnboxing({
    status: 'SCUN02',
    statusLabel: 'Processing',
    cancellable: false,
    actions: [{ to: 'SCUN03', action: 'Complete' }],
    package: { code: 'PK2603010001', type: 'R', status: 'UNBOXING_PROCESSING', weightGrams: 1_200, tags: [] },
    ...overrides,
  });

const video = {
  filename: `${'a'.repeat(32)}.mp4`,
  url: `/api/files/${'a'.repeat(32)}.mp4`,
  contentType: 'video/mp4',
  sizeBytes: 2048,
  createdAt: '2026-03-01T10:00:00.000Z',
};

function openPage() {
  renderAt(
    `/staff/requests/unboxing/${CODE}`,
    <StaffRequestDetailPage kind={unboxingRequestKind} code={CODE} />,
  );
}

beforeEach(() => {
  FakeRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
});

describe('staff unboxing page', () => {
  it('shows what the member asked for and starts it', async () => {
    let current = staffUnboxing();
    const { calls } = mockApi({
      [DETAIL]: () => ({ body: current }),
      [`POST /api/staff/unboxing/${CODE}/start`]: () => {
        current = processing();
        return { body: current };
      },
    });
    openPage();
    const details = within(await screen.findByRole('region', { name: 'Unboxing' }));
    expect(details.getByText('PK2603010001')).toBeTruthy();
    expect(details.getByText('1.20 kg')).toBeTruthy();
    expect(details.getByText('Priority · within 2 business days')).toBeTruthy();
    expect(details.getByText('Please show every photocard')).toBeTruthy();
    expect(details.getByText('₩5,000')).toBeTruthy();
    expect(details.getByText('₩7,500 on the package, paid with its shipping')).toBeTruthy();
    // Nothing to upload before the start.
    expect(screen.queryByRole('button', { name: 'Upload video' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() =>
      expect(calls.some((call) => call.key === `POST /api/staff/unboxing/${CODE}/start`)).toBe(true),
    );
    expect(await screen.findByRole('button', { name: 'Upload video' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Complete' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(unboxingMessages.noVideo)).toBeTruthy();
  });

  it('refuses a video too big or of another type before any upload', async () => {
    mockApi({ [DETAIL]: { body: processing() } });
    openPage();
    await screen.findByRole('button', { name: 'Upload video' });
    chooseFile(new File([new Uint8Array(2 * 1024 * 1024)], 'big.mp4', { type: 'video/mp4' }));
    expect(await screen.findByText('The video is too large (max. 1 MiB).')).toBeTruthy();
    chooseFile(new File([new Uint8Array(10)], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByText(unboxingMessages.videoType)).toBeTruthy();
    expect(FakeRequest.sent).toHaveLength(0);
  });

  it('uploads a video with progress, shows it and completes', async () => {
    let current = processing();
    const { calls } = mockApi({
      [DETAIL]: () => ({ body: current }),
      [`POST /api/staff/unboxing/${CODE}/complete`]: () => {
        current = processing({ status: 'SCUN03', statusLabel: 'Completed', videos: [video], actions: [] });
        return { body: current };
      },
    });
    openPage();
    await screen.findByRole('button', { name: 'Upload video' });
    expect(screen.getByText('No video uploaded yet.')).toBeTruthy();
    chooseFile(new File([new Uint8Array(2048)], 'box.mp4', { type: 'video/mp4' }));
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
    const upload = FakeRequest.sent[0]!;
    expect(upload.url).toBe(`/api/staff/unboxing/${CODE}/videos`);
    act(() => upload.progress(1024, 2048));
    expect(await screen.findByText('Uploading… 50%')).toBeTruthy();
    current = processing({ videos: [video] });
    act(() => upload.answer(201, video));
    const videos = await screen.findByRole('region', { name: 'Videos' });
    await waitFor(() => expect(videos.querySelector('video')?.getAttribute('src')).toBe(video.url));
    const complete = screen.getByRole('button', { name: 'Complete' });
    await waitFor(() => expect(complete.hasAttribute('disabled')).toBe(false));
    fireEvent.click(complete);
    await waitFor(() =>
      expect(calls.some((call) => call.key === `POST /api/staff/unboxing/${CODE}/complete`)).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Complete' })).toBeNull());
    expect(screen.getByText('Completed')).toBeTruthy();
  });

  it('shows the server refusal of an upload', async () => {
    mockApi({ [DETAIL]: { body: processing() } });
    openPage();
    await screen.findByRole('button', { name: 'Upload video' });
    chooseFile(new File([new Uint8Array(100)], 'box.webm', { type: 'video/webm' }));
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
    act(() =>
      FakeRequest.sent[0]!.answer(415, {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: unboxingMessages.videoType,
      }),
    );
    expect(await screen.findByText(unboxingMessages.videoType)).toBeTruthy();
  });
});
