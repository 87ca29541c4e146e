// The parent's words understood, then told: a goal becomes a challenge the hero meets and later
// masters, an achievement a proud memory. What no theme recognises is put into a frame that is
// grammatical for its kind of phrase; the parent's words are never pasted after a colon or quoted.
import { parentDe, parentEn } from './library/parent-away.ts';
import type { Language } from '@dreamweaver/contracts';
import { frameAchievementDe, frameGoalDe } from './frame-de.ts';
import { frameAchievementEn, frameGoalEn } from './frame-en.ts';
import { THEMES } from './library/index.ts';
import { MEMORIES } from './memories/index.ts';
import { classifyDe } from './phrase-de.ts';
import { classifyEn } from './phrase-en.ts';
import { fold, sanitise } from './text.ts';
import { littleFrameDe, littleFrameEn } from './little-frames.ts';
import { littleGoal } from './little-goals.ts';
import { LITTLE_MEMORY_DE, LITTLE_MEMORY_EN, littleMemoryDe, littleMemoryEn } from './memories/little.ts';
import type { GoalPerson, HeroWords, Memory, PersonWords } from './types.ts';
import { deWords, enWords, pick } from './words.ts';

export type { HeroWords, Pronoun } from './types.ts';

export interface ToldGoal {
  themeId?: string;
  challenge: string[];
  mastery: string[];
}

export interface ToldAchievement {
  themeId?: string;
  memory: string[];
  /** The memory is of something that happened to the child, not of something the child did. */
  happened?: boolean;
}

const OTHER: Record<Language, Language> = { en: 'de', de: 'en' };

function find<T extends { match: Record<Language, RegExp[]>; unless?: Record<Language, RegExp[]> }>(
  entries: readonly T[],
  text: string,
  language: Language,
): T | undefined {
  const folded = fold(sanitise(text));
  if (folded.trim() === '') return undefined;
  for (const lang of [language, OTHER[language]]) {
    const found = entries.find(
      (entry) =>
        entry.match[lang].some((pattern) => pattern.test(folded)) &&
        !entry.unless?.[lang].some((pattern) => pattern.test(folded)),
    );
    if (found) return found;
  }
  return undefined;
}

/** The id of the bedtime theme a goal names, in the story's language first, then the other one. */
export function recogniseTheme(text: string, language: Language): string | undefined {
  return find(THEMES, text, language)?.id;
}

export function tellGoal(
  goal: string,
  language: Language,
  hero: HeroWords,
  random: () => number,
  toddler = false,
): ToldGoal {
  const h = safeHero(hero);
  const theme = find(THEMES, goal, language);
  const who = theme?.id === 'parent-away' ? (language === 'de' ? parentDe : parentEn)(sanitise(goal)) : '';
  const little = toddler && theme ? littleGoal(theme.id, language, h.name, h.companion, random, who) : undefined;
  if (little) return little;
  const typed = sanitise(goal);
  const said = fold(typed);
  const person = h.person && theme?.withPerson && personWords(h.person);
  if (language === 'de') {
    const w = deWords(h);
    if (person && theme?.withPerson)
      return { themeId: theme.id, ...pick(theme.withPerson.de, random)({ ...w, ...person(language) }, typed) };
    if (theme) return { themeId: theme.id, ...pick(theme.de, random)(w, said, typed) };
    return (toddler ? littleFrameDe : frameGoalDe)(classifyDe(goal, w), w, random);
  }
  const w = enWords(h);
  if (person && theme?.withPerson)
    return { themeId: theme.id, ...pick(theme.withPerson.en, random)({ ...w, ...person(language) }, typed) };
  if (theme) return { themeId: theme.id, ...pick(theme.en, random)(w, said, typed) };
  return (toddler ? littleFrameEn : frameGoalEn)(classifyEn(goal, w), w, random);
}

export function tellAchievement(
  achievement: string,
  language: Language,
  hero: HeroWords,
  random: () => number,
  toddler = false,
): ToldAchievement {
  const h = safeHero(hero);
  const memory: Memory | undefined = find(MEMORIES, achievement, language);
  if (toddler) return littleMemory(memory, language, h, random);
  return { ...toldMemory(memory, achievement, language, h, random), happened: memory?.happened };
}

function toldMemory(
  memory: Memory | undefined,
  achievement: string,
  language: Language,
  h: HeroWords,
  random: () => number,
): ToldAchievement {
  const folded = fold(sanitise(achievement));
  if (language === 'de') {
    const w = deWords(h);
    if (memory) return { themeId: memory.id, memory: pick(memory.de, random)(w, folded) };
    return { memory: frameAchievementDe(classifyDe(achievement, w), w, random) };
  }
  const w = enWords(h);
  if (memory) return { themeId: memory.id, memory: pick(memory.en, random)(w, folded) };
  return { memory: frameAchievementEn(classifyEn(achievement, w), w, random) };
}

/** Ages 1-3: one short present-tense line, never the long memory an older child is told. */
function littleMemory(
  memory: Memory | undefined,
  language: Language,
  h: HeroWords,
  random: () => number,
): ToldAchievement {
  const themeId = memory?.id;
  if (language === 'de') {
    const lines = (themeId && LITTLE_MEMORY_DE[themeId]) || littleMemoryDe;
    return { themeId, memory: [pick([lines].flat(), random)(deWords(h))] };
  }
  const lines = (themeId && LITTLE_MEMORY_EN[themeId]) || littleMemoryEn;
  return { themeId, memory: [pick([lines].flat(), random)(enWords(h))] };
}

const capitalFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** How a person not yet in the story is brought in, by language. */
const CAME_ALONG: Record<Language, (who: string) => string> = {
  en: (who) => `${who} had come along too.`,
  de: (who) => `${who} war auch mitgekommen.`,
};

/** The person's words for a variant, in the story's language. */
const personWords =
  (person: GoalPerson) =>
  (language: Language): PersonWords => ({
    p: person.nom,
    P: capitalFirst(person.nom),
    pDat: person.dat,
    cameAlong: person.present ? [] : [CAME_ALONG[language](capitalFirst(person.intro ?? person.nom))],
  });

/** Names as plain words: no markup or control characters even if a caller passed them through. */
function safeHero(hero: HeroWords): HeroWords {
  const name = sanitise(hero?.name).slice(0, 40) || 'Robin';
  const companion = sanitise(hero?.companion).slice(0, 40) || 'Pip';
  const pronoun = hero?.pronoun === 'he' || hero?.pronoun === 'she' ? hero.pronoun : 'they';
  const place = sanitise(hero?.place).slice(0, 60) || undefined;
  const person = hero?.person && {
    nom: sanitise(hero.person.nom).slice(0, 60),
    dat: sanitise(hero.person.dat).slice(0, 60),
    present: hero.person.present,
    intro: hero.person.intro && sanitise(hero.person.intro).slice(0, 80),
  };
  return {
    name,
    pronoun,
    companion,
    companionSpecies: sanitise(hero?.companionSpecies).slice(0, 40),
    place,
    person: person?.nom && person.dat ? person : undefined,
  };
}
