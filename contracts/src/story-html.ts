import type { StoryJson } from './story.ts';
import { translator, type Translate } from './i18n/index.ts';

// The story as one self-contained HTML file: title and every unlocked scene's text and picture
// (inlined as data URLs), in the story's own language, readable offline. The bff builds the
// "Web page (HTML)" download with it; the viewer's test page (no server) builds it in the browser.

export type ImageLoader = (url: string) => Promise<string | null>;

/** Text for HTML: escaped, and without the control characters HTML does not allow. */
function escapeHtml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, '')
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** A file name from the title: letters and digits of any script, dashes between words. */
export function storyFileName(title: string | null, id: string, extension = 'html'): string {
  const slug = (title ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${slug || `story-${id}`}.${extension}`;
}

/** A scene picture's alt text: its description, else "Illustration for scene N" in the reader's language. */
export function sceneImageAlt(scene: { sceneNumber: number; imageDescription?: string | null }, t: Translate): string {
  const described = scene.imageDescription?.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  return described || t('viewer.scene.imageAlt', { number: scene.sceneNumber });
}

/**
 * The free preview's last words, split around the whole story's link ("This was the free first
 * scene. The whole story: {link}"), so each download can make the link a link.
 */
export function previewEndWords(t: Translate): { before: string; after: string } {
  const marker = '\u0000';
  const [before, after = ''] = t('ebook.previewEnd', { link: marker }).split(marker);
  return { before, after };
}

/** The preview's last section: what it was, and a link to the whole story. */
function previewEndSection(t: Translate, storyUrl: string): string {
  const { before, after } = previewEndWords(t);
  const link = escapeHtml(storyUrl);
  return `<section class="preview-end">
<h2>${escapeHtml(t('ebook.previewEndTitle'))}</h2>
<p>${escapeHtml(before)}<a href="${link}">${link}</a>${escapeHtml(after)}</p>
</section>`;
}

/**
 * The story as a web page. `storyUrl` is the story's own address: an unpaid story's page (the free
 * preview) ends with a link to the whole story.
 */
export async function buildStoryHtml(
  story: StoryJson,
  loadImage: ImageLoader,
  { storyUrl }: { storyUrl?: string } = {},
): Promise<string> {
  const t = translator(story.language);
  const title = escapeHtml(story.title || t('viewer.untitled'));
  const scenes = story.scenes.filter((scene) => !scene.locked && scene.text);
  const pictures = await Promise.all(
    scenes.map((scene) => (scene.imageUrl ? loadImage(scene.imageUrl) : Promise.resolve(null))),
  );
  const body = scenes
    .map((scene, i) => {
      const picture = pictures[i];
      const alt = escapeHtml(sceneImageAlt(scene, t));
      return [
        '<section class="scene">',
        picture ? `<img src="${escapeHtml(picture)}" alt="${alt}">` : '',
        `<h2>${escapeHtml(t('viewer.download.sceneHeading', { number: scene.sceneNumber }))}</h2>`,
        ...(scene.text ?? '').split(/\n{2,}/).map((paragraph) => `<p>${escapeHtml(paragraph.trim())}</p>`),
        '</section>',
      ].join('\n');
    })
    .join('\n');
  return `<!doctype html>
<html lang="${story.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body{margin:0;background:#140d33;color:#fdf8ff;font:18px/1.7 Georgia,'Palatino Linotype',serif}
main{max-width:760px;margin:0 auto;padding:32px 20px}
h1{font-size:2.2rem;text-align:center;color:#f5c86b;margin:0 0 8px}
.summary{text-align:center;color:#d9cff5;font-style:italic}
.scene{margin:40px 0;padding:24px;border-radius:18px;background:rgba(255,255,255,.06);border:1px solid rgba(255,255,255,.16)}
.scene img{display:block;width:100%;height:auto;border-radius:12px}
.preview-end{margin:40px 0;text-align:center}
a{color:#f5c86b}
h2{font-size:1.1rem;color:#f5c86b;margin:16px 0 8px}
footer{text-align:center;color:#d9cff5;font-size:.9rem}
@media print{body{background:#fff;color:#222}a{color:#6b3fa0}.scene{break-inside:avoid;background:none;border-color:#ddd}h1,h2{color:#6b3fa0}}
</style>
</head>
<body>
<main>
<h1>${title}</h1>
${story.summary ? `<p class="summary">${escapeHtml(story.summary)}</p>` : ''}
${body}
${!story.isPaid && storyUrl ? previewEndSection(t, storyUrl) : ''}
<footer>${escapeHtml(t('viewer.download.footer', { brand: t('app.title') }))}</footer>
</main>
</body>
</html>
`;
}
