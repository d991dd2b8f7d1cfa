import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fansignEvent } from '../../../test/fansign-fixtures.ts';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { FansignEventList } from './fansign-event-list.tsx';

const event = fansignEvent({
  type: 'VIDEO_CALL',
  subType: 'FANSIGN',
  winnerAnnouncementDate: null,
  detailsUrl: null,
  sliceCursor: 'Wzdd',
});

describe('fansign event list', () => {
  it("marks ended events 'Ended' and open ones not", async () => {
    const ended = { ...event, id: 8, title: 'Closed fansign', ended: true, sliceCursor: 'Wzhd' };
    mockApi({ 'GET /api/fansign-events': { body: { content: [event, ended], last: true } } });
    renderAt('/fansign-events', <FansignEventList />);
    const closedCard = (await screen.findByText('Closed fansign')).closest('a')!;
    expect(within(closedCard).getByText('Ended')).toBeTruthy();
    const openCard = screen.getByText('IVE 2nd album fansign').closest('a')!;
    expect(within(openCard).queryByText('Ended')).toBeNull();
  });

  it("shows 'No events found.' when nothing matches", async () => {
    mockApi({ 'GET /api/fansign-events': { body: { content: [], last: true } } });
    renderAt('/fansign-events?artist=NOBODY', <FansignEventList />);
    expect(await screen.findByText('No events found.')).toBeTruthy();
  });

  it('shows the entry period in KST and sends the keyword only after the debounce', async () => {
    const { fetchMock } = mockApi({
      'GET /api/fansign-events': { body: { content: [event], last: true } },
    });
    const { router } = renderAt('/fansign-events?type=VIDEO_CALL', <FansignEventList />);
    expect(await screen.findByText('2025-03-01 10:00 KST – 2025-03-05 23:59 KST')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/fansign-events?type=VIDEO_CALL');

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'album' } });
    expect(router.state.location.search).toBe('?type=VIDEO_CALL');
    await waitFor(() => expect(router.state.location.search).toBe('?type=VIDEO_CALL&keyword=album'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/fansign-events?keyword=album&type=VIDEO_CALL',
      ),
    );
  });

  it('applies the artist filter after the debounce, like the keyword', async () => {
    const { fetchMock } = mockApi({
      'GET /api/fansign-events': { body: { content: [event], last: true } },
    });
    const { router } = renderAt('/fansign-events', <FansignEventList />);
    expect(await screen.findByText('IVE 2nd album fansign')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Artist'), { target: { value: 'ive' } });
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(router.state.location.search).toBe('?artist=ive'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/fansign-events?artist=ive'),
    );
  });

  it("filters by type and sub-type from the selects, and 'All …' clears a filter", async () => {
    const { fetchMock } = mockApi({
      'GET /api/fansign-events': { body: { content: [event], last: true } },
    });
    const { router } = renderAt('/fansign-events', <FansignEventList />);
    expect(await screen.findByText('IVE 2nd album fansign')).toBeTruthy();
    const type = screen.getByRole('combobox', { name: 'Type' });
    expect((type as HTMLSelectElement).value).toBe('');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All types', 'Video call', 'Offline']);
    fireEvent.change(type, { target: { value: 'OFFLINE' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sub-type' }), { target: { value: 'SHOWCASE' } });
    await waitFor(() => expect(router.state.location.search).toBe('?type=OFFLINE&subType=SHOWCASE'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/fansign-events?type=OFFLINE&subType=SHOWCASE',
      ),
    );
    expect((screen.getByRole('combobox', { name: 'Type' }) as HTMLSelectElement).value).toBe('OFFLINE');
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe('?subType=SHOWCASE'));
  });
});
