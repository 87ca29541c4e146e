import type { StoryPlan } from '@dreamweaver/contracts';
import type { ScenePicture } from '../teller/told.ts';
import { SeededRandom } from '../teller/seeded-random.ts';
import { type SceneCast, sceneCast } from './cast.ts';
import type { Aids } from './figures/aids.ts';
import { type HeroLook, planHeroLook } from './figures/look.ts';
import { palettes, WINDOW_SKY } from './scenery/index.ts';
import { lexicon } from '../lexicon/index.ts';

// Everything one scene's picture is drawn from: the plan, the picture spec, who and what it shows,
// the hero's look for the hour, and the random sources (the scene's own, and the story's room).

export interface Scene {
  plan: StoryPlan;
  picture: ScenePicture;
  cast: SceneCast;
  /** The scene's own random source: every draw of the picture comes from it, in drawing order. */
  random: SeededRandom;
  /** The story's: the same bedroom in every picture of one story. */
  roomRandom: SeededRandom;
  night: number;
  /** The favourite colour, else the place's own accent. */
  accent: string;
  look: HeroLook;
  aids: Aids;
}

/** The pyjamas, top and trousers when the parent named no favourite colour. */
const DEFAULT_OUTFIT = '#6c8fd8';

export function sceneOf(plan: StoryPlan, picture: ScenePicture, seed: string, sceneIndex: number): Scene {
  const cast = sceneCast(plan, picture);
  const story = new SeededRandom(seed);
  const indoors = cast.stage === 'bedroom' || cast.stage === 'living-room';
  const accent = cast.favourite ?? (indoors ? WINDOW_SKY.accent : palettes[cast.landscape].accent);
  const look = planHeroLook(plan, cast.favourite ?? DEFAULT_OUTFIT, {
    bedtime: indoors,
    colourOf: (id) => (id ? lexicon.colour(id)?.hex : undefined),
  });
  const aids = plan.hero.aids;
  return {
    plan,
    picture,
    cast,
    random: story.fork(`picture-${sceneIndex}`),
    roomRandom: story.fork('room'),
    night: Math.min(1, Math.max(0, picture.night)),
    accent,
    look,
    aids: { wheelchair: aids.includes('wheelchair'), walker: aids.includes('walker'), cane: aids.includes('cane') },
  };
}
