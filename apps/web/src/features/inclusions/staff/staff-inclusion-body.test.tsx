import { codeLists } from '@fanship/domain/warehouse/code-lists';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseFile, FakeRequest } from '../../../test/fake-xhr.ts';
import { staffInclusion } from '../../../test/inclusion-fixtures.ts';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { inclusionKind } from '../inclusion-kind.tsx';

const code = 'IC2603050001';
const path = `/api/staff/requests/inclusion/${code}`;
const lists = { 'GET /api/code-lists': { body: codeLists() } };
const recorded = { resultPackageCode: 'PK2603090001' };

beforeEach(() => {
  FakeRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
});

describe("an inclusion's staff page", () => {
  it('asks a processing inclusion for its one result package, under the packages to work on', async () => {
    mockApi({ ...lists, [`GET ${path}`]: { body: staffInclusion() } });
    renderAt(`/staff/requests/inclusion/${code}`, inclusionKind.staffPage(code));
    const target = within(await screen.findByRole('region', { name: 'Packages to work on' }));
    expect(target.getByRole('link', { name: 'PK2603010001' }).getAttribute('href')).toBe(
      '/staff/packages/PK2603010001',
    );
    expect(await screen.findByRole('group', { name: 'New package 1' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'New package 2' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Complete' })).toBeNull();
    // No video before the package it goes with is recorded.
    const videos = within(screen.getByRole('region', { name: 'Videos' }));
    expect(videos.getByText('No video uploaded yet.')).toBeTruthy();
    expect(videos.queryByRole('button', { name: 'Upload video' })).toBeNull();
  });

  it('offers Complete once the result package is recorded', async () => {
    mockApi({ ...lists, [`GET ${path}`]: { body: staffInclusion(recorded) } });
    renderAt(`/staff/requests/inclusion/${code}`, inclusionKind.staffPage(code));
    expect(await screen.findByRole('button', { name: 'Complete' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'New package 1' })).toBeNull();
  });

  it('uploads a video of the work to the videos step once the package is recorded, and shows it', async () => {
    let current = staffInclusion(recorded);
    mockApi({ ...lists, [`GET ${path}`]: () => ({ body: current }) });
    renderAt(`/staff/requests/inclusion/${code}`, inclusionKind.staffPage(code));
    await screen.findByRole('button', { name: 'Upload video' });
    expect(screen.getByText('MP4 or WebM, up to 1 MiB.')).toBeTruthy();
    chooseFile(new File([new Uint8Array(2 * 1024 * 1024)], 'big.mp4', { type: 'video/mp4' }));
    expect(await screen.findByText('The video is too large (max. 1 MiB).')).toBeTruthy();
    expect(FakeRequest.sent).toHaveLength(0);

    chooseFile(new File([new Uint8Array(2048)], 'work.mp4', { type: 'video/mp4' }));
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
    expect(FakeRequest.sent[0]!.url).toBe(`${path}/videos`);
    const video = { id: 7, url: '/api/files/work.mp4' };
    current = staffInclusion({ ...recorded, videos: [video] });
    act(() => FakeRequest.sent[0]!.answer(201, video));
    const videos = within(screen.getByRole('region', { name: 'Videos' }));
    expect((await videos.findByLabelText('Inclusion video 1')).getAttribute('src')).toBe(video.url);
    expect(await screen.findByText('work.mp4 was uploaded.')).toBeTruthy();
  });
});
