import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { HelpCenter } from './help-center.tsx';

const help = [
  { id: 1, slug: 'ordering', title: 'Ordering', topics: [] },
  {
    id: 2,
    slug: 'shipping',
    title: 'Shipping',
    topics: [
      {
        id: 20,
        title: 'Which carriers do you use?',
        contentMarkdown: 'We ship with **EMS** and K-Packet.\n<img src=x onerror="window.__hacked=1">',
        faqs: [{ question: 'Is K-Packet tracked?', answerMarkdown: '- Yes, *always*' }],
      },
    ],
  },
];

describe('help center', () => {
  it('opens the tab of the query, renders markdown and never injects raw HTML', async () => {
    mockApi({ 'GET /api/help': { body: help } });
    const { container } = renderAt('/help?category=shipping', <HelpCenter />);
    expect(await screen.findByRole('tab', { name: 'Shipping', selected: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Which carriers do you use?' }));
    expect(screen.getByText('EMS').tagName).toBe('STRONG');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(/<img src=x onerror/)).toBeTruthy();
    fireEvent.click(screen.getByText('Is K-Packet tracked?'));
    expect(screen.getByText('always').tagName).toBe('EM');
  });

  it('switches categories through the query string', async () => {
    mockApi({ 'GET /api/help': { body: help } });
    const { router } = renderAt('/help', <HelpCenter />);
    expect(await screen.findByText('No topics in this category yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Shipping' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=shipping'));
    expect(screen.getByRole('button', { name: 'Which carriers do you use?' })).toBeTruthy();
  });

  it('caps every answer panel at 3000 px, scrolling inside longer answers', async () => {
    mockApi({ 'GET /api/help': { body: help } });
    const { container } = renderAt('/help?category=shipping', <HelpCenter />);
    fireEvent.click(await screen.findByRole('button', { name: 'Which carriers do you use?' }));
    fireEvent.click(screen.getByText('Is K-Packet tracked?'));
    const panels = [...container.querySelectorAll<HTMLElement>('.mantine-Accordion-content')];
    expect(panels).toHaveLength(2);
    for (const panel of panels) {
      expect(panel.style.maxHeight).toBe('3000px');
      expect(panel.style.overflowY).toBe('auto');
    }
  });
});
