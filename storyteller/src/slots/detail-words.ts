import type { PlanDetail, StoryPlan } from '@dreamweaver/contracts';

// Whether a detail's own words can be told as they stand: a thing to think of, a place said where
// it is. plan-facts.ts picks the details with them.

/**
 * A thing the lexicon does not know is told in the parent's words, in frames that ask no grammar of
 * them. English takes any words but the parent's own "my"; German only a noun phrase that is
 * nominative as it stands, said where a nominative stands: one with its own article („der Flying
 * Scotsman“, „die Dampflok“), or one noun alone, which the parent types for many of a kind
 * („Traktoren“, „Ritter“), the same in the nominative and the accusative.
 */
const THING_STARTS: Record<StoryPlan['language'], (words: readonly string[]) => boolean> = {
  // Nor a pronoun or an adverb first: "he just", "especially" are no thing to think of.
  en: ([first]) =>
    ![
      'my',
      'our',
      'i',
      'we',
      'me',
      'he',
      'she',
      'they',
      'it',
      'him',
      'them',
      'especially',
      'just',
      'also',
      'really',
    ].includes(first.toLowerCase()),
  de: (words) =>
    ['der', 'die', 'das', 'ein', 'eine'].includes(words[0].toLowerCase()) ||
    (words.length === 1 && words[0][0] !== words[0][0].toLowerCase()),
};

export function sayable(words: string, language: StoryPlan['language']): boolean {
  const all = words
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  return all.length > 0 && THING_STARTS[language](all);
}

/**
 * A place the child loves is told where it is ("at the pond", „am Meer“), so its words must say
 * where, not whither ("to the lake", „ans Meer“): English by its first word, German by its first
 * two (an, auf, in say where only with a dative article). The place the story happens is not one.
 */
const WHERE_STARTS: Record<StoryPlan['language'], (first: string, second: string) => boolean> = {
  en: (first) => ['at', 'by', 'in', 'on', 'near', 'the'].includes(first),
  de: (first, second) =>
    ['am', 'im', 'bei', 'beim'].includes(first) ||
    (['an', 'auf', 'in'].includes(first) && ['dem', 'der', 'einem', 'einer'].includes(second)),
};

export function lovedPlace(plan: StoryPlan, owner?: string | null): PlanDetail | undefined {
  return plan.details.find((d) => {
    if (!d.wanted || d.kind !== 'place' || d.lexeme === plan.setting.id) return false;
    if (owner !== undefined && d.owner !== owner) return false;
    const [first = '', second = ''] = d.words.trim().toLowerCase().split(/\s+/);
    return WHERE_STARTS[plan.language](first, second);
  });
}

/** "to the beach", „ans Meer“ said as where ("at the beach", „am Meer“); null when no article tells how. */
const WHITHER_TO_WHERE: Record<StoryPlan['language'], [RegExp, string][]> = {
  en: [
    [/^to the (woods|forest|mountains|hills|garden|countryside|jungle)$/u, 'in the $1'],
    [/^to the (\p{L}+)$/u, 'at the $1'],
  ],
  de: [
    [/^ans /u, 'am '],
    [/^an den /u, 'am '],
    [/^an die /u, 'an der '],
    [/^ins /u, 'im '],
    [/^in den /u, 'im '],
    [/^in die /u, 'in der '],
  ],
};

/**
 * A place where the child went with the one who died, with no doing but the going ("Noah and Max
 * used to go to the beach"): the memory is the place, said where it is.
 */
export function placeGoneTo(plan: StoryPlan, owner: string): PlanDetail | undefined {
  const place = plan.details.find((d) => d.wanted && d.kind === 'place' && d.owner === owner);
  if (!place) return undefined;
  const typed = place.words.trim();
  const [first = '', second = ''] = typed.toLowerCase().split(/\s+/);
  if (WHERE_STARTS[plan.language](first, second)) return place;
  const rule = WHITHER_TO_WHERE[plan.language].find(([pattern]) => pattern.test(typed));
  return rule ? { ...place, words: typed.replace(rule[0], rule[1]) } : undefined;
}
