import type { Language, PlanDetail, PlanPerson, PlanPet, StoryPlan, ThemeId } from '@dreamweaver/contracts';
import { expect } from 'vitest';
import { arcById } from '../src/arcs/index.ts';
import type { AgeBand, Arc, Passage, Variant } from '../src/arcs/types.ts';
import type { OptionalSlot } from '../src/slots/types.ts';
import { filledSlots, planFacts } from '../src/slots/plan-facts.ts';
import { settlePlan } from '../src/teller/settle.ts';
import { ageBandOf, tellStory } from '../src/teller/tell.ts';
import type { ToldStory } from '../src/teller/told.ts';
import { buildPlan } from './plan-builder.ts';

// What the care tests for speech, aid, loud noises and a big change share: a spread of plans for a
// theme (both languages, both age bands, every pronoun, with and without the family, a pet, a toy
// and a cuddly-toy companion), telling them, and checks every care story must pass.

const person = (id: string, relation: PlanPerson['relation'], name: string | null = null): PlanPerson => ({
  id,
  name,
  relation,
  calls: null,
  status: 'here',
  away: null,
  health: 'well',
  livesWithChild: true,
});

const detail = (id: string, kind: PlanDetail['kind'], words: string, lexeme: string, colour: string | null = null) =>
  ({
    id,
    kind,
    words,
    lexeme,
    colour,
    owner: null,
    wanted: true,
    used: false,
    where: null,
    why: null,
  }) satisfies PlanDetail;

export interface CarePlanOptions {
  theme: ThemeId;
  language: Language;
  age: number;
  pronoun: 'he' | 'she' | 'they';
  /** Grown-ups, a pet, favourite things and a cuddly-toy companion; or nothing at all. */
  full: boolean;
  aid?: StoryPlan['hero']['aids'][number];
  practise?: boolean;
}

export function carePlan(options: CarePlanOptions): StoryPlan {
  const people: PlanPerson[] = options.full ? [person('p1', 'mum'), person('p2', 'mum', 'Jo')] : [];
  const pets: PlanPet[] = options.full ? [{ id: 'pet1', name: 'Bruno', kind: 'dog', status: 'here' }] : [];
  const details: PlanDetail[] = options.full
    ? [
        detail('d1', 'toy', 'red scooter', 'scooter', 'red'),
        detail('d2', 'food', 'pancakes', 'pancakes'),
        detail('d3', 'activity', 'football', 'football'),
      ]
    : [];
  return buildPlan({
    language: options.language,
    hero: { name: 'Kim', age: options.age, pronoun: options.pronoun, aids: options.aid ? [options.aid] : [] },
    companion: options.full ? { name: 'Bobo', kind: 'elephant', toy: true, own: true } : {},
    theme: { id: options.theme, sensitive: true, words: null, about: null },
    care: { afterlife: 'leave-out', practise: options.practise === true, wishes: [], sadIsOk: false },
    people,
    pets,
    details,
  });
}

/** Every combination of language, age band, pronoun and fullness, for one theme. */
export function carePlans(theme: ThemeId, extra: Partial<CarePlanOptions> = {}): CarePlanOptions[] {
  const all: CarePlanOptions[] = [];
  for (const language of ['en', 'de'] as const)
    for (const age of [3, 7])
      for (const pronoun of ['he', 'she', 'they'] as const)
        for (const full of [false, true]) all.push({ theme, language, age, pronoun, full, ...extra });
  return all;
}

export interface Telling {
  plan: StoryPlan;
  arc: Arc;
  told: ToldStory;
}

export function tellCare(options: CarePlanOptions, seed: string): Telling {
  const plan = settlePlan(carePlan(options), { seed });
  const arc = arcById(plan.story!.arc)!;
  return { plan, arc, told: tellStory(plan, { seed }) };
}

export const storyText = (told: ToldStory) => told.scenes.map((scene) => scene.text).join('\n');

/** What no care story may say: cheering, dismissing a fear, a slot left unfilled, the wrong quotes. */
const BANNED_EVERYWHERE: readonly RegExp[] = [
  /you did it/i,
  /hooray|hurra|yay\b|juhu/i,
  /nothing to be (afraid|scared) of/i,
  /kein grund,? angst|nichts, wovor/i,
  /don't be silly|stell dich nicht so an/i,
  /undefined|null|\[object|\$\{|NaN/,
  / {2}|\s[,.!?]/,
];

export function expectCareStory({ plan, arc, told }: Telling, theme: ThemeId): void {
  expect(arc.kind).toBe('care');
  expect(arc.themes).toContain(theme);
  expect(arc.ages).toContain(ageBandOf(plan));
  expect(told.title.length).toBeGreaterThan(0);
  expect(told.summary.length).toBeGreaterThan(0);
  const band = ageBandOf(plan);
  expect(told.scenes.length).toBeGreaterThanOrEqual(band === 'little' ? 4 : 6);
  expect(told.scenes.length).toBeLessThanOrEqual(band === 'little' ? 6 : 8);
  for (const scene of told.scenes) expect(scene.text.trim().length).toBeGreaterThan(0);
  expect(told.scenes[0].picture.where).toBe('bedroom');
  expect(told.scenes.at(-1)!.picture.asleep).toBe(true);
  const text = storyText(told);
  for (const banned of BANNED_EVERYWHERE) expect(text, `${banned} in ${arc.id}`).not.toMatch(banned);
  if (plan.language === 'de') expect(text).not.toMatch(/"/);
  else expect(text).not.toMatch(/[„“]/);
  const sentences = text.split(/(?<=[.!?])\s+(?=[A-Z„"])/).filter((sentence) => sentence.length > 40);
  expect(new Set(sentences).size, 'a long sentence is told twice').toBe(sentences.length);
  for (const scene of told.scenes) expect(scene.picture.cast).not.toContain('lost' as never);
}

/** The variants of a passage a plan can tell, for its age band and language. */
function fitting(passage: Passage, language: Language, band: AgeBand, filled: ReadonlySet<OptionalSlot>) {
  const variants = (language === 'en' ? passage.en : passage.de) as readonly Variant<never>[];
  return variants.filter(
    (variant) =>
      (!variant.ages || variant.ages.includes(band)) &&
      !variant.unless?.some((slot) => filled.has(slot)) &&
      variant.needs.every((slot) => filled.has(slot)),
  );
}

/** The authored passages of the arc with fewer than `least` variants the plan can tell (a title needs 3; passages it cannot tell at all are optional beats, skipped). */
export function varietyShortfalls(arc: Arc, plan: StoryPlan, least: number): string[] {
  const filled = filledSlots(plan, planFacts(plan));
  const band = ageBandOf(plan);
  const passages: [string, Passage][] = [
    ['title', arc.title],
    ...arc.scenes.flatMap((scene, index) =>
      scene.beats.flatMap((beat, at) => ('moment' in beat ? [] : [[`scene ${index + 1} beat ${at + 1}`, beat]])),
    ),
  ] as [string, Passage][];
  const short = passages
    .map(([where, passage]) => [where, fitting(passage, plan.language, band, filled).length] as const)
    .filter(([where, count]) => count > 0 && count < (where === 'title' ? 3 : least))
    .map(([where, count]) => `${arc.id} ${plan.language} ${where}: ${count}`);
  if (fitting(arc.summary, plan.language, band, filled).length === 0) short.push(`${arc.id} ${plan.language} summary`);
  if (fitting(arc.recap, plan.language, band, filled).length === 0) short.push(`${arc.id} ${plan.language} recap`);
  return short;
}

/** A word of feeling, named in the story. */
export const FEELINGS: Record<Language, RegExp> = {
  en: /\b(sad|cross|scared|shaky|wobbly|wobble|fluttery|fluttered|strange|proud|small|jumpy|excited|happy|scary|warm inside)\b/i,
  de: /(traurig|wütend|Angst|zittrig|wackelig|flattert|fremd|stolz|klein|zappelig|erschrocken|aufregend|froh|glücklich|warm)/i,
};
