import type { StaffShipping } from '@fanship/domain/warehouse/shipping';
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { chooseOption, mockApi, renderAt, typeInto } from '../../../test/render.tsx';
import { staffShipping } from '../../../test/shipping-fixtures.ts';
import { StaffShippingBody } from './staff-shipping-body.tsx';

const code = 'SH2603090001';
const step = (name: string) => `POST /api/staff/requests/shipping/${code}/${name}`;

const preparing = staffShipping({
  status: 'SCSH04',
  statusLabel: 'Preparing shipment',
  actions: [{ to: 'SCSH05', action: 'Ship with tracking number' }],
});

/** The staff page's body as the console draws it: the request read, and read again after each step. */
function StaffPage() {
  const request = useQuery({
    queryKey: queryKeys.staffRequests.detail(`shipping/${code}`),
    queryFn: () => apiRequest<StaffShipping>(`/staff/requests/shipping/${code}`),
  });
  return request.data ? <StaffShippingBody request={request.data} /> : null;
}

describe("a shipping's staff page", () => {
  it('goes from Prepare to Ship with the carrier the member asked for chosen', async () => {
    let prepared = false;
    mockApi({
      [`GET /api/staff/requests/shipping/${code}`]: () => ({ body: prepared ? preparing : staffShipping() }),
      [step('prepare')]: () => {
        prepared = true;
        return { body: preparing };
      },
    });
    renderAt(`/staff/requests/shipping/${code}`, <StaffPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Prepare' }));
    const form = within(await screen.findByRole('form', { name: 'Ship with tracking number' }));
    expect(form.getByDisplayValue('K-Packet (KP) · ₩21,000')).toBeTruthy();
  });

  it('shows the box with its weight and size, and prepares a paid shipping with a note', async () => {
    const { calls } = mockApi({ [step('prepare')]: { body: staffShipping() } });
    renderAt(`/staff/requests/shipping/${code}`, <StaffShippingBody request={staffShipping()} />);
    const box = within(screen.getByRole('region', { name: 'Box to ship' }));
    expect(box.getByRole('link', { name: 'PK2603080001' }).getAttribute('href')).toBe(
      '/staff/packages/PK2603080001',
    );
    expect(box.getByText('1.8 kg')).toBeTruthy();
    expect(box.getByText('20 × 15 × 10 cm')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Invoice' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Ship with tracking number' })).toBeNull();

    typeInto('Note for the member', 'Labelled, waiting for the K-Packet pick-up');
    fireEvent.click(screen.getByRole('button', { name: 'Prepare' }));
    await waitFor(() =>
      expect(calls.find((call) => call.key === step('prepare'))?.body).toEqual({
        managerNote: 'Labelled, waiting for the K-Packet pick-up',
      }),
    );
  });

  it("ships with a carrier from the box's options and a tracking number, keeping the input when refused", async () => {
    let refused = true;
    const { calls } = mockApi({
      [step('ship')]: () =>
        refused
          ? { status: 409, body: { code: 'CONFLICT', message: 'The request has moved on.' } }
          : { body: staffShipping() },
    });
    renderAt(`/staff/requests/shipping/${code}`, <StaffShippingBody request={preparing} />);
    const form = within(screen.getByRole('form', { name: 'Ship with tracking number' }));
    // The carrier the member asked for is chosen to start with.
    expect(form.getByDisplayValue('K-Packet (KP) · ₩21,000')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Ship' }));
    expect(await form.findByText('Tracking number is required')).toBeTruthy();
    await chooseOption('Carrier', 'EMS (EMS) · ₩48,000');
    typeInto('Tracking number', 'EE123456789KR');
    fireEvent.click(form.getByRole('button', { name: 'Ship' }));
    expect(await form.findByText('The request has moved on.')).toBeTruthy();
    expect(form.getByDisplayValue('EE123456789KR')).toBeTruthy();
    refused = false;
    fireEvent.click(form.getByRole('button', { name: 'Ship' }));
    await waitFor(() => expect(calls.filter((call) => call.key === step('ship'))).toHaveLength(2));
    expect(calls.at(-1)?.body).toEqual({ carrier: 'EMS', trackingNo: 'EE123456789KR', managerNote: null });
  });
});
