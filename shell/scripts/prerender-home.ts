// After the shell's production build: writes dist/home.en.html and dist/home.de.html, the shell's
// page with the home page's first screen already in it (header, hero title and subtitle, the
// form's card) and the CSS that screen needs inlined, so the browser paints the hero before any
// script has arrived. The bff sends the visitor's language (bff/src/frontend/index.ts); the app
// replaces the pre-rendered markup with the same markup when it first renders (shell/src/bootstrap.tsx).
// Usage (from shell/): tsx scripts/prerender-home.ts
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES, translate, type Language, type MessageKey } from '@dreamweaver/contracts';

const SHELL = path.resolve(import.meta.dirname, '..');
const REPO = path.resolve(SHELL, '..');
const DIST = path.join(SHELL, 'dist');

// The style sheets the first screen's markup uses, and the rules of theirs it needs.
const SHEETS = [
  'web-kit/src/tokens.css',
  'shell/src/styles.css',
  'mf-story/src/create/create.css',
  'mf-story/src/home/home.css',
];
const CRITICAL_SELECTOR =
  /^(:root|\*|(html|body|a|h1|h2|h3)(?![\w-])|\.shell(?![\w-])|\.shell-(sky|header|brand|language|button|account|main|remote)|\.story-(home|hero|card)(?![a-z0-9]))/;

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
export function criticalRules(css: string): string {
  const kept: string[] = [];
  for (const { prelude, body } of blocks(css.replace(/\/\*[\s\S]*?\*\//g, ''))) {
    if (prelude.startsWith('@media')) {
      const inner = criticalRules(body);
      if (inner) kept.push(`${prelude}{${inner}}`);
    } else if (!prelude.startsWith('@')) {
      const selectors = prelude.split(',').map((s) => s.trim());
      if (selectors.every((s) => CRITICAL_SELECTOR.test(s))) kept.push(`${selectors.join(',')}{${body.trim()}}`);
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

/** The first screen of the home page as the app renders it before the form's fields exist. */
export function homeMarkup(language: Language): string {
  const t = (key: MessageKey, params?: Record<string, string>) => escape(translate(language, key, params));
  const languageButtons = LANGUAGES.map(
    (code) =>
      `<button type="button" class="shell-language__option" aria-pressed="${code === language}">${code.toUpperCase()}</button>`,
  ).join('');
  // The header's controls do nothing before the app runs: `inert` keeps them out of reach and out
  // of the accessibility tree until the app's own controls replace them.
  return (
    `<div class="shell" data-prerendered="home">` +
    `<div class="shell-sky" aria-hidden="true"></div>` +
    `<header class="shell-header">` +
    `<a href="/" class="shell-brand"><span class="shell-brand__moon" aria-hidden="true"></span>${t('app.title')}</a>` +
    `<div class="shell-header__actions" inert>` +
    `<div class="shell-language">${languageButtons}</div>` +
    `<div class="shell-account-slot"><button type="button" class="shell-button shell-account-placeholder" disabled>${t('shell.account.signIn')}</button></div>` +
    `</div></header>` +
    `<main id="main" class="shell-main"><div class="shell-remote"><div class="story-home">` +
    `<header class="story-hero"><h1 class="story-hero__title">${t('home.hero.title')}</h1>` +
    `<p class="story-hero__subtitle">${t('home.hero.subtitle')}</p></header>` +
    `<div class="story-card story-home__form story-home__form--pending" aria-busy="true"></div>` +
    `</div></div></main></div>`
  );
}

export async function prerenderHome(): Promise<string[]> {
  const template = await readFile(path.join(DIST, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>'))
    throw new Error('dist/index.html has no empty <div id="root"></div>');
  const sheets = await Promise.all(SHEETS.map((sheet) => readFile(path.join(REPO, sheet), 'utf8')));
  // The form's card has no fields yet: it keeps roughly their room, so the page below does not jump far.
  const css = `${sheets.map(criticalRules).join('')}.story-home__form--pending{min-height:420px}`;
  const written: string[] = [];
  for (const language of LANGUAGES) {
    const html = template
      .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escape(translate(language, 'app.title'))}</title>`)
      .replace('</head>', `<style data-critical>${css}</style></head>`)
      .replace('<div id="root"></div>', `<div id="root">${homeMarkup(language)}</div>`);
    const file = path.join(DIST, `home.${language}.html`);
    await writeFile(file, html);
    written.push(file);
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const files = await prerenderHome();
  console.log(`pre-rendered the home page: ${files.map((file) => path.relative(SHELL, file)).join(', ')}`);
}
