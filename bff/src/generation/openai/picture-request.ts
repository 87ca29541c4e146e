import type { StoryPlan, StorySibling } from '@dreamweaver/contracts';
import { toFile, type Uploadable } from 'openai';
import type { MediaFile, StoryBrief } from '../engine.ts';
import { plainWords } from './plan-prompt.ts';
import { planOf } from './prompts.ts';

// What every picture request says of the story's characters. One fixed description, read from the
// plan's looks (not from the model's words, which change from story to story), and the same style
// words go into the reference sheet's prompt and into every scene's, whether the scene is drawn
// from the sheet (images.edit) or from text alone (images.generate). No name is ever part of it:
// the plan reaches the illustrator with placeholders, and the looks are all that is read here.

/** The picture's style, the same words in every request of every story. */
const PICTURE_STYLE =
  'A soft, warm, gentle storybook illustration for a bedtime story, child-friendly, no text or letters.';

/** The pattern of the pyjamas, as a picture shows it. */
const PYJAMAS_PICTURED: Record<NonNullable<StoryPlan['hero']['look']['pyjamas']>, string> = {
  stars: 'little yellow stars',
  stripes: 'light stripes',
  spots: 'white spots',
  dinosaurs: 'little green dinosaurs',
  rainbows: 'little rainbows',
  moons: 'little crescent moons',
};

const AID_PICTURED: Record<StoryPlan['hero']['aids'][number], string> = {
  wheelchair: 'uses a wheelchair',
  'hearing-aid': 'wears a hearing aid',
  glasses: 'wears glasses',
  cane: 'walks with a cane',
  walker: 'walks with a walker',
  prosthesis: 'has a prosthetic limb',
};

const childWord = (pronoun: StoryPlan['hero']['pronoun']) =>
  pronoun === 'she' ? 'girl' : pronoun === 'he' ? 'boy' : 'child';

/** "a" or "an", by how the next word sounds (an owl, an 8-year-old, an 11-year-old, a unicorn is rare enough). */
const article = (next: string) => (/^(?:[aeio]|8|11-|18-)/i.test(next) ? `an ${next}` : `a ${next}`);

const ofAge = (age: number | null, pronoun: StoryPlan['hero']['pronoun']) =>
  age === null ? `a young ${childWord(pronoun)}` : article(`${age}-year-old ${childWord(pronoun)}`);

/** Who is drawn: the plan's characters, and the looks the order gave the brothers and sisters (the plan keeps none). */
export interface Cast {
  plan: StoryPlan;
  siblingLooks: (StorySibling['look'] | undefined)[];
}

/** The cast of a brief: the plan's siblings are the order's, in its order. */
export function castOf(brief: StoryBrief): Cast {
  return { plan: planOf(brief), siblingLooks: (brief.siblings ?? []).map((sibling) => sibling.look) };
}

/** "curly red hair", "brown hair in braids", or nothing. */
function hairWords(
  style: StoryPlan['hero']['look']['hairStyle'] | undefined,
  colour: string | null | undefined,
): string {
  const hair = colour ? `${colour} hair` : 'hair';
  if (style === 'braids') return `${hair} in braids`;
  if (style === 'ponytail') return `${hair} in a ponytail`;
  return style || colour ? `${style ? `${style} ` : ''}${hair}` : '';
}

/** "with curly red hair, light skin and freckles", or nothing. */
function withFeatures(features: (string | false | null | undefined)[]): string {
  const shown = features.filter((feature): feature is string => Boolean(feature));
  if (shown.length === 0) return '';
  return ` with ${shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`}`;
}

function siblingLooks(sibling: StoryPlan['siblings'][number], look: StorySibling['look'] | undefined): string {
  const features = withFeatures([
    hairWords(look?.hairStyle, look?.hairColour),
    look?.skinTone && `${look.skinTone} skin`,
  ]);
  const glasses = look?.glasses ? ', who wears glasses' : '';
  const pyjamas = look?.pyjamas ? `, in pyjamas with ${PYJAMAS_PICTURED[look.pyjamas]} when in pyjamas` : '';
  return `${ofAge(sibling.age, sibling.pronoun)}${features}${glasses}${pyjamas}`;
}

/** The hero as the plan describes them, with any aid: "a 5-year-old girl with curly red hair, light skin and freckles, who wears glasses". */
export function heroLooks(plan: StoryPlan): string {
  const { look, age, pronoun, aids } = plan.hero;
  const features = withFeatures([
    hairWords(look.hairStyle, look.hairColour),
    look.skinTone && `${look.skinTone} skin`,
    look.freckles && 'freckles',
  ]);
  const aid = aids.length > 0 ? `, who ${aids.map((a) => AID_PICTURED[a]).join(' and ')} in every picture` : '';
  return `${ofAge(age, pronoun)}${features}${aid}`;
}

/** Every fixed line about the characters: the hero, the pyjamas, the companion, the brothers and sisters. */
export function characterLines({ plan, siblingLooks: looks }: Cast): string[] {
  const pyjamas = plan.hero.look.pyjamas;
  const kind = plainWords(plan.companion.kind);
  return [
    `The hero: ${heroLooks(plan)}.`,
    ...(pyjamas ? [`Whenever the hero wears pyjamas, they have ${PYJAMAS_PICTURED[pyjamas]} all over them.`] : []),
    `The hero's companion: ${plan.companion.toy ? `a cuddly toy ${kind}` : article(kind)}.`,
    ...plan.siblings.map((sibling, i) => `The hero's sibling ${i + 1}: ${siblingLooks(sibling, looks[i])}.`),
  ];
}

/** The prompt of the story's reference sheet: every character once, nothing of any scene. */
export function sheetPrompt(cast: Cast): string {
  return [
    PICTURE_STYLE,
    'A character sheet: each character below shown once, full figure, standing side by side and facing the viewer, on a plain light background.',
    ...characterLines(cast),
  ].join('\n');
}

/**
 * A scene's prompt, the same for both ways of drawing: the style, the fixed description from the
 * plan, the model's description of how the characters look in this story (none for scene 1, drawn
 * from the plan before the story is written), and the scene. Drawn from the sheet, it says to keep to it.
 */
export function picturePrompt(
  cast: Cast,
  characterDescription: string | undefined,
  scenePrompt: string,
  { fromSheet = false }: { fromSheet?: boolean } = {},
): string {
  return [
    PICTURE_STYLE,
    ...characterLines(cast),
    ...(characterDescription === undefined ? [] : [`As this story describes them: ${characterDescription}`]),
    ...(fromSheet
      ? [
          'The picture given is the character sheet: draw every character exactly as it shows them (face, hair, skin, clothes and colours), never the sheet itself.',
        ]
      : []),
    `The scene: ${scenePrompt}`,
  ].join('\n');
}

/**
 * Whether a model is drawn with a reference picture: `on` and `off` say so; `auto` for the GPT image
 * models (images.edit with `image[]`), which take one.
 */
export function takesReferences(setting: 'auto' | 'on' | 'off', model: string): boolean {
  return setting === 'auto' ? model.startsWith('gpt-image') : setting === 'on';
}

/**
 * A text as a multipart form sends it: every line break as CRLF (FormData's rule), so that what the
 * privacy receipt records is what the server receives.
 */
export function formText(text: string): string {
  return text.replace(/\r?\n/g, '\r\n');
}

/** The sheet as images.edit's `image[]`: one file (the SDK sends an array as `image[]`). */
export async function referenceImages(sheet: MediaFile): Promise<Uploadable[]> {
  return [await toFile(sheet.data, `character-sheet.${sheet.extension}`, { type: sheet.contentType })];
}
