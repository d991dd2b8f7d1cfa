import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fansignEvent } from '../../../test/fansign-fixtures.ts';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { FansignEventDetail } from './fansign-event-detail.tsx';

const event = fansignEvent();

describe('fansign event detail', () => {
  it('shows every field with dates in KST and opens the shop links with noopener', async () => {
    mockApi({ 'GET /api/fansign-events/7': { body: event } });
    renderAt('/fansign-events/7', <FansignEventDetail id="7" />);
    expect(await screen.findByRole('heading', { name: 'IVE 2nd album fansign' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Artist IVE (아이브)' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Entry ends 2025-03-05 23:59 KST' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Winners announced 2025-03-07 00:00 KST' })).toBeTruthy();
    expect(screen.getByText('Lucky draw')).toBeTruthy();
    expect(screen.queryByText('Ended')).toBeNull();
    const purchase = screen.getByRole('link', { name: "Shop's event page" });
    expect(purchase.getAttribute('href')).toBe('https://shop.example/e/7');
    expect(purchase.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Event details' }).getAttribute('rel')).toContain('noopener');
  });

  it('says an ended event has ended and offers no way to apply', async () => {
    mockApi({ 'GET /api/fansign-events/7': { body: { ...event, ended: true } } });
    renderAt('/fansign-events/7', <FansignEventDetail id="7" />);
    expect(await screen.findByText('This event has ended')).toBeTruthy();
    expect(screen.getByText('Ended')).toBeTruthy();
    expect(screen.getByText(/Entries closed on 2025-03-05 23:59 KST/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: "Shop's event page" })).toBeNull();
  });

  it('shows the 404 page for an id that cannot exist', async () => {
    mockApi({
      'GET /api/fansign-events/abc': {
        status: 400,
        body: { code: 'VALIDATION', message: 'Invalid event id', fieldErrors: { id: 'Invalid event id' } },
      },
    });
    renderAt('/fansign-events/abc', <FansignEventDetail id="abc" />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
