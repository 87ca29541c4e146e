import type { PlanDetail, PlanPerson, PlanPet, StoryPlan } from '@dreamweaver/contracts';
import type { Arc, Beat, Passage } from '../src/arcs/types.ts';
import { settlePlan } from '../src/teller/settle.ts';
import { tellStory } from '../src/teller/tell.ts';
import type { ToldStory } from '../src/teller/told.ts';
import { buildPlan } from './plan-builder.ts';

// Shared set-up and checks for the care arcs' tests: the people, pets and details a plan names, the
// many plans one theme is told for (both languages, both age bands, every pronoun), and the checks
// every care story passes (text in every scene, nothing left unfilled, enough variants per passage).

export function person(
  id: string,
  relation: PlanPerson['relation'],
  changes: Partial<Omit<PlanPerson, 'id' | 'relation'>> = {},
): PlanPerson {
  return {
    id,
    name: null,
    relation,
    calls: null,
    status: 'here',
    away: null,
    health: 'well',
    livesWithChild: true,
    ...changes,
  };
}

export function pet(id: string, kind: string, name: string): PlanPet {
  return { id, name, kind, status: 'here' };
}

function detail(id: string, kind: PlanDetail['kind'], lexeme: string, colour: string | null = null): PlanDetail {
  return { id, kind, words: lexeme, lexeme, colour, owner: null, wanted: true, used: false, where: null, why: null };
}

/** The parent's favourite things, all of them: a story told with them tells some. */
export const DETAILS: PlanDetail[] = [
  detail('d1', 'toy', 'teddy', 'blue'),
  detail('d2', 'food', 'pancakes'),
  detail('d3', 'activity', 'painting'),
];

type Language = 'en' | 'de';
const LANGUAGES: Language[] = ['en', 'de'];
const AGES = [3, 7];
const PRONOUNS = ['he', 'she', 'they'] as const;

type Changes = Parameters<typeof buildPlan>[0] & {};

/** One plan for every language, age band and pronoun, each with the changes given. */
export function everyChild(changes: Changes): StoryPlan[] {
  const plans: StoryPlan[] = [];
  for (const language of LANGUAGES)
    for (const age of AGES)
      for (const pronoun of PRONOUNS)
        plans.push(
          buildPlan({
            ...changes,
            language,
            hero: { name: pronoun === 'she' ? 'Lina' : pronoun === 'they' ? 'Kim' : 'Theo', age, pronoun },
          }),
        );
  return plans;
}

export interface Telling {
  plan: StoryPlan;
  story: ToldStory;
  /** Title, summary and scenes, one string, for the word checks. */
  text: string;
}

function tell(plan: StoryPlan, seed: string): Telling {
  const settled = settlePlan(plan, { seed });
  const story = tellStory(settled, { seed });
  const text = [story.title, story.summary, ...story.scenes.map((scene) => scene.text)].join('\n');
  return { plan: settled, story, text };
}

export function tellEach(plans: StoryPlan[], seeds: readonly string[]): Telling[] {
  return plans.flatMap((plan) => seeds.map((seed) => tell(plan, seed)));
}

/** What no told story holds: a slot left empty, a doubled space, a stop after a space. */
const UNFILLED = /undefined|null|\[object|NaN|\$\{|\s{2}|\s[.,!?;:]|\.\.(?!\.)/;

/** Problems with one telling: its arc, scenes without text, unfilled slots, banned words. */
export function problems(telling: Telling, arcPrefix: string, banned: readonly RegExp[]): string[] {
  const found: string[] = [];
  const { story, text } = telling;
  if (!story.arc.startsWith(arcPrefix)) found.push(`told with ${story.arc}`);
  story.scenes.forEach((scene, i) => {
    if (scene.text.trim() === '') found.push(`scene ${i + 1} has no text`);
  });
  const unfilled = text.match(UNFILLED);
  if (unfilled)
    found.push(`unfilled or untidy: "${text.slice(Math.max(0, unfilled.index! - 30), unfilled.index! + 30)}"`);
  for (const pattern of banned) {
    const hit = text.match(pattern);
    if (hit) found.push(`banned ${pattern}: "${hit[0]}"`);
  }
  return found.map(
    (problem) => `${telling.plan.language} ${telling.plan.hero.age} ${telling.plan.hero.pronoun}: ${problem}`,
  );
}

/** Passages of an arc with fewer variants than its age band needs (3 for big, 2 for little), per language. */
export function thinPassages(arc: Arc): string[] {
  const least = arc.ages.includes('big') ? 3 : 2;
  const thin: string[] = [];
  const check = (passage: Passage, where: string, needed: number) => {
    if (passage.en.length < needed) thin.push(`${arc.id} ${where}: ${passage.en.length} English variants`);
    if (passage.de.length < needed) thin.push(`${arc.id} ${where}: ${passage.de.length} German variants`);
  };
  check(arc.title, 'title', 3);
  arc.scenes.forEach((scene, i) => {
    scene.beats.forEach((beat: Beat, b) => {
      if (!('moment' in beat)) check(beat, `scene ${i + 1} beat ${b + 1}`, least);
    });
  });
  return thin;
}

/** Deaths, goodbyes for good, heaven, and cheering: never in a story about someone alive and away or ill. */
export const NEVER_DEAD_EN = [
  /\bdie[ds]?\b|\bdead\b|\bdeath\b|\bdying\b/i,
  /\bfor ?ever\b|\bnever (?:come|coming) back\b|\bgone\b(?!\s+(?:quiet|still|silent|dark|soft|off|all by))|\bpassed away\b|\blost (?:him|her|them)\b/i,
  /\bheaven\b|\bangels?\b|\bgoodbye\b/i,
  /you did it|hooray|hurray|yippee|\bdanced?\b|\bprize\b/i,
  /fell asleep forever|went to sleep for/i,
];
export const NEVER_DEAD_DE = [
  /gestorben|\btot\b|\bTod\b|sterben|stirbt/i,
  /für immer|nie wieder|nie mehr|nicht wieder(?:kommen|kommt)|Abschied/i,
  /\bEngel\b|im Himmel wohnt|Himmel gekommen/i,
  /geschafft!|hurra|juhu|jippie|\btanzt|\bPreis\b/i,
  /eingeschlafen für|für immer eingeschlafen/i,
];
