// Builds the pronoun-agreeing words the theme sentences are written with.
import type { DeWords, EnWords, HeroWords } from './types.ts';

export function enWords(hero: HeroWords): EnWords {
  const base = { name: hero.name, pal: hero.companion, species: hero.companionSpecies, where: hero.place || 'here' };
  const s = thirdPerson;
  if (hero.pronoun === 'he')
    return {
      ...base,
      he: 'he',
      He: 'He',
      him: 'him',
      his: 'his',
      His: 'His',
      self: 'himself',
      allBySelf: 'all by himself',
      proudOfSelf: 'proud of himself',
      was: 'was',
      is: 'is',
      doesnt: "doesn't",
      wasnt: "wasn't",
      sibling: 'brother',
      s,
    };
  if (hero.pronoun === 'she')
    return {
      ...base,
      he: 'she',
      He: 'She',
      him: 'her',
      his: 'her',
      His: 'Her',
      self: 'herself',
      allBySelf: 'all by herself',
      proudOfSelf: 'proud of herself',
      was: 'was',
      is: 'is',
      doesnt: "doesn't",
      wasnt: "wasn't",
      sibling: 'sister',
      s,
    };
  // No pronoun known: the name, as the story's own lines do (a "they" beside the companion reads as
  // the two of them, and "their bike all by themselves" as plural): "Sam's bike, without any help".
  // The story's Teller then says "their" for a second "Sam's" in one sentence where nobody else is
  // between (`theirAfterName` in story/assemble.ts).
  const possessive = /s$/i.test(hero.name) ? `${hero.name}'` : `${hero.name}'s`;
  return {
    ...base,
    he: hero.name,
    He: hero.name,
    him: hero.name,
    his: possessive,
    His: possessive,
    self: hero.name,
    allBySelf: 'without any help',
    proudOfSelf: 'so proud',
    was: 'was',
    is: 'is',
    doesnt: "doesn't",
    wasnt: "wasn't",
    sibling: 'sibling',
    s: thirdPerson,
  };
}

function thirdPerson(verb: string): string {
  if (verb === 'have') return 'has';
  if (verb === 'be') return 'is';
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

export function deWords(hero: HeroWords): DeWords {
  const base = {
    name: hero.name,
    pal: hero.companion,
    species: hero.companionSpecies,
    where: hero.place || 'hier',
    nameGen: genitive(hero.name),
    palGen: genitive(hero.companion),
  };
  if (hero.pronoun === 'he')
    return {
      ...base,
      grosses: 'ein großer Bruder',
      er: 'er',
      Er: 'Er',
      ihn: 'ihn',
      ihm: 'ihm',
      sein: (e) => `sein${e}`,
    };
  if (hero.pronoun === 'she')
    return {
      ...base,
      grosses: 'eine große Schwester',
      er: 'sie',
      Er: 'Sie',
      ihn: 'sie',
      ihm: 'ihr',
      sein: (e) => `ihr${e}`,
    };
  return {
    ...base,
    grosses: 'ein großes Geschwisterkind',
    er: hero.name,
    Er: hero.name,
    ihn: hero.name,
    ihm: hero.name,
    sein: (_e, article) => article,
  };
}

/** One item of a list, chosen by the story's random source (a value in [0, 1)). */
export function pick<T>(items: readonly T[], random: () => number): T {
  const r = random();
  const i = Number.isFinite(r) ? Math.floor(Math.abs(r) * items.length) : 0;
  return items[Math.min(Math.max(i, 0), items.length - 1)];
}

/** German genitive of a name: „Lenas“, but „Max’“ and „Luis’“. */
export function genitive(name: string): string {
  return /(?:s|ß|x|z|ce)$/i.test(name) ? `${name}’` : `${name}s`;
}
