import type { PlanDetail, PlanPerson, PlanPet, PlanSibling, StoryPlan } from '@dreamweaver/contracts';
import type { Composition, ThingRole } from '../arcs/types.ts';
import { lexicon } from '../lexicon/index.ts';
import type { Landscape } from '../lexicon/settings/types.ts';
import { planFacts, type PlanFacts } from '../slots/plan-facts.ts';
import type { ScenePicture } from '../teller/told.ts';
import {
  animalDrawing,
  belongsIn,
  type Drawing,
  foodDrawing,
  keepsakeDrawing,
  livesIn,
  propDrawing,
  toyDrawing,
} from './drawings.ts';
import { thingLayer } from './objects/index.ts';

// Who and what one scene's picture shows, read from the plan and the picture spec alone: the
// same answer draws the picture and describes it. The spec may ask for grown-ups; only people of
// the plan who are here tonight and live with the child come, never anyone remembered or away.

/** Where the picture is: a room at home, outdoors in a landscape, on a hilltop under the sky, or flying home. */
type Stage = 'bedroom' | 'living-room' | 'outdoors' | 'sky-hill' | 'flying';

export interface CastAnimal {
  drawing: string;
  /** The lexicon's kind, for its words. */
  kind: string;
}

export interface CastThing extends Drawing {
  role: ThingRole;
  /** The colour the parent gave it, drawn as its accent. */
  colour?: string;
  /** The plan's detail it shows, for its words. */
  detail?: PlanDetail;
}

export interface SceneCast {
  stage: Stage;
  composition: Composition;
  landscape: Landscape;
  /** A sky is over the scene (a star can be seen): not under the sea. */
  openSky: boolean;
  asleep: boolean;
  companion?: CastAnimal;
  siblings: readonly PlanSibling[];
  grownups: readonly PlanPerson[];
  friend?: PlanPerson;
  baby?: PlanPerson;
  homePet?: PlanPet & CastAnimal;
  creature?: CastAnimal;
  guide?: CastAnimal;
  things: readonly CastThing[];
  /** The favourite colour, when the parent named one. */
  favourite?: string;
}

function stageOf(picture: ScenePicture): Stage {
  if (picture.asleep || picture.where === 'bedroom') return 'bedroom';
  if (picture.where === 'home' && picture.composition === 'interior') return 'living-room';
  if (picture.where === 'sky') return 'flying';
  if (picture.where === 'setting' && picture.composition === 'sky') return 'sky-hill';
  return 'outdoors';
}

/** The companion, unless it is a pet of the plan who died or is away. */
function companionOf(plan: StoryPlan): CastAnimal | undefined {
  const { name, kind, toy } = plan.companion;
  if (plan.pets.some((pet) => pet.status !== 'here' && pet.name === name)) return undefined;
  const drawing = animalDrawing(kind) ?? 'creature';
  return { kind, drawing: toy && (drawing === 'bear' || kind === 'teddy') ? 'teddy' : drawing };
}

function guideOf(plan: StoryPlan, stage: Stage): CastAnimal | undefined {
  if (stage === 'bedroom' || stage === 'living-room') return undefined;
  const kind = lexicon.setting(plan.setting.id).en.guideKind;
  const drawing = animalDrawing(kind);
  return drawing ? { kind, drawing } : undefined;
}

function creatureOf(facts: PlanFacts, landscape: Landscape, indoors: boolean): CastAnimal | undefined {
  const kind = facts.creature?.lexeme;
  const animal = kind ? lexicon.animal(kind) : undefined;
  const drawing = kind ? animalDrawing(kind) : undefined;
  if (!kind || !animal || !drawing || indoors || !livesIn(animal.lives, landscape)) return undefined;
  return { kind, drawing };
}

/** The pet at home, unless it is the companion (drawn once) or not here tonight. */
function homePetOf(plan: StoryPlan, facts: PlanFacts): (PlanPet & CastAnimal) | undefined {
  const pet = facts.homePet;
  const here = pet && pet.status === 'here' && pet.name !== plan.companion.name;
  const drawing = here ? animalDrawing(pet.kind) : undefined;
  return pet && drawing ? { ...pet, drawing } : undefined;
}

const colourOf = (id: string | null) => (id ? lexicon.colour(id)?.hex : undefined);

interface ThingContext {
  plan: StoryPlan;
  facts: PlanFacts;
  landscape: Landscape;
  stage: Stage;
  openSky: boolean;
  companion?: CastAnimal;
}

function thingFor(role: ThingRole, c: ThingContext): CastThing | undefined {
  const withDetail = (drawing: Drawing | undefined, detail: PlanDetail | undefined) =>
    drawing && detail ? { ...drawing, role, detail, colour: colourOf(detail.colour) } : undefined;
  switch (role) {
    case 'toy': {
      const toy = withDetail(toyDrawing(c.facts.toy?.lexeme ?? null), c.facts.toy);
      // A cuddly toy that is the companion is drawn once.
      return toy && !(toy.species && toy.key === c.companion?.drawing) ? toy : undefined;
    }
    case 'food':
      return withDetail(foodDrawing(c.facts.food?.lexeme ?? null), c.facts.food);
    case 'keepsake': {
      const detail = c.facts.keepsake;
      return withDetail(detail && keepsakeDrawing(detail.lexeme, detail.kind), detail);
    }
    case 'prop':
      return withDetail(propDrawing(c.facts.activity?.lexeme ?? null), c.facts.activity);
    case 'lantern':
      return { key: 'lantern', species: false, role };
    case 'star':
      // What one wishes on: a falling star under an open sky, a glowing bubble under the sea.
      if (c.openSky) return { key: 'shooting-star', species: false, role };
      return c.landscape === 'sea' ? { key: 'bubble', species: false, role } : undefined;
    case 'boxes':
      return c.stage === 'flying' || c.stage === 'sky-hill' ? undefined : { key: 'boxes', species: false, role };
    case 'aid':
      // The child's aids are part of the child and drawn with them in every picture.
      return undefined;
  }
}

function thingsOf(picture: ScenePicture, context: ThingContext): CastThing[] {
  const things: CastThing[] = [];
  for (const role of picture.things) {
    const thing = thingFor(role, context);
    if (!thing || things.some((t) => t.key === thing.key)) continue;
    const indoors = context.stage === 'bedroom' || context.stage === 'living-room';
    // Big things (a tree, a tower) stand outdoors only.
    if (indoors && !thing.species && thingLayer(thing.key) === 'back') continue;
    if (!indoors && !thing.species && !belongsIn(thing.key, context.landscape)) continue;
    // Up on a hilltop or a cloud there is room for two things on the ground.
    const high = context.stage === 'flying' || context.stage === 'sky-hill';
    const onTheGround = (t: CastThing) => t.species || thingLayer(t.key) === 'ground';
    if (high && onTheGround(thing) && things.filter(onTheGround).length >= 2) continue;
    things.push(thing);
  }
  return things.slice(0, 4);
}

function landscapeOf(picture: ScenePicture, stage: Stage): Landscape {
  if (picture.where === 'garden' || (picture.where === 'home' && stage === 'outdoors')) return 'home';
  return picture.landscape;
}

/** Everything one picture shows besides the hero, from the plan and the picture spec. */
export function sceneCast(plan: StoryPlan, picture: ScenePicture): SceneCast {
  const facts = planFacts(plan);
  const stage = stageOf(picture);
  const landscape = landscapeOf(picture, stage);
  const indoors = stage === 'bedroom' || stage === 'living-room';
  const setting = lexicon.setting(plan.setting.id);
  // Under the sea there is no sky; at home and in the garden there always is.
  const openSky = indoors || landscape === 'home' || (landscape !== 'sea' && setting.sky);
  const wants = new Set(picture.cast);
  const companion = companionOf(plan);
  const baby = facts.baby?.status === 'here' ? facts.baby : undefined;
  const friend = facts.friend?.status === 'here' ? facts.friend : undefined;
  return {
    stage,
    composition: picture.composition,
    landscape,
    openSky,
    asleep: picture.asleep,
    companion,
    siblings: wants.has('siblings') ? plan.siblings : [],
    grownups: [
      ...(wants.has('grownups') ? facts.grownups.filter((p) => p.status === 'here' && p.livesWithChild) : []),
      ...(wants.has('carer') ? facts.carers.filter((p) => !facts.grownups.includes(p) || !wants.has('grownups')) : []),
    ],
    // A friend goes home before the child is asleep.
    friend: wants.has('friend') && !picture.asleep ? friend : undefined,
    baby: wants.has('baby') ? baby : undefined,
    homePet: wants.has('homePet') ? homePetOf(plan, facts) : undefined,
    creature: wants.has('creature') ? creatureOf(facts, landscape, indoors) : undefined,
    guide: wants.has('guide') ? guideOf(plan, stage) : undefined,
    things: thingsOf(picture, { plan, facts, landscape, stage, openSky, companion }),
    favourite: colourOf(facts.colour?.lexeme ?? null),
  };
}
