import type { CallTime, Language, PlanDetail, PlanPerson, PlanPet, StoryPlan } from '@dreamweaver/contracts';
import { lexicon } from '../lexicon/index.ts';
import { lovedPlace, placeGoneTo, sayable } from './detail-words.ts';
import { stayOf } from './stay.ts';
import type { IllRole, OptionalSlot } from './types.ts';

// Which optional slots a plan fills, and from what: the one reading of the plan that both
// languages' slots are built from. A slot that records a detail names the detail, so the teller
// knows where each detail of the parent's was told.

export interface PlanFacts {
  colour?: PlanDetail;
  toy?: PlanDetail;
  clothing?: PlanDetail;
  food?: PlanDetail;
  activity?: PlanDetail;
  creature?: PlanDetail;
  /** A second favourite of a kind the lexicon knows, told once, in a dream at the goodnight. */
  also?: PlanDetail;
  /** A second thing in the parent's words, told once, at the goodnight. */
  alsoThing?: PlanDetail;
  /** An activity the child shared with the one who died. */
  together?: PlanDetail;
  thing?: PlanDetail;
  place?: PlanDetail;
  friend?: PlanPerson;
  grownups: PlanPerson[];
  homePet?: PlanPet;
  lost?: PlanPerson | PlanPet;
  keepsake?: PlanDetail;
  /** An activity the child did with the one the care story is about („zusammen Tomaten gepflanzt“ with Opa). */
  shared?: PlanDetail;
  /** Where that was, when the parent said it of that memory („[im Garten] gespielt“ with Bello: the place is theirs). */
  sharedPlace?: PlanDetail;
  /** What the one who died always did, as the parent remembers them ("used to sleep on the end of Jasper's bed"). */
  habit?: PlanDetail;
  /** What the child does now, again and again ("draws him a picture every evening"): for the one the care story is about, or for nobody. */
  ritual?: PlanDetail;
  away?: PlanPerson;
  ill?: PlanPerson;
  /** The ill one's stay in hospital, now or ahead, as the parent told it. */
  stay?: NonNullable<PlanPerson['hospital']>;
  /** Who looks after the child meanwhile (not the ill one): "Auntie Jo will stay with us". */
  carers: PlanPerson[];
  baby?: PlanPerson;
  /** The new baby is not born yet: waited for, never held or seen tonight. */
  expected: boolean;
  /** The one mum at home when the baby is on the way, whose tummy it grows in; none with two mums or none. */
  mumToBe?: PlanPerson;
  /** Two living parents (mum, dad, parent), the one the child lives with first. */
  parents?: [PlanPerson, PlanPerson];
}

const wanted = (plan: StoryPlan, kind: PlanDetail['kind'], known: (id: string) => unknown) =>
  plan.details.find((d) => d.wanted && d.kind === kind && d.owner === null && d.lexeme !== null && known(d.lexeme));

/**
 * An activity done with someone ("baking with her nan") is still the child's own: told as what the
 * child loves doing. Done with someone who died, it is theirs together, and the care arc's to tell.
 */
function lovedActivity(plan: StoryPlan): PlanDetail | undefined {
  const remembered = new Set([...plan.people, ...plan.pets].filter((w) => w.status === 'remembered').map((w) => w.id));
  return plan.details.find(
    (d) =>
      d.wanted &&
      d.kind === 'activity' &&
      (d.owner === null || !remembered.has(d.owner)) &&
      d.lexeme !== null &&
      lexicon.game(d.lexeme) !== undefined,
  );
}

const PARENTS = new Set(['mum', 'dad', 'parent', 'grandma', 'grandpa', 'aunt', 'uncle']);
const MUM_OR_DAD = new Set(['mum', 'dad', 'parent']);

function theParents(plan: StoryPlan): [PlanPerson, PlanPerson] | undefined {
  const parents = plan.people.filter((p) => p.status !== 'remembered' && MUM_OR_DAD.has(p.relation));
  if (parents.length < 2) return undefined;
  const [first, second] = [...parents].sort((a, b) => Number(b.livesWithChild) - Number(a.livesWithChild));
  return [first, second];
}

/** The one remembered is a mum, dad or parent (not a pet, not a grandparent). */
export function lostIsParent(facts: PlanFacts): boolean {
  return facts.lost !== undefined && !('kind' in facts.lost) && MUM_OR_DAD.has(facts.lost.relation);
}

function theOneRemembered(plan: StoryPlan): PlanPerson | PlanPet | undefined {
  const about = plan.theme.about;
  const all = [...plan.people, ...plan.pets];
  const named = about ? all.find((who) => who.id === about && who.status === 'remembered') : undefined;
  return named ?? all.find((who) => who.status === 'remembered');
}

/** The person the theme is about when they fit, else the first who fits. */
function theOneAbout(plan: StoryPlan, fits: (person: PlanPerson) => boolean): PlanPerson | undefined {
  const about = plan.people.find((p) => p.id === plan.theme.about && fits(p));
  return about ?? plan.people.find(fits);
}

/** Whether the new baby of a new-sibling story is still on the way. */
function babyExpected(plan: StoryPlan): boolean {
  return (
    plan.theme.id === 'new-sibling' && plan.people.some((p) => p.id === plan.theme.about && p.status === 'expected')
  );
}

/** The mum who carries the expected baby: the one mum at home (with two, the plan cannot say which). */
function mumToBe(plan: StoryPlan, grownups: readonly PlanPerson[]): PlanPerson | undefined {
  const mums = grownups.filter((p) => p.relation === 'mum');
  return babyExpected(plan) && mums.length === 1 ? mums[0] : undefined;
}

/** The new baby, only when the plan names them (a story says "the new baby" otherwise). */
function namedBaby(plan: StoryPlan): PlanPerson | undefined {
  const baby = plan.people.find((p) => p.id === plan.theme.about);
  return baby && (baby.name !== null || baby.calls !== null) ? baby : undefined;
}

/** What the ill one is to the child, and whether they are in hospital. */
export function illRole(person: PlanPerson): { role: IllRole; hospital: boolean } {
  const roles: Partial<Record<PlanPerson['relation'], IllRole>> = {
    sister: 'sibling',
    brother: 'sibling',
    grandma: 'grandparent',
    grandpa: 'grandparent',
    mum: 'parent',
    dad: 'parent',
    parent: 'parent',
  };
  return { role: roles[person.relation] ?? 'other', hospital: person.status === 'away' && person.away === 'hospital' };
}

const KNOWN: Partial<Record<PlanDetail['kind'], (id: string) => unknown>> = {
  animal: lexicon.animal,
  food: lexicon.food,
  toy: lexicon.toy,
  activity: lexicon.game,
  clothing: lexicon.clothing,
};

/** The first favourite the other slots leave over: an animal, food, toy, garment or activity of the child's own. */
function secondFavourite(plan: StoryPlan, chosen: readonly (PlanDetail | undefined)[]): PlanDetail | undefined {
  const taken = new Set(chosen.flatMap((d) => (d ? [d.id] : [])));
  const told = new Set(chosen.flatMap((d) => (d?.lexeme ? [`${d.kind}:${d.lexeme}`] : [])));
  told.add(`animal:${plan.companion.kind}`);
  return plan.details.find((d) => {
    const known = KNOWN[d.kind];
    if (!d.wanted || d.owner !== null || d.lexeme === null || !known || taken.has(d.id)) return false;
    return !told.has(`${d.kind}:${d.lexeme}`) && known(d.lexeme) !== undefined;
  });
}

/** The one a care theme is about, who things were done with: the one who died, is away, or is ill. */
const WITH_WHOM: Partial<Record<StoryPlan['theme']['id'], 'lost' | 'away' | 'ill'>> = {
  'death-person': 'lost',
  'death-pet': 'lost',
  'parent-away': 'away',
  'someone-ill': 'ill',
};

/** The wanted activity the parent told as done with the one the care story is about (its owner). */
function sharedWith(plan: StoryPlan, facts: Omit<PlanFacts, 'shared' | 'sharedPlace'>): PlanDetail | undefined {
  const role = WITH_WHOM[plan.theme.id];
  const who = role && facts[role];
  if (!who) return undefined;
  return plan.details.find(
    (d) => d.wanted && d.kind === 'activity' && d.owner === who.id && d.lexeme !== null && lexicon.activity(d.lexeme),
  );
}

/**
 * What the plan gives the slots. An activity shared with the one the care story is about is the
 * `shared` memory of that story's arcs; `together` (a death arc's own favourite passages) tells it only
 * when no care slot does, so one memory is never told twice in two ways.
 */
export function planFacts(plan: StoryPlan): PlanFacts {
  const facts = factsOf(plan);
  const shared = sharedWith(plan, facts);
  const about = facts.ill ?? facts.away ?? facts.lost;
  const ritual = plan.details.find(
    (d) => d.wanted && d.kind === 'ritual' && (d.owner === null || (about !== undefined && d.owner === about.id)),
  );
  const sharedPlace = shared ? lovedPlace(plan, shared.owner) : facts.lost && placeGoneTo(plan, facts.lost.id);
  return { ...facts, shared, sharedPlace, ritual, together: shared ? undefined : facts.together };
}

/** When the child talks with the one the care story is about (away or ill), in a language's words. */
export function callDayOf<T>(facts: PlanFacts, words: (time: CallTime) => T): (() => T) | undefined {
  const time = (facts.away ?? facts.ill)?.callsEvery;
  return time ? () => words(time) : undefined;
}

/** The one the care story is about may not be visited yet: no scene at their side. */
/** A companion whose name has a title is that one: "Mr Buttons" a he, „Frau Wuschel“ a she; else null. */
export function titledGender(name: string): 'm' | 'f' | null {
  const title = /^(Mrs|Ms|Miss|Mr|Frau|Herr)\.? /u.exec(name)?.[1];
  if (!title) return null;
  return title === 'Mr' || title === 'Herr' ? 'm' : 'f';
}

export const noVisits = (facts: PlanFacts): boolean => facts.ill?.noVisits === true || facts.away?.noVisits === true;

function factsOf(plan: StoryPlan): Omit<PlanFacts, 'shared' | 'sharedPlace' | 'ritual'> {
  const setting = lexicon.setting(plan.setting.id);
  const creature = plan.details.find((d) => {
    if (!d.wanted || d.kind !== 'animal' || d.lexeme === null || d.lexeme === plan.companion.kind) return false;
    const animal = lexicon.animal(d.lexeme);
    return animal !== undefined && (animal.lives === 'anywhere' || setting.lives.includes(animal.lives));
  });
  const lost = theOneRemembered(plan);
  const ill = theOneAbout(plan, (p) => p.status !== 'remembered' && p.health !== 'well');
  const here = plan.people.filter((p) => p.status === 'here');
  const grownups = here.filter((p) => p.livesWithChild && PARENTS.has(p.relation) && p.health === 'well');
  const toy = wanted(plan, 'toy', lexicon.toy);
  const clothing = wanted(plan, 'clothing', lexicon.clothing);
  const food = wanted(plan, 'food', lexicon.food);
  const activity = lovedActivity(plan);
  const things = plan.details.filter(
    (d) => d.wanted && d.kind === 'thing' && d.owner === null && sayable(d.words, plan.language),
  );
  return {
    colour: wanted(plan, 'colour', lexicon.colour),
    toy,
    clothing,
    food,
    activity,
    creature,
    also: secondFavourite(plan, [toy, clothing, food, creature, activity]),
    thing: things[0],
    alsoThing: things[1],
    together: lost
      ? plan.details.find(
          (d) =>
            d.wanted &&
            d.kind === 'activity' &&
            d.owner === lost.id &&
            d.lexeme !== null &&
            lexicon.activity(d.lexeme) !== undefined,
        )
      : undefined,
    place: lovedPlace(plan),
    friend: plan.people.find((p) => p.status !== 'remembered' && p.relation === 'friend' && p.name !== null),
    grownups,
    homePet: plan.pets.find((p) => p.status === 'here' && p.name !== null),
    lost,
    habit: lost ? plan.details.find((d) => d.wanted && d.kind === 'habit' && d.owner === lost.id) : undefined,
    keepsake: lost
      ? plan.details.find(
          (d) =>
            d.wanted &&
            d.owner === lost.id &&
            d.lexeme !== null &&
            ((d.kind === 'clothing' && lexicon.clothing(d.lexeme) !== undefined) ||
              (d.kind === 'toy' && lexicon.toy(d.lexeme) !== undefined)),
        )
      : undefined,
    away: theOneAbout(plan, (p) => p.status === 'away' && p.relation !== 'friend'),
    ill,
    stay: stayOf(ill),
    carers: plan.people.filter(
      (p) => p.looksAfterChild === true && p.status === 'here' && p.health === 'well' && p.id !== ill?.id,
    ),
    baby: plan.theme.id === 'new-sibling' ? namedBaby(plan) : undefined,
    expected: babyExpected(plan),
    mumToBe: mumToBe(plan, grownups),
    parents: theParents(plan),
  };
}

/** The optional slots a plan fills, in either language. */
export function filledSlots(plan: StoryPlan, facts: PlanFacts): Set<OptionalSlot> {
  const slots = new Set<OptionalSlot>();
  const add = (slot: OptionalSlot, present: unknown) => {
    if (present) slots.add(slot);
  };
  add('colour', facts.colour);
  add('toy', facts.toy);
  add('clothing', facts.clothing);
  add('food', facts.food);
  add('activity', facts.activity);
  add('creature', facts.creature);
  add('also', facts.also);
  add('alsoThing', facts.alsoThing);
  add('together', facts.together);
  add('thing', facts.thing);
  add('place', facts.place);
  add('memory', plan.achievement);
  add('friend', facts.friend);
  add('grownups', facts.grownups.length > 0);
  add('homePet', facts.homePet);
  add('siblings', plan.siblings.length > 0);
  add('sibling', plan.siblings.length === 1);
  add('baby', facts.baby);
  add('expected', facts.expected);
  add('mumToBe', facts.mumToBe);
  add('lost', facts.lost);
  add('keepsake', facts.keepsake);
  add('shared', facts.shared);
  add('sharedPlace', facts.sharedPlace);
  add('habit', facts.habit);
  add('away', facts.away);
  add('ill', facts.ill);
  add('stay', facts.stay);
  add('staySoon', facts.stay && facts.stay.when !== 'now');
  add('stayDays', facts.stay && facts.stay.days !== null);
  add('carer', facts.carers.length > 0);
  add('callDay', (facts.away ?? facts.ill)?.callsEvery);
  add('dementia', facts.ill?.health === 'dementia');
  add('noVisits', noVisits(facts));
  add('ritual', facts.ritual);
  add('aid', plan.hero.aids.length > 0);
  add('star', plan.care.afterlife === 'star');
  add('heaven', plan.care.afterlife === 'heaven');
  add('practise', plan.care.practise);
  add('series', plan.series?.previous);
  add('toyPal', plan.companion.toy);
  add('petPal', plan.companion.own && !plan.companion.toy);
  add('lostParent', lostIsParent(facts));
  add('parents', facts.parents);
  return slots;
}

/**
 * The child's ritual, told as done tonight: its verb's past from the lexicon ("drew", „zeichnete“),
 * never the parent's present-tense words in a past-tense scene. One whose doing the lexicon does
 * not know, or whose past is more than one word, is not told there.
 */
export function ritualOf(
  ritual: PlanFacts['ritual'],
  language: Language,
): (() => { words: string; past: string }) | undefined {
  const past = ritual?.lexeme ? lexicon.activity(ritual.lexeme)?.forms[language].past : undefined;
  if (!ritual || !past || past.includes(' ')) return undefined;
  return () => ({ words: ritual.words, past });
}
