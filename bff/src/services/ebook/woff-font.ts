import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

// The book's font comes as WOFF (@fontsource/nunito), whose tables are zlib-compressed. fontkit
// inflates them in pure JavaScript every time a font is opened, and pdfkit opens the fonts anew for
// every PDF: that was a large part of a short book's build. Here each font file is unpacked once
// per thread, with Node's zlib, into the plain TrueType/OpenType bytes it holds; every document
// then reads those.

const unpacked = new Map<string, Buffer>();

/** The plain font (sfnt) inside the WOFF file at `file`, read and unpacked once. */
export function fontBytes(file: string): Buffer {
  let font = unpacked.get(file);
  if (!font) {
    font = sfntOfWoff(readFileSync(file));
    unpacked.set(file, font);
  }
  return font;
}

const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

/** WOFF 1.0 (https://www.w3.org/TR/WOFF/) back to the font it wraps: same tables, same order, uncompressed. */
function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = woff.readUInt32BE(at + 4);
    const compressedLength = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compressedLength);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compressedLength < length ? inflateSync(stored) : stored,
    };
  });
  const padded = (length: number) => (length + 3) & ~3;
  let offset = SFNT_HEADER + count * SFNT_ENTRY;
  const size = tables.reduce((sum, table) => sum + padded(table.data.length), offset);
  const sfnt = Buffer.alloc(size);
  const power = 2 ** Math.floor(Math.log2(count));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(count * 16 - power * 16, 10);
  tables.forEach((table, i) => {
    const at = SFNT_HEADER + i * SFNT_ENTRY;
    sfnt.writeUInt32BE(table.tag, at);
    sfnt.writeUInt32BE(table.checksum, at + 4);
    sfnt.writeUInt32BE(offset, at + 8);
    sfnt.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
