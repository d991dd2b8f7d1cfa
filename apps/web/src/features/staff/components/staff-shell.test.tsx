import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StaffShell } from '../../../app/staff-shell.tsx';
import { mockApi, renderAt } from '../../../test/render.tsx';

describe('staff shell on a phone', () => {
  it('shows the folded navigation at once when tapped (nothing still sliding in) and folds it when a page is chosen', async () => {
    mockApi({ 'GET /api/auth/session': { body: { member: null, isExpired: false } } });
    const { router } = renderAt('/staff/members', <StaffShell>page</StaffShell>);
    const toggle = screen.getByRole('button', { name: 'Staff pages' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    const folded = document.getElementById('staff-nav-folded') as HTMLElement;
    // Reachable as drawn, without `hidden: true`: no height or opacity transition is under way.
    const intake = within(folded).getByRole('link', { name: 'Intake desk' });
    fireEvent.click(intake);
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/staff/warehouse/intake');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
