import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chooseFile, FakeRequest } from '../../../test/fake-xhr.ts';
import { renderStaffBody } from '../../../test/kind-pages.tsx';
import { staffRepacking } from '../../../test/repacking-fixtures.ts';
import { fillResultRow } from '../../../test/result-packages.ts';
import { StaffRepackingBody } from './staff-repacking-body.tsx';

const code = 'RP2603090001';
const results = `POST /api/staff/requests/repacking/${code}/results`;

describe("a repacking's staff page", () => {
  it('lists the box and the packages to add, and records the one repacked box with the weight taken out', async () => {
    const { calls } = renderStaffBody('repacking', code, <StaffRepackingBody request={staffRepacking()} />, {
      [results]: { body: {} },
    });
    const box = within(screen.getByRole('region', { name: 'Box to repack' }));
    expect(box.getByRole('link', { name: 'PK2603010004' }).getAttribute('href')).toBe(
      '/staff/packages/PK2603010004',
    );
    const added = within(screen.getByRole('region', { name: 'Packages to add' }));
    expect(added.getByText('M · In service')).toBeTruthy();
    expect(screen.getByText('PK2603010004 repacked with 2 packages')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add package' })).toBeNull();

    fillResultRow(1, ['4.1', '40', '30', '20']);
    fireEvent.change(screen.getByLabelText('Removed weight (g)'), { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record package' }));
    expect(await screen.findByText('Removed weight must be a whole number')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Removed weight (g)'), { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record package' }));
    expect(await screen.findByText(`1 package was recorded for ${code}.`)).toBeTruthy();
    expect(calls.find((call) => call.key === results)?.body).toEqual({
      packages: [
        { weightGrams: 4100, widthCm: '40', lengthCm: '30', heightCm: '20', description: '', photos: [] },
      ],
      removedGrams: 300,
    });
  });

  it('shows the recorded box to staff before the repacking is completed, with Complete', () => {
    renderStaffBody(
      'repacking',
      code,
      <StaffRepackingBody request={staffRepacking({ resultPackageCode: 'PK2603100001' })} />,
    );
    expect(screen.getByRole('button', { name: 'Complete' })).toBeTruthy();
    const done = within(screen.getByRole('region', { name: 'Repacking Completed' }));
    expect(done.getByRole('link', { name: 'PK2603100001' }).getAttribute('href')).toBe(
      '/staff/packages/PK2603100001',
    );
  });

  it('uploads videos of the work to the videos step once the box is recorded, listing them once', async () => {
    FakeRequest.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const recorded = { resultPackageCode: 'PK2603100001', videos: [{ id: 3, url: '/api/files/r.mp4' }] };
    renderStaffBody('repacking', code, <StaffRepackingBody request={staffRepacking(recorded)} />);
    const card = within(screen.getByRole('region', { name: 'Videos' }));
    expect(card.getByLabelText('Repacking video 1').getAttribute('src')).toBe('/api/files/r.mp4');
    expect(screen.getAllByLabelText('Repacking video 1')).toHaveLength(1);
    chooseFile(new File([new Uint8Array(1024)], 'repack.mp4', { type: 'video/mp4' }));
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
    expect(FakeRequest.sent[0]!.url).toBe(`/api/staff/requests/repacking/${code}/videos`);
    act(() => FakeRequest.sent[0]!.answer(201, { id: 4, url: '/api/files/s.mp4' }));
    expect(await screen.findByText('repack.mp4 was uploaded.')).toBeTruthy();
  });

  it('takes no video before the box is recorded', () => {
    renderStaffBody('repacking', code, <StaffRepackingBody request={staffRepacking()} />);
    expect(screen.queryByRole('button', { name: 'Upload video' })).toBeNull();
  });
});
