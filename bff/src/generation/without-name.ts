import type { Language } from '@dreamweaver/contracts';
import type { StoryBrief } from './engine.ts';
import { fillHero, HERO_PLACEHOLDER, heroWording, type HeroWording } from './hero-placeholder.ts';
import { nameScrubber } from './name-forms.ts';
import { planWithoutNames } from './plan-without-names.ts';
import { storyChildrenOf } from './plan-children.ts';
import { childPlaceholder, fillChildren, FIRST_FRIEND_NUMBER, SIBLING_PLACEHOLDERS } from './sibling-placeholder.ts';

// What an engine that runs elsewhere (an AI server) is told; name-privacy.ts applies it to every
// such engine. The child's name, in any form (see name-forms.ts), is never part of it: the brief
// carries the placeholder, pictures "the hero", narration a gentle nickname.

/** The narration is sent to the speech server, so it speaks a nickname instead of the name. */
const spokenNickname: Record<Language, string> = { en: 'Little Star', de: 'Sternchen' };
/** The brothers' and sisters' nicknames, in order. */
const siblingNicknames: Record<Language, readonly string[]> = {
  en: ['Little Moon', 'Little Cloud'],
  de: ['Möndchen', 'Wölkchen'],
};
/** How a sibling is drawn, in order (pictures are prompted in English). */
const siblingPictureWords = ['the second child', 'the third child'];
/** The nicknames of the plan's other children (a friend, a cousin) aloud, in turn. */
const friendNicknames: Record<Language, readonly string[]> = {
  en: ['Little Bird', 'Little Bee', 'Little Leaf'],
  de: ['Vögelchen', 'Bienchen', 'Blättchen'],
};

// The seam scrubs every text of a brief and a story for each call with the same names: each scrubber is made once.
const scrubbers = new Map<string, ReturnType<typeof nameScrubber>>();

function scrubberOf(name: string): ReturnType<typeof nameScrubber> {
  let scrubber = scrubbers.get(name);
  if (!scrubber) {
    if (scrubbers.size >= 32) scrubbers.clear();
    scrubber = nameScrubber(name);
    scrubbers.set(name, scrubber);
  }
  return scrubber;
}

/** The placeholder, inflected like the name it replaces: {{HERO}}'s (en), {{HERO}}s (de). */
function placeholderWording(language: Language, placeholder: string = HERO_PLACEHOLDER): HeroWording {
  return (possessive) => (possessive ? (language === 'de' ? `${placeholder}s` : `${placeholder}'s`) : placeholder);
}

/**
 * Every name a story must not tell: the hero's (as typed tonight, and as the profile and earlier
 * episodes wrote it), each brother's and sister's and each other child's of the plan (with every
 * name each goes by, the one told first; plan-children.ts), and other children named in earlier
 * episodes. A plain string is the hero's name alone.
 */
export interface ChildNames {
  hero: readonly string[];
  /** {{CHILD2}}, {{CHILD3}}. */
  siblings: readonly (readonly string[])[];
  /** The plan's other children (friends, cousins): {{CHILD4}} onwards, put back like the siblings. */
  friends: readonly (readonly string[])[];
  /** Never told, never put back: "another child". */
  others: readonly string[];
}

export function childNamesOf(brief: StoryBrief): ChildNames {
  const children = storyChildrenOf(brief);
  return {
    hero: [brief.recipientDetails.name, ...(brief.variety?.alsoCalled ?? [])],
    siblings: children.siblings,
    friends: children.friends,
    others: brief.variety?.otherChildren ?? [],
  };
}

/** What stands in for one name: in a brief, in a picture, aloud. */
interface Wordings {
  placeholder: HeroWording;
  picture: HeroWording;
  spoken: HeroWording;
}

/** The wordings of child number `n` (2 and 3 are the siblings, 4 on the plan's other children). */
function childWordings(n: number, language: Language): Wordings {
  if (n < FIRST_FRIEND_NUMBER) {
    const i = n - 2;
    return {
      placeholder: placeholderWording(language, SIBLING_PLACEHOLDERS[i]),
      picture: heroWording(siblingPictureWords[i], 'en'),
      spoken: heroWording(siblingNicknames[language][i], language),
    };
  }
  const nicknames = friendNicknames[language];
  return {
    placeholder: placeholderWording(language, childPlaceholder(n)),
    picture: heroWording('another child', 'en'),
    spoken: heroWording(nicknames[(n - FIRST_FRIEND_NUMBER) % nicknames.length], language),
  };
}

/**
 * Each name with its wordings, the longest name first: a name is marked before any shorter name
 * that begins it (Annabelle before Anna), so each child keeps a placeholder of its own.
 */
function hiddenNames(names: ChildNames | string, language: Language): { name: string; wordings: Wordings }[] {
  const all: ChildNames = typeof names === 'string' ? { hero: [names], siblings: [], friends: [], others: [] } : names;
  const hero: Wordings = {
    placeholder: placeholderWording(language),
    picture: heroWording('the hero', 'en'),
    spoken: heroWording(spokenNickname[language], language),
  };
  const other: Wordings = {
    placeholder: heroWording('another child', 'en'),
    picture: heroWording('another child', 'en'),
    spoken: heroWording(siblingNicknames[language][0], language),
  };
  const hidden = [
    ...all.hero.map((name) => ({ name, wordings: hero })),
    ...all.siblings.flatMap((group, i) => group.map((name) => ({ name, wordings: childWordings(i + 2, language) }))),
    ...all.friends.flatMap((group, k) =>
      group.map((name) => ({ name, wordings: childWordings(k + FIRST_FRIEND_NUMBER, language) })),
    ),
    ...all.others.map((name) => ({ name, wordings: other })),
  ];
  return hidden.sort((a, b) => b.name.length - a.name.length);
}

// Each name is first marked in private-use characters (no letters, so no later name matches a
// wording put in for an earlier one), then the marks become their wordings.
const mark = /\uE000(\d+)([pn])\uE001/g;

function scrubAll(
  text: string,
  names: ChildNames | string,
  language: Language,
  pick: (wordings: Wordings) => HeroWording,
): string {
  const hidden = hiddenNames(names, language);
  let marked = text.replace(/[\uE000\uE001]/g, '');
  hidden.forEach(({ name }, i) => {
    marked = scrubberOf(name).replace(marked, (form) => `\uE000${i}${form.possessive ? 'p' : 'n'}\uE001`);
  });
  return marked.replace(mark, (_match, i: string, p: string) => pick(hidden[Number(i)].wordings)(p === 'p'));
}

/** The wordings of `pick` for every child's placeholder, in order ({{CHILD2}} first), to fill them. */
function childPlaceholderWordings(
  names: ChildNames | string,
  language: Language,
  pick: (wordings: Wordings) => HeroWording,
): HeroWording[] {
  const friends = typeof names === 'string' ? 0 : names.friends.length;
  const count = FIRST_FRIEND_NUMBER - 2 + friends;
  return Array.from({ length: count }, (_, i) => pick(childWordings(i + 2, language)));
}

/** The brief as an AI server may see it: the name, wherever a parent typed it, becomes the placeholder. */
export function withoutName(brief: StoryBrief): StoryBrief {
  const names = childNamesOf(brief);
  const scrub = (text: string) => scrubAll(text, names, brief.language, (w) => w.placeholder);
  const clean = (text: string | undefined) => (text === undefined ? undefined : scrub(text));
  const d = brief.recipientDetails;
  const v = brief.variety;
  // The child's earlier stories are the offline storyteller's alone: they never leave.
  const { earlier: _local, ...told } = brief;
  return {
    ...told,
    // The child's recent titles hold the name: only the seed and the plot ids may be told. The
    // profile's bible and earlier episodes are told with the placeholder for the name.
    variety: v && {
      seed: v.seed,
      recentPlots: [...v.recentPlots],
      recentTitles: [],
      ...(v.bible ? { bible: v.bible.map(scrub) } : {}),
      ...(v.earlierEpisodes ? { earlierEpisodes: v.earlierEpisodes.map(scrub) } : {}),
    },
    ...(brief.siblings
      ? { siblings: brief.siblings.map((sibling, i) => ({ ...sibling, name: SIBLING_PLACEHOLDERS[i] })) }
      : {}),
    // The plan with every child's name as its placeholder (plan-without-names.ts).
    ...(brief.plan ? { plan: planWithoutNames(brief.plan, storyChildrenOf(brief), scrub) } : {}),
    storyGoal: clean(brief.storyGoal),
    storySetting: clean(brief.storySetting),
    recipientDetails: {
      name: HERO_PLACEHOLDER,
      age: d.age,
      personalization: clean(d.personalization),
      favoriteAnimal: clean(d.favoriteAnimal),
      favoriteColor: clean(d.favoriteColor),
      favoriteActivity: clean(d.favoriteActivity),
      favoriteFood: clean(d.favoriteFood),
      recentAchievement: clean(d.recentAchievement),
      storyGoal: clean(d.storyGoal),
      storySetting: clean(d.storySetting),
    },
  };
}

/** A text with every child's name as its placeholder, as the brief has it (the story eval's judge reads stories so). */
export function textWithPlaceholders(text: string, names: ChildNames, language: Language): string {
  return scrubAll(text, names, language, (w) => w.placeholder);
}

/** A picture prompt without a name: the placeholders and every form of each name become "the hero", "the second child". */
export function pictureTextWithoutName(text: string, names: ChildNames | string): string {
  const pick = (w: Wordings) => w.picture;
  const filled = fillChildren(
    fillHero(text, heroWording('the hero', 'en')),
    childPlaceholderWordings(names, 'en', pick),
  );
  return scrubAll(filled, names, 'en', pick);
}

/** The text a speech server reads aloud: a nickname (inflected: Sternchens, Little Star's) instead of each name. */
export function spokenTextWithoutName(text: string, names: ChildNames | string, language: Language): string {
  const pick = (w: Wordings) => w.spoken;
  const filled = fillChildren(
    fillHero(text, heroWording(spokenNickname[language], language)),
    childPlaceholderWordings(names, language, pick),
  );
  return scrubAll(filled, names, language, pick);
}
