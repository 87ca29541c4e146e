import { z } from 'zod';
import { LANGUAGES, translator, type Translate } from './i18n/index.ts';
import { HAIR_COLOURS, HAIR_STYLES, PRONOUNS, PYJAMAS, SKIN_TONES } from './looks.ts';
import { hasControlCharacters, isStorableText, normalizeLineEnds } from './text.ts';

const english = translator('en');

export const STORY_SETTINGS = [
  'magical-forest',
  'enchanted-castle',
  'underwater-kingdom',
  'space-adventure',
  'dinosaur-land',
  'animal-village',
] as const;
export type StorySetting = (typeof STORY_SETTINGS)[number];

const STORY_TYPES = ['classic', 'custom'] as const;
export type StoryType = (typeof STORY_TYPES)[number];

export const GENERATION_STATUSES = [
  'creating_story',
  'splitting_scenes',
  'generating_images',
  'preview_ready',
  'creating_narration',
  'completed',
  'failed',
] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];

export const STORY_NAME_MAX = 100;
const STORY_SHORT_TEXT_MAX = 100;
const STORY_LONG_TEXT_MAX = 500;
export const STORY_PERSONALIZATION_MAX = 1000;
export const STORY_AGE_MAX = 18;

// Optional free text: blank strings and null mean "not given", so a form can send its empty fields.
// Only `multiline` text (the description) may hold newlines and tabs; no field any other control.
function optionalText(max: number, t: Translate, { multiline = false }: { multiline?: boolean } = {}) {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    z
      .string({ error: t('story.validation.text') })
      .trim()
      .overwrite((text) => (multiline ? normalizeLineEnds(text) : text))
      .max(max, t('story.validation.tooLong', { max }))
      .refine(isStorableText, t('validation.text.unstorable'))
      .refine(
        (text) => !hasControlCharacters(text, { multiline }),
        t(multiline ? 'validation.text.controlMultiline' : 'validation.text.control'),
      )
      .optional(),
  );
}

function ageSchema(t: Translate) {
  return z.preprocess(
    (value) => {
      if (value === null || value === undefined) return undefined;
      if (typeof value === 'string') return value.trim() === '' ? undefined : Number(value.trim());
      return value;
    },
    z
      .number({ error: t('story.validation.age') })
      .int(t('story.validation.age'))
      .min(0, t('story.validation.age'))
      .max(STORY_AGE_MAX, t('story.validation.age'))
      .optional(),
  );
}

function childNameSchema(t: Translate) {
  return z
    .string({ error: t('validation.name.required') })
    .trim()
    .min(1, t('validation.name.required'))
    .max(STORY_NAME_MAX, t('story.validation.nameTooLong', { max: STORY_NAME_MAX }))
    .refine(isStorableText, t('validation.text.unstorable'))
    .refine((name) => !hasControlCharacters(name), t('validation.text.control'));
}

/** A story has the hero and at most this many brothers and sisters. */
export const STORY_SIBLINGS_MAX = 2;

/** What a brother or sister does in the story: helps the hero along, finds the clue, or keeps everyone calm. */
export const SIBLING_ROLES = ['helper', 'finder', 'comforter'] as const;

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

function choice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(blankToUndefined, z.enum(values, { error: message }).optional());
}

/** A brother or sister in the story, typed in or filled in from a profile; the name follows the hero's rules. */
function siblingSchema(t: Translate) {
  const invalid = t('story.validation.siblingChoice');
  return z.object({
    name: childNameSchema(t),
    age: ageSchema(t),
    pronoun: choice(PRONOUNS, invalid),
    role: choice(SIBLING_ROLES, invalid),
    look: z
      .object({
        hairColour: choice(HAIR_COLOURS, invalid),
        hairStyle: choice(HAIR_STYLES, invalid),
        glasses: z.boolean({ error: invalid }).optional(),
        skinTone: choice(SKIN_TONES, invalid),
        pyjamas: choice(PYJAMAS, invalid),
      })
      .optional(),
  });
}
export type StorySibling = z.infer<ReturnType<typeof siblingSchema>>;

function recipientDetailsSchema(t: Translate = english) {
  return z.object({
    name: childNameSchema(t),
    personalization: optionalText(STORY_PERSONALIZATION_MAX, t, { multiline: true }),
    age: ageSchema(t),
    favoriteAnimal: optionalText(STORY_SHORT_TEXT_MAX, t),
    favoriteColor: optionalText(STORY_SHORT_TEXT_MAX, t),
    favoriteActivity: optionalText(STORY_SHORT_TEXT_MAX, t),
    favoriteFood: optionalText(STORY_SHORT_TEXT_MAX, t),
    recentAchievement: optionalText(STORY_LONG_TEXT_MAX, t),
    storyGoal: optionalText(STORY_LONG_TEXT_MAX, t),
    storySetting: optionalText(STORY_SHORT_TEXT_MAX, t),
  });
}

/** `POST /api/stories`: the wizard's state. A setting is one of the six or free text. */
export function createStorySchema(t: Translate = english) {
  return z.object({
    audience: z.literal('child', { error: t('story.validation.audience') }),
    storyType: z.enum(STORY_TYPES, { error: t('story.validation.storyType') }),
    recipientDetails: recipientDetailsSchema(t),
    storyGoal: optionalText(STORY_LONG_TEXT_MAX, t),
    storySetting: optionalText(STORY_SHORT_TEXT_MAX, t),
    language: z.enum(['en', 'de'], { error: t('story.validation.language') }),
    /** The signed-in parent's child profile the story is made from (docs/children.md); links the story to it. */
    childId: z
      .string({ error: t('children.errors.notFound') })
      .max(32, t('children.errors.notFound'))
      .optional(),
    /** Continue the profile's series: the next episode, opened by a line about the last one. Needs childId. */
    series: z.boolean({ error: t('children.validation.series') }).optional(),
    /** Brothers and sisters in the story besides the hero (docs/children.md); without it, the hero alone. */
    siblings: z
      .array(siblingSchema(t), { error: t('story.validation.siblings', { max: STORY_SIBLINGS_MAX }) })
      .max(STORY_SIBLINGS_MAX, t('story.validation.siblings', { max: STORY_SIBLINGS_MAX }))
      .optional(),
  });
}

export type CreateStoryRequest = z.infer<ReturnType<typeof createStorySchema>>;

// Response shapes (docs/product-rules.md): strict, so a field the bff should not send fails the
// parse in development and tests (api-routes.ts).
const sceneJsonSchema = z.strictObject({
  sceneNumber: z.number(),
  text: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /**
   * For a raster picture: its smaller copies and itself as an `<img srcset>` ("url 480w, url 768w,
   * url 1024w"), shown with SCENE_PICTURE_SIZES. Absent for SVG pictures (vector) and older ones.
   */
  imageSrcset: z.string().optional(),
  /**
   * True while `imageUrl` is a rough partial picture streamed before the final one (it develops in
   * front of the child): each new partial and the final picture come under a new URL, so the viewer
   * keeps polling and swaps the picture in. Absent once the picture is final.
   */
  imagePartial: z.literal(true).optional(),
  /**
   * The picture as a square PNG, SCENE_COVER_SIZE pixels a side (cut from its middle), made when first
   * asked for: the artwork a phone's lock screen shows, which may not draw SVG. Absent without a picture.
   */
  imageCoverUrl: z.string().optional(),
  audioUrl: z.string().nullable(),
  /**
   * Where each sentence of `text` (split by splitSentences) starts in the narration, in seconds,
   * when the narrator recorded it (the offline one does); the viewer's read-along follows it.
   */
  sentenceStarts: z.array(z.number()).optional(),
  /**
   * One sentence in the story's language saying what the picture shows (with the child's name):
   * its alt text. Absent for pictures made before descriptions were kept; the viewer then says
   * "Illustration for scene N" (viewer.scene.imageAlt).
   */
  imageDescription: z.string().optional(),
  locked: z.boolean(),
});
export type SceneJson = z.infer<typeof sceneJsonSchema>;

/**
 * Whether the story is shown in the Recent Stories gallery. Only in the answers to whoever may
 * change it (the owner, or the browser session that made an unowned story); others never see it.
 */
export const storySharingJsonSchema = z.strictObject({ canChange: z.boolean(), shared: z.boolean() });
export type StorySharingJson = z.infer<typeof storySharingJsonSchema>;

export const storyJsonSchema = z.strictObject({
  id: z.string(),
  title: z.string().nullable(),
  summary: z.string().nullable(),
  isPaid: z.boolean(),
  createdAt: z.string(),
  generationStatus: z.enum(GENERATION_STATUSES),
  language: z.enum(LANGUAGES),
  scenes: z.array(sceneJsonSchema),
  sharing: storySharingJsonSchema.optional(),
  /** The story's place in a child profile's series (docs/children.md); absent outside a series. */
  series: z.strictObject({ episode: z.number().int().min(1), title: z.string() }).optional(),
  /** The child profile the story is with, or null: in the owner's own list only (GET /api/stories/user). */
  childId: z.string().nullable().optional(),
  /**
   * True while a completed story's missing narration is still being retried in the background:
   * the audio may yet appear (GET /api/stories/:id only; absent otherwise).
   */
  narrationPending: z.boolean().optional(),
});
export type StoryJson = z.infer<typeof storyJsonSchema>;

/** Why a story failed, in the terms a parent can act on: change the details, or try again. */
const STORY_FAILURE_KINDS = ['unsuitable', 'unavailable'] as const;
export type StoryFailureKind = (typeof STORY_FAILURE_KINDS)[number];

const sceneCount = z.number().int().min(0);

/**
 * `GET /api/stories/:id/progress`. `scenes` counts what the worker has made so far: the scenes the
 * story was split into (0 before that), how many have their picture and how many their narration.
 */
export const storyProgressSchema = z.strictObject({
  status: z.enum(GENERATION_STATUSES),
  progress: z.number().min(0).max(100),
  currentStep: z.number().int().min(1).max(4),
  scenes: z.object({ total: sceneCount, drawn: sceneCount, narrated: sceneCount }),
  /** Only when `status` is failed. */
  failure: z.enum(STORY_FAILURE_KINDS).optional(),
  /** Whether this requester may retry or start over from this story's answers (its creator). */
  canRetry: z.boolean().optional(),
  /** The story waits its turn in the queue (the day's AI budget is spent); it starts by itself later. */
  waiting: z.literal(true).optional(),
});
export type StoryProgressJson = z.infer<typeof storyProgressSchema>;

/**
 * `GET /api/stories/offered`: the stories this browser made while signed out that belong to no
 * account yet, offered to the account signed in now (paid ones stay paid when accepted).
 */
export const offeredStoryJsonSchema = z.strictObject({
  id: z.string(),
  title: z.string().nullable(),
  isPaid: z.boolean(),
  createdAt: z.string(),
});
export type OfferedStoryJson = z.infer<typeof offeredStoryJsonSchema>;

/** `POST /api/stories/offered/accept`: how many of the chosen stories the account now has. */
export const acceptedOfferedStoriesSchema = z.strictObject({ accepted: z.number().int().min(0) });

/** `POST /api/stories/offered/accept`: which of the offered stories to add to the account. */
export function acceptOfferedStoriesSchema(t: Translate = english) {
  return z.object({
    storyIds: z
      .array(z.string({ error: t('story.validation.storyIds') }).max(64, { error: t('story.validation.storyIds') }), {
        error: t('story.validation.storyIds'),
      })
      .max(100, { error: t('story.validation.storyIds') }),
  });
}

/**
 * `GET /api/stories/recent` items: only stories their creator shares. `id` is the
 * story's gallery id, never its story id, and the picture is served under that gallery id
 * (API_ROUTES.gallery.cover), so nothing in the list opens the story.
 */
export const recentStoryJsonSchema = z.strictObject({
  id: z.string(),
  title: z.string().nullable(),
  createdAt: z.string(),
  scenes: z.array(z.strictObject({ imageUrl: z.string() })),
});
export type RecentStoryJson = z.infer<typeof recentStoryJsonSchema>;

/** `PUT /api/stories/:id/sharing`: show the story in the gallery, or take it out. */
export function storySharingSchema(t: Translate = english) {
  return z.object({ shared: z.boolean({ error: t('story.validation.shared') }) });
}

/** The ways to take a story home: `GET /api/stories/:id/download?format=…`. */
export const DOWNLOAD_FORMATS = ['html', 'epub', 'pdf'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

export function storyDownloadQuerySchema(t: Translate = english) {
  return z.object({
    format: z.enum(DOWNLOAD_FORMATS, { error: t('story.errors.downloadFormat') }),
    /** A recorded voice of the story (its owner's only) to narrate the e-book instead of the synthetic one. */
    voice: z.coerce
      .number({ error: t('voice.errors.notFound') })
      .int()
      .min(1)
      .max(2 ** 31 - 1)
      .optional(),
  });
}
