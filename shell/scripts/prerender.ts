// After the shell's production build: writes the pages the bff sends with their first screen
// already in them, and the CSS that screen needs inlined, so the browser paints it before any
// script has arrived (the app then replaces the markup with the same screen: shell/src/bootstrap.tsx):
//   - dist/home.{en,de}.html: the header, the hero's title and subtitle, the form's card;
//   - dist/story.{en,de}.html: the header and a story's first screen as the viewer renders it
//     (mf-story/src/viewer/): the title, scene 1's picture and text, with placeholders `{{dw:name}}`
//     the bff fills from the story (bff/src/frontend/story-prerender.ts).
// The bff sends the visitor's language (bff/src/frontend/index.ts).
// Usage (from shell/): tsx scripts/prerender.ts
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES, storyPriceLabel, translate, type Language, type MessageKey } from '@dreamweaver/contracts';

const SHELL = path.resolve(import.meta.dirname, '..');
const REPO = path.resolve(SHELL, '..');
const DIST = path.join(SHELL, 'dist');

// Each page's style sheets, and the rules of theirs its first screen needs.
const SHELL_SHEETS = ['web-kit/src/tokens.css', 'shell/src/styles.css'];
const SHELL_SELECTOR =
  /^(:root|\*|(html|body|a|h1|h2|h3)(?![\w-])|\.shell(?![\w-])|\.shell-(sky|header|brand|language|button|account|main|remote))/;
const HOME = {
  sheets: [...SHELL_SHEETS, 'mf-story/src/create/create.css', 'mf-story/src/home/home.css'],
  selector: new RegExp(`${SHELL_SELECTOR.source}|^\\.story-(home|hero|card)(?![a-z0-9])`),
};
const STORY = {
  // bedtime.css: a story reopened with bedtime mode on comes in the night palette (<html data-bedtime="on">).
  sheets: [...SHELL_SHEETS, 'mf-story/src/viewer/viewer.css', 'mf-story/src/viewer/bedtime/bedtime.css'],
  selector: new RegExp(
    `${SHELL_SELECTOR.source}|^\\.viewer-(page|preview|button|reader|titlebar|icon|stage|scene|image)(?![a-z0-9])`,
  ),
};

/** Top-level blocks of a (formatted, comment-free) style sheet: `selector { … }` or `@media … { … }`. */
function blocks(css: string): { prelude: string; body: string }[] {
  const out: { prelude: string; body: string }[] = [];
  let depth = 0;
  let start = 0;
  let open = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') {
      if (depth === 0) open = i;
      depth += 1;
    } else if (css[i] === '}') {
      depth -= 1;
      if (depth === 0) {
        out.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, i) });
        start = i + 1;
      }
    }
  }
  return out;
}

/** The rules whose every selector is part of the first screen (inside @media blocks too; no @keyframes). */
export function criticalRules(css: string, selector: RegExp): string {
  const kept: string[] = [];
  for (const { prelude, body } of blocks(css.replace(/\/\*[\s\S]*?\*\//g, ''))) {
    if (prelude.startsWith('@media')) {
      const inner = criticalRules(body, selector);
      if (inner) kept.push(`${prelude}{${inner}}`);
    } else if (!prelude.startsWith('@')) {
      const selectors = prelude.split(',').map((s) => s.trim());
      if (selectors.every((s) => selector.test(s))) kept.push(`${selectors.join(',')}{${body.trim()}}`);
    }
  }
  return kept
    .join('')
    .replace(/\s*\n\s*/g, '')
    .replace(/;\s*}/g, '}')
    .replace(/:\s+/g, ':');
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** The page's language's words, HTML-escaped. */
const translatorFor =
  (language: Language): Translate =>
  (key, params) =>
    escape(translate(language, key, params as Record<string, string>));

/** The shell around a first screen: the sky and the header, then `content` where the remote's page goes. */
function shellMarkup(language: Language, page: 'home' | 'story', content: string): string {
  const t = translatorFor(language);
  const languageButtons = LANGUAGES.map(
    (code) =>
      `<button type="button" class="shell-language__option" aria-pressed="${code === language}">${code.toUpperCase()}</button>`,
  ).join('');
  // The header's controls do nothing before the app runs: `inert` keeps them out of reach and out
  // of the accessibility tree until the app's own controls replace them.
  return (
    `<div class="shell" data-prerendered="${page}">` +
    `<div class="shell-sky" aria-hidden="true"></div>` +
    `<header class="shell-header">` +
    `<a href="/" class="shell-brand"><span class="shell-brand__moon" aria-hidden="true"></span>${t('app.title')}</a>` +
    `<div class="shell-header__actions" inert>` +
    `<div class="shell-language">${languageButtons}</div>` +
    `<div class="shell-account-slot"><button type="button" class="shell-button shell-account-placeholder" disabled>${t('shell.account.signIn')}</button></div>` +
    `</div></header>` +
    `<main id="main" class="shell-main"><div class="shell-remote">${content}</div></main></div>`
  );
}

/** The first screen of the home page as the app renders it before the form's fields exist. */
export function homeMarkup(language: Language): string {
  const t = translatorFor(language);
  return shellMarkup(
    language,
    'home',
    `<div class="story-home">` +
      `<header class="story-hero"><h1 class="story-hero__title">${t('home.hero.title')}</h1>` +
      `<p class="story-hero__subtitle">${t('home.hero.subtitle')}</p></header>` +
      `<div class="story-card story-home__form story-home__form--pending" aria-busy="true"></div>` +
      `</div>`,
  );
}

/**
 * A story page's first screen as the viewer renders scene 1 (StoryPage, StoryReader, SceneView,
 * SceneImage): the preview banner of an unpaid story (between `<!--dw:unpaid-->` markers, dropped
 * for a paid one), the title bar (`{{dw:series}}`: the series line or nothing), the picture shown (`{{dw:srcset}}` is its srcset and sizes, or
 * nothing) and the text. The title bar's buttons are empty places of their size until the app runs.
 */
export function storyMarkup(language: Language): string {
  const t = translatorFor(language);
  const iconPlace = '<span class="viewer-icon"></span>';
  return shellMarkup(
    language,
    'story',
    `<div class="viewer-page">` +
      `<!--dw:unpaid--><div class="viewer-preview"><p>${t('viewer.preview.banner')}</p>` +
      `<button type="button" class="viewer-button viewer-button--small" inert>${t('viewer.preview.unlock', { price: storyPriceLabel(language) })}</button></div><!--/dw:unpaid-->` +
      `<section class="viewer-reader" lang="{{dw:lang}}">` +
      `<header class="viewer-titlebar"><div class="viewer-titlebar__heading"><h1 class="viewer-titlebar__title">{{dw:title}}</h1>{{dw:series}}</div>` +
      `<div class="viewer-titlebar__icons" aria-hidden="true">${iconPlace.repeat(3)}</div></header>` +
      `<div class="viewer-stage"><article class="viewer-scene viewer-scene--from-none" data-scene="1">` +
      `<div class="viewer-scene__picture"><div class="viewer-image" data-status="success">` +
      `<img{{dw:srcset}} fetchpriority="high" src="{{dw:src}}" alt="{{dw:alt}}" class="viewer-image__img" data-visible="true">` +
      `</div></div>` +
      `<div class="viewer-scene__words"><h2 class="viewer-scene__number">${t('viewer.scene.number', { number: 1 })}</h2>` +
      `<p class="viewer-scene__text">{{dw:text}}</p></div>` +
      `</article></div></section></div>`,
  );
}

const PAGES = [
  { name: 'home', ...HOME, markup: homeMarkup },
  { name: 'story', ...STORY, markup: storyMarkup },
] as const;

/** The critical CSS of one page: the rules of its sheets its first screen needs. */
async function criticalCss(sheets: readonly string[], selector: RegExp): Promise<string> {
  const texts = await Promise.all(sheets.map((sheet) => readFile(path.join(REPO, sheet), 'utf8')));
  return texts.map((css) => criticalRules(css, selector)).join('');
}

/** The shell's index.html with `markup` in #root and `css` inlined, in `language`. */
function pageHtml(template: string, language: Language, css: string, markup: string): string {
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(translate(language, 'app.title'))}</title>`)
    .replace('</head>', () => `<style data-critical>${css}</style></head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
}

/** Writes dist/<page>.<language>.html for each pre-rendered page and language; returns the files. */
export async function prerender(): Promise<string[]> {
  const template = await readFile(path.join(DIST, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>'))
    throw new Error('dist/index.html has no empty <div id="root"></div>');
  // The home form's card has no fields yet: it keeps roughly their room, so the page below does not jump far.
  const extraCss = { home: '.story-home__form--pending{min-height:420px}', story: '' };
  const written: string[] = [];
  for (const page of PAGES) {
    const css = (await criticalCss(page.sheets, page.selector)) + extraCss[page.name];
    for (const language of LANGUAGES) {
      const file = path.join(DIST, `${page.name}.${language}.html`);
      await writeFile(file, pageHtml(template, language, css, page.markup(language)));
      written.push(file);
    }
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const files = await prerender();
  console.log(`pre-rendered: ${files.map((file) => path.relative(SHELL, file)).join(', ')}`);
}
