import { ofmMachine } from '@fanship/domain/requests/status-machines';
import { Button } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { RequestActions, RequestDangerZone } from './request-page-slots.tsx';
import { StaffRequestDetailPage } from './staff-request-detail.tsx';

const kind = { machine: ofmMachine, title: 'OFM', path: '/ofm', built: true };
const CODE = 'OF2611240001';

const detail = {
  code: CODE,
  status: 'SCOM03',
  statusLabel: 'Paid, awaiting purchase',
  createdAt: '2026-11-24T01:00:00.000Z',
  member: { code: 'FAN0001', name: 'Mina Park', email: 'mina@example.com' },
  actions: [{ to: 'SCOM09', action: 'Cancel' }],
  history: [],
};

/** A kind's body as kinds write it: its details, with its step and its refund declared where they belong. */
function body() {
  return (
    <>
      <section aria-label="Details">The request as the member sent it</section>
      <RequestActions>
        <Button>Record the purchase</Button>
      </RequestActions>
      <RequestDangerZone>
        <Button color="red">Refund everything</Button>
      </RequestDangerZone>
    </>
  );
}

/** Whether `second` comes after `first` on the page. */
const following = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the staff request page layout', () => {
  it('puts the kind’s actions at the top, its danger zone after its details and the timeline last', async () => {
    mockApi({ [`GET /api/staff/requests/ofm/${CODE}`]: () => ({ body: detail }) });
    renderAt(`/staff/requests/ofm/${CODE}`, <StaffRequestDetailPage kind={kind} code={CODE} body={body} />);
    const action = await screen.findByRole('button', { name: 'Record the purchase' });
    const heading = screen.getByRole('heading', { name: `[OFM] ${CODE}` });
    const member = screen.getByRole('region', { name: 'Member' });
    const details = screen.getByRole('region', { name: 'Details' });
    const danger = screen.getByRole('region', { name: 'Danger zone' });
    const timeline = screen.getByRole('region', { name: 'History' });
    expect(following(heading, action)).toBe(true);
    expect(following(action, member)).toBe(true);
    expect(following(member, details)).toBe(true);
    expect(following(details, danger)).toBe(true);
    expect(following(danger, timeline)).toBe(true);
    expect(within(danger).getByRole('button', { name: 'Refund everything' })).toBeTruthy();
  });

  it('shows a kind’s actions in place when its body is shown outside the page', () => {
    renderAt('/', body());
    expect(screen.getByRole('button', { name: 'Record the purchase' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Danger zone' })).toBeTruthy();
  });
});
