import * as fontkit from 'fontkit';
import { fontBytes } from './woff-font.ts';

// Letters drawn inside a picture (the offline illustrator's "z z z" over a sleeping child) are part
// of the drawing, not of the story's text. Drawn as SVG <text>, svg-to-pdfkit would write them as
// real text in a standard font the file does not carry (Times-Roman, not embedded), and a reader,
// a screen reader or a copy from the PDF would get "Ein langsamer zzz Atemzug". Here each <text>
// becomes a <path> of its letters' outlines in the book's own font: it looks the same on the
// page, and the PDF's text layer holds only the story.

type Font = fontkit.Font;

export interface OutlineFonts {
  regular: string;
  bold: string;
}

const opened = new Map<string, Font>();

function fontAt(file: string): Font {
  let font = opened.get(file);
  if (!font) {
    const loaded = fontkit.create(fontBytes(file));
    if (!('layout' in loaded)) throw new Error(`${file} is a font collection, not one font`);
    font = loaded;
    opened.set(file, font);
  }
  return font;
}

const ATTRIBUTE = /([a-zA-Z_:][-\w:.]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(ATTRIBUTE)) attributes.set(match[1], match[2] ?? match[3] ?? '');
  return attributes;
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (entity, body: string) => {
    const lower = body.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[lower] ?? entity;
  });
}

/** The first number of an attribute like x="12" or x="12 20" (per-letter positions are not kept). */
function firstNumber(value: string | undefined, fallback: number): number {
  const number = Number.parseFloat((value ?? '').trim().split(/[\s,]+/)[0]);
  return Number.isFinite(number) ? number : fallback;
}

/** Attributes that only say how to lay out the letters; everything else (fill, opacity, transform, stroke, class) stays on the path. */
const LAYOUT_ONLY = new Set([
  'x',
  'y',
  'dx',
  'dy',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'letter-spacing',
  'word-spacing',
  'dominant-baseline',
  'lengthAdjust',
  'textLength',
  'xml:space',
]);

const escapeAttribute = (value: string) =>
  value
    .replace(/&(?!(?:#x[\da-f]+|#\d+|[a-z]+);)/gi, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;');

/** The outline of one <text> element as path data in the picture's own coordinates. */
function outline(attributes: Map<string, string>, text: string, fonts: OutlineFonts): string {
  const weight = attributes.get('font-weight') ?? '';
  const bold = weight === 'bold' || weight === 'bolder' || Number(weight) >= 600;
  const font = fontAt(bold ? fonts.bold : fonts.regular);
  const size = firstNumber(attributes.get('font-size'), 16);
  const scale = size / font.unitsPerEm;
  const run = font.layout(text);
  const width = run.positions.reduce((sum, position) => sum + position.xAdvance, 0) * scale;
  const anchor = attributes.get('text-anchor');
  let x = firstNumber(attributes.get('x'), 0) + firstNumber(attributes.get('dx'), 0);
  const y = firstNumber(attributes.get('y'), 0) + firstNumber(attributes.get('dy'), 0);
  if (anchor === 'middle') x -= width / 2;
  else if (anchor === 'end') x -= width;
  const parts: string[] = [];
  let pen = 0;
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i];
    const d = glyph.path
      .scale(scale, -scale)
      .translate(x + (pen + position.xOffset) * scale, y - position.yOffset * scale)
      .toSVG();
    if (d) parts.push(d);
    pen += position.xAdvance;
  });
  return parts.join(' ');
}

/**
 * `svg` with every <text> element replaced by the outlines of its letters (a <path> with the same
 * paint), so no text of the drawing reaches the PDF's text layer. A <text> whose letters cannot be
 * drawn is left out: it is decoration.
 */
export function svgTextToOutlines(svg: string, fonts: OutlineFonts): string {
  return svg.replace(
    /<text\b([^>]*?)(?:\/>|>([\s\S]*?)<\/text\s*>)/g,
    (_whole, tagBody: string, content: string | undefined) => {
      const attributes = attributesOf(tagBody);
      // Nested <tspan>s are read as their letters, laid out from the <text>'s own position.
      const text = decodeEntities((content ?? '').replace(/<[^>]*>/g, ''))
        .replace(/\s+/g, ' ')
        .trim();
      if (!text) return '';
      let d: string;
      try {
        d = outline(attributes, text, fonts);
      } catch {
        return '';
      }
      if (!d) return '';
      const kept = [...attributes]
        .filter(([name]) => !LAYOUT_ONLY.has(name))
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`);
      return `<path d="${d}"${kept.join('')}/>`;
    },
  );
}
