import { describe, expect, it } from 'vitest';
import { REMOTES, SHELL } from './frontends.ts';
import { translator } from './i18n/index.ts';
import { PAGE_PATTERNS, PAGE_TEXTS, matchPage, pageText } from './pages.ts';

describe('the pages of the product', () => {
  it('has a title and a description for every route of the shell and of each remote, and no other', () => {
    const routes = [...SHELL.routes, ...REMOTES.flatMap((remote) => remote.routes)];
    expect([...PAGE_PATTERNS].sort()).toEqual([...routes].sort());
    expect(Object.keys(PAGE_TEXTS).sort()).toEqual([...routes].sort());
  });

  it('matches a path as the shell’s router does: any letter case, trailing slashes, one segment per parameter', () => {
    expect(matchPage('/')).toBe('/');
    expect(matchPage('')).toBe('/');
    expect(matchPage('/PRIVACY-POLICY')).toBe('/privacy-policy');
    expect(matchPage('/privacy-policy/')).toBe('/privacy-policy');
    expect(matchPage('/My-Stories')).toBe('/my-stories');
    expect(matchPage('/story/abc123')).toBe('/story/:id');
    expect(matchPage('/STORY/a%20b')).toBe('/story/:id');
    for (const unknown of [
      '/story',
      '/story/a/b',
      '/privacy-policyx',
      '/admin/users',
      '/no/such/page',
      '//privacy-policy',
      '/privacy//policy',
    ]) {
      expect(matchPage(unknown), unknown).toBeUndefined();
    }
  });

  it('titles each page "brand – page" in the visitor’s language, the 404 page too', () => {
    expect(pageText('/my-stories', translator('en')).title).toBe('Dreamweaver – My Stories');
    expect(pageText('/MY-STORIES', translator('de')).title).toBe('Traumweber – Meine Geschichten');
    expect(pageText('/nowhere', translator('en')).title).toBe('Dreamweaver – Page not found');
    expect(pageText('/nowhere', translator('de')).title).toBe('Traumweber – Seite nicht gefunden');
  });

  it('gives every page its own title and its own description, in English and in German', () => {
    for (const language of ['en', 'de'] as const) {
      const t = translator(language);
      const texts = PAGE_PATTERNS.map((pattern) => pageText(pattern.replace(':id', 'abc123'), t));
      const titles = texts.map((text) => text.title);
      const descriptions = texts.map((text) => text.description);
      expect(new Set(titles).size, `${language} titles`).toBe(PAGE_PATTERNS.length);
      expect(new Set(descriptions).size, `${language} descriptions`).toBe(PAGE_PATTERNS.length);
      for (const description of descriptions) expect(description.trim().length).toBeGreaterThan(20);
    }
    // The German page is not the English text left untranslated.
    for (const pattern of PAGE_PATTERNS) {
      const path = pattern.replace(':id', 'abc123');
      expect(pageText(path, translator('de')).description).not.toBe(pageText(path, translator('en')).description);
    }
  });
});
