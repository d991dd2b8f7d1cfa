import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { StaffShell } from './staff-shell.tsx';

describe('staff shell on a phone', () => {
  it('keeps the folded navigation open through a redirect and folds it when a page is chosen there', async () => {
    mockApi({ 'GET /api/auth/session': { body: { member: null, isExpired: false } } });
    const { router } = renderAt('/staff', <StaffShell>page</StaffShell>);
    const toggle = screen.getByRole('button', { name: 'Staff pages' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    // /staff lands on /staff/members by a redirect just after the tap: the navigation stays open.
    await act(() => router.navigate('/staff/members', { replace: true }));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    const folded = document.getElementById('staff-nav-folded') as HTMLElement;
    fireEvent.click(within(folded).getByRole('link', { name: 'Intake desk', hidden: true }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
