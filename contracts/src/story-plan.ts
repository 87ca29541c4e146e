import { z } from 'zod';
import { LANGUAGES, translator, type Translate } from './i18n/index.ts';
import { HAIR_COLOURS, HAIR_STYLES, PYJAMAS, SKIN_TONES } from './looks.ts';
import { SIBLING_ROLES, STORY_AGE_MAX, STORY_NAME_MAX } from './story.ts';
import { THEME_IDS } from './story-themes.ts';
import { hasControlCharacters, isStorableText } from './text.ts';

// The story plan (docs/storyteller.md): what the storyteller understood of the parent's words, in
// types rather than guesses. `POST /api/stories/plan` answers with it, the plan screen shows it in
// plain words, the parent may correct it, and every engine writes from it. The storyteller fills
// in `story` and each detail's `used`, `where` and `why` when it settles the plan; a plan sent
// back is checked against this schema and settled again, so nothing a browser sends is trusted
// beyond these shapes.

const english = translator('en');

const PLAN_VERSION = 1;
const PLAN_WORDS_MAX = 200;
const PLAN_NAME_MAX = 60;
export const PLAN_PEOPLE_MAX = 12;
export const PLAN_PETS_MAX = 6;
export const PLAN_DETAILS_MAX = 30;
export const PLAN_WISHES_MAX = 6;

/**
 * Where someone is tonight: at home or nearby, away for now, remembered (they died), or expected: a
 * baby brother or sister not born yet ("is due in March", „ist unterwegs“), waited for, never told as here.
 */
export const PLAN_STATUSES = ['here', 'away', 'remembered', 'expected'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const PLAN_RELATIONS = [
  'mum',
  'dad',
  'parent',
  'grandma',
  'grandpa',
  'sister',
  'brother',
  'aunt',
  'uncle',
  'cousin',
  'friend',
  'teacher',
  /** A new baby brother or sister the parent did not say is a boy or a girl ("Mummy is pregnant"). */
  'baby',
  'other',
] as const;
export type PlanRelation = (typeof PLAN_RELATIONS)[number];

/** Why someone is away, when the parent said: it decides how the story keeps them close. */
export const AWAY_REASONS = ['work', 'forces', 'hospital', 'elsewhere'] as const;
/**
 * When a stay in hospital is, as the parent said it: `now` (in hospital tonight: the person is away,
 * in hospital), or ahead: `tomorrow`, `next-week`, or `soon` (another day, or no day said).
 */
const HOSPITAL_WHEN = ['now', 'tomorrow', 'next-week', 'soon'] as const;
export type HospitalWhen = (typeof HOSPITAL_WHEN)[number];
/** The longest stay the plan counts in days (a countdown the child can make); a longer one is told without its days. */
export const HOSPITAL_DAYS_MAX = 90;
/** When the child talks with someone on the phone or by video: every day, every evening, at the weekend, or one day a week. */
const CALL_TIMES = [
  'day',
  'evening',
  'weekend',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type CallTime = (typeof CALL_TIMES)[number];
/** Someone alive who is ill: worry is allowed, and they are never told as dead. */
export const HEALTH = ['well', 'ill', 'dementia'] as const;

/** Who the child lives with, as the parent said it. `not-said` adds nobody: "Mummy and Daddy" is no default. */
export const FAMILY_SHAPES = [
  'not-said',
  'mum-and-dad',
  'two-mums',
  'two-dads',
  'one-parent',
  'grandparents',
  'other',
] as const;
export type FamilyShape = (typeof FAMILY_SHAPES)[number];

/** Aids that are part of the child: used with pride, never left behind. */
export const HERO_AIDS = ['wheelchair', 'hearing-aid', 'glasses', 'cane', 'walker', 'prosthesis'] as const;

/** Whether heaven, a star or nothing of an afterlife may appear; the parent decides, and unsure means leave it out. */
export const AFTERLIFE_CHOICES = ['leave-out', 'star', 'heaven'] as const;

export const DETAIL_KINDS = [
  'colour',
  'animal',
  'food',
  'activity',
  'toy',
  'clothing',
  'place',
  'thing',
  'event',
  /** What someone (its owner) always did, in the parent's words with their cue: "used to sleep on the end of Jasper's bed". */
  'habit',
  /** What the child does now, again and again, in the parent's words: "draws him a picture every evening" (its owner: for whom). */
  'ritual',
  /** A profile fact the storyteller does not understand: shown and kept (another engine may tell it), never told offline. */
  'fact',
] as const;
export type DetailKind = (typeof DETAIL_KINDS)[number];

/** The settings the storyteller can tell a story in (the six of the form and places it knows besides). */
export const PLAN_SETTINGS = [
  'magical-forest',
  'enchanted-castle',
  'underwater-kingdom',
  'space-adventure',
  'dinosaur-land',
  'animal-village',
  'farm',
  'seaside',
  'snowy-forest',
  'mountains',
  'jungle',
  'home',
] as const;
export type PlanSetting = (typeof PLAN_SETTINGS)[number];

const PLAN_PRONOUNS = ['he', 'she', 'they'] as const;

function words(t: Translate, max = PLAN_WORDS_MAX) {
  return z
    .string({ error: t('plan.validation.words') })
    .trim()
    .min(1, t('plan.validation.words'))
    .max(max, t('story.validation.tooLong', { max }))
    .refine(isStorableText, t('validation.text.unstorable'))
    .refine((text) => !hasControlCharacters(text), t('validation.text.control'));
}

const planId = (t: Translate) =>
  z.string({ error: t('plan.validation.id') }).regex(/^[a-z][a-z0-9-]{0,39}$/, t('plan.validation.id'));
/** A word of the storyteller's lexicon ("fox", "wellies"); an unknown one is told in the parent's words or not at all. */
const lexeme = (t: Translate) =>
  z.string({ error: t('plan.validation.id') }).regex(/^[a-z][a-z0-9-]{0,39}$/, t('plan.validation.id'));
const choice = <const T extends readonly [string, ...string[]]>(values: T, t: Translate) =>
  z.enum(values, { error: t('plan.validation.choice') });
const nullableWords = (t: Translate, max?: number) => words(t, max).nullable();

function heroSchema(t: Translate) {
  return z.strictObject({
    name: words(t, STORY_NAME_MAX),
    age: z
      .number({ error: t('story.validation.age') })
      .int()
      .min(0)
      .max(STORY_AGE_MAX)
      .nullable(),
    pronoun: choice(PLAN_PRONOUNS, t),
    look: z.strictObject({
      hairColour: choice(HAIR_COLOURS, t).nullable(),
      hairStyle: choice(HAIR_STYLES, t).nullable(),
      skinTone: choice(SKIN_TONES, t).nullable(),
      pyjamas: choice(PYJAMAS, t).nullable(),
      freckles: z.boolean({ error: t('plan.validation.choice') }),
    }),
    aids: z.array(choice(HERO_AIDS, t)).max(HERO_AIDS.length),
  });
}

function personSchema(t: Translate) {
  return z.strictObject({
    id: planId(t),
    name: nullableWords(t, PLAN_NAME_MAX),
    relation: choice(PLAN_RELATIONS, t),
    /** What the child calls them, as the parent wrote it: "Mama", "Papi", "Nana", "Opa Heinz". */
    calls: nullableWords(t, PLAN_NAME_MAX),
    status: choice(PLAN_STATUSES, t),
    away: choice(AWAY_REASONS, t).nullable(),
    health: choice(HEALTH, t),
    livesWithChild: z.boolean({ error: t('plan.validation.choice') }),
    /**
     * The child may not visit them yet (the parent said so: „darf ihn noch nicht besuchen“). The story
     * never sits at their side; the child misses them and sends a message or a drawing instead.
     * Left out, the parent said nothing of it.
     */
    noVisits: z.boolean({ error: t('plan.validation.choice') }).optional(),
    /**
     * A stay in hospital the parent told of ("going into hospital next week for an operation", „ist im
     * Krankenhaus und wird operiert“): when, for how many days (`few`: "a few days"; null: not said),
     * and whether for an operation. Left out, the parent told of no stay (someone "very poorly in
     * hospital" is `away: 'hospital'` without one: nobody knows when they come home).
     */
    hospital: z
      .strictObject({
        when: choice(HOSPITAL_WHEN, t),
        days: z
          .union([z.number().int().min(1).max(HOSPITAL_DAYS_MAX), z.literal('few')], {
            error: t('plan.validation.choice'),
          })
          .nullable(),
        operation: z.boolean({ error: t('plan.validation.choice') }),
      })
      .optional(),
    /**
     * Looks after the child while someone the story is about is in hospital or away ("Auntie Jo will
     * stay with us", „Oma passt so lange auf uns auf“). Left out, the parent said nothing of it.
     */
    looksAfterChild: z.boolean({ error: t('plan.validation.choice') }).optional(),
    /**
     * When the child and they talk on the phone or by video, as the parent said it („Sie telefonieren
     * jeden Sonntag“, "Daddy FaceTimes us every evening"): the story says it so. Left out, not said.
     */
    callsEvery: choice(CALL_TIMES, t).optional(),
  });
}
export type PlanPerson = z.infer<ReturnType<typeof personSchema>>;

function petSchema(t: Translate) {
  return z.strictObject({
    id: planId(t),
    name: nullableWords(t, PLAN_NAME_MAX),
    kind: lexeme(t),
    status: choice(PLAN_STATUSES, t),
  });
}
export type PlanPet = z.infer<ReturnType<typeof petSchema>>;

function siblingSchema(t: Translate) {
  return z.strictObject({
    id: planId(t),
    name: words(t, STORY_NAME_MAX),
    age: z
      .number({ error: t('story.validation.age') })
      .int()
      .min(0)
      .max(STORY_AGE_MAX)
      .nullable(),
    pronoun: choice(PLAN_PRONOUNS, t),
    role: choice(SIBLING_ROLES, t),
  });
}
export type PlanSibling = z.infer<ReturnType<typeof siblingSchema>>;

function detailSchema(t: Translate) {
  return z.strictObject({
    id: planId(t),
    kind: choice(DETAIL_KINDS, t),
    /** The parent's own words: "yellow wellies", „das Angeln mit Opa“. */
    words: words(t),
    /** The lexicon's word for it, when the storyteller knows it. */
    lexeme: lexeme(t).nullable(),
    /** A colour of the lexicon that goes with it ("yellow" wellies). */
    colour: lexeme(t).nullable(),
    /** Whose it is: a person or pet of the plan ("Grandpa's green fishing hat"). */
    owner: planId(t).nullable(),
    /** The parent wants it in the story (the plan screen's tick). */
    wanted: z.boolean({ error: t('plan.validation.choice') }),
    /** Set when the plan is settled: whether the story uses it, where (in plain words), or why not. */
    used: z.boolean({ error: t('plan.validation.choice') }),
    where: nullableWords(t),
    why: nullableWords(t),
  });
}
export type PlanDetail = z.infer<ReturnType<typeof detailSchema>>;

function themeSchema(t: Translate) {
  return z.strictObject({
    id: choice(THEME_IDS, t),
    /** Read from the catalogue when the plan is settled; a browser cannot make a sensitive theme ordinary. */
    sensitive: z.boolean({ error: t('plan.validation.choice') }),
    /** The parent's own words for it ("scared of the dark", „Abschied nehmen von Minka“). */
    words: nullableWords(t),
    /** The person or pet the theme is about (who died, who is away or ill). */
    about: planId(t).nullable(),
  });
}

function careSchema(t: Translate) {
  return z.strictObject({
    afterlife: choice(AFTERLIFE_CHOICES, t),
    /** A stammer or speech difference told as something to practise, only when the parent asked for it. */
    practise: z.boolean({ error: t('plan.validation.choice') }),
    /** What the parent asked the story to say or leave out, in their words ("it's OK to be sad"). */
    wishes: z.array(words(t)).max(PLAN_WISHES_MAX),
    /** The story must say it is OK to be sad (the parent asked, or the theme needs it). */
    sadIsOk: z.boolean({ error: t('plan.validation.choice') }),
  });
}

function achievementSchema(t: Translate) {
  return z.strictObject({
    words: words(t),
    /** The lexicon's memory for it ("swimming", "bike"), or null when told in general words. */
    kind: lexeme(t).nullable(),
    used: z.boolean({ error: t('plan.validation.choice') }),
    why: nullableWords(t),
  });
}

function seriesSchema(t: Translate) {
  return z.strictObject({
    episode: z.number().int().min(1).max(10_000),
    /** The last episode, as the storyteller told it: its arc, and the thing or friend that goes on. */
    previous: z
      .strictObject({
        arc: lexeme(t),
        setting: choice(PLAN_SETTINGS, t),
        thread: lexeme(t).nullable(),
      })
      .nullable(),
  });
}

export function storyPlanSchema(t: Translate = english) {
  return z.strictObject({
    version: z.literal(PLAN_VERSION, { error: t('plan.validation.version') }),
    language: z.enum(LANGUAGES, { error: t('story.validation.language') }),
    hero: heroSchema(t),
    companion: z.strictObject({
      name: words(t, PLAN_NAME_MAX),
      kind: lexeme(t),
      /** A cuddly toy, not a living animal. */
      toy: z.boolean({ error: t('plan.validation.choice') }),
      /** The child's own pet or toy, as the parent named it. */
      own: z.boolean({ error: t('plan.validation.choice') }),
    }),
    setting: z.strictObject({ id: choice(PLAN_SETTINGS, t), words: nullableWords(t) }),
    people: z.array(personSchema(t)).max(PLAN_PEOPLE_MAX, t('plan.validation.tooMany')),
    pets: z.array(petSchema(t)).max(PLAN_PETS_MAX, t('plan.validation.tooMany')),
    family: z.strictObject({
      shape: choice(FAMILY_SHAPES, t),
      twoHomes: z.boolean({ error: t('plan.validation.choice') }),
    }),
    siblings: z.array(siblingSchema(t)).max(2, t('plan.validation.tooMany')),
    theme: themeSchema(t),
    care: careSchema(t),
    achievement: achievementSchema(t).nullable(),
    details: z.array(detailSchema(t)).max(PLAN_DETAILS_MAX, t('plan.validation.tooMany')),
    series: seriesSchema(t).nullable(),
    /** Settled by the storyteller: the arc it tells and its scenes. */
    story: z.strictObject({ arc: lexeme(t), scenes: z.number().int().min(1).max(12) }).nullable(),
  });
}
export type StoryPlan = z.infer<ReturnType<typeof storyPlanSchema>>;

/**
 * What a child profile remembers from the plans its parent confirmed (docs/children.md): who is
 * here, away or remembered, the family, the pronoun and the companion, so the next story starts
 * from the parent's corrections instead of guessing again.
 */
export function knownChildSchema(t: Translate = english) {
  return z.strictObject({
    pronoun: choice(PLAN_PRONOUNS, t).nullable(),
    people: z.array(personSchema(t)).max(PLAN_PEOPLE_MAX),
    pets: z.array(petSchema(t)).max(PLAN_PETS_MAX),
    family: z.strictObject({ shape: choice(FAMILY_SHAPES, t), twoHomes: z.boolean() }).nullable(),
    companion: z
      .strictObject({ name: words(t, PLAN_NAME_MAX), kind: lexeme(t), toy: z.boolean(), own: z.boolean() })
      .nullable(),
  });
}
export type KnownChild = z.infer<ReturnType<typeof knownChildSchema>>;
