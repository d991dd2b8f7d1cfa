import { claimRequestKind } from '@fanship/domain/requests/request-kinds';
import type { ClaimCandidate, PoolPage, StaffClaim } from '@fanship/domain/warehouse/claims';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StaffRequestDetailPage } from '../../../app/staff-request-page.tsx';
import { fieldLabel, mockApi, renderAt } from '../../../test/render.tsx';
import { StaffPoolPage } from './staff-pool-page.tsx';

const CODE = 'PC2603010001';
const DETAIL = `GET /api/staff/requests/claim/${CODE}`;

const parcel = (code: string, fields: Partial<ClaimCandidate> = {}): ClaimCandidate => ({
  code,
  status: 'UNCLAIMED',
  trackingNo: 'CJ1234',
  carrierName: 'CJ',
  receiverName: 'Kim Fan',
  weightGrams: 1_250,
  widthTenths: 305,
  lengthTenths: 200,
  heightTenths: 100,
  staffNote: null,
  createdAt: '2026-02-27T03:00:00.000Z',
  photos: [{ filename: `${'c'.repeat(32)}.png`, url: `/api/files/${'c'.repeat(32)}.png` }],
  match: 'TRACKING',
  ...fields,
});

const claimFixture = (fields: Partial<StaffClaim> = {}): StaffClaim => ({
  code: CODE,
  id: 41,
  status: 'SCPC01',
  statusLabel: 'Pending',
  createdAt: '2026-03-01T09:00:00.000Z',
  trackingNo: 'cj-1234',
  receiverName: 'Kim Fan',
  images: [
    { filename: `${'a'.repeat(32)}.png`, tag: 'PROOF_OF_PACKAGE', url: `/api/files/${'a'.repeat(32)}.png` },
  ],
  packageCode: null,
  rejectReason: null,
  member: { code: 'FS1234', name: 'Test Fan', email: 'fan@example.com' },
  actions: [
    { to: 'SCPC02', action: 'Approve' },
    { to: 'SCPC03', action: 'Reject' },
  ],
  history: [
    {
      fromStatus: null,
      toStatus: 'SCPC01',
      toLabel: 'Pending',
      actor: 'member',
      reason: null,
      createdAt: '2026-03-01T09:00:00.000Z',
    },
  ],
  candidates: [
    parcel('PK2603010001'),
    parcel('PK2603010002', { trackingNo: 'EMS99', receiverName: 'Fan Kim', match: 'RECEIVER', photos: [] }),
  ],
  ...fields,
});

const openPage = () =>
  renderAt(`/staff/requests/claim/${CODE}`, <StaffRequestDetailPage kind={claimRequestKind} code={CODE} />);

describe('staff claim review', () => {
  it('shows the proof and the candidate parcels side by side with their photos and why they match', async () => {
    mockApi({ [DETAIL]: { body: claimFixture() } });
    openPage();
    expect(await screen.findByRole('heading', { name: `[Claim] ${CODE}` })).toBeTruthy();
    // The page names the claim once, by its code (not also by the member's list number).
    expect(screen.getByRole('heading', { name: 'What the member claims' })).toBeTruthy();
    expect(screen.queryByText(/#41/)).toBeNull();
    expect(screen.getByRole('img', { name: 'Proof image 1' }).getAttribute('src')).toBe(
      `/api/files/${'a'.repeat(32)}.png`,
    );
    const candidates = screen.getByRole('region', { name: 'Candidate parcels' });
    const first = within(candidates).getByRole('article', { name: 'Parcel PK2603010001' });
    expect(within(first).getByText('Same tracking number')).toBeTruthy();
    expect(within(first).getByRole('img', { name: 'Photo 1 of PK2603010001' })).toBeTruthy();
    expect(within(first).getByText('1.25 kg')).toBeTruthy();
    expect(within(first).getByText('30.5 × 20 × 10 cm')).toBeTruthy();
    const second = within(candidates).getByRole('article', { name: 'Parcel PK2603010002' });
    expect(within(second).getByText('Similar receiver name')).toBeTruthy();
    expect(within(second).getByText('No photos')).toBeTruthy();
    // Staff cannot cancel a member's claim: only approve or reject.
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();
  });

  it('approves with a parcel after a confirmation and shows the package given', async () => {
    const approved = claimFixture({
      status: 'SCPC02',
      statusLabel: 'Approved',
      packageCode: 'PK2603010001',
      actions: [],
      candidates: [],
    });
    let current = claimFixture();
    const { calls } = mockApi({
      [DETAIL]: () => ({ body: current }),
      [`POST /api/staff/package-claims/${CODE}/approve`]: () => {
        current = approved;
        return { body: approved };
      },
    });
    openPage();
    const first = await screen.findByRole('article', { name: 'Parcel PK2603010001' });
    fireEvent.click(within(first).getByRole('button', { name: 'Approve with this parcel' }));
    const dialog = await screen.findByRole('dialog', { name: `Approve ${CODE}` });
    expect(within(dialog).getByText(/Test Fan's package/)).toBeTruthy();
    expect(calls.some((call) => call.key.startsWith('POST'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(calls.find((call) => call.key.endsWith('/approve'))?.body).toEqual({
        packageCode: 'PK2603010001',
      }),
    );
    expect(
      await screen.findByText(`${CODE} was approved: PK2603010001 is now the member's package.`),
    ).toBeTruthy();
    const claim = screen.getByRole('region', { name: 'Claim' });
    expect(
      within(claim).getByRole('rowheader', { name: 'Package given' }).nextElementSibling?.textContent,
    ).toBe('PK2603010001');
    expect(screen.queryByRole('region', { name: 'Candidate parcels' })).toBeNull();
  });

  it('keeps the dialog open with the refusal when another claim got the parcel first', async () => {
    mockApi({
      [DETAIL]: { body: claimFixture() },
      [`POST /api/staff/package-claims/${CODE}/approve`]: {
        status: 409,
        body: { code: 'CONFLICT', message: 'This parcel is no longer in the lost-and-found pool.' },
      },
    });
    openPage();
    const first = await screen.findByRole('article', { name: 'Parcel PK2603010001' });
    fireEvent.click(within(first).getByRole('button', { name: 'Approve with this parcel' }));
    const dialog = await screen.findByRole('dialog', { name: `Approve ${CODE}` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await within(dialog).findByText('This parcel is no longer in the lost-and-found pool.'),
    ).toBeTruthy();
  });

  it('rejects with a required reason', async () => {
    const { calls } = mockApi({
      [DETAIL]: { body: claimFixture() },
      [`POST /api/staff/package-claims/${CODE}/reject`]: {
        body: claimFixture({
          status: 'SCPC03',
          statusLabel: 'Rejected',
          rejectReason: 'Wrong name',
          actions: [],
        }),
      },
    });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: `Reject ${CODE}` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject claim' }));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(fieldLabel('Reason')), {
      target: { value: 'Wrong name' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject claim' }));
    await waitFor(() =>
      expect(calls.find((call) => call.key.endsWith('/reject'))?.body).toEqual({ reason: 'Wrong name' }),
    );
  });

  it('approves with a code typed from the pool, checked first', async () => {
    mockApi({ [DETAIL]: { body: claimFixture({ candidates: [] }) } });
    openPage();
    expect(await screen.findByText(/No parcel in the pool matches this claim/)).toBeTruthy();
    const input = screen.getByLabelText("Another parcel's code");
    fireEvent.change(input, { target: { value: 'of123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve with this code' }));
    expect(await screen.findByText('Invalid package code')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'pk2603010009' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve with this code' }));
    const dialog = await screen.findByRole('dialog', { name: `Approve ${CODE}` });
    expect(within(dialog).getByText('PK2603010009')).toBeTruthy();
  });
});

describe('staff lost-and-found pool', () => {
  it('lists the pool with photos and searches it through the address bar', async () => {
    const pool: PoolPage = {
      content: [
        { ...parcel('PK2603010001'), pendingClaims: 2 },
        { ...parcel('PK2603010002', { trackingNo: null, receiverName: null }), pendingClaims: 0 },
      ],
      currentPage: 1,
      totalPages: 1,
      totalElements: 2,
    };
    const { calls } = mockApi({
      'GET /api/staff/lost-and-found': () => ({ body: pool }),
    });
    renderAt('/staff/lost-and-found', <StaffPoolPage />);
    const table = await screen.findByRole('table', { name: 'Lost and found pool' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('img', { name: 'Photo 1 of PK2603010001' })).toBeTruthy();
    expect(screen.getByText('2 parcels waiting for a claim')).toBeTruthy();
    // Each parcel says how many pending claims it may answer.
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first as HTMLElement).getByText('2 pending claims')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('None')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search by tracking number, receiver or code'), {
      target: { value: 'kim' },
    });
    fireEvent.keyDown(screen.getByLabelText('Search by tracking number, receiver or code'), { key: 'Enter' });
    await waitFor(() => expect(calls.some((call) => call.search.includes('search=kim'))).toBe(true));
  });

  it('says when the pool is empty', async () => {
    mockApi({
      'GET /api/staff/lost-and-found': {
        body: { content: [], currentPage: 1, totalPages: 1, totalElements: 0 },
      },
    });
    renderAt('/staff/lost-and-found', <StaffPoolPage />);
    expect(await screen.findByText('The lost-and-found pool is empty.')).toBeTruthy();
  });
});
