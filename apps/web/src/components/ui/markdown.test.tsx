import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../test/render.tsx';
import { Markdown, parseMarkdownBlocks, safeHref } from './markdown.tsx';

function renderMarkdown(text: string) {
  return render(
    <MantineProvider>
      <Markdown>{text}</Markdown>
    </MantineProvider>,
  );
}

describe('parseMarkdownBlocks', () => {
  it('splits headings, paragraphs with their lines, and bullet and numbered lists', () => {
    expect(
      parseMarkdownBlocks(
        '## Fees\nFirst line\nsecond line\n\n- one\n- two\n  continued\n1. first\n2. second',
      ),
    ).toEqual([
      { kind: 'heading', level: 2, text: 'Fees' },
      { kind: 'paragraph', lines: ['First line', 'second line'] },
      { kind: 'list', ordered: false, items: ['one', 'two continued'] },
      { kind: 'list', ordered: true, items: ['first', 'second'] },
    ]);
  });
});

describe('safeHref', () => {
  it('keeps web, mail and same-site links and refuses script and data URLs', () => {
    expect(safeHref('https://example.com')).toBe('https://example.com');
    expect(safeHref('mailto:help@example.com')).toBe('mailto:help@example.com');
    expect(safeHref('/price-overview#ofm')).toBe('/price-overview#ofm');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('JavaScript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
  });
});

describe('Markdown', () => {
  it('renders headings, bold, italic, lists, line breaks and safe links', () => {
    const { container } = renderMarkdown(
      '# Shipping\nWe ship **fast** and *safely*.\nSecond line\n\n- EMS\n- K-Packet\n\nSee [pricing](/price-overview#shipping).',
    );
    expect(screen.getByRole('heading', { name: 'Shipping' })).toBeTruthy();
    expect(screen.getByText('fast').tagName).toBe('STRONG');
    expect(screen.getByText('safely').tagName).toBe('EM');
    expect(container.querySelectorAll('br')).toHaveLength(1);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['EMS', 'K-Packet']);
    expect(screen.getByRole('link', { name: 'pricing' }).getAttribute('href')).toBe(
      '/price-overview#shipping',
    );
  });

  it('shows HTML in the text as text and never links a javascript: URL', () => {
    const { container } = renderMarkdown(
      '<img src=x onerror="alert(1)"><script>alert(2)</script>\n[click](javascript:alert(3))',
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)"><script>alert(2)</script>');
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toContain('click');
    expect(container.textContent).not.toContain('javascript:');
  });
});

describe('Markdown on hostile text', () => {
  it('reads unclosed markers in linear time (the backtracking pattern took seconds on this line)', () => {
    const hostile = `${'[a](b'.repeat(20_000)}${'*'.repeat(40_000)}${'[['.repeat(20_000)}\`${'a'.repeat(40_000)}`;
    const started = performance.now();
    const { container } = renderMarkdown(hostile);
    // A guard against a runaway only: the linear reading takes milliseconds.
    expect(performance.now() - started).toBeLessThan(2000);
    expect(container.textContent).toContain(hostile);
  });

  it('keeps nested and adjacent markers as before', () => {
    const { container } = renderMarkdown('**bold** and __also__, *it* _em_ `co*de` [a **b**](/x) end');
    expect(container.querySelectorAll('strong')).toHaveLength(3);
    expect(container.querySelectorAll('em')).toHaveLength(2);
    expect(container.querySelector('code')?.textContent).toBe('co*de');
    expect(screen.getByRole('link', { name: 'a b' }).getAttribute('href')).toBe('/x');
  });
});
