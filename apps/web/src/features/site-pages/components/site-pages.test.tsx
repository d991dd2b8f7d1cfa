import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fieldLabel, mockApi, renderAt } from '../../../test/render.tsx';
import { SignUpForm } from '../../auth/index.ts';
import { SitePageView } from './site-page-view.tsx';
import { StaffSitePageForm } from './staff-site-pages.tsx';

const terms = {
  slug: 'terms',
  title: 'Terms of use',
  contentHtml: '<h2>1. Your account</h2><p>You must give your real name.</p>',
  updatedAt: '2026-11-20T09:00:00.000Z',
};

describe('terms of use and privacy policy', () => {
  it('links both pages from the sign-up agreement, opening in a new tab so the form stays', () => {
    mockApi({});
    renderAt('/signup', <SignUpForm onSignedUp={vi.fn()} />);
    expect(screen.getByRole('checkbox', { name: 'I agree to the Fanship terms of use and privacy policy' }));
    const termsLink = screen.getByRole('link', { name: 'terms of use' });
    expect(termsLink.getAttribute('href')).toBe('/terms');
    expect(termsLink.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy');
  });

  it('shows the page staff keep, with its last change', async () => {
    mockApi({ 'GET /api/pages/terms': { body: terms } });
    renderAt('/terms', <SitePageView slug="terms" />);
    expect(await screen.findByRole('heading', { name: 'Terms of use', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '1. Your account' })).toBeTruthy();
    expect(screen.getByText('Last updated Nov 20, 2026', { exact: false })).toBeTruthy();
  });

  it('lets staff edit the title and content and sends them', async () => {
    const { calls } = mockApi({
      'GET /api/staff/pages': { body: [terms] },
      'PUT /api/staff/pages/terms': { body: terms },
    });
    renderAt('/staff/pages/terms', <StaffSitePageForm slug="terms" />);
    const title = await screen.findByLabelText(fieldLabel('Title'));
    fireEvent.change(title, { target: { value: 'Terms of use (2027)' } });
    fireEvent.change(screen.getByLabelText(fieldLabel('Content (HTML)')), { target: { value: '' } });
    fireEvent.blur(screen.getByLabelText(fieldLabel('Content (HTML)')));
    expect(await screen.findByText('Content is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(fieldLabel('Content (HTML)')), {
      target: { value: '<p>New</p>' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.key === 'PUT /api/staff/pages/terms')?.body).toEqual({
        title: 'Terms of use (2027)',
        contentHtml: '<p>New</p>',
      }),
    );
  });

  it('shows the 404 page for a page that does not exist', async () => {
    mockApi({ 'GET /api/staff/pages': { body: [terms] } });
    renderAt('/staff/pages/cookies', <StaffSitePageForm slug="cookies" />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
