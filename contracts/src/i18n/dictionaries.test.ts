import { describe, expect, it } from 'vitest';
import { de, en, languageFromHeader, translate } from './index.ts';

describe('dictionaries', () => {
  it('have the same keys in en and de, none empty', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(de)) expect(text, key).not.toBe('');
  });

  it('use the same placeholders in en and de', () => {
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(de[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('fills placeholders and brands the product per language', () => {
    expect(translate('en', 'errors.tooManyAttempts', { minutes: 3 })).toContain('in 3 minutes');
    expect(translate('en', 'app.title')).toBe('Dreamweaver');
    expect(translate('de', 'app.title')).toBe('Traumweber');
  });

  it('picks the language from Accept-Language', () => {
    expect(languageFromHeader('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(languageFromHeader('fr-FR, en;q=0.5')).toBe('en');
    expect(languageFromHeader('fr')).toBe('en');
    expect(languageFromHeader(undefined)).toBe('en');
    expect(languageFromHeader('en;q=0.2, de;q=0.9')).toBe('de');
  });
});
