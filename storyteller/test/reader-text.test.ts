import { describe, expect, it } from 'vitest';
import {
  clauses,
  clean,
  gap,
  languageOf,
  lowerInPlace,
  makeSource,
  sentences,
  stableHash,
  w,
} from '../src/reader/text.ts';
import { planOf } from './reader-order.ts';

// The reader's tools: whole-word patterns that know umlauts, offsets that stay put, sentences,
// clauses and the language a parent wrote in.

describe('reader text', () => {
  it('matches whole words only, umlauts included, where \\b would not', () => {
    expect(w`mum`.test('chrysanthemum')).toBe(false);
    expect(w`mum`.test('his mum, Jo')).toBe(true);
    expect(w`oma`.test('omas')).toBe(false);
    expect(w`tür`.test('türkis')).toBe(false);
    expect(w`grün`.test('ein grünes hemd')).toBe(false);
    expect(w`grün…`.test('ein grünes hemd')).toBe(true);
  });

  it('lets a parent type ae, oe, ue and ss for ä, ö, ü and ß', () => {
    expect(w`hörgerät`.test('er hat ein hoergeraet')).toBe(true);
    expect(w`großeltern`.test('bei den grosseltern')).toBe(true);
    expect(w`brüderchen`.test('sein bruederchen')).toBe(true);
  });

  it('counts up to the words a gap allows', () => {
    const near = w`scared ${gap(2)}dogs`;
    expect(near.test('scared of big dogs')).toBe(true);
    expect(near.test('scared of the very big dogs')).toBe(false);
  });

  it('cleans quotes and spaces, and lower-cases without moving any letter', () => {
    expect(clean('  It’s  “OK”\n to be   sad ')).toBe('It\'s "OK" to be sad');
    const text = 'Oma İlse und ÄRGER';
    expect(lowerInPlace(text)).toHaveLength(text.length);
    expect(lowerInPlace('GROẞ Ärger')).toBe('groß ärger');
  });

  it('splits sentences and clauses, keeping offsets into the text', () => {
    const text = 'his grandpa, who died, loved boats. she is 8; he is 6';
    const all = sentences(text);
    expect(all.map((s) => text.slice(s.start, s.end).trim())).toEqual([
      'his grandpa, who died, loved boats',
      'she is 8',
      'he is 6',
    ]);
    expect(clauses(text, all[0]).map((c) => text.slice(c.start, c.end).trim())).toEqual([
      'his grandpa',
      'died',
      'loved boats',
    ]);
    const german = 'Opa ist gestorben, aber er fehlt ihm';
    expect(clauses(german, sentences(german)[0]).map((c) => german.slice(c.start, c.end).trim())).toEqual([
      'Opa ist gestorben',
      'er fehlt ihm',
    ]);
  });

  it('tells the language a parent wrote in, the story language on a tie', () => {
    expect(languageOf('he loves his dog and the sea', 'de')).toBe('en');
    expect(languageOf('er liebt seinen hund und das meer', 'en')).toBe('de');
    expect(languageOf('lego', 'de')).toBe('de');
    expect(makeSource(0, 'text', 'Sie hat eine Katze', 'en').language).toBe('de');
  });

  it('gives the same number for the same name', () => {
    expect(stableHash('theo')).toBe(stableHash('theo'));
    expect(stableHash('theo')).not.toBe(stableHash('mia'));
  });

  it('reads a thousand characters of awkward text quickly (no runaway backtracking)', () => {
    const long = `${'a '.repeat(200)}${'aaaaaaaaaaaaaaaaaaaa '.repeat(20)}, ${'x,'.repeat(100)}`.slice(0, 1000);
    const german = long.replace(/a/gu, 'ä');
    const read = () => {
      planOf(long, { goal: long.slice(0, 500), recentAchievement: long.slice(0, 500) });
      planOf(german, { language: 'de', goal: german.slice(0, 500) });
    };
    read(); // the first reading compiles the patterns
    const started = performance.now();
    read();
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
