import { z } from 'zod';
import { translator, type Translate } from './i18n/index.ts';
import { HAIR_COLOURS, HAIR_STYLES, PRONOUNS, PYJAMAS, SKIN_TONES } from './looks.ts';
import { STORY_AGE_MAX, STORY_NAME_MAX } from './story.ts';
import { hasControlCharacters, isStorableText } from './text.ts';

const english = translator('en');

// Child profiles (`/api/children`): what a signed-in parent keeps about each child, so tonight's
// story starts from it. Private to the account: the bff answers 404 for anyone else's profile.

export const CHILD_TEXT_MAX = 60;
const CHILD_FACT_MAX = 200;
const CHILD_FACTS_MAX = 30;
export const CHILD_COMPANIONS_MAX = 5;
/** The oldest birth year accepted is this many years back (the story form's age limit). */
const OLDEST_BIRTH_YEARS = STORY_AGE_MAX;

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

function text(max: number, t: Translate, missing = t('story.validation.text')) {
  return z
    .string({ error: missing })
    .trim()
    .max(max, t('story.validation.tooLong', { max }))
    .refine(isStorableText, t('validation.text.unstorable'))
    .refine((value) => !hasControlCharacters(value), t('validation.text.control'));
}

const optionalText = (max: number, t: Translate) => z.preprocess(blankToUndefined, text(max, t).optional());
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, t: Translate) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: t('children.validation.choice') }).optional());

function wholeNumber(min: number, max: number, message: string) {
  return z.preprocess((value) => {
    const blank = blankToUndefined(value);
    return typeof blank === 'string' ? Number(blank) : blank;
  }, z.number({ error: message }).int(message).min(min, message).max(max, message).optional());
}

function companionSchema(t: Translate) {
  return z.object({
    name: text(CHILD_TEXT_MAX, t, t('children.validation.companionName')).min(
      1,
      t('children.validation.companionName'),
    ),
    /** What the companion is: "dog", "teddy bear", „Kuschelhase“. */
    kind: optionalText(CHILD_TEXT_MAX, t),
  });
}

/** `POST /api/children` and `PUT /api/children/:id` (the whole profile each time). */
export function childProfileSchema(t: Translate = english) {
  const ageMessage = t('story.validation.age');
  return z
    .object({
      name: text(STORY_NAME_MAX, t, t('validation.name.required')).min(1, t('validation.name.required')),
      age: wholeNumber(0, STORY_AGE_MAX, ageMessage),
      // Checked against today's year when the request comes, not when the schema was built.
      birthYear: wholeNumber(0, 9999, t('children.validation.birthYear')),
      birthMonth: wholeNumber(1, 12, t('children.validation.birthMonth')),
      pronoun: z.preprocess(
        (value) => blankToUndefined(value) ?? 'unspecified',
        z.enum(PRONOUNS, { error: t('children.validation.pronoun') }),
      ),
      favourites: z
        .object({
          animal: optionalText(CHILD_TEXT_MAX, t),
          colour: optionalText(CHILD_TEXT_MAX, t),
          activity: optionalText(CHILD_TEXT_MAX, t),
          food: optionalText(CHILD_TEXT_MAX, t),
        })
        .default({}),
      look: z
        .object({
          hairColour: optionalChoice(HAIR_COLOURS, t),
          hairStyle: optionalChoice(HAIR_STYLES, t),
          glasses: z.boolean({ error: t('children.validation.choice') }).optional(),
          skinTone: optionalChoice(SKIN_TONES, t),
          pyjamas: optionalChoice(PYJAMAS, t),
        })
        .default({}),
      companions: z
        .array(companionSchema(t), { error: t('children.validation.companions', { max: CHILD_COMPANIONS_MAX }) })
        .max(CHILD_COMPANIONS_MAX, t('children.validation.companions', { max: CHILD_COMPANIONS_MAX }))
        .default([]),
      bible: z
        .array(text(CHILD_FACT_MAX, t).min(1, t('children.validation.fact')), {
          error: t('children.validation.facts', { max: CHILD_FACTS_MAX }),
        })
        .max(CHILD_FACTS_MAX, t('children.validation.facts', { max: CHILD_FACTS_MAX }))
        .default([]),
    })
    .superRefine((profile, ctx) => {
      const now = new Date();
      const year = now.getUTCFullYear();
      if (
        profile.birthYear !== undefined &&
        (profile.birthYear > year || profile.birthYear < year - OLDEST_BIRTH_YEARS)
      )
        ctx.addIssue({ code: 'custom', path: ['birthYear'], message: t('children.validation.birthYear') });
      const birth = profile.birthYear !== undefined || profile.birthMonth !== undefined;
      if (birth && (profile.birthYear === undefined || profile.birthMonth === undefined))
        ctx.addIssue({ code: 'custom', path: ['birthMonth'], message: t('children.validation.birthBoth') });
      else if (birth && profile.age !== undefined)
        ctx.addIssue({ code: 'custom', path: ['age'], message: t('children.validation.ageOrBirth') });
      else if (profile.birthYear === year && profile.birthMonth! > now.getUTCMonth() + 1)
        ctx.addIssue({ code: 'custom', path: ['birthMonth'], message: t('children.validation.birthMonth') });
    });
}
export type ChildProfileInput = z.infer<ReturnType<typeof childProfileSchema>>;

/** `DELETE /api/children/:id?stories=keep|delete`: keep the profile's stories (unlinked) or delete them too. */
export function deleteChildQuerySchema(t: Translate = english) {
  return z.object({
    stories: z.enum(['keep', 'delete'], { error: t('children.validation.deleteStories') }),
  });
}

/** `PUT /api/stories/:id/child`: add one of the parent's own stories to a child's profile, or take it out (null). */
export function storyChildSchema(t: Translate = english) {
  const message = t('children.validation.storyChild');
  return z.object({
    childId: z.string({ error: message }).trim().min(1, message).max(32, message).nullable(),
  });
}

/** The answer to `PUT /api/stories/:id/child`: the profile the story is with now, or null. */
export const storyChildJsonSchema = z.strictObject({ storyId: z.string(), childId: z.string().nullable() });
export type StoryChildJson = z.infer<typeof storyChildJsonSchema>;

const nullableText = z.string().nullable();

export const childProfileJsonSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  /** Today's age: from the birth year and month, or the age given, grown by the years since. */
  age: z.number().nullable(),
  birthYear: z.number().nullable(),
  birthMonth: z.number().nullable(),
  pronoun: z.enum(PRONOUNS),
  favourites: z.strictObject({
    animal: nullableText,
    colour: nullableText,
    activity: nullableText,
    food: nullableText,
  }),
  look: z.strictObject({
    hairColour: z.enum(HAIR_COLOURS).nullable(),
    hairStyle: z.enum(HAIR_STYLES).nullable(),
    glasses: z.boolean().nullable(),
    skinTone: z.enum(SKIN_TONES).nullable(),
    pyjamas: z.enum(PYJAMAS).nullable(),
  }),
  companions: z.array(z.strictObject({ name: z.string(), kind: nullableText })),
  bible: z.array(z.string()),
  /** Stories of the account made from this profile. */
  storyCount: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChildProfileJson = z.infer<typeof childProfileJsonSchema>;

/** `GET /api/children/:id/export`: everything the product keeps about the child, as a file to take away. */
export const childExportJsonSchema = z.strictObject({
  format: z.literal('dreamweaver-child-profile/1'),
  exportedAt: z.string(),
  profile: childProfileJsonSchema,
  stories: z.array(
    z.strictObject({
      id: z.string(),
      title: z.string().nullable(),
      summary: z.string().nullable(),
      language: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type ChildExportJson = z.infer<typeof childExportJsonSchema>;

/** `DELETE /api/children/:id`: how many of its stories went with it. */
export const deletedChildJsonSchema = z.strictObject({ deletedStories: z.number().int().min(0) });
