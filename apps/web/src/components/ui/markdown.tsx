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

const HEADING = /^(#{1,6})\s+(.*)$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

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

const INLINE = /(\*\*(.+?)\*\*)|(__(.+?)__)|(\*(.+?)\*)|(_(.+?)_)|(`([^`]+)`)|(\[([^\]]+)\]\(([^)\s]+)\))/;

/** Only web, mail and same-site links are followed; anything else (javascript:, data:) stays text. */
export function safeHref(href: string): string | null {
  if (/^(https?:|mailto:)/i.test(href)) return href;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  if (href.startsWith('#')) return href;
  return null;
}

function renderInline(text: string, keyPrefix: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let rest = text;
  let index = 0;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      nodes.push(rest);
      break;
    }
    if (match.index > 0) nodes.push(rest.slice(0, match.index));
    const key = `${keyPrefix}-${index++}`;
    const bold = match[2] ?? match[4];
    const italic = match[6] ?? match[8];
    if (bold !== undefined) nodes.push(<strong key={key}>{renderInline(bold, key)}</strong>);
    else if (italic !== undefined) nodes.push(<em key={key}>{renderInline(italic, key)}</em>);
    else if (match[10] !== undefined) nodes.push(<code key={key}>{match[10]}</code>);
    else {
      const href = safeHref(match[13]!);
      const label = renderInline(match[12]!, key);
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
    rest = rest.slice(match.index + match[0].length);
  }
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
