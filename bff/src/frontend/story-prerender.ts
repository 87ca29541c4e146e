import { SCENE_PICTURE_SIZES, sceneImageAlt, translator, type Language } from '@dreamweaver/contracts';
import type { StoryFirstScene } from '../services/story-service.ts';
import type { FoundStoryPage } from './story-preloads.ts';
import { escapeHtml } from '../http/escape-html.ts';

// A story's page sent with its first screen in it, so scene 1's picture (its largest paint) shows
// before any script has run: the shell's build writes story.<language>.html (shell/scripts/prerender.ts),
// the shell's page with the header and the viewer's first screen, whose story parts are
// placeholders (`{{dw:name}}`); this fills them from the story, each value HTML-escaped. Only a
// story anyone with the link may see (not hidden by the admin) whose scene 1 has its picture
// and text is sent so; any other gets the bare shell.

/** The shell's pre-rendered story page in `language`. */
export const storyPageFile = (language: Language) => `story.${language}.html`;

/** The page title's placeholder, filled with the story's title (or the page's usual title). */
export const STORY_PAGE_TITLE = '{{dw:pageTitle}}';

/** Scene 1 of a story whose page can be sent pre-rendered. */
type ShownScene = StoryFirstScene & { picture: NonNullable<StoryFirstScene['picture']>; text: string };

/** Whether a story's page is sent with its first screen: shown to anyone with the link, scene 1 drawn and written. */
export function prerenderable(found: FoundStoryPage | undefined): found is FoundStoryPage & { scene: ShownScene } {
  return Boolean(found && !found.scene.hidden && found.scene.picture && found.scene.text);
}

/**
 * `template` (story.<language>.html as the shell page sender made it) with the story's scene 1 in
 * it, in the page's `language`; `pageTitle` is the page's usual title, kept for an untitled story
 * (as the app does). A paid story has no preview banner.
 */
export function fillStoryPage(template: string, scene: ShownScene, language: Language, pageTitle: string): string {
  const t = translator(language);
  const values: Record<string, string> = {
    pageTitle: escapeHtml(
      scene.title ? t('page.titleFormat', { brand: t('app.title'), page: scene.title }) : pageTitle,
    ),
    title: escapeHtml(scene.title || t('viewer.untitled')),
    series: scene.series
      ? `<p class="viewer-titlebar__series">${escapeHtml(`${t('children.series.episode', { episode: scene.series.episode })} · ${scene.series.title}`)}</p>`
      : '',
    lang: escapeHtml(scene.language),
    src: escapeHtml(scene.picture.url),
    srcset: scene.picture.srcset
      ? ` srcset="${escapeHtml(scene.picture.srcset)}" sizes="${escapeHtml(SCENE_PICTURE_SIZES)}"`
      : '',
    alt: escapeHtml(sceneImageAlt({ sceneNumber: 1, imageDescription: scene.imageDescription }, t)),
    text: escapeHtml(scene.text),
  };
  const html = scene.isPaid ? template.replace(/<!--dw:unpaid-->[\s\S]*?<!--\/dw:unpaid-->/, '') : template;
  // One pass: a value is never read again for placeholders.
  return html.replace(/\{\{dw:(\w+)\}\}/g, (marker, name: string) => values[name] ?? marker);
}
