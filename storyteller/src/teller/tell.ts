import type { Language, StoryPlan } from '@dreamweaver/contracts';
import { arcById, MOMENTS, themeBeats } from '../arcs/index.ts';
import type { AgeBand, Arc, Beat, Passage, PictureSpec, SceneSpec } from '../arcs/types.ts';
import { lexicon } from '../lexicon/index.ts';
import { SlotsContext } from '../slots/context.ts';
import { englishSlots } from '../slots/english.ts';
import { germanSlots } from '../slots/german.ts';
import { filledSlots, planFacts, type PlanFacts } from '../slots/plan-facts.ts';
import type { OptionalSlot } from '../slots/types.ts';
import { VariantChooser } from './choose.ts';
import { SeededRandom } from './seeded-random.ts';
import type { EarlierStory, ScenePicture, ToldStory } from './told.ts';

// Telling a settled plan: its arc's scenes, each beat a variant of an authored passage filled with
// the plan's slots. Nothing is edited after it is chosen; a beat the plan has nothing for is left out.

export interface TellingOptions {
  seed: string;
  /** Titles of the child's last stories, never told again. */
  recentTitles?: readonly string[];
  /** The child's earlier stories (a series' episodes): what they said is told again only when nothing else fits. */
  earlier?: readonly EarlierStory[];
}

interface Heard {
  /** Each variant heard, with when it was last heard (0 the longest ago). */
  variants: Map<object, number>;
  /** Each place line heard, with when it was last heard (0 the longest ago). */
  lines: Map<string, number>;
}

/**
 * What the child heard in earlier stories (newest first): each told again from its plan and seed, the
 * oldest first and each with what was heard before it, so it is told again as the child heard it.
 */
function heardBefore(earlier: readonly EarlierStory[] = []): Heard {
  const heard: Heard = { variants: new Map(), lines: new Map() };
  [...earlier].reverse().forEach((story, when) => {
    const arc = arcById(story.plan.story?.arc ?? '');
    if (!arc) return;
    const told = tellHeard(story.plan, arc, { seed: story.seed }, heard);
    for (const variant of told.variants) heard.variants.set(variant, when);
    for (const line of told.lines) heard.lines.set(line, when);
  });
  return heard;
}

export function ageBandOf(plan: StoryPlan): AgeBand {
  return plan.hero.age !== null && plan.hero.age <= 4 ? 'little' : 'big';
}

export function scenesFor(arc: Arc, age: AgeBand): SceneSpec[] {
  return arc.scenes.filter((scene) => !scene.ages || scene.ages.includes(age));
}

/** A series episode opens with last time's recap: an arc whose first scene has no evening at home gets the recap first. */
function withRecap(scenes: SceneSpec[], plan: StoryPlan): SceneSpec[] {
  const [first, ...rest] = scenes;
  const evening = first?.beats.some((beat) => 'moment' in beat && beat.moment === 'home-evening');
  if (!first || !plan.series?.previous || evening) return scenes;
  return [{ ...first, beats: [{ moment: 'recap' }, ...first.beats] }, ...rest];
}

type Render = (variant: { text: (s: never) => string }) => string;

function slotsFor(plan: StoryPlan, facts: PlanFacts, context: SlotsContext): Render {
  const slots = plan.language === 'en' ? englishSlots(plan, facts, context) : germanSlots(plan, facts, context);
  return (variant) => (variant.text as (s: typeof slots) => string)(slots);
}

function seriesRecap(plan: StoryPlan, render: () => Render, chooser: () => VariantChooser) {
  const previous = plan.series?.previous;
  const arc = previous ? arcById(previous.arc) : undefined;
  if (!arc) return undefined;
  return (language: Language) => {
    const variant = chooser().choose(arc.recap, language);
    return variant ? render()(variant) : '';
  };
}

function passageOf(beat: Beat, plan: StoryPlan): Passage | undefined {
  if (!('moment' in beat)) return beat;
  if (beat.moment === 'theme-challenge') return themeBeats(plan.theme.id)?.challenge;
  if (beat.moment === 'theme-mastery') return themeBeats(plan.theme.id)?.mastery;
  return MOMENTS[beat.moment];
}

function pictureOf(
  spec: PictureSpec,
  plan: StoryPlan,
  filled: ReadonlySet<OptionalSlot>,
  index: number,
  total: number,
): ScenePicture {
  const has: Record<string, boolean> = {
    siblings: plan.siblings.length > 0,
    grownups: filled.has('grownups'),
    carer: filled.has('carer'),
    creature: filled.has('creature'),
    guide: spec.where === 'setting',
    homePet: filled.has('homePet'),
    friend: filled.has('friend'),
    // A baby still on the way is in no picture.
    baby: filled.has('baby') && !filled.has('expected'),
    toy: filled.has('toy'),
    food: filled.has('food'),
    keepsake: filled.has('keepsake'),
    lantern: true,
    star: true,
    prop: filled.has('activity'),
    aid: filled.has('aid'),
    boxes: true,
  };
  return {
    composition: spec.composition,
    where: spec.where,
    landscape: lexicon.setting(plan.setting.id).landscape,
    night: total <= 1 ? 0 : Math.min(1, (index / (total - 1)) * 1.25),
    asleep: spec.asleep === true,
    // Brothers and sisters who come along are beside the hero in every picture (docs/children.md).
    cast: [...new Set([...(spec.cast ?? []), ...(has.siblings ? (['siblings'] as const) : [])])].filter(
      (role) => has[role],
    ),
    things: (spec.things ?? []).filter((role) => has[role]),
  };
}

/** How a story opens when its plan names no arc yet (not settled): in the bedroom at dusk, as most arcs do. */
const UNSETTLED_OPENING: PictureSpec = {
  composition: 'interior',
  where: 'bedroom',
  cast: ['grownups'],
  things: ['toy'],
};

/**
 * Scene 1's picture, from the plan and its arc alone: the picture `tellStory` gives its first scene,
 * known before any text is told. An engine that writes its own text is told it and has it drawn
 * while it writes, so scene 1's picture is the plan's whoever writes the words.
 */
export function openingPicture(plan: StoryPlan): ScenePicture {
  const arc = arcById(plan.story?.arc ?? '');
  const scenes = arc ? scenesFor(arc, ageBandOf(plan)) : [];
  const spec = scenes[0]?.picture ?? UNSETTLED_OPENING;
  return pictureOf(spec, plan, filledSlots(plan, planFacts(plan)), 0, scenes.length);
}

/** Tells the plan's arc (settled: `plan.story` names it) in the plan's language. */
export function tellStory(plan: StoryPlan, options: TellingOptions): ToldStory {
  const arc = arcById(plan.story?.arc ?? '');
  if (!arc) throw new Error(`The plan names no arc the storyteller has: ${plan.story?.arc}`);
  return tellArc(plan, arc, options);
}

export function tellArc(plan: StoryPlan, arc: Arc, options: TellingOptions): ToldStory {
  return tellHeard(plan, arc, options, heardBefore(options.earlier));
}

function tellHeard(plan: StoryPlan, arc: Arc, options: TellingOptions, heard: Heard): ToldStory {
  const random = new SeededRandom(options.seed);
  const facts = planFacts(plan);
  const filled = filledSlots(plan, facts);
  const age = ageBandOf(plan);
  const chooser = new VariantChooser(random.fork('variants'), filled, age, heard.variants);
  let render: Render | undefined;
  const context = new SlotsContext(
    random.fork('sights'),
    seriesRecap(
      plan,
      () => render!,
      () => chooser,
    ),
    heard.lines,
  );
  render = slotsFor(plan, facts, context);
  const tellPassage = (passage: Passage | undefined) => {
    const variant = passage && chooser.choose(passage, plan.language);
    return variant ? render!(variant).trim() : '';
  };
  // A scene the plan has nothing for (its only beats are moments without a passage) is left out.
  const told: { text: string; spec: PictureSpec }[] = [];
  for (const scene of withRecap(scenesFor(arc, age), plan)) {
    context.scene = told.length;
    const text = scene.beats
      .map((beat) => tellPassage(passageOf(beat, plan)))
      .filter((line) => line !== '')
      .join(' ');
    if (text !== '') told.push({ text, spec: scene.picture });
  }
  const scenes = told.map(({ text, spec }, index) => ({
    text,
    picture: pictureOf(spec, plan, filled, index, told.length),
  }));
  context.scene = 0;
  const title = titleOf(arc, plan, chooser, render, options.recentTitles ?? []);
  const summary = tellPassage(arc.summary);
  return {
    title,
    summary,
    arc: arc.id,
    scenes,
    uses: [...context.uses],
    variants: chooser.variants,
    lines: [...context.lines],
  };
}

function titleOf(arc: Arc, plan: StoryPlan, chooser: VariantChooser, render: Render, recent: readonly string[]) {
  const avoided = new Set(recent.map((title) => title.toLowerCase()));
  let title = '';
  for (let tries = 0; tries < 6; tries++) {
    const variant = chooser.choose(arc.title, plan.language);
    if (!variant) break;
    title = render(variant);
    if (!avoided.has(title.toLowerCase())) return title;
  }
  return title || plan.hero.name;
}
