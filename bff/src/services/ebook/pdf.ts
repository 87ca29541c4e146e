import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { previewEndWords, sceneImageAlt, translator } from '@dreamweaver/contracts';
import type { BookPicture, LoadedBook } from './book-media.ts';
import { svgTextToOutlines } from './svg-text-outlines.ts';
import { fontBytes } from './woff-font.ts';

// The printable picture book: A5 landscape, a cover, one page per scene (the picture on the left,
// the whole text on the right), and a last "Sweet dreams" page. SVG pictures are drawn as vectors
// (svg-to-pdfkit), so they print sharp at any size; PNG and JPEG go in at their own resolution,
// WebP as its PNG (book-build.ts).
// The font (Nunito, a rounded, child-friendly face with the German letters) comes from an npm
// package and is embedded as a subset, so no system font is needed at run time; letters inside a
// drawing become outlines in that font (svg-text-outlines.ts), so no other font is ever used.
//
// The file is a tagged PDF, so a screen reader reads it as a book: a structure tree in reading
// order (Document > a Sect per page > H1/H2 heading, Figure with its alt text, P), the document's
// language, and the title shown in the window. Every mark on a page belongs to a structure element;
// nothing is left untagged.

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('@fontsource/nunito/LICENSE')), 'files');
const FONT_REGULAR = path.join(fontDir, 'nunito-latin-400-normal.woff');
const FONT_BOLD = path.join(fontDir, 'nunito-latin-800-normal.woff');

/** A5 landscape in PostScript points. */
const WIDTH = 595.28;
const HEIGHT = 419.53;
const MARGIN = 28;
const GAP = 20;
/** Child-friendly text: 17 pt when it fits, never below 9 pt; what still does not fit goes on following pages. */
const TEXT_SIZE = 17;
const MIN_TEXT_SIZE = 9;
const INK = '#2d2250';
const ACCENT = '#6b3fa0';

type Doc = InstanceType<typeof PDFDocument>;
type Struct = ReturnType<Doc['struct']>;

/**
 * Draws into `parent` as one structure element of `type`: the marks `draw` makes are its content.
 * Returns the element, still open for more content (a paragraph that goes on over the next page).
 */
function tagged(
  doc: Doc,
  parent: Struct,
  type: 'H1' | 'H2' | 'P' | 'Figure',
  draw: () => void,
  options: { alt?: string } = {},
): Struct {
  const element = doc.struct(type, options);
  parent.add(element);
  continueTagged(doc, element, type, draw);
  return element;
}

function continueTagged(doc: Doc, element: Struct, type: 'H1' | 'H2' | 'P' | 'Figure', draw: () => void): void {
  const content = doc.markStructureContent(type);
  draw();
  doc.endMarkedContent();
  element.add(content);
}

function drawPicture(
  doc: Doc,
  book: BookPicture | undefined,
  x: number,
  y: number,
  width: number,
  height: number,
): void {
  // A WebP picture is drawn from its PNG (pdfkit reads PNG and JPEG only).
  const picture = book?.fallback ?? book;
  if (!picture) return;
  try {
    if (picture.type === 'image/svg+xml') {
      const svg = svgTextToOutlines(picture.data.toString('utf8'), { regular: FONT_REGULAR, bold: FONT_BOLD });
      // Drawings may reach past their viewBox (a tree cut by the frame): clip to the picture's own rectangle.
      const box = svg.match(/viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/);
      const ratio = box ? Number(box[1]) / Number(box[2]) : width / height;
      const drawnWidth = Math.min(width, height * ratio);
      const drawnHeight = drawnWidth / ratio;
      const left = x + (width - drawnWidth) / 2;
      const top = y + (height - drawnHeight) / 2;
      doc.save();
      doc.rect(left, top, drawnWidth, drawnHeight).clip();
      SVGtoPDF(doc, svg, left, top, {
        width: drawnWidth,
        height: drawnHeight,
        preserveAspectRatio: 'xMidYMid meet',
        assumePt: false,
      });
      doc.restore();
    } else if (picture.type === 'image/png' || picture.type === 'image/jpeg') {
      doc.image(picture.data, x, y, { fit: [width, height], align: 'center', valign: 'center' });
    }
  } catch {
    // A picture the PDF cannot hold leaves its place empty; the text is still there.
  }
}

/** The largest size from TEXT_SIZE down at which `text` fits the box, or undefined when none does. */
function fittingSize(doc: Doc, text: string, width: number, height: number): number | undefined {
  for (let size = TEXT_SIZE; size >= MIN_TEXT_SIZE; size -= 0.5) {
    doc.font('text').fontSize(size);
    if (doc.heightOfString(text, { width, lineGap: size * 0.35 }) <= height) return size;
  }
  return undefined;
}

/** Words of `text` that fit the box at `size`, and the rest. */
function splitToFit(doc: Doc, text: string, width: number, height: number, size: number): [string, string] {
  const words = text.split(/\s+/);
  doc.font('text').fontSize(size);
  let low = 1;
  let high = words.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (doc.heightOfString(words.slice(0, middle).join(' '), { width, lineGap: size * 0.35 }) <= height) low = middle;
    else high = middle - 1;
  }
  return [words.slice(0, low).join(' '), words.slice(low).join(' ')];
}

function centred(doc: Doc, text: string, font: 'text' | 'bold', size: number, y: number, color = INK): number {
  doc.font(font).fontSize(size).fillColor(color);
  doc.text(text, MARGIN, y, { width: WIDTH - 2 * MARGIN, align: 'center' });
  return doc.y;
}

export async function buildPdf(book: LoadedBook): Promise<Buffer> {
  const t = translator(book.language);
  const { doc, finished } = openDocument(book, t);
  const root = doc.struct('Document');
  doc.addStructure(root);
  const pdf: PdfBook = { doc, root, book, t };
  drawCover(pdf);
  for (const page of book.pages) drawScenePage(pdf, page);
  if (book.previewLink) drawPreviewEnd(pdf, book.previewLink);
  else drawLastPage(pdf);
  root.end();
  doc.end();
  return finished;
}

/** The book being drawn: its document, the structure tree's root, and the words in its language. */
interface PdfBook {
  doc: Doc;
  root: Struct;
  book: LoadedBook;
  t: Translator;
}

type Translator = ReturnType<typeof translator>;
type BookPage = LoadedBook['pages'][number];

/** A tagged A5 document with its fonts, and the bytes it will have written once it ends. */
function openDocument(book: LoadedBook, t: Translator): { doc: Doc; finished: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A5',
    layout: 'landscape',
    margin: MARGIN,
    autoFirstPage: false,
    pdfVersion: '1.7',
    tagged: true,
    lang: book.language,
    displayTitle: true,
    info: { Title: book.title, Author: t('app.title'), Creator: t('app.title') },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('text', fontBytes(FONT_REGULAR));
  doc.registerFont('bold', fontBytes(FONT_BOLD));
  return { doc, finished };
}

/** A new page's section of the structure tree. */
function section({ doc, root }: PdfBook): Struct {
  const sect = doc.struct('Sect');
  root.add(sect);
  return sect;
}

/** A picture's alt text: its description, else "Illustration for scene N". */
function pictureAlt({ t }: PdfBook, page: BookPage): string {
  return sceneImageAlt({ sceneNumber: page.sceneNumber, imageDescription: page.pictureDescription }, t);
}

/** The cover: title, "for {name}", the first picture. */
function drawCover(pdf: PdfBook): void {
  const { doc, book, t } = pdf;
  doc.addPage();
  const coverSection = section(pdf);
  let y = MARGIN;
  tagged(doc, coverSection, 'H1', () => {
    y = centred(doc, book.title, 'bold', 26, MARGIN, ACCENT);
  });
  if (book.name) {
    tagged(doc, coverSection, 'P', () => {
      y = centred(doc, t('ebook.for', { name: book.name }), 'text', 16, y + 4);
    });
  }
  const cover = book.pages.find((page) => page.picture);
  if (cover?.picture) {
    tagged(
      doc,
      coverSection,
      'Figure',
      () => drawPicture(doc, cover.picture, MARGIN, y + 12, WIDTH - 2 * MARGIN, HEIGHT - MARGIN - (y + 12)),
      { alt: pictureAlt(pdf, cover) },
    );
  }
  coverSection.end();
}

const PICTURE_WIDTH = (WIDTH - 2 * MARGIN - GAP) * 0.55;

/** One scene: the picture on the left, the heading and the text on the right. */
function drawScenePage(pdf: PdfBook, page: BookPage): void {
  const { doc, t } = pdf;
  doc.addPage();
  const sceneSection = section(pdf);
  const boxX = page.picture ? MARGIN + PICTURE_WIDTH + GAP : MARGIN;
  const boxWidth = WIDTH - MARGIN - boxX;
  // Reading order: the picture, the scene's heading, its text.
  if (page.picture) {
    tagged(
      doc,
      sceneSection,
      'Figure',
      () => drawPicture(doc, page.picture, MARGIN, MARGIN, PICTURE_WIDTH, HEIGHT - 2 * MARGIN),
      { alt: pictureAlt(pdf, page) },
    );
  }
  tagged(doc, sceneSection, 'H2', () => {
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(ACCENT)
      .text(t('viewer.download.sceneHeading', { number: page.sceneNumber }), boxX, MARGIN, { width: boxWidth });
  });
  const top = doc.y + 6;
  const box = { x: boxX, y: top, width: boxWidth, height: HEIGHT - MARGIN - top };
  const text = page.text.replace(/\s+/g, ' ').trim();
  const size = fittingSize(doc, text, box.width, box.height);
  if (size !== undefined) {
    tagged(doc, sceneSection, 'P', () => {
      doc
        .font('text')
        .fontSize(size)
        .fillColor(INK)
        .text(text, box.x, box.y, { width: box.width, lineGap: size * 0.35 });
    });
  } else {
    drawOverflowingText(doc, sceneSection, text, box);
  }
  sceneSection.end();
}

/**
 * Text too long even small goes on over as many full-width pages as it needs, never cut;
 * it stays one paragraph for a screen reader.
 */
function drawOverflowingText(
  doc: Doc,
  sceneSection: Struct,
  text: string,
  box: { x: number; y: number; width: number; height: number },
): void {
  const lineGap = MIN_TEXT_SIZE * 0.35;
  let [part, rest] = splitToFit(doc, text, box.width, box.height, MIN_TEXT_SIZE);
  const paragraph = tagged(doc, sceneSection, 'P', () => {
    doc.font('text').fontSize(MIN_TEXT_SIZE).fillColor(INK).text(part, box.x, box.y, { width: box.width, lineGap });
  });
  while (rest) {
    doc.addPage();
    [part, rest] = splitToFit(doc, rest, WIDTH - 2 * MARGIN, HEIGHT - 2 * MARGIN, MIN_TEXT_SIZE);
    continueTagged(doc, paragraph, 'P', () => {
      doc
        .font('text')
        .fontSize(MIN_TEXT_SIZE)
        .fillColor(INK)
        .text(part, MARGIN, MARGIN, { width: WIDTH - 2 * MARGIN, lineGap });
    });
  }
}

/**
 * The free preview's last page: what it was, and the whole story's link (a tagged Link, so a
 * screen reader announces it and a click opens it).
 */
function drawPreviewEnd(pdf: PdfBook, link: string): void {
  const { doc, t } = pdf;
  doc.addPage();
  const endSection = section(pdf);
  const { before, after } = previewEndWords(t);
  let y = HEIGHT / 3;
  tagged(doc, endSection, 'H2', () => {
    y = centred(doc, t('ebook.previewEndTitle'), 'bold', 22, y - 40, ACCENT);
  });
  tagged(doc, endSection, 'P', () => {
    y = centred(doc, before.trim(), 'text', 16, y + 12);
  });
  const paragraph = doc.struct('P');
  endSection.add(paragraph);
  const anchor = doc.struct('Link');
  paragraph.add(anchor);
  anchor.add(() => {
    doc.font('text').fontSize(13).fillColor(ACCENT);
    doc.text(link, MARGIN, y + 8, { width: WIDTH - 2 * MARGIN, align: 'center', link, underline: true });
    y = doc.y;
  });
  anchor.end();
  paragraph.end();
  if (after.trim()) {
    tagged(doc, endSection, 'P', () => {
      centred(doc, after.trim(), 'text', 16, y + 8);
    });
  }
  endSection.end();
}

/** The last page: "Sweet dreams" and the footer. */
function drawLastPage(pdf: PdfBook): void {
  const { doc, book, t } = pdf;
  doc.addPage();
  const lastSection = section(pdf);
  const line = book.name
    ? t('ebook.sweetDreams', { name: book.name })
    : t('ebook.sweetDreams', { name: '' }).replace(/[,\s]+$/, '');
  doc.font('bold').fontSize(30);
  const height = doc.heightOfString(line, { width: WIDTH - 2 * MARGIN, align: 'center' });
  tagged(doc, lastSection, 'P', () => {
    centred(doc, line, 'bold', 30, (HEIGHT - height) / 2 - 10, ACCENT);
  });
  tagged(doc, lastSection, 'P', () => {
    centred(doc, t('viewer.download.footer', { brand: t('app.title') }), 'text', 12, doc.y + 14);
  });
  lastSection.end();
}
