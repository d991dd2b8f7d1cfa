import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseFile, FakeRequest } from '../../../test/fake-xhr.ts';
import { renderStaffBody } from '../../../test/kind-pages.tsx';
import { packedBox, staffPacking } from '../../../test/packing-fixtures.ts';
import { fillResultRow as fillRow } from '../../../test/result-packages.ts';
import { StaffPackingBody } from './staff-packing-body.tsx';

const code = 'PA2603070001';
const results = `POST /api/staff/requests/packing/${code}/results`;

beforeEach(() => {
  FakeRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
});

describe("a packing's staff page", () => {
  it('lists the packages to pack and records the forward boxes, rows added as packed, with the vacuum bags used', async () => {
    const { calls } = renderStaffBody('packing', code, <StaffPackingBody request={staffPacking()} />, {
      [results]: { body: {} },
    });
    const targets = within(screen.getByRole('region', { name: 'Packages to pack' }));
    expect(targets.getByRole('link', { name: 'PK2603010002' }).getAttribute('href')).toBe(
      '/staff/packages/PK2603010002',
    );
    expect(targets.getByText('M · In service')).toBeTruthy();
    expect(screen.getByText('Planned: PK2603010001, PK2603010002 · 2.05 kg')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add package' }));
    fillRow(1, ['1.2', '30', '20', '10']);
    fillRow(2, ['0.9', '25', '15', '10']);
    fireEvent.change(screen.getByLabelText('Vacuum bags used'), { target: { value: 'two' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record 2 packages' }));
    expect(await screen.findByText('Vacuum bags must be a whole number')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Vacuum bags used'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record 2 packages' }));
    expect(await screen.findByText(`2 packages were recorded for ${code}.`)).toBeTruthy();
    expect(calls.find((call) => call.key === results)?.body).toEqual({
      packages: [
        { weightGrams: 1200, widthCm: '30', lengthCm: '20', heightCm: '10', description: '', photos: [] },
        { weightGrams: 900, widthCm: '25', lengthCm: '15', heightCm: '10', description: '', photos: [] },
      ],
      vacuumBags: 2,
    });
  });

  it('shows the recorded boxes to staff before the packing is completed, with Complete', () => {
    renderStaffBody(
      'packing',
      code,
      <StaffPackingBody request={staffPacking({ forwardPackages: [packedBox] })} />,
    );
    expect(screen.getByRole('button', { name: 'Complete' })).toBeTruthy();
    const boxes = within(screen.getByRole('region', { name: 'Pack result' }));
    expect(boxes.getByRole('link', { name: 'PK2603080001' }).getAttribute('href')).toBe(
      '/staff/packages/PK2603080001',
    );
  });

  it('removes an added box, keeping at least one', () => {
    renderStaffBody('packing', code, <StaffPackingBody request={staffPacking()} />);
    expect(screen.queryByRole('button', { name: /^Remove package/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add package' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove package 2' }));
    expect(screen.queryByRole('group', { name: 'New package 2' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Record package' })).toBeTruthy();
  });

  it("uploads the packers' videos to the videos step once the boxes are recorded, listing those uploaded", async () => {
    const videos = [{ id: 1, url: '/api/files/a.mp4' }];
    renderStaffBody(
      'packing',
      code,
      <StaffPackingBody request={staffPacking({ forwardPackages: [packedBox], videos })} />,
    );
    const card = within(screen.getByRole('region', { name: 'Videos' }));
    expect(card.getByLabelText('Packing video 1').getAttribute('src')).toBe('/api/files/a.mp4');
    // Listed once: the member's 'Packing videos' is not repeated on the staff page.
    expect(screen.queryByRole('region', { name: 'Packing videos' })).toBeNull();
    chooseFile(new File([new Uint8Array(2048)], 'box.webm', { type: 'video/webm' }));
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
    expect(FakeRequest.sent[0]!.url).toBe(`/api/staff/requests/packing/${code}/videos`);
    act(() => FakeRequest.sent[0]!.answer(409, { code: 'CONFLICT', message: 'Not now' }));
    expect(await card.findByText('Not now')).toBeTruthy();
  });

  it('takes no video before the boxes are recorded', () => {
    renderStaffBody('packing', code, <StaffPackingBody request={staffPacking()} />);
    expect(screen.queryByRole('button', { name: 'Upload video' })).toBeNull();
  });
});
