import { createHash } from 'node:crypto';
import JSZip from 'jszip';
import { previewEndWords, sceneImageAlt, sentenceTimings, splitSentences, translator } from '@dreamweaver/contracts';
import { mediaTypeOfExtension } from '../../media-types.ts';
import type { BookPage, BookPicture, LoadedBook } from './book-media.ts';

const EPUB_TYPE = mediaTypeOfExtension('epub')!;
const MP3_TYPE = mediaTypeOfExtension('mp3')!;

// An EPUB 3 with media overlays, packaged on jszip: most EPUB generators on npm cannot write
// SMIL media overlays, and the format is small enough to write directly (docs/architecture.md, "Downloads").
// One XHTML page per scene with every sentence in its own span; one SMIL file per narrated scene
// pairs each span with its stretch of the narration, using the viewer's read-along timings
// (contracts/src/sentences.ts), so a reading system highlights the sentence being read.

/** The class a reading system puts on the sentence being read (media:active-class). */
const ACTIVE_CLASS = 'read-along-active';

/** Text for XML: escaped, and without the control characters XML 1.0 cannot hold. */
function xml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A SMIL clock value, h:mm:ss.fff. */
function clock(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = (ms % 60_000) / 1000;
  return `${h}:${String(m).padStart(2, '0')}:${s.toFixed(3).padStart(6, '0')}`;
}

/** A stable urn:uuid for the story in one language (name-based, version 5 layout). */
function bookUuid(id: string, language: string): string {
  const hex = createHash('sha1').update(`dreamweaver-story:${id}:${language}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function xhtmlPage(language: string, title: string, body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${language}" lang="${language}">
<head>
<meta charset="UTF-8"/>
<title>${xml(title)}</title>
<link rel="stylesheet" type="text/css" href="style.css"/>
</head>
<body>
${body}
</body>
</html>
`;
}

const STYLE = `body{margin:0 1em;font-family:serif;line-height:1.6}
h1{text-align:center;font-size:1.8em;margin:1em 0 .3em}
h2{font-size:1.1em;margin:1em 0 .5em}
.for{text-align:center;font-style:italic;font-size:1.2em}
figure{margin:0 0 1em;text-align:center}
img{max-width:100%;max-height:60vh}
.text{font-size:1.2em}
.${ACTIVE_CLASS}{background-color:#ffe58a;color:#000}
`;

type Translate = ReturnType<typeof translator>;

/** What the pages add to the package: manifest items, the reading order and the narration's durations. */
interface Contents {
  manifest: string[];
  spine: string[];
  durations: string[];
  totalSeconds: number;
}

export async function buildEpub(
  book: LoadedBook,
  { modified = new Date() }: { modified?: Date } = {},
): Promise<Buffer> {
  const t = translator(book.language);
  const zip = new JSZip();
  // The mimetype comes first and uncompressed, so the file can be recognised by its first bytes.
  zip.file('mimetype', EPUB_TYPE, { compression: 'STORE' });
  zip.file(
    'META-INF/container.xml',
    `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles><rootfile full-path="EPUB/package.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>
`,
  );
  zip.file('EPUB/style.css', STYLE);

  const contents: Contents = {
    manifest: [
      '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>',
      '<item id="style" href="style.css" media-type="text/css"/>',
      '<item id="cover" href="cover.xhtml" media-type="application/xhtml+xml"/>',
    ],
    spine: ['<itemref idref="cover"/>'],
    durations: [],
    totalSeconds: 0,
  };
  const cover = book.pages.find((page) => page.picture);
  for (const page of book.pages) addScene(zip, contents, page, { t, lang: book.language, isCover: page === cover });
  if (book.previewLink) addPreviewEnd(zip, contents, book, book.previewLink, t);

  zip.file('EPUB/cover.xhtml', coverPage(book, cover, t));
  zip.file('EPUB/nav.xhtml', navPage(book, t));
  zip.file('EPUB/package.opf', packageDocument(book, contents, modified, t));
  return zip.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 6 },
    mimeType: EPUB_TYPE,
  });
}

/** One scene: its picture, its page with every sentence in a span, and its narration's overlay. */
function addScene(
  zip: JSZip,
  contents: Contents,
  page: BookPage,
  { t, lang, isCover }: { t: Translate; lang: string; isCover: boolean },
) {
  const n = page.sceneNumber;
  const heading = t('viewer.download.sceneHeading', { number: n });
  const figure = page.picture ? addPicture(zip, contents.manifest, page, page.picture, { t, isCover }) : '';
  const sentences = splitSentences(page.text);
  const spans = sentences.map((sentence, i) => `<span id="s${n}-${i + 1}">${xml(sentence)}</span>`).join(' ');
  const body = `<section id="scene-${n}" epub:type="chapter" role="doc-chapter" aria-labelledby="h-${n}">
<h2 id="h-${n}">${xml(heading)}</h2>
${figure}
<p class="text">${spans}</p>
</section>`;
  zip.file(`EPUB/scene-${n}.xhtml`, xhtmlPage(lang, heading, body));

  const timings = page.audio ? sentenceTimings(sentences, page.audio.seconds, page.sentenceStarts) : [];
  if (page.audio && timings.length > 0) {
    const seconds = addNarration(zip, contents.manifest, n, page.audio.mp3, timings);
    contents.durations.push(`<meta property="media:duration" refines="#smil-${n}">${clock(seconds)}</meta>`);
    contents.totalSeconds += seconds;
  } else {
    // A scene without narration is a page without an overlay.
    contents.manifest.push(`<item id="scene-${n}" href="scene-${n}.xhtml" media-type="application/xhtml+xml"/>`);
  }
  contents.spine.push(`<itemref idref="scene-${n}"/>`);
}

/** The scene's picture (and its PNG fallback) in the package; returns the page's figure. */
function addPicture(
  zip: JSZip,
  manifest: string[],
  page: BookPage,
  picture: BookPicture,
  { t, isCover }: { t: Translate; isCover: boolean },
): string {
  const n = page.sceneNumber;
  const href = `images/scene-${n}.${picture.extension}`;
  zip.file(`EPUB/${href}`, picture.data);
  const { fallback } = picture;
  if (fallback) {
    // A type a reading system need not show (WebP): listed as it is, with its PNG as the manifest fallback.
    const fallbackHref = `images/scene-${n}-fallback.${fallback.extension}`;
    zip.file(`EPUB/${fallbackHref}`, fallback.data);
    manifest.push(`<item id="image-${n}" href="${href}" media-type="${picture.type}" fallback="image-${n}-fallback"/>`);
    manifest.push(
      `<item id="image-${n}-fallback" href="${fallbackHref}" media-type="${fallback.type}"${isCover ? ' properties="cover-image"' : ''}/>`,
    );
  } else {
    manifest.push(
      `<item id="image-${n}" href="${href}" media-type="${picture.type}"${isCover ? ' properties="cover-image"' : ''}/>`,
    );
  }
  return `<figure><img src="${href}" alt="${xml(pictureAlt(page, t))}"/></figure>`;
}

/** The scene's narration and its SMIL overlay pairing each sentence with its stretch; returns its length in seconds. */
function addNarration(
  zip: JSZip,
  manifest: string[],
  n: number,
  mp3: Buffer,
  timings: { begin: number; end: number }[],
): number {
  const audioHref = `audio/scene-${n}.mp3`;
  zip.file(`EPUB/${audioHref}`, mp3);
  const pars = timings
    .map(
      (timing, i) =>
        `<par id="p${n}-${i + 1}"><text src="scene-${n}.xhtml#s${n}-${i + 1}"/><audio src="${audioHref}" clipBegin="${clock(timing.begin)}" clipEnd="${clock(timing.end)}"/></par>`,
    )
    .join('\n');
  zip.file(
    `EPUB/scene-${n}.smil`,
    `<?xml version="1.0" encoding="UTF-8"?>
<smil xmlns="http://www.w3.org/ns/SMIL" xmlns:epub="http://www.idpf.org/2007/ops" version="3.0">
<body>
<seq id="seq-${n}" epub:textref="scene-${n}.xhtml#scene-${n}" epub:type="chapter">
${pars}
</seq>
</body>
</smil>
`,
  );
  manifest.push(`<item id="audio-${n}" href="${audioHref}" media-type="${MP3_TYPE}"/>`);
  manifest.push(`<item id="smil-${n}" href="scene-${n}.smil" media-type="application/smil+xml"/>`);
  manifest.push(
    `<item id="scene-${n}" href="scene-${n}.xhtml" media-type="application/xhtml+xml" media-overlay="smil-${n}"/>`,
  );
  return timings[timings.length - 1].end;
}

/** A picture's alt text: its description, else "Illustration for scene N". */
function pictureAlt(page: BookPage, t: Translate): string {
  return sceneImageAlt({ sceneNumber: page.sceneNumber, imageDescription: page.pictureDescription }, t);
}

/** The free preview's last page: what it was, and the link to the whole story. */
function addPreviewEnd(zip: JSZip, contents: Contents, book: LoadedBook, link: string, t: Translate): void {
  const { before, after } = previewEndWords(t);
  const title = t('ebook.previewEndTitle');
  const body = `<section id="preview-end" aria-labelledby="preview-end-title">
<h2 id="preview-end-title">${xml(title)}</h2>
<p class="text">${xml(before)}<a href="${xml(link)}">${xml(link)}</a>${xml(after)}</p>
</section>`;
  zip.file('EPUB/preview-end.xhtml', xhtmlPage(book.language, title, body));
  contents.manifest.push('<item id="preview-end" href="preview-end.xhtml" media-type="application/xhtml+xml"/>');
  contents.spine.push('<itemref idref="preview-end"/>');
}

/** The title page: the title, who the story is for, and the first picture. */
function coverPage(book: LoadedBook, cover: BookPage | undefined, t: Translate): string {
  const title = book.title;
  const forName = book.name ? `<p class="for">${xml(t('ebook.for', { name: book.name }))}</p>` : '';
  const coverFigure = cover?.picture
    ? `<figure><img src="images/scene-${cover.sceneNumber}.${cover.picture.extension}" alt="${xml(pictureAlt(cover, t))}"/></figure>`
    : '';
  return xhtmlPage(
    book.language,
    title,
    `<section epub:type="cover titlepage">\n<h1>${xml(title)}</h1>\n${forName}\n${coverFigure}\n</section>`,
  );
}

/** The table of contents (cover, then every scene) and the landmarks. */
function navPage(book: LoadedBook, t: Translate): string {
  const tocItems = [
    `<li><a href="cover.xhtml">${xml(t('ebook.cover'))}</a></li>`,
    ...book.pages.map(
      (page) =>
        `<li><a href="scene-${page.sceneNumber}.xhtml">${xml(t('viewer.download.sceneHeading', { number: page.sceneNumber }))}</a></li>`,
    ),
    ...(book.previewLink ? [`<li><a href="preview-end.xhtml">${xml(t('ebook.previewEndTitle'))}</a></li>`] : []),
  ].join('\n');
  const firstScene = book.pages[0] ? `scene-${book.pages[0].sceneNumber}.xhtml` : 'cover.xhtml';
  return xhtmlPage(
    book.language,
    t('ebook.contents'),
    `<nav epub:type="toc" role="doc-toc" id="toc" aria-labelledby="toc-title">
<h1 id="toc-title">${xml(t('ebook.contents'))}</h1>
<ol>
${tocItems}
</ol>
</nav>
<nav epub:type="landmarks" hidden="hidden">
<ol>
<li><a epub:type="cover" href="cover.xhtml">${xml(t('ebook.cover'))}</a></li>
<li><a epub:type="bodymatter" href="${firstScene}">${xml(book.title)}</a></li>
</ol>
</nav>`,
  );
}

/** What the books claim to meet (EPUB Accessibility 1.1's conformance string), checked by Ace in the tests where it is installed. */
const EPUB_CONFORMANCE = 'EPUB Accessibility 1.1 - WCAG 2.1 Level AA';

/**
 * The package document: the metadata (with its accessibility claims: the access modes, features,
 * hazards and summary of schema.org, and the conformance claim with who evaluated it), the manifest and the spine.
 */
function packageDocument(
  book: LoadedBook,
  { manifest, spine, durations, totalSeconds }: Contents,
  modified: Date,
  t: Translate,
): string {
  const lang = book.language;
  const narrated = durations.length > 0;
  const accessModes = ['textual', 'visual', ...(narrated ? ['auditory'] : [])];
  const features = [
    'alternativeText',
    'displayTransformability',
    'readingOrder',
    'structuralNavigation',
    'tableOfContents',
    ...(narrated ? ['synchronizedAudioText'] : []),
  ];
  const metadata = [
    `<dc:identifier id="book-id">urn:uuid:${bookUuid(book.id, lang)}</dc:identifier>`,
    `<dc:title>${xml(book.title)}</dc:title>`,
    `<dc:language>${lang}</dc:language>`,
    `<dc:creator>${xml(t('app.title'))}</dc:creator>`,
    `<meta property="dcterms:modified">${modified.toISOString().replace(/\.\d{3}Z$/, 'Z')}</meta>`,
    ...accessModes.map((mode) => `<meta property="schema:accessMode">${mode}</meta>`),
    '<meta property="schema:accessModeSufficient">textual</meta>',
    ...(narrated ? ['<meta property="schema:accessModeSufficient">auditory,visual</meta>'] : []),
    ...features.map((feature) => `<meta property="schema:accessibilityFeature">${feature}</meta>`),
    '<meta property="schema:accessibilityHazard">none</meta>',
    `<meta property="schema:accessibilitySummary">${xml(t(narrated ? 'ebook.accessibilitySummary' : 'ebook.accessibilitySummarySilent'))}</meta>`,
    `<meta property="dcterms:conformsTo">${EPUB_CONFORMANCE}</meta>`,
    // The claim is the publisher's own, from its automated checks (epubcheck, and Ace where installed).
    `<meta property="a11y:certifiedBy">${xml(t('app.title'))}</meta>`,
    ...(narrated
      ? [
          ...durations,
          `<meta property="media:duration">${clock(totalSeconds)}</meta>`,
          `<meta property="media:active-class">${ACTIVE_CLASS}</meta>`,
        ]
      : []),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${lang}">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
${metadata.join('\n')}
</metadata>
<manifest>
${manifest.join('\n')}
</manifest>
<spine>
${spine.join('\n')}
</spine>
</package>
`;
}
