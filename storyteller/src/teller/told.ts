import type { StoryPlan } from '@dreamweaver/contracts';
import type { CastRole, Composition, ThingRole } from '../arcs/types.ts';
import type { Landscape } from '../lexicon/settings/types.ts';
import type { OptionalSlot } from '../slots/types.ts';

// What the teller hands on: the story's text, and for each scene what its picture shows, made from
// the plan and the arc (never read back from the text).

export interface ScenePicture {
  composition: Composition;
  where: 'bedroom' | 'home' | 'garden' | 'setting' | 'sky';
  landscape: Landscape;
  /** 0 at dusk (the first scene) to 1 at full night (the last). */
  night: number;
  asleep: boolean;
  /** Who is drawn besides the hero and the companion: only roles the plan has someone for, never anyone remembered. */
  cast: readonly CastRole[];
  things: readonly ThingRole[];
}

interface ToldScene {
  text: string;
  picture: ScenePicture;
}

export interface ToldStory {
  title: string;
  summary: string;
  /** The arc told (kept, so the child's next stories tell others). */
  arc: string;
  scenes: ToldScene[];
  /** Each optional slot's uses, by scene index: where each of the parent's details was told. */
  uses: readonly { scene: number; slot: OptionalSlot }[];
  /** The variants told (the authored passages' own objects), so the child's next stories tell others. */
  variants: readonly object[];
  /** The place's lines told (its sights, way there, guide's greeting, nightfall), so the child's next stories tell others. */
  lines: readonly string[];
}

/** One of the child's earlier stories: its settled plan and seed tell it again, to know what it said. */
export interface EarlierStory {
  plan: StoryPlan;
  seed: string;
}
