import type { StoryBrief, WrittenStory } from '../engine.ts';
import { planStory, type Beat, type StoryPlan } from './story-plan.ts';
import { writeEnglish } from './story-text-en.ts';
import { writeGerman } from './story-text-de.ts';

const beatPictures: Record<Beat, string> = {
  opening: 'at home by the bedroom window at dusk',
  departure: 'setting off on a glowing path',
  guide: 'meeting a friendly guide',
  'sight-0': 'marvelling at a wonder',
  'sight-1': 'exploring under the stars',
  'sight-2': 'looking out over a shining view',
  activity: 'playing happily with new friends',
  food: 'at a moonlight picnic',
  achievement: 'being cheered by friends',
  wish: 'making a wish under a falling star',
  homecoming: 'travelling home under the moon',
  sleep: 'fast asleep in bed, snuggled up',
};

export function characterDescription(plan: StoryPlan): string {
  const f = plan.facts;
  const age = f.age !== undefined ? `a child of about ${f.age}` : 'a young child';
  const toy = f.personal.toys[0];
  return `${age} dressed in ${f.colour.en}, always together with ${f.companionIsPet ? 'their own' : 'a little'} ${f.animal.en} named ${f.petName}${
    toy ? `, often holding a ${toy.en}` : ''
  }`;
}

function pictureOf(beat: Beat, plan: StoryPlan): string {
  const interest = plan.facts.personal.interests[0];
  if (beat === 'activity' && !plan.facts.activity && interest) return `playing happily with new friends, everything about ${interest.en}`;
  return beatPictures[beat];
}

/** The offline writer: a deterministic story from the brief, in English or German. */
export function writeOfflineStory(brief: StoryBrief): WrittenStory {
  const plan = planStory(brief);
  const written = brief.language === 'de' ? writeGerman(plan) : writeEnglish(plan);
  const hero = characterDescription(plan);
  return {
    title: written.title,
    summary: written.summary,
    characterDescription: hero,
    scenes: written.scenes.map((text, i) => ({
      text,
      imagePrompt: `${hero}, ${pictureOf(plan.beats[i], plan)}, ${plan.facts.place.en.in}`,
    })),
  };
}
