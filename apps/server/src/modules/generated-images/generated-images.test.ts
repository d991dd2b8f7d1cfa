import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';
import { GENERATED_IMAGE_CSP } from './generated-images.routes.ts';
import { escapeXml, labelFor, renderSvg } from './generated-images.service.ts';

const { start } = setupTestApps();

describe('generated images', () => {
  it('draws a deterministic SVG with long caching and a strict CSP', async () => {
    const t = await start();
    const url = '/media/generated/album-nova9-first-light.svg';
    const first = await t.get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['content-security-policy']).toBe(GENERATED_IMAGE_CSP);
    expect(first.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>[\s\S]*<\/svg>$/);
    expect(first.body).toContain('>Nova9 First Light</text>');
    expect(first.body).toContain('>ALBUM</text>');
    expect(first.body).not.toMatch(/<script|on\w+=/i);
    const again = await t.get(url);
    expect(again.body).toBe(first.body);
    const other = await t.get('/media/generated/album-lumina-echoes.svg');
    expect(other.body).not.toBe(first.body);
  });

  it('accepts the marketplace image names and draws a default for unknown kinds', async () => {
    const t = await start();
    const listing = await t.get('/media/generated/bunjang-310000123-2-480.svg');
    expect(listing.statusCode).toBe(200);
    expect(listing.body).toContain('Listing 310000123 · photo 2');
    expect(listing.body).toContain('>MARKETPLACE</text>');
    const plain = await t.get('/media/generated/hello-world.svg');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain('>FANSHIP</text>');
  });

  it('answers 404 for names outside [a-z0-9-] or without .svg', async () => {
    const t = await start();
    for (const name of [
      'Album.svg',
      'album_x.svg',
      'album.png',
      '..%2Fetc.svg',
      'a%3Cb%3E.svg',
      '.svg',
      'album.svg.svg',
    ]) {
      const response = await t.get(`/media/generated/${name}`);
      expect(response.statusCode, name).toBe(404);
    }
  });

  it('escapes the label text', () => {
    expect(escapeXml(`<b>&"'`)).toBe('&#60;b&#62;&#38;&#34;&#39;');
    const svg = renderSvg('seed', 'album', '<script>alert("x")</script> & co');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; co');
    const longLabel = labelFor('photocard-very-long-name-that-goes-on-and-on-forever');
    expect(longLabel).toBe('Very Long Name That Goes…');
    expect(labelFor('album-nova9')).toBe('Nova9');
  });
});
