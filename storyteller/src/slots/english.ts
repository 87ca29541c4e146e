import type { PlanDetail, PlanPerson, PlanPet, StoryPlan } from '@dreamweaver/contracts';
import { lexicon } from '../lexicon/index.ts';
import { englishNounPhrase, englishPossessive, type EnNounPhrase } from '../lexicon/noun-phrase.ts';
import { pluralOf, RELATIONS } from '../lexicon/relations.ts';
import type { EnNounSpec } from '../lexicon/settings/types.ts';
import type { BodyKind } from '../lexicon/types.ts';
import { calledOnce } from './called-once.ts';
import { callDayOf, illRole, lostIsParent, noVisits, type PlanFacts, ritualOf, titledGender } from './plan-facts.ts';
import { isLittle, type SlotsContext } from './context.ts';
import { withPlaceLines } from './place-lines.ts';
import { enCallDay, enStay, enStayDays } from './stay.ts';
import type { EnOptional, EnPerson, EnPlace, EnSlots } from './types.ts';

// The English slots of one telling, from the plan and the lexicon. Optional slots are getters that
// tell the teller each time they are used: what has been said is state, never found again in text.

type Pronoun = 'he' | 'she' | 'they';

const HERO_WORDS: Record<
  Pronoun,
  Omit<
    EnSlots,
    | 'name'
    | 'pal'
    | 'palKind'
    | 'palHe'
    | 'PalHe'
    | 'palHim'
    | 'palHis'
    | 'paws'
    | 'paw'
    | 'where'
    | 'lullaby'
    | 'sight'
  >
> = {
  he: {
    he: 'he',
    He: 'He',
    him: 'him',
    his: 'his',
    His: 'His',
    himself: 'himself',
    was: 'was',
    is: 'is',
    has: 'has',
    does: 'does',
  },
  she: {
    he: 'she',
    He: 'She',
    him: 'her',
    his: 'her',
    His: 'Her',
    himself: 'herself',
    was: 'was',
    is: 'is',
    has: 'has',
    does: 'does',
  },
  they: {
    he: 'they',
    He: 'They',
    him: 'them',
    his: 'their',
    His: 'Their',
    himself: 'themselves',
    was: 'were',
    is: 'are',
    has: 'have',
    does: 'do',
  },
};

const BODY: Record<BodyKind, [string, string]> = {
  paw: ['paw', 'paws'],
  wing: ['wing', 'wings'],
  fin: ['fin', 'fins'],
  hoof: ['hoof', 'hooves'],
  hand: ['hand', 'hands'],
  tentacle: ['tentacle', 'tentacles'],
  flipper: ['flipper', 'flippers'],
  claw: ['claw', 'claws'],
  feeler: ['feeler', 'feelers'],
  tail: ['tail', 'tails'],
};

export const LULLABIES_EN = [
  'Hush now, the night is soft, and all is well',
  'Sleep, little one, the stars will keep watch',
  'The moon is up, the day is done, goodnight to everyone',
  'Close your eyes, the night is kind, and dreams are waiting',
  'Softly, softly, the world goes to sleep',
  'Rock-a-bye, the sky is deep, the stars are out, so sleep',
  'Hush-a-bye, the moon is high, and every star sings lullaby',
  'Snug and warm, the night is here, all you love is near',
  'Little boat of dreams, sail slow, where the soft winds blow',
  'Blanket of blue, blanket of night, the stars hold you tight',
  'Sleepy owl and sleepy bear, dreams are waiting everywhere',
  'Lullay, lullay, the day is through, the night keeps watch on you',
];

function spec(noun: EnNounSpec, his: string): EnNounPhrase {
  return englishNounPhrase(noun.forms, his, noun.adjective);
}

function personName(person: PlanPerson): string {
  const calls = RELATIONS[person.relation].en.calls;
  if (person.calls) return person.calls;
  if (person.name && ['grandma', 'grandpa', 'aunt', 'uncle'].includes(person.relation))
    return `${calls} ${person.name}`;
  return person.name ?? calls;
}

const PERSON_PRONOUN: Record<string, Pronoun> = {
  mum: 'she',
  grandma: 'she',
  sister: 'she',
  aunt: 'she',
  dad: 'he',
  grandpa: 'he',
  brother: 'he',
  uncle: 'he',
};

function person(who: PlanPerson | PlanPet, heroHis: string): EnPerson {
  const isPet = 'kind' in who;
  const kind = isPet ? (lexicon.animal(who.kind)?.forms.en.noun ?? who.kind) : RELATIONS[who.relation].en.noun;
  const name = isPet ? (who.name ?? `the ${kind}`) : personName(who);
  const pronoun: Pronoun = isPet ? 'they' : (PERSON_PRONOUN[who.relation] ?? 'they');
  const words = isPet ? { he: 'it', He: 'It', him: 'it', his: 'its' } : HERO_WORDS[pronoun];
  return { name, his: `${heroHis} ${kind}`, he: words.he, He: words.He, him: words.him, hisOwn: words.his, kind };
}

function place(plan: StoryPlan, his: string, context: SlotsContext): EnPlace {
  const text = lexicon.setting(plan.setting.id).en;
  const {
    sights: _s,
    ways: _w,
    guides: _g,
    nightfalls: _n,
    weathers: _we,
    otherGuideName: _o,
    little: _l,
    ...words
  } = text;
  return withPlaceLines(
    {
      ...words,
      creature: spec(text.creature, his),
      treasure: spec(text.treasure, his),
      gift: spec(text.gift, his),
    },
    plan,
    text,
    context,
  );
}

/** A stable pick for one child and companion, so a series keeps its song and the companion stays he or she. */
function stableIndex(text: string, size: number): number {
  let hash = 7;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % size;
}

export function englishSlots(plan: StoryPlan, facts: PlanFacts, context: SlotsContext): EnSlots & EnOptional {
  const hero = HERO_WORDS[plan.hero.pronoun];
  const his = plan.hero.pronoun === 'they' ? englishPossessive(plan.hero.name) : hero.his;
  const animal = lexicon.animal(plan.companion.kind);
  const titled = titledGender(plan.companion.name);
  const palPronoun: Pronoun = titled
    ? titled === 'm'
      ? 'he'
      : 'she'
    : stableIndex(plan.companion.name, 2) === 0
      ? 'he'
      : 'she';
  const pal = HERO_WORDS[palPronoun];
  const [paw, paws] = BODY[plan.companion.toy ? 'paw' : (animal?.body ?? 'paw')];
  const kindNoun = animal?.forms.en.noun ?? plan.companion.kind;
  const base: EnSlots = {
    name: plan.hero.name,
    ...hero,
    pal: plan.companion.name,
    palKind: plan.companion.toy ? `cuddly ${kindNoun}` : `little ${kindNoun}`,
    palHe: pal.he,
    PalHe: pal.He,
    palHim: pal.him,
    palHis: pal.his,
    paws,
    paw,
    where: place(plan, his, context),
    lullaby: LULLABIES_EN[stableIndex(`${plan.hero.name}/${plan.companion.name}`, LULLABIES_EN.length)],
    sight: () => {
      const text = lexicon.setting(plan.setting.id).en;
      return context.nextSight(isLittle(plan) ? text.little.sights : text.sights);
    },
  };
  return withOptional(base, plan, facts, context, his);
}

function withOptional(base: EnSlots, plan: StoryPlan, facts: PlanFacts, context: SlotsContext, his: string) {
  const colourOf = (id: string | null) => (id ? lexicon.colour(id)?.forms.en.adjective : undefined);
  const noun = (detail: NonNullable<PlanFacts['toy']>, entry: { forms: { en: EnNounSpec['forms'] } } | undefined) =>
    englishNounPhrase(entry!.forms.en, his, colourOf(detail.colour));
  const optional: { [K in keyof EnOptional]?: () => EnOptional[K] } = {
    colour: facts.colour && (() => ({ adjective: colourOf(facts.colour!.lexeme)! })),
    toy:
      facts.toy &&
      (() => {
        const entry = lexicon.toy(facts.toy!.lexeme!)!;
        return { ...noun(facts.toy!, entry), cuddly: entry.cuddly };
      }),
    clothing: facts.clothing && (() => noun(facts.clothing!, lexicon.clothing(facts.clothing!.lexeme!))),
    food:
      facts.food &&
      (() => {
        const entry = lexicon.food(facts.food!.lexeme!)!;
        return { ...englishNounPhrase(entry.forms.en, his), warm: entry.warm === true, crumbs: entry.crumbs === true };
      }),
    activity:
      facts.activity &&
      (() => {
        const entry = lexicon.activity(facts.activity!.lexeme!)!;
        return { ...entry.forms.en, quiet: entry.quiet };
      }),
    creature:
      facts.creature && (() => englishNounPhrase(lexicon.animal(facts.creature!.lexeme!)!.forms.en, his, 'little')),
    also: facts.also && (() => alsoPhrase(facts.also!, his)),
    thing: facts.thing && (() => ({ words: facts.thing!.words })),
    alsoThing: facts.alsoThing && (() => ({ words: facts.alsoThing!.words })),
    together: facts.together && (() => ({ ing: lexicon.activity(facts.together!.lexeme!)!.forms.en.ing })),
    place: facts.place && (() => ({ words: facts.place!.words })),
    memory: plan.achievement ? () => ({ words: plan.achievement!.words, kind: plan.achievement!.kind }) : undefined,
    friend: facts.friend && (() => person(facts.friend!, base.his)),
    grownups: facts.grownups.length > 0 ? () => grownups(facts.grownups) : undefined,
    homePet: facts.homePet && (() => person(facts.homePet!, base.his)),
    siblings:
      plan.siblings.length > 0
        ? () => ({ names: names(plan.siblings.map((s) => s.name)), count: plan.siblings.length })
        : undefined,
    sibling: plan.siblings.length === 1 ? () => sibling(plan, base.his) : undefined,
    baby:
      facts.baby && (() => ({ ...person(facts.baby!, base.his), word: BABY_WORDS[facts.baby!.relation] ?? 'baby' })),
    expected: facts.expected ? () => true as const : undefined,
    mumToBe: facts.mumToBe && (() => person(facts.mumToBe!, base.his)),
    ...careSlots(facts, base.his),
    aid: plan.hero.aids.length > 0 ? () => aid(plan.hero.aids[0], his) : undefined,
    star: plan.care.afterlife === 'star' ? () => true as const : undefined,
    heaven: plan.care.afterlife === 'heaven' ? () => true as const : undefined,
    practise: plan.care.practise ? () => true as const : undefined,
    toyPal: plan.companion.toy ? () => true as const : undefined,
    petPal: plan.companion.own && !plan.companion.toy ? () => true as const : undefined,
    lostParent: lostIsParent(facts) ? () => true as const : undefined,
    parents:
      facts.parents &&
      (() => ({ first: person(facts.parents![0], base.his), second: person(facts.parents![1], base.his) })),
    series: context.seriesRecap
      ? () => ({ recap: context.seriesRecap!('en'), episode: plan.series!.episode })
      : undefined,
  };
  return context.withRecording(base, optional) as EnSlots & EnOptional;
}

/** A second favourite as a noun phrase: a little animal, a food, the child's own toy or garment. */
function alsoPhrase(detail: PlanDetail, his: string): EnOptional['also'] {
  const id = detail.lexeme!;
  const colour = detail.colour ? lexicon.colour(detail.colour)?.forms.en.adjective : undefined;
  if (detail.kind === 'animal') return { one: englishNounPhrase(lexicon.animal(id)!.forms.en, his, 'little').a };
  if (detail.kind === 'food') return { one: englishNounPhrase(lexicon.food(id)!.forms.en, his).a };
  if (detail.kind === 'activity') return { one: lexicon.activity(id)!.forms.en.ing };
  const entry = detail.kind === 'toy' ? lexicon.toy(id) : lexicon.clothing(id);
  return { one: englishNounPhrase(entry!.forms.en, his, colour).his };
}

const BABY_WORDS: Partial<Record<PlanPerson['relation'], string>> = { sister: 'baby sister', brother: 'baby brother' };

function names(list: string[]): string {
  return list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
}

function grownups(people: PlanPerson[]): EnOptional['grownups'] {
  const one = people.length === 1;
  const pronoun = one ? (PERSON_PRONOUN[people[0].relation] ?? 'they') : 'they';
  const said = calledOnce(people, personName).map(({ name, person, count }) =>
    count === 1 ? name : `${count === 2 ? 'both' : 'all the'} ${pluralOf(person.relation, 'en')}`,
  );
  return { names: names(said), they: pronoun, one };
}

function sibling(plan: StoryPlan, heroHis: string): EnOptional['sibling'] {
  const s = plan.siblings[0];
  const words = HERO_WORDS[s.pronoun];
  const older = s.age !== null && plan.hero.age !== null && s.age > plan.hero.age;
  const kind = s.pronoun === 'she' ? 'sister' : s.pronoun === 'he' ? 'brother' : 'sibling';
  return {
    name: s.name,
    his: `${heroHis} ${older ? 'big' : 'little'} ${kind}`,
    he: words.he,
    He: words.He,
    him: words.him,
    hisOwn: words.his,
    kind,
    role: s.role,
    little: s.age !== null && s.age < 4,
    baby: s.age !== null && s.age < 2,
    big: older,
  };
}

function keepsake(facts: PlanFacts, heroHis: string): EnOptional['keepsake'] {
  const detail = facts.keepsake!;
  const entry = lexicon.clothing(detail.lexeme!) ?? lexicon.toy(detail.lexeme!);
  const colour = detail.colour ? lexicon.colour(detail.colour)?.forms.en.adjective : undefined;
  const owner = person(facts.lost!, heroHis);
  const phrase = englishNounPhrase(entry!.forms.en, englishPossessive(owner.name), colour);
  return { ...phrase, of: phrase.his };
}

const AIDS: Record<string, string> = {
  wheelchair: 'wheelchair',
  'hearing-aid': 'hearing aid',
  glasses: 'glasses',
  cane: 'cane',
  walker: 'walker',
  prosthesis: 'new leg',
};

function aid(kind: string, his: string): EnOptional['aid'] {
  const noun = AIDS[kind] ?? kind;
  return { ...englishNounPhrase({ noun, pluralOnly: kind === 'glasses' }, his), kind };
}

/** The slots of someone who died, is away or ill, and the care around them. */
function careSlots(facts: PlanFacts, his: string): { [K in keyof EnOptional]?: () => EnOptional[K] } {
  return {
    lost: facts.lost && (() => person(facts.lost!, his)),
    keepsake: facts.keepsake && (() => keepsake(facts, his)),
    shared:
      facts.shared &&
      (() => {
        const entry = lexicon.activity(facts.shared!.lexeme!)!;
        return { ...entry.forms.en, quiet: entry.quiet };
      }),
    sharedPlace: facts.sharedPlace && (() => ({ words: facts.sharedPlace!.words })),
    habit: facts.habit && (() => ({ words: facts.habit!.words })),
    away: facts.away && (() => ({ ...person(facts.away!, his), reason: facts.away!.away })),
    ill:
      facts.ill &&
      (() => ({ ...person(facts.ill!, his), dementia: facts.ill!.health === 'dementia', ...illRole(facts.ill!) })),
    stay: facts.stay && (() => enStay(facts.stay!)),
    staySoon: facts.stay && facts.stay.when !== 'now' ? () => true as const : undefined,
    stayDays: facts.stay?.days ? () => enStayDays(facts.stay!.days!) : undefined,
    carer: facts.carers.length > 0 ? () => grownups(facts.carers) : undefined,
    callDay: callDayOf(facts, enCallDay),
    dementia: facts.ill?.health === 'dementia' ? () => true as const : undefined,
    noVisits: noVisits(facts) ? () => true as const : undefined,
    ritual: ritualOf(facts.ritual, 'en'),
  };
}
