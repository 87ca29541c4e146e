import type { PlanDetail, PlanPerson, PlanPet, StoryPlan, ThemeId } from '@dreamweaver/contracts';
import { expect } from 'vitest';
import { ARCS } from '../src/arcs/index.ts';
import type { AgeBand } from '../src/arcs/types.ts';
import type { OptionalSlot } from '../src/slots/types.ts';
import { settlePlan } from '../src/teller/settle.ts';
import { tellStory } from '../src/teller/tell.ts';
import type { ToldStory } from '../src/teller/told.ts';
import { buildPlan } from './plan-builder.ts';

// Shared checks for the care arcs of a loss, a separation and two homes: plans with and without the
// optional people and things, told in both languages and age bands, and what every such story must
// and must never say. Tests read the told text; the teller never does.

export type Language = 'en' | 'de';
export type Pronoun = 'he' | 'she' | 'they';

export const LANGUAGES: readonly Language[] = ['en', 'de'];
export const AGES = [3, 7] as const;
export const PRONOUNS: readonly Pronoun[] = ['he', 'she', 'they'];
export const SEEDS = ['1', '2', '3', '4'];

export function person(
  id: string,
  relation: PlanPerson['relation'],
  status: PlanPerson['status'],
  changes: Partial<PlanPerson> = {},
): PlanPerson {
  return {
    id,
    name: null,
    relation,
    calls: null,
    status,
    away: null,
    health: 'well',
    livesWithChild: status === 'here',
    ...changes,
  };
}

export function pet(id: string, kind: string, status: PlanPet['status'], name: string | null = 'Minka'): PlanPet {
  return { id, name, kind, status };
}

export function detail(
  id: string,
  kind: PlanDetail['kind'],
  words: string,
  lexeme: string | null,
  changes: Partial<PlanDetail> = {},
): PlanDetail {
  return {
    id,
    kind,
    words,
    lexeme,
    colour: null,
    owner: null,
    wanted: true,
    used: false,
    where: null,
    why: null,
    ...changes,
  };
}

export interface CarePlanOptions {
  theme: ThemeId;
  language: Language;
  age: number;
  pronoun: Pronoun;
  people?: PlanPerson[];
  pets?: PlanPet[];
  details?: PlanDetail[];
  about?: string | null;
  afterlife?: StoryPlan['care']['afterlife'];
  companion?: Partial<StoryPlan['companion']>;
  name?: string;
}

export function carePlan(options: CarePlanOptions): StoryPlan {
  return buildPlan({
    language: options.language,
    hero: { name: options.name ?? 'Theo', age: options.age, pronoun: options.pronoun },
    companion: options.companion ?? {},
    people: options.people ?? [],
    pets: options.pets ?? [],
    details: options.details ?? [],
    theme: { id: options.theme, sensitive: true, words: null, about: options.about ?? null },
    care: { afterlife: options.afterlife ?? 'leave-out', practise: false, wishes: [], sadIsOk: true },
  });
}

export function tell(plan: StoryPlan, seed: string): { settled: StoryPlan; told: ToldStory } {
  const settled = settlePlan(plan, { seed });
  return { settled, told: tellStory(settled, { seed }) };
}

export const allText = (told: ToldStory) => told.scenes.map((scene) => scene.text).join(' ');

/** The story's sentences, split at a stop, question or exclamation mark (with its closing quote). */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?][“”"]?)\s+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

/** Never said in any of these stories: death as sleep or going away, cheering, leftovers of a template. */
const BANNED: Record<Language, RegExp> = {
  en: /\b(?:passed away|went away|gone away|lost (?:him|her|them)|fell asleep forever|asleep forever|eternal sleep|resting|better place|watching over|watches over|looking down|you did it|hooray|hurray|yay|danced|prize|back together|get back together|angel)\b|\$\{|undefined|null|\s,|\s\./iu,
  de: /(?:für immer eingeschlafen|ist eingeschlafen|entschlafen|von uns gegangen|verloren|ruht sich aus|schaut von oben|wacht über|passt von oben|geschafft|hurra|juhu|tanzte|preis|wieder zusammen|engel|\$\{|undefined|null|\s,|\s\.)/iu,
};

export function expectNothingBanned(text: string, language: Language) {
  expect(text).not.toMatch(BANNED[language]);
  expect(text).not.toMatch(/ {2}/);
}

/** A scene's picture never shows anyone remembered, and a care story never draws its family together. */
export function expectPicturesCalm(told: ToldStory) {
  for (const scene of told.scenes) {
    expect(scene.text.length).toBeGreaterThan(40);
    for (const role of scene.picture.cast) expect(['guide', 'homePet', 'grownups', 'creature']).toContain(role);
  }
}

export function arcsOf(theme: ThemeId): string[] {
  return ARCS.filter((arc) => arc.themes.includes(theme)).map((arc) => arc.id);
}

/**
 * Every passage of the theme's arcs has enough variants a plan of this shape can be told with: three
 * for a big scene, two for a little one (so two children seldom hear the same sentence).
 */
export function thinPassages(theme: ThemeId, filled: readonly OptionalSlot[]): string[] {
  const slots = new Set(filled);
  const thin: string[] = [];
  for (const arc of ARCS.filter((candidate) => candidate.themes.includes(theme))) {
    const band: AgeBand = arc.ages[0];
    const least = band === 'big' ? 3 : 2;
    for (const [index, scene] of arc.scenes.entries())
      for (const [at, beat] of scene.beats.entries()) {
        if ('moment' in beat) continue;
        for (const language of LANGUAGES) {
          // A passage every variant of which needs a slot this plan lacks is a beat for other plans.
          const sharedNeeds = beat[language].reduce<readonly OptionalSlot[]>(
            (shared, variant) => shared.filter((slot) => variant.needs.includes(slot)),
            beat[language][0]?.needs ?? [],
          );
          if (sharedNeeds.some((slot) => !slots.has(slot))) continue;
          const fitting = beat[language].filter(
            (variant) =>
              variant.needs.every((slot) => slots.has(slot)) && !(variant.unless ?? []).some((slot) => slots.has(slot)),
          );
          if (fitting.length < least)
            thin.push(`${arc.id} scene ${index + 1} beat ${at + 1} ${language}: ${fitting.length}`);
        }
      }
  }
  return thin;
}
