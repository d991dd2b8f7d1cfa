// Writes e2e/fixtures/tiny.mp4: a structurally valid ISO base media file (ftyp, moov with one empty 16 x 16
// video track, an empty mdat) of a few hundred bytes, for the unboxing video journey. Run: node scripts/make-tiny-mp4.mjs
import { writeFileSync } from 'node:fs';

const u32 = (value) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const u16 = (value) => {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
};
const box = (type, ...parts) => {
  const payload = Buffer.concat(parts);
  return Buffer.concat([u32(payload.length + 8), Buffer.from(type, 'latin1'), payload]);
};
const full = (type, version, flags, ...parts) => box(type, u32((version << 24) | flags), ...parts);
const matrix = Buffer.concat([0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].map(u32));
const zeros = (count) => Buffer.alloc(count);

const mp4 = Buffer.concat([
  box('ftyp', Buffer.from('isom', 'latin1'), u32(512), Buffer.from('isomiso2mp41', 'latin1')),
  box(
    'moov',
    full(
      'mvhd',
      0,
      0,
      u32(0),
      u32(0),
      u32(1000),
      u32(0),
      u32(0x00010000),
      u16(0x0100),
      zeros(10),
      matrix,
      zeros(24),
      u32(2),
    ),
    box(
      'trak',
      full(
        'tkhd',
        0,
        3,
        u32(0),
        u32(0),
        u32(1),
        zeros(4),
        u32(0),
        zeros(8),
        u16(0),
        u16(0),
        u16(0),
        zeros(2),
        matrix,
        u32(16 << 16),
        u32(16 << 16),
      ),
      box(
        'mdia',
        full('mdhd', 0, 0, u32(0), u32(0), u32(1000), u32(0), u16(0x55c4), u16(0)),
        full(
          'hdlr',
          0,
          0,
          u32(0),
          Buffer.from('vide', 'latin1'),
          zeros(12),
          Buffer.from('VideoHandler\0', 'latin1'),
        ),
        box(
          'minf',
          full('vmhd', 0, 1, u16(0), zeros(6)),
          box('dinf', full('dref', 0, 0, u32(1), full('url ', 0, 1))),
          box(
            'stbl',
            full('stsd', 0, 0, u32(0)),
            full('stts', 0, 0, u32(0)),
            full('stsc', 0, 0, u32(0)),
            full('stsz', 0, 0, u32(0), u32(0)),
            full('stco', 0, 0, u32(0)),
          ),
        ),
      ),
    ),
  ),
  box('mdat'),
]);

writeFileSync(new URL('../fixtures/tiny.mp4', import.meta.url), mp4);
console.log(`tiny.mp4: ${mp4.length} bytes`);
