import { isSensitiveTheme, translator, type PlanDetail, type StoryPlan } from '@dreamweaver/contracts';
import { ARCS } from '../arcs/index.ts';
import type { Arc } from '../arcs/types.ts';
import { filledSlots, planFacts, type PlanFacts } from '../slots/plan-facts.ts';
import type { OptionalSlot } from '../slots/types.ts';
import { lexicon } from '../lexicon/index.ts';
import { SeededRandom } from './seeded-random.ts';
import { ageBandOf, tellArc } from './tell.ts';
import type { EarlierStory, ToldStory } from './told.ts';

// Settling a plan: the arc it is told with (one that fits the child's age, the place and the theme,
// not among the child's recent stories, and that finds room for the most of the parent's details),
// and for each detail whether the story uses it, in which scene, or why not. The arc is told once
// here to know; telling is a pure function of the plan and the seed, so the story told later is
// the same.

export interface Variety {
  seed: string;
  /** Arcs of the child's last stories, newest first: told again only when nothing else fits. */
  recentArcs?: readonly string[];
  recentTitles?: readonly string[];
  /** The arc the parent was shown: kept when it still fits the plan. */
  arc?: string;
  /** The child's earlier stories, newest first: their passages are told again only when nothing else fits. */
  earlier?: readonly EarlierStory[];
}

function fits(arc: Arc, plan: StoryPlan, filled: ReadonlySet<OptionalSlot>): boolean {
  const age = ageBandOf(plan);
  if (!arc.ages.includes(age)) return false;
  if (arc.needs && !arc.needs.every((slot) => filled.has(slot))) return false;
  if (arc.unless?.some((slot) => filled.has(slot))) return false;
  if (isSensitiveTheme(plan.theme.id)) return arc.kind === 'care' && arc.themes.includes(plan.theme.id);
  if (arc.kind === 'care') return false;
  return !arc.settings || arc.settings.includes(plan.setting.id);
}

/** The arcs a plan can be told with, best first; none when the catalogue has no arc for it (a bug the tests catch). */
function candidates(plan: StoryPlan, variety: Variety): Arc[] {
  const filled = filledSlots(plan, planFacts(plan));
  const fitting = ARCS.filter((arc) => fits(arc, plan, filled));
  const recent = new Set(variety.recentArcs ?? []);
  const fresh = fitting.filter((arc) => !recent.has(arc.id));
  const random = new SeededRandom(`${variety.seed}:arc`);
  const shown = fitting.find((arc) => arc.id === variety.arc);
  if (shown) return [shown];
  return random.shuffle(fresh.length > 0 ? fresh : fitting);
}

const DETAIL_SLOT: Record<PlanDetail['kind'], OptionalSlot> = {
  colour: 'colour',
  animal: 'creature',
  food: 'food',
  activity: 'activity',
  toy: 'toy',
  clothing: 'clothing',
  place: 'place',
  thing: 'thing',
  event: 'memory',
  habit: 'habit',
  ritual: 'ritual',
  // Never told offline: no slot ever takes a fact the storyteller did not understand.
  fact: 'thing',
};

/** The slots each detail fills (a slot stands for the first wanted one of its kind), so their uses are this detail's. */
function detailOfSlot(facts: PlanFacts): Map<string, OptionalSlot[]> {
  const of = new Map<string, OptionalSlot[]>();
  const pairs: [PlanDetail | undefined, OptionalSlot][] = [
    [facts.colour, 'colour'],
    [facts.toy, 'toy'],
    [facts.clothing, 'clothing'],
    [facts.food, 'food'],
    [facts.activity, 'activity'],
    [facts.creature, 'creature'],
    [facts.also, 'also'],
    [facts.alsoThing, 'alsoThing'],
    [facts.together, 'together'],
    [facts.thing, 'thing'],
    [facts.place, 'place'],
    [facts.keepsake, 'keepsake'],
    [facts.shared, 'shared'],
    [facts.sharedPlace, 'sharedPlace'],
    [facts.habit, 'habit'],
    [facts.ritual, 'ritual'],
  ];
  for (const [detail, slot] of pairs) if (detail) of.set(detail.id, [...(of.get(detail.id) ?? []), slot]);
  return of;
}

/** Details told in the parent's own words, with no word of the lexicon needed. */
const WORDS_ONLY = new Set<PlanDetail['kind']>(['habit', 'ritual']);

function accounted(plan: StoryPlan, told: ToldStory): StoryPlan['details'] {
  const t = translator(plan.language);
  const facts = planFacts(plan);
  const slots = detailOfSlot(facts);
  const firstScene = (slots: readonly OptionalSlot[]) => told.uses.find((use) => slots.includes(use.slot))?.scene;
  return plan.details.map((detail) => {
    const base = { ...detail, used: false, where: null, why: null };
    if (!detail.wanted) return { ...base, why: t('plan.detail.notWanted') };
    if (detail.kind === 'fact') return { ...base, why: t('plan.detail.fact') };
    // The favourite animal is the companion all night; the typed place is where the story happens.
    if (detail.kind === 'animal' && detail.lexeme === plan.companion.kind)
      return { ...base, used: true, where: t('plan.detail.companion') };
    if (detail.kind === 'place' && detail.lexeme === plan.setting.id)
      return { ...base, used: true, where: t('plan.detail.setting') };
    // "cartwheels" after "gymnastics": the same word of the lexicon, told where the other is told.
    const same = plan.details.find(
      (other) =>
        other.kind === detail.kind && other.lexeme !== null && other.lexeme === detail.lexeme && slots.has(other.id),
    );
    const filled = slots.get(detail.id) ?? (same && slots.get(same.id));
    const scene = filled === undefined ? undefined : firstScene(filled);
    if (scene !== undefined) return { ...base, used: true, where: t('plan.detail.where', { scene: scene + 1 }) };
    if (detail.lexeme === null && detail.kind !== 'thing' && detail.kind !== 'place' && !WORDS_ONLY.has(detail.kind))
      return { ...base, why: t('plan.detail.unknownWord') };
    if (!slots.has(detail.id) && plan.details.some((other) => other.kind === detail.kind && slots.has(other.id)))
      return { ...base, why: t('plan.detail.oneOfKind') };
    return { ...base, why: t('plan.detail.noRoom') };
  });
}

/** The slots that tell something the parent typed: an arc that finds room for more of them is better. */
const SCORED = new Set<OptionalSlot>([
  ...Object.values(DETAIL_SLOT),
  'also',
  'alsoThing',
  'together',
  'keepsake',
  'shared',
  'sharedPlace',
  'friend',
  'homePet',
  'grownups',
]);

function usedCount(told: ToldStory): number {
  return new Set(told.uses.filter((use) => SCORED.has(use.slot)).map((use) => use.slot)).size;
}

/**
 * Whether a brother or sister of that name is one the plan says died, is away or is ill: they do not
 * come along on the adventure, whatever the siblings' list still says (a status changed on the plan
 * screen, or an edited plan sent to the API).
 */
function absent(plan: StoryPlan, name: string): boolean {
  return plan.people.some(
    (person) =>
      (person.relation === 'brother' || person.relation === 'sister') &&
      person.name?.toLowerCase() === name.toLowerCase() &&
      (person.status !== 'here' || person.health !== 'well'),
  );
}

/**
 * A plan's words as the lexicon knows them: a word it does not know (a plan changed in a browser, or
 * read by another engine) is the parent's words alone, and a companion of no known kind is a fox, so
 * no slot is ever filled from a word the lexicon cannot tell.
 */
function withKnownWords(plan: StoryPlan): StoryPlan {
  const known = (detail: PlanDetail) => {
    const id = detail.lexeme;
    if (id === null) return true;
    const lookups: Partial<Record<PlanDetail['kind'], (id: string) => unknown>> = {
      colour: lexicon.colour,
      animal: lexicon.animal,
      food: lexicon.food,
      activity: lexicon.activity,
      toy: lexicon.toy,
      clothing: (word) => lexicon.clothing(word) ?? lexicon.toy(word),
    };
    const lookup = lookups[detail.kind];
    return lookup ? lookup(id) !== undefined : true;
  };
  return {
    ...plan,
    siblings: plan.siblings.filter((sibling) => !absent(plan, sibling.name)),
    companion: lexicon.animal(plan.companion.kind) ? plan.companion : { ...plan.companion, kind: 'fox' },
    details: plan.details.map((detail) => ({
      ...detail,
      lexeme: known(detail) ? detail.lexeme : null,
      colour: detail.colour && lexicon.colour(detail.colour) ? detail.colour : null,
    })),
  };
}

/** The plan with its arc chosen and every detail accounted for. */
export function settlePlan(given: StoryPlan, variety: Variety): StoryPlan {
  const plan = withKnownWords(given);
  const options = { seed: variety.seed, recentTitles: variety.recentTitles, earlier: variety.earlier };
  let best: { arc: Arc; told: ToldStory; score: number } | undefined;
  for (const arc of candidates(plan, variety)) {
    const told = tellArc(plan, arc, options);
    const score = usedCount(told);
    if (!best || score > best.score) best = { arc, told, score };
  }
  if (!best) throw new Error(`No arc tells the theme ${plan.theme.id} for this age`);
  const achievementTold = best.told.uses.some((use) => use.slot === 'memory');
  const t = translator(plan.language);
  return {
    ...plan,
    theme: { ...plan.theme, sensitive: isSensitiveTheme(plan.theme.id) },
    story: { arc: best.arc.id, scenes: best.told.scenes.length },
    details: accounted(plan, best.told),
    achievement: plan.achievement && {
      ...plan.achievement,
      used: achievementTold,
      why: achievementTold ? null : t('plan.detail.noRoom'),
    },
  };
}
