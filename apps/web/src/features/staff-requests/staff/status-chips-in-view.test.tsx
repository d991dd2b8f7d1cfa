import { ofmMachine } from '@fanship/domain/requests/status-machines';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { isInPhoneRow, layOutSidewaysAsPhone } from '../../../test/sideways-layout.ts';
import { StaffRequestQueue } from './staff-request-queue.tsx';

const ofmKind = { machine: ofmMachine, title: 'OFM', path: '/ofm', built: true };
const counts = Object.entries(ofmMachine.statuses).map(([status, label]) => ({ status, label, count: 1 }));
const lastStatus = counts.at(-1) as (typeof counts)[number];

/** The status chips in their row (the group's scrolling parent), laid out as on a phone. */
function layOutAsPhone() {
  layOutSidewaysAsPhone((element) => {
    const group = element.closest('[role="group"][aria-label="Status"]');
    const row = group?.parentElement;
    if (element.tagName !== 'BUTTON' || !group || !row) return null;
    return { row, index: [...group.querySelectorAll('button')].indexOf(element as HTMLButtonElement) };
  });
}

function chipIsInView(name: RegExp) {
  return isInPhoneRow(screen.getByRole('button', { name, pressed: true }));
}

afterEach(() => vi.restoreAllMocks());

describe('staff queue status chips on a phone', () => {
  it('scroll the selected chip into view, from the address and when another is chosen', async () => {
    mockApi({
      'GET /api/staff/requests/ofm': {
        body: { content: [], currentPage: 1, totalPages: 1, totalElements: 0, counts },
      },
    });
    layOutAsPhone();
    const { router } = renderAt(
      `/staff/requests/ofm?status=${lastStatus.status}`,
      <StaffRequestQueue kind={ofmKind} />,
    );
    const chosen = new RegExp(`^${lastStatus.label}`);
    await screen.findByRole('button', { name: chosen, pressed: true });
    expect(chipIsInView(chosen)).toBe(true);

    await act(() => router.navigate('/staff/requests/ofm'));
    await waitFor(() => expect(chipIsInView(/^All/)).toBe(true));
  });
});
