import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../test/render.tsx';
import { Component as DevMailboxRoute } from './dev-mailbox.tsx';

describe('development mailbox page', () => {
  it('lists the outbox newest first with each mail to read', async () => {
    mockApi({
      'GET /api/dev/mailbox': {
        body: [
          {
            id: 2,
            to: 'b@example.com',
            subject: 'Your Fanship ID',
            text: 'Your Fanship ID is ABC1234.',
            html: null,
            status: 'PENDING',
            createdAt: '2026-03-01T09:01:00.000Z',
          },
          {
            id: 1,
            to: 'a@example.com',
            subject: 'Your Fanship verification code',
            text: 'Your Fanship verification code is 123456.',
            html: null,
            status: 'PENDING',
            createdAt: '2026-03-01T09:00:00.000Z',
          },
        ],
      },
    });
    renderAt('/dev/mailbox', <DevMailboxRoute />);
    expect(await screen.findByRole('heading', { name: 'Development mailbox' })).toBeTruthy();
    const subjects = (await screen.findAllByText(/^Your Fanship/)).map((node) => node.textContent);
    expect(subjects.slice(0, 2)).toEqual(['Your Fanship ID', 'Your Fanship verification code']);
    expect(within(document.body).getByText(/To a@example.com/)).toBeTruthy();
  });

  it('is the 404 page where the server has no mailbox (production)', async () => {
    mockApi({
      'GET /api/dev/mailbox': { status: 404, body: { code: 'NOT_FOUND', message: 'Resource Not Found' } },
    });
    renderAt('/dev/mailbox', <DevMailboxRoute />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByText('Development mailbox')).toBeNull();
  });
});
