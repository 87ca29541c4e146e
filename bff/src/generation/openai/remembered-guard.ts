import type { PlanRelation, StoryPlan } from '@dreamweaver/contracts';
import type { WrittenStory } from '../engine.ts';
import { HERO_PLACEHOLDER } from '../hero-placeholder.ts';
import { plainWords, settingWords } from './plan-prompt.ts';

// Someone who died is never in a picture (docs/storyteller.md). The model is told so (prompts.ts);
// this guard checks what it wrote: a scene's imagePrompt, or the hero's characterDescription, that
// names someone remembered (their relation word, in English or German, or any word of their name
// or of what the hero calls them) is replaced by one made from the plan, without them; a picture
// description that names them is dropped (the picture is then described by its new prompt).
//
// This reads a foreign engine's output, which the storyteller's rule against reading generated
// text does not forbid: the rule keeps the offline storyteller from steering by its own sentences;
// this is a guard on what an AI server sends back, which the bff cannot otherwise trust. It errs
// towards rewriting: when a living mum and a mum who died are both in the plan, a prompt naming
// "mum" is rewritten too.

const relationWords: Record<PlanRelation, readonly string[]> = {
  mum: ['mum', 'mom', 'mummy', 'mommy', 'mother', 'mama', 'mami', 'mutter', 'mutti'],
  dad: ['dad', 'daddy', 'father', 'papa', 'papi', 'vater', 'vati'],
  parent: ['parent', 'elternteil'],
  grandma: ['grandma', 'grandmother', 'granny', 'gran', 'nana', 'nan', 'oma', 'omi', 'großmutter', 'grossmutter'],
  grandpa: ['grandpa', 'grandfather', 'grandad', 'granddad', 'gramps', 'opa', 'opi', 'großvater', 'grossvater'],
  sister: ['sister', 'schwester'],
  brother: ['brother', 'bruder'],
  aunt: ['aunt', 'auntie', 'tante'],
  uncle: ['uncle', 'onkel'],
  cousin: ['cousin', 'cousine'],
  friend: ['friend', 'freund', 'freundin'],
  teacher: ['teacher', 'lehrer', 'lehrerin'],
  baby: ['baby', 'geschwisterchen'],
  other: [],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const placeholderOfChild = /^\{\{CHILD(\d+)\}\}$/;

/** Every word of a name or a form of address worth looking for (2 letters or more), or a child's placeholder. */
function nameWords(name: string | null): string[] {
  if (!name) return [];
  const child = placeholderOfChild.exec(name);
  if (child) return [`\\{\\{\\s*CHILD\\s*${child[1]}\\s*\\}\\}`];
  return (name.match(/[\p{L}\p{M}]{2,}/gu) ?? []).map(escape);
}

/** A pattern for anything that names someone remembered, or undefined when nobody is. */
function rememberedPattern(plan: StoryPlan): RegExp | undefined {
  const words = new Set<string>();
  for (const person of plan.people) {
    if (person.status !== 'remembered') continue;
    for (const word of relationWords[person.relation]) words.add(escape(word));
    for (const word of [...nameWords(person.name), ...nameWords(person.calls)]) words.add(word);
  }
  for (const pet of plan.pets) {
    if (pet.status !== 'remembered') continue;
    for (const word of nameWords(pet.name)) words.add(word);
    // The kind ("cat") too, unless the story's companion is one: then the companion is drawn, as it must be.
    if (pet.kind !== plan.companion.kind) words.add(escape(plainWords(pet.kind)).replace(/ /g, '\\s+'));
  }
  if (words.size === 0) return undefined;
  // An inflected or possessive form counts as well: Grandpa's, Opas, Großvaters, cats.
  return new RegExp(`(?<![\\p{L}\\p{M}])(?:${[...words].join('|')})(?:['’]?s|es|n)?(?![\\p{L}\\p{M}])`, 'iu');
}

/** The companion as it is drawn: "a small cuddly toy fox". */
function companionPicture(plan: StoryPlan): string {
  const kind = plainWords(plan.companion.kind);
  return plan.companion.toy ? `a small cuddly toy ${kind}` : `a friendly little ${kind}`;
}

/** A scene's picture from the plan alone: the hero, the brothers and sisters and the companion in the setting. */
function plannedScenePrompt(plan: StoryPlan): string {
  const siblings = plan.siblings.map((sibling) => ` and ${sibling.name}`).join('');
  return `${HERO_PLACEHOLDER}${siblings} with ${companionPicture(plan)} ${settingWords[plan.setting.id]}, a quiet, cosy moment`;
}

/** The hero's look from the plan alone. */
function plannedCharacterDescription(plan: StoryPlan): string {
  const { hero } = plan;
  const hair = [hero.look.hairStyle, hero.look.hairColour].filter(Boolean).join(' ');
  const look = [
    hair ? `${hair} hair` : undefined,
    hero.look.skinTone ? `${hero.look.skinTone} skin` : undefined,
    hero.look.freckles ? 'freckles' : undefined,
    `pyjamas${hero.look.pyjamas ? ` with ${hero.look.pyjamas}` : ''}`,
    ...hero.aids.map((aid) => `with ${plainWords(aid)}`),
  ].filter(Boolean);
  const age = hero.age === null ? 'a small child' : `a ${hero.age}-year-old child`;
  return `${age} with ${look.join(', ')}; with ${companionPicture(plan)}`;
}

/** `story` with every picture prompt free of anyone remembered (see above). */
export function withoutRememberedInPictures(story: WrittenStory, plan: StoryPlan): WrittenStory {
  const pattern = rememberedPattern(plan);
  if (!pattern) return story;
  return {
    ...story,
    characterDescription: pattern.test(story.characterDescription)
      ? plannedCharacterDescription(plan)
      : story.characterDescription,
    scenes: story.scenes.map((scene) => {
      const drawsThem = pattern.test(scene.imagePrompt);
      const describesThem = scene.pictureDescription !== undefined && pattern.test(scene.pictureDescription);
      if (!drawsThem && !describesThem) return scene;
      // The description goes either way: it named them, or it described the prompt replaced.
      return { text: scene.text, imagePrompt: drawsThem ? plannedScenePrompt(plan) : scene.imagePrompt };
    }),
  };
}
