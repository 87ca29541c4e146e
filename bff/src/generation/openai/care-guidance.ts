import type { SensitiveThemeId, StoryPlan } from '@dreamweaver/contracts';

// How a story that touches something hard in a child's life is told: one short block for the model
// per sensitive theme of the catalogue, after what child-grief counsellors, child psychologists and
// speech therapists advise parents (docs/storyteller.md, shared/STORY-CARE.md), in our own words.
// The system prompt carries the block of the plan's theme, and the blocks of what else the plan
// holds (someone who died, someone away or ill, an aid) even when the theme is another one.

const DIED = [
  'Someone in this story died. Say it plainly with the word "died" (in German "gestorben"); never use words that hide it ("passed away", "lost", "went away", "is resting").',
  'Never tell death as sleep: nothing like "fell asleep forever" or "eingeschlafen", and nothing that links the hero falling asleep at the end with the one who died. The hero\'s own sleep is simply sleep.',
  'The one who died is remembered, never present: they do not walk, talk, watch, smile, wave, visit or appear in a dream, a cloud or the sky. Remember them only through an object they left, a habit the hero keeps, a story told about them, a photo, a place they loved, or a star the hero names if the plan allows a star.',
  'Do not promise they will come back, and do not explain death away. Love does not end: the hero may still love them, and they loved the hero.',
  'Name the feelings and allow them all: sad, cross, confused, even a happy moment; crying is fine. After a sad feeling nothing cheers: no "You did it!", no dance, no prize, no party.',
];

const blocks: Record<SensitiveThemeId, string[]> = {
  'death-person': DIED,
  'death-pet': [
    ...DIED,
    'A pet that died matters as much as a person; tell the hero\'s grief as real, never as "only an animal", and never offer a new pet as the answer.',
  ],
  separation: [
    "The hero's parents are separating. Say, in more than one way, that it is not the hero's fault: nothing the hero did or said made it happen.",
    "Both parents love the hero and always will. The grown-ups decided this, and it is not the hero's job to fix it; the hero will be looked after.",
    'Never take sides, never blame either parent, and never hint or promise that the parents will get back together.',
    'Concrete routines help: a toothbrush and a bed in each home, which days are where.',
  ],
  'two-homes': [
    "The hero lives in two homes. Both homes are the hero's own, and both parents love the hero in each of them.",
    'Show routines that carry over: a toothbrush and a bed in each home, the cuddly toy that travels, which days are where.',
    'Never take sides or blame a parent, and never promise the parents will live together again. Missing the other home is allowed.',
  ],
  'parent-away': [
    'Someone the hero loves is away for now. Say where they are and that they are coming back; never hint that they died.',
    'Ways to stay close: the same moon over both of them, a video call, a drawing sent, a countdown of sleeps. Missing them is allowed.',
  ],
  'someone-ill': [
    'Someone in the family is ill. They are alive: never hint that they died or will die. Say simply that they are ill and that doctors and grown-ups are looking after them.',
    'Worry is allowed, and so is feeling cross about getting less attention. A sick brother or sister is still a brother or sister.',
    'Someone with dementia forgets things because their brain is ill, not because they love the hero less.',
  ],
  'new-sibling': [
    'A new baby has come or is coming. Mixed feelings, jealousy included, are normal and allowed.',
    'The hero is not replaced and is loved just as before; wanting to be little again for a while is fine.',
  ],
  'moving-house': [
    'The hero has moved or is moving house. What comes along: the cuddly toy, the family, the bedtime routine.',
    'What was left behind may be missed, and that is allowed. A friend far away is still a friend.',
  ],
  speech: [
    'The hero stammers or speaks differently. The story listens to what the hero says, not how: no one finishes the hero\'s words, and no one says "slow down" or "take a breath".',
    "The hero's voice is worth waiting for; everyone takes turns and waits. If anyone teases, that is about their not knowing, never about the hero.",
  ],
  aid: [
    'The hero uses an aid (a wheelchair, a hearing aid, glasses or another). It is part of the hero, used with pride, and in every scene where the hero is.',
    'It is never left behind at the moment of triumph, never the problem to be overcome, and never "fixed". The adventure is shaped to the hero.',
  ],
  'loud-noises': [
    'The hero finds loud noises hard. The story has no sudden bangs, crowds or shouting; sounds stay soft.',
    'The adventure is shaped to the hero, not the hero to the adventure: covering ears or finding a quiet place is a good choice, never a weakness.',
  ],
  'big-change': [
    'The hero is facing a big change. Take it seriously: say what stays the same (the family, the cuddly toy, bedtime) and what is new.',
    'Worry and missing how it was are allowed; no one says there is nothing to worry about.',
  ],
};

/** Said when the story has no hard topic: a bedtime story never leaves a child with a new fear. */
export const EVERYDAY_TONE =
  'Keep everything gentle and age-appropriate, never frightening: no violence, no danger, no villains. A small worry may be met and shrunk with knowledge, company and a small brave step.';

/** Said when it has one: the same gentleness, and the care guidance below. */
export const CARE_TONE =
  "Keep everything gentle and age-appropriate, never frightening: no violence, no danger, no villains. This story touches something hard in the child's life: tell it honestly and warmly, following the care guidance below exactly. Feelings, sad ones too, are named and allowed.";

/** The themes whose guidance the plan needs: its own theme and what else it holds. */
function themesOf(plan: StoryPlan): SensitiveThemeId[] {
  const themes = new Set<SensitiveThemeId>();
  if (plan.theme.sensitive) themes.add(plan.theme.id as SensitiveThemeId);
  if (plan.people.some((person) => person.status === 'remembered')) themes.add('death-person');
  if (plan.pets.some((pet) => pet.status === 'remembered')) themes.add('death-pet');
  if (plan.people.some((person) => person.status === 'away')) themes.add('parent-away');
  if (plan.people.some((person) => person.health !== 'well' && person.status !== 'remembered'))
    themes.add('someone-ill');
  if (plan.family.twoHomes) themes.add('two-homes');
  if (plan.hero.aids.length > 0) themes.add('aid');
  // A pet's death and a person's say the same first things: the pet's block holds the person's.
  if (themes.has('death-pet') && themes.has('death-person')) themes.delete('death-person');
  return [...themes].filter((id) => id in blocks);
}

/** Whether the story touches anything hard at all. */
export function needsCare(plan: StoryPlan): boolean {
  return themesOf(plan).length > 0;
}

/** The care guidance for `plan`: one block per hard topic it touches, or nothing for an everyday story. */
export function careGuidance(plan: StoryPlan): string[] {
  const themes = themesOf(plan);
  if (themes.length === 0) return [];
  return ['Care guidance:', ...themes.flatMap((id) => blocks[id].map((line) => `- ${line}`))];
}
