import type { Language } from '@dreamweaver/contracts';
import type { Words } from './types.ts';
import {
  type HeroWords,
  type ToldAchievement,
  tellAchievement as tellAchievementTheme,
  tellGoal as tellGoalTheme,
} from '../themes/index.ts';
import { escapeRegExp } from '../escape-regexp.ts';
import { splitSentences } from '../compose.ts';

// The single seam between the story and the parent's goal and achievement. The themes library
// (offline/themes) recognises the common bedtime themes and acts them out: a goal becomes a
// challenge the hero meets and a later mastery, an achievement a proud memory in the story's own
// words; anything it does not recognise goes into a grammatical frame of its kind. The parent's
// words are never pasted after a colon or inside quotes.

export type { HeroWords };

export interface ToldGoal {
  themeId?: string;
  challenge: string[];
  mastery: string[];
}

export function tellGoal(
  goal: string,
  language: Language,
  hero: HeroWords,
  random: () => number,
  toddler = false,
): ToldGoal {
  return tellGoalTheme(goal, language, hero, random, toddler);
}

export function tellAchievement(
  achievement: string,
  language: Language,
  hero: HeroWords,
  random: () => number,
  toddler = false,
): ToldAchievement {
  return tellAchievementTheme(achievement, language, hero, random, toddler);
}

/**
 * How the companion comforts after a goal's challenge, by the goal's theme: words of courage only
 * for a fear or a sadness; "one small step at a time" for something new to try or practise; "the
 * kind thing is often the hard thing" for being kind to others; "big feelings pass" for anger or
 * losing. An unrecognised goal gets only the quiet comfort that fits anything.
 */
type ComfortKind = 'fear' | 'try' | 'kind' | 'feeling';

/** Every theme of the library has its kind here (a test holds it), so a new theme is given one. */
export const COMFORT_KINDS: Record<string, ComfortKind> = {
  dark: 'fear',
  'bad-dreams': 'fear',
  thunderstorm: 'fear',
  'big-dogs': 'fear',
  'bees-and-spiders': 'fear',
  'being-brave': 'fear',
  'doctor-visit': 'fear',
  'dentist-visit': 'fear',
  hairdresser: 'fear',
  'own-bed': 'fear',
  bedtime: 'fear',
  kindergarten: 'fear',
  school: 'fear',
  'learning-to-swim': 'fear',
  'learning-to-ride-a-bike': 'fear',
  'moving-house': 'fear',
  'pet-died': 'fear',
  'missing-someone': 'fear',
  'saying-goodbye': 'fear',
  'parent-away': 'fear',
  'two-homes': 'fear',
  'wobbly-tooth': 'fear',
  'making-friends': 'fear',
  // Words that hide are a fear: "Even the bravest fox feels like that sometimes", not a first try.
  'speaking-up': 'fear',
  'new-food': 'try',
  'brushing-teeth': 'try',
  potty: 'try',
  'getting-dressed': 'try',
  'giving-up-the-dummy': 'try',
  'nail-biting': 'try',
  'dry-nights': 'fear',
  'someone-ill': 'fear',
  'new-glasses': 'fear',
  'being-different': 'fear',
  gratitude: 'feeling',
  // Doubt of oneself is comforted as a fear ("Even the bravest fox feels like that sometimes"), not as a first try.
  'believing-in-yourself': 'fear',
  'screen-time': 'feeling',
  reading: 'try',
  'trying-again': 'try',
  'curious-learner': 'try',
  'doing-it-myself': 'try',
  'tidying-up': 'try',
  sharing: 'kind',
  'sibling-patience': 'kind',
  // "What if they forget about me?" is a worry: comforted by someone staying close, not by „Denk daran, wie es den anderen geht“.
  'new-sibling': 'fear',
  'saying-sorry': 'kind',
  'telling-the-truth': 'kind',
  'please-and-thank-you': 'kind',
  listening: 'kind',
  'helping-at-home': 'kind',
  'gentle-with-animals': 'kind',
  'being-kind': 'kind',
  'waiting-your-turn': 'kind',
  'calming-down': 'feeling',
  'sad-is-ok': 'feeling',
  'losing-a-game': 'feeling',
  'letting-others-choose': 'kind',
  'quiet-voice': 'kind',
};

/** Themes of loss and parting: their mastery is a softer ache, not a victory, so no dance or somersault follows it. */
const TENDER_THEMES = new Set([
  'someone-ill',
  'sad-is-ok',
  'parent-away',
  'missing-someone',
  'pet-died',
  'saying-goodbye',
  'moving-house',
  'two-homes',
]);

function isTender(themeId: string | undefined): boolean {
  return themeId !== undefined && TENDER_THEMES.has(themeId);
}

function comfortKind(themeId: string | undefined): ComfortKind | undefined {
  return themeId === undefined ? undefined : COMFORT_KINDS[themeId];
}

/** The sentence has the companion speak ("Can I have a turn?" asked Pip / „…“, sagte Pip). */
function companionSpeaks(sentence: string, companion: string): boolean {
  if (!/["“”„]/.test(sentence)) return false;
  const name = escapeRegExp(companion);
  const tag = `(?:said|asked|whispered|called|cried|sighed|murmured|added|sagte|fragte|flüsterte|rief|seufzte|murmelte|meinte)`;
  return new RegExp(`${tag} ${name}\\b|\\b${name} ${tag}|^["“„][^"“”]*["“”],? ${name}\\b`).test(sentence);
}

// What both languages' frames ask of the goal when they choose a line (one source for en and de).

/** The companion speaks in the mastery's last line („„Du hast es geschafft“, flüsterte Lumi“): the reaction after it says no more. */
export const masterySpoke = (w: Words) =>
  splitSentences(w.goal?.mastery.at(-1) ?? '').some((s) => companionSpeaks(s, w.pet));
/** The comfort after the challenge may speak only when the companion did not just speak ("Can I have a turn?" asked Pip). */
export const spoke = (w: Words) => !companionSpeaks(w.goal?.challenge.at(-1) ?? '', w.pet);
/** The challenge already tells the silence („snuggled up close and said nothing at all for a while“): not twice. */
const SAID_NOTHING = /\bsaid nothing\b|\bsagte\p{L}* (?:\p{L}+ )*?nichts\b/iu;
/**
 * The companion said nothing anywhere in the challenge: only then may a line say it "said nothing"
 * („…?“, fragte Strubbel. Strubbel legte eine Pfote auf Idas Hand und sagte nichts.).
 */
export const keptQuiet = (w: Words) =>
  !(w.goal?.challenge ?? []).some((s) => companionSpeaks(s, w.pet) || SAID_NOTHING.test(s));
/** A challenge that opens with the child's own words or thoughts (a worry told), not with something that happens. */
const INWARD =
  /^["“„]|\b(?:told|asked|thought|sighed|said|secret|felt|erzählte|fragte|dachte|seufzte|sagte|Geheimnis|fühlte)\b/;
/**
 * The child may go quiet, stop smiling or go very still before the challenge only when the challenge
 * is a worry told, never before a high step or a game ("Then Ruby went quiet. Fudge showed Ruby how to fold…").
 */
export const inward = (w: Words) => {
  const first = w.goal?.challenge[0] ?? '';
  // The companion telling a long story („Purzel erzählte eine lange, spannende Geschichte“) is no worry of the child's.
  return INWARD.test(first) && !first.startsWith(`${w.pet} erzählte`) && !first.startsWith(`${w.pet} told`);
};
/** The child told the companion something in the challenge (a worry said aloud): only then is it "a thing told to a friend". */
export const toldAloud = (w: Words) =>
  (w.goal?.challenge ?? []).some((s) => /["“„]|\b(?:told|erzählte)\b/.test(s) && !companionSpeaks(s, w.pet));
/** The proud memory was played, sung, hummed, shown or only thought of („Ida dachte an die Kletterei“), not told: nobody then hears "every word" of it or asks to hear it again. */
export const memoryInWords = (w: Words) =>
  !/\b(?:played a pretend|hummed|sang for|showed)\b|\b(?:spielte|sang)\b.*\bvor\b|\bsummte\b|\bzeigte\b/.test(
    w.memory?.[0] ?? '',
  ) && !memoryThought(w);
/** The proud memory is only thought of („Ida dachte an die Kletterei“): nobody asked for it, nobody answers it. */
export const memoryThought = (w: Words) => {
  const memory = w.memory?.[0] ?? '';
  // „dachte gern daran“ and "still remembered every moment of it" are thoughts too; a memory told is not.
  return (
    /\bthought (?:of|about)\b|\bremembered\b|\bdachte (?:\p{L}+ )?(?:an|daran)\b|\berinnerte sich\b/u.test(memory) &&
    !/\btold\b|\berzählte\b/.test(memory)
  );
};
/** The comfort fits the goal's theme: courage only for a fear or sadness, never after a sharing or tidying challenge. */
export const is = (w: Words, kind: ComfortKind) => comfortKind(w.goal?.themeId) === kind;
/** A goal of loss or parting: its mastery is a softer ache, not a victory. */
export const tender = (w: Words) => isTender(w.goal?.themeId);

/** The companion already cheered in the goal's last words ("Pickle beamed"): a second cheer after it reads as a slip. */
const CHEERED = /^(?:beamed|clapped|cheered|hugged|grinned|did a happy|strahlte|klatschte|jubelte|umarmte|grinste)\b/u;
const masteryCheered = (w: Words) =>
  (w.goal?.mastery.at(-1) ?? '')
    .split(new RegExp(`(?<!\\p{L})${escapeRegExp(w.pet)} `, 'u'))
    .slice(1)
    .some((after) => CHEERED.test(after));

/** Themes mastered in a whisper or with eyes closing: a shout of "You did it!" after them would undo them. */
const HUSHED_THEMES = new Set(['quiet-voice', 'bedtime']);

/** The story may cheer the goal: it was no loss or missing someone, not a whisper, and the companion has not cheered yet. */
export const cheers = (w: Words) => !tender(w) && !masteryCheered(w) && !HUSHED_THEMES.has(w.goal?.themeId ?? '');
export const feared = (w: Words) => is(w, 'fear');

/**
 * The lead-in before a goal's mastery may bring in the companion ("Mia squeezed Pip once, for
 * courage") only when the mastery does not bring the companion in itself, and never when the child
 * must make up with the companion (saying sorry to Pip): then the child goes to Pip alone.
 */
export function companionLeadsIn(goal: ToldGoal | undefined, companion: string): boolean {
  if (!goal) return true;
  if (goal.mastery[0]?.includes(companion)) return false;
  return !(goal.themeId === 'saying-sorry' && goal.challenge.some((sentence) => sentence.includes(companion)));
}

/**
 * The person the goal names ("sharing toys with her cousin"), as the story calls them, unless the
 * goal's own sentences already bring them in: they must be there when the goal is acted out.
 */
export function goalPerson(w: Words): string | undefined {
  if (!w.relativeInGoal || !w.relative || !w.relativeWord) return undefined;
  const word = escapeRegExp(w.relativeWord);
  const told = [...(w.goal?.challenge ?? []), ...(w.goal?.mastery ?? [])].join(' ');
  return new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'iu').test(told) ? undefined : w.relative;
}

/** The goal's person walks along (`walker`) or, a baby, is carried along in a basket (`carried`). */
export const walker = (w: Words) => Boolean(goalPerson(w)) && !w.relativeBaby;
export const carried = (w: Words) => Boolean(goalPerson(w)) && Boolean(w.relativeBaby);

/** A goal of sharing or of taking turns: the person it names gets a share or a turn too. */
export const sharesWith = (w: Words): 'share' | 'turn' | undefined =>
  w.goal?.themeId === 'sharing' ? 'share' : w.goal?.themeId === 'waiting-your-turn' ? 'turn' : undefined;

/** The mastery already tells this action (a deep breath, a squeeze, a nod): the lead-in must not tell it first. */
export function masteryTells(goal: ToldGoal | undefined, action: RegExp): boolean {
  return action.test(goal?.mastery.join(' ') ?? '');
}
