import { Anchor, List, Text, Title, type TitleOrder } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

/**
 * A small markdown renderer for help texts: headings, paragraphs (single line breaks kept), bullet and
 * numbered lists, **bold**, *italic* or _italic_, `code` and [links](https://...). It builds React
 * elements, never HTML, so markup in the text is shown as text and cannot run.
 */

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; ordered: boolean; items: string[] };

const HEADING = /^(#{1,6})\s+(\S.*)$/;
const BULLET = /^\s*[-*+]\s+(\S.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(\S.*)$/;

/** Splits markdown into blocks: headings, paragraphs and lists. */
export function parseMarkdownBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] | null = null;
  let list: { kind: 'list'; ordered: boolean; items: string[] } | null = null;
  const close = () => {
    if (paragraph) blocks.push({ kind: 'paragraph', lines: paragraph });
    if (list) blocks.push(list);
    paragraph = null;
    list = null;
  };
  for (const rawLine of markdown.replaceAll('\r\n', '\n').split('\n')) {
    const line = rawLine.trimEnd();
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (line.trim() === '') {
      close();
    } else if (heading) {
      close();
      blocks.push({ kind: 'heading', level: heading[1]!.length, text: heading[2]!.trim() });
    } else if (bullet || numbered) {
      const ordered = Boolean(numbered);
      const text = (bullet ?? numbered)![1]!;
      if (paragraph || (list && list.ordered !== ordered)) close();
      list ??= { kind: 'list', ordered, items: [] };
      list.items.push(text);
    } else if (list && /^\s{2,}\S/.test(rawLine)) {
      // An indented line continues the last list item.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      if (list) close();
      paragraph ??= [];
      paragraph.push(line.trim());
    }
  }
  close();
  return blocks;
}

/** One inline element found at a position: what it is, its text (and link target) and where it ends. */
type InlineToken =
  | { kind: 'strong'; text: string; end: number }
  | { kind: 'em'; text: string; end: number }
  | { kind: 'code'; text: string; end: number }
  | { kind: 'link'; text: string; href: string; end: number };

/** The first index at or after `from` holding one of `stops`, or the text's length. */
function scanUntil(text: string, from: number, stops: string): number {
  let index = from;
  while (index < text.length && !stops.includes(text[index]!)) index++;
  return index;
}

/**
 * The inline element starting at `index`, if any: **bold**, __bold__, *italic*, _italic_, `code` or
 * [label](href). An element's content never holds its own marker, so each scan stops at the next marker
 * and the whole line is read in linear time (a backtracking pattern here was quadratic).
 */
function inlineTokenAt(text: string, index: number): InlineToken | null {
  const marker = text[index];
  if (marker === '*' || marker === '_') {
    const double = text[index + 1] === marker;
    const from = index + (double ? 2 : 1);
    const close = scanUntil(text, from, marker);
    if (close === from || close >= text.length) return null;
    if (double && text[close + 1] !== marker) return null;
    const end = close + (double ? 2 : 1);
    return { kind: double ? 'strong' : 'em', text: text.slice(from, close), end };
  }
  if (marker === '`') {
    const close = scanUntil(text, index + 1, '`');
    if (close === index + 1 || close >= text.length) return null;
    return { kind: 'code', text: text.slice(index + 1, close), end: close + 1 };
  }
  if (marker === '[') {
    const labelEnd = scanUntil(text, index + 1, '[]');
    if (labelEnd === index + 1 || text[labelEnd] !== ']' || text[labelEnd + 1] !== '(') return null;
    const hrefEnd = scanUntil(text, labelEnd + 2, ')[ \t');
    if (hrefEnd === labelEnd + 2 || text[hrefEnd] !== ')') return null;
    return {
      kind: 'link',
      text: text.slice(index + 1, labelEnd),
      href: text.slice(labelEnd + 2, hrefEnd),
      end: hrefEnd + 1,
    };
  }
  return null;
}

/** Only web, mail and same-site links are followed; anything else (javascript:, data:) stays text. */
export function safeHref(href: string): string | null {
  if (/^(https?:|mailto:)/i.test(href)) return href;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  if (href.startsWith('#')) return href;
  return null;
}

function renderInline(text: string, keyPrefix: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let plainStart = 0;
  let index = 0;
  while (index < text.length) {
    const token = inlineTokenAt(text, index);
    if (!token) {
      index++;
      continue;
    }
    if (index > plainStart) nodes.push(text.slice(plainStart, index));
    const key = `${keyPrefix}-${nodes.length}`;
    if (token.kind === 'strong') nodes.push(<strong key={key}>{renderInline(token.text, key)}</strong>);
    else if (token.kind === 'em') nodes.push(<em key={key}>{renderInline(token.text, key)}</em>);
    else if (token.kind === 'code') nodes.push(<code key={key}>{token.text}</code>);
    else {
      const href = safeHref(token.href);
      const label = renderInline(token.text, key);
      const external = href !== null && /^https?:/i.test(href);
      nodes.push(
        href === null ? (
          <Fragment key={key}>{label}</Fragment>
        ) : (
          <Anchor
            key={key}
            href={href}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {label}
          </Anchor>
        ),
      );
    }
    index = token.end;
    plainStart = index;
  }
  if (plainStart < text.length) nodes.push(text.slice(plainStart));
  return nodes;
}

/** Renders markdown text as React elements (see the module comment for what is supported). */
export function Markdown({ children }: { children: string }) {
  return (
    <div>
      {parseMarkdownBlocks(children).map((block, blockIndex) => {
        const key = `b${blockIndex}`;
        if (block.kind === 'heading') {
          return (
            <Title key={key} order={Math.min(6, block.level + 2) as TitleOrder} mt="sm" mb="xs">
              {renderInline(block.text, key)}
            </Title>
          );
        }
        if (block.kind === 'list') {
          return (
            <List key={key} type={block.ordered ? 'ordered' : 'unordered'} mb="sm" spacing={4}>
              {block.items.map((item, itemIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: list items of static text have no identity
                <List.Item key={itemIndex}>{renderInline(item, `${key}-${itemIndex}`)}</List.Item>
              ))}
            </List>
          );
        }
        return (
          <Text key={key} mb="sm">
            {block.lines.map((line, lineIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of static text have no identity
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                {renderInline(line, `${key}-${lineIndex}`)}
              </Fragment>
            ))}
          </Text>
        );
      })}
    </div>
  );
}
