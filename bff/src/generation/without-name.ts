import type { Language } from '@dreamweaver/contracts';
import type { StoryBrief } from './engine.ts';
import { fillHero, HERO_PLACEHOLDER, heroWording, type HeroWording } from './hero-placeholder.ts';
import { nameScrubber } from './name-forms.ts';

// What an engine that runs elsewhere (an AI server) is told; name-privacy.ts applies it to every
// such engine. The child's name, in any form (see name-forms.ts), is never part of it: the brief
// carries the placeholder, pictures "the hero", narration a gentle nickname.

/** The narration is sent to the speech server, so it speaks a nickname instead of the name. */
const spokenNickname: Record<Language, string> = { en: 'Little Star', de: 'Sternchen' };

// The seam scrubs every text of a brief and a story for each call with the same name: its scrubber is made once.
let lastScrubber: { name: string; scrubber: ReturnType<typeof nameScrubber> } | undefined;

function scrub(text: string, name: string, wording: HeroWording): string {
  if (lastScrubber?.name !== name) lastScrubber = { name, scrubber: nameScrubber(name) };
  return lastScrubber.scrubber.replace(text, (form) => wording(form.possessive));
}

/** The placeholder, inflected like the name it replaces: {{HERO}}'s (en), {{HERO}}s (de). */
function placeholderWording(language: Language): HeroWording {
  return (possessive) =>
    possessive ? (language === 'de' ? `${HERO_PLACEHOLDER}s` : `${HERO_PLACEHOLDER}'s`) : HERO_PLACEHOLDER;
}

/** The brief as an AI server may see it: the name, wherever a parent typed it, becomes the placeholder. */
export function withoutName(brief: StoryBrief): StoryBrief {
  const name = brief.recipientDetails.name;
  const wording = placeholderWording(brief.language);
  const clean = (text: string | undefined) => (text === undefined ? undefined : scrub(text, name, wording));
  const d = brief.recipientDetails;
  return {
    ...brief,
    // The child's recent titles hold the name: only the seed and the plot ids may be told.
    variety: brief.variety && {
      seed: brief.variety.seed,
      recentPlots: [...brief.variety.recentPlots],
      recentTitles: [],
    },
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

/** A picture prompt without the name: the placeholder and every form of the name become "the hero". */
export function pictureTextWithoutName(text: string, name: string): string {
  const wording = heroWording('the hero', 'en');
  return scrub(fillHero(text, wording), name, wording);
}

/** The text a speech server reads aloud: the nickname (inflected: Sternchens, Little Star's) instead of the name. */
export function spokenTextWithoutName(text: string, name: string, language: Language): string {
  const wording = heroWording(spokenNickname[language], language);
  return scrub(fillHero(text, wording), name, wording);
}
