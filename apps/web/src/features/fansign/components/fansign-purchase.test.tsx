import { decodeOfmDefaults } from '@fanship/domain/requests/ofm-defaults';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fansignEvent } from '../../../test/fansign-fixtures.ts';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { FansignEventDetail } from './fansign-event-detail.tsx';

const event = fansignEvent({
  type: 'VIDEO_CALL',
  subType: 'FANCALL',
  entryStartDate: '2026-12-01T01:00:00Z',
  entryEndDate: '2026-12-05T14:59:00Z',
  winnerAnnouncementDate: null,
  detailsUrl: null,
});
const member = { code: 'ABC1234', firstName: 'Mina', lastName: 'Park', role: 'member' };

async function pressPurchase() {
  const button = await screen.findByRole('button', { name: 'Purchase via OFM' });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
}

describe('fansign purchase through Order for Me', () => {
  it('opens the OFM form prefilled as a PROXY_FANSIGN request for the event, the member as applicant', async () => {
    mockApi({
      'GET /api/auth/session': { body: { member, isExpired: false } },
      'GET /api/fansign-events/7': { body: event },
    });
    const { router } = renderAt('/fansign-events/7', <FansignEventDetail id="7" />);
    await pressPurchase();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ofm/new'));
    const prefill = decodeOfmDefaults(new URLSearchParams(router.state.location.search).get('defaultValues'));
    expect(prefill).toEqual({
      type: 'PROXY_FANSIGN',
      sourceType: 'FANSIGN_PORTAL',
      sourceId: '7',
      shopName: 'Soundwave',
      shopOpenAt: '2026-12-01T10:00+09:00',
      shopCloseAt: '2026-12-05T23:59+09:00',
      videoCall: true,
      fansignParticipation: 'APPLY',
      applicantName: 'Mina Park',
      items: [
        { url: 'https://shop.example/e/7', name: 'IVE 2nd album fansign', unitPrice: 18_000, quantity: 1 },
      ],
    });
  });

  it('sends a visitor to login with the event as the way back', async () => {
    mockApi({
      'GET /api/auth/session': { body: { member: null, isExpired: false } },
      'GET /api/fansign-events/7': { body: event },
    });
    const { router } = renderAt('/fansign-events/7', <FansignEventDetail id="7" />);
    await pressPurchase();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/fansign-events/7')}`);
  });

  it('offers no purchase for an ended event', async () => {
    mockApi({
      'GET /api/auth/session': { body: { member, isExpired: false } },
      'GET /api/fansign-events/7': { body: { ...event, ended: true } },
    });
    renderAt('/fansign-events/7', <FansignEventDetail id="7" />);
    expect(await screen.findByText('This event has ended')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Purchase via OFM' })).toBeNull();
  });
});
