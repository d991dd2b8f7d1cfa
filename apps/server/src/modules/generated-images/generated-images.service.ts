import { notFound } from '../../lib/app-error.ts';
import { motifFor, motifKind } from './generated-image.motifs.ts';

/** Names a generated image may have: lowercase letters, digits and dashes. */
const NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,119}$/;
const MAX_LABEL_LENGTH = 26;
/** Badge words for kinds whose prefix is not the word to show. */
const badgeWords: Record<string, string> = {
  bunjang: 'marketplace',
  season: "season's greetings",
  trend: 'trending',
  md: 'goods',
};

/** Escapes text for an SVG text node or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** FNV-1a: a small, stable 32-bit hash, so one name always draws the same picture. */
function hashName(name: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < name.length; index++) {
    hash ^= name.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function titleCase(words: string[]): string {
  return words.map((word) => (word ? word[0]!.toUpperCase() + word.slice(1) : word)).join(' ');
}

/** The caption under the drawing: the name without its kind, in words; marketplace images say which photo. */
export function labelFor(name: string): string {
  const words = name.split('-').filter(Boolean);
  const kind = motifKind(name);
  const rest = kind ? words.slice(1) : words;
  if (kind === 'bunjang' && rest.length >= 2) {
    const [pid, count] = rest;
    return `Listing ${pid} · photo ${count}`;
  }
  const label = titleCase(rest.length > 0 ? rest : words);
  return label.length > MAX_LABEL_LENGTH ? `${label.slice(0, MAX_LABEL_LENGTH - 1).trimEnd()}…` : label;
}

/** Draws the SVG for a label and kind: a two-colour gradient from the hash, a motif and the escaped label. */
export function renderSvg(seed: string, kind: string | null, label: string): string {
  const hash = hashName(seed);
  const hueA = hash % 360;
  const hueB = (hueA + 35 + ((hash >>> 9) % 90)) % 360;
  const angle = (hash >>> 17) % 2 === 0 ? 'x1="0" y1="0" x2="1" y2="1"' : 'x1="1" y1="0" x2="0" y2="1"';
  const badge = kind ? escapeXml((badgeWords[kind] ?? kind).toUpperCase()) : 'FANSHIP';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${escapeXml(label)}">
<defs><linearGradient id="g" ${angle}><stop offset="0" stop-color="hsl(${hueA} 70% 62%)"/><stop offset="1" stop-color="hsl(${hueB} 65% 42%)"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#g)"/>
<circle cx="${80 + (hash % 440)}" cy="${60 + ((hash >>> 5) % 120)}" r="160" fill="#fff" fill-opacity="0.08"/>
${motifFor(kind)}
<text x="32" y="52" fill="#fff" fill-opacity="0.85" font-family="system-ui, sans-serif" font-size="22" font-weight="700" letter-spacing="3">${badge}</text>
<text x="300" y="480" fill="#fff" font-family="system-ui, sans-serif" font-size="36" font-weight="700" text-anchor="middle">${escapeXml(label)}</text>
</svg>`;
}

/** Draws the generated image for a file name such as 'album-nova-first-light.svg'; other names are not found. */
export function renderGeneratedImage(fileName: string): string {
  const match = /^(.+)\.svg$/.exec(fileName);
  const name = match?.[1];
  if (!name || !NAME_PATTERN.test(name)) throw notFound();
  return renderSvg(name, motifKind(name), labelFor(name));
}
