import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testMember as member } from '../../../test/member-fixtures.ts';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { ProfileOverview } from './profile-overview.tsx';

/** The Details card's labels in order, each with the text shown under it. */
function details(): [string, string][] {
  const heading = screen.getByRole('heading', { name: 'Details' });
  // The grid is the card's last element (SimpleGrid draws its responsive <style> before it).
  const grid = heading.parentElement?.lastElementChild as HTMLElement;
  return [...grid.children].map((entry) => {
    const [label, value] = [...entry.children] as HTMLElement[];
    return [label?.textContent ?? '', value?.textContent ?? ''];
  });
}

describe('profile overview', () => {
  it("heads the page 'My account' with the member code, no coupons and the credit", () => {
    mockApi({});
    renderAt('/account', <ProfileOverview member={{ ...member, creditAmount: 7_000 }} />);
    const title = screen.getByRole('heading', { name: 'My account', level: 1 });
    expect(within(title.parentElement as HTMLElement).getByText('ABC1234')).toBeTruthy();
    expect(screen.getByText('COUPONS AVAILABLE').nextSibling?.textContent).toBe('0');
    expect(screen.getByText('MY CREDIT').nextSibling?.textContent).toBe('₩7,000');
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeTruthy();
  });

  it('lists ID, First Name, Last Name, Email, Credit, the messaging app, then the Referral Code, in Details', () => {
    const { calls } = mockApi({});
    renderAt('/account', <ProfileOverview member={{ ...member, creditAmount: 12_345 }} />);
    expect(details()).toEqual([
      ['ID', 'ABC1234'],
      ['First Name', 'Min'],
      ['Last Name', 'Ji'],
      ['Email', 'minji@example.com'],
      ['Credit', '₩12,345'],
      ['Messaging App', 'Not verified'],
      ['Referral Code', 'ABCD2345Invite a Friend'],
    ]);
    // GET /me's code is shown as it is: nothing is asked of the server.
    expect(calls.some((call) => call.key === 'POST /api/me/create-referral-code')).toBe(false);
  });

  it("shows the messaging app's status in Details and the Notifications card", () => {
    mockApi({});
    renderAt('/account', <ProfileOverview member={member} />);
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Active Messaging app' })).toBeTruthy();
  });

  it('has the code made when GET /me answered none', async () => {
    const { calls } = mockApi({
      'POST /api/me/create-referral-code': { body: { referralCode: 'NEWCODE2' } },
    });
    renderAt('/account', <ProfileOverview member={{ ...member, referralCode: null }} />);
    await waitFor(() => expect(details().at(-1)).toEqual(['Referral Code', 'NEWCODE2Invite a Friend']));
    expect(calls.filter((call) => call.key === 'POST /api/me/create-referral-code')).toHaveLength(1);
  });

  it('links MY CREDIT to the credit history and reads the balance again when the profile opens', async () => {
    const withCredit = { ...member, creditAmount: 12_345 };
    const { calls } = mockApi({
      'GET /api/auth/session': { body: { member: withCredit, isExpired: false } },
    });
    renderAt('/account', <ProfileOverview member={withCredit} />);
    // Its accessible name is its visible text (WCAG 2.5.3 label in name), not a shorter label of its own.
    const credit = screen.getByRole('link', { name: /MY CREDIT/ });
    const squeeze = (text: string) => text.replace(/\s+/g, '');
    expect(credit.getAttribute('aria-label')).toBeNull();
    expect(squeeze(credit.textContent ?? '')).toBe('MYCREDIT₩12,345Viewhistory→');
    expect(
      screen.getByRole('link', { name: (name) => squeeze(name) === squeeze(credit.textContent ?? '') }),
    ).toBe(credit);
    expect(credit.getAttribute('href')).toBe('/profile/credit');
    await waitFor(() => expect(calls.filter((call) => call.key === 'GET /api/auth/session')).toHaveLength(1));
  });
});
