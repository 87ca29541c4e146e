import {
  AFTERLIFE_CHOICES,
  AWAY_REASONS,
  DETAIL_KINDS,
  FAMILY_SHAPES,
  HAIR_COLOURS,
  HAIR_STYLES,
  HEALTH,
  HERO_AIDS,
  PLAN_RELATIONS,
  PLAN_SETTINGS,
  PLAN_STATUSES,
  PYJAMAS,
  SKIN_TONES,
  THEME_IDS,
  type StoryPlan,
} from '@dreamweaver/contracts';
import { z } from 'zod';

// What the text model answers when it reads an order into a plan (plan-reader.ts): the parts of the
// StoryPlan (contracts/src/story-plan.ts) a reading decides, with the contract's own lists, in the
// form structured output asks for: every property required, nullable instead of optional, and no
// length or pattern rules (self-hosted servers do not all know them). The server's facts (the name,
// the language, the brothers and sisters, the series) and what settling decides are not asked; the
// answer is checked against the plan's own schema once it is merged (services/ai-plan.ts).

const words = z.string();
const nullableWords = z.string().nullable();

export const planReadingFormat = z.object({
  hero: z.object({
    age: z.number().int().nullable(),
    pronoun: z.enum(['he', 'she', 'they']),
    look: z.object({
      hairColour: z.enum(HAIR_COLOURS).nullable(),
      hairStyle: z.enum(HAIR_STYLES).nullable(),
      skinTone: z.enum(SKIN_TONES).nullable(),
      pyjamas: z.enum(PYJAMAS).nullable(),
      freckles: z.boolean(),
    }),
    aids: z.array(z.enum(HERO_AIDS)),
  }),
  companion: z.object({ name: words, kind: words, toy: z.boolean(), own: z.boolean() }),
  setting: z.object({ id: z.enum(PLAN_SETTINGS), words: nullableWords }),
  people: z.array(
    z.object({
      id: words,
      name: nullableWords,
      relation: z.enum(PLAN_RELATIONS),
      calls: nullableWords,
      status: z.enum(PLAN_STATUSES),
      away: z.enum(AWAY_REASONS).nullable(),
      health: z.enum(HEALTH),
      livesWithChild: z.boolean(),
      noVisits: z.boolean(),
    }),
  ),
  pets: z.array(z.object({ id: words, name: nullableWords, kind: words, status: z.enum(PLAN_STATUSES) })),
  family: z.object({ shape: z.enum(FAMILY_SHAPES), twoHomes: z.boolean() }),
  theme: z.object({ id: z.enum(THEME_IDS), words: nullableWords, about: nullableWords }),
  care: z.object({
    afterlife: z.enum(AFTERLIFE_CHOICES),
    practise: z.boolean(),
    wishes: z.array(words),
    sadIsOk: z.boolean(),
  }),
  achievement: z.object({ words, kind: nullableWords }).nullable(),
  details: z.array(
    z.object({
      id: words,
      kind: z.enum(DETAIL_KINDS),
      words,
      lexeme: nullableWords,
      colour: nullableWords,
      owner: nullableWords,
    }),
  ),
});
export type PlanReading = z.infer<typeof planReadingFormat>;

// The reading keeps the plan's shape: each of its parts is a part of the plan, field for field. A
// check for the compiler alone: a part that drifts from the plan makes this type fail to compile.
type Fits<Part, Whole> = Part extends Whole ? true : never;
type PlanPart<K extends keyof PlanReading> = PlanReading[K];
type ReadingFitsThePlan = [
  Fits<PlanPart<'family'>, StoryPlan['family']>,
  Fits<PlanPart<'people'>[number], StoryPlan['people'][number]>,
  Fits<PlanPart<'pets'>[number], StoryPlan['pets'][number]>,
  Fits<PlanPart<'setting'>, StoryPlan['setting']>,
  Fits<PlanPart<'companion'>, StoryPlan['companion']>,
  Fits<PlanPart<'care'>, StoryPlan['care']>,
  Fits<Omit<PlanPart<'theme'>, never>, Omit<StoryPlan['theme'], 'sensitive'>>,
  Fits<PlanPart<'details'>[number], Omit<StoryPlan['details'][number], 'wanted' | 'used' | 'where' | 'why'>>,
  Fits<PlanPart<'hero'>, Omit<StoryPlan['hero'], 'name'>>,
];
[true, true, true, true, true, true, true, true, true] satisfies ReadingFitsThePlan;
