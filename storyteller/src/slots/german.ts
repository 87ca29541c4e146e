import type { PlanDetail, PlanPerson, PlanPet, StoryPlan } from '@dreamweaver/contracts';
import { lexicon } from '../lexicon/index.ts';
import {
  germanGenitive,
  germanNounPhrase,
  germanPronoun,
  type DeNounPhrase,
  type DeOwner,
} from '../lexicon/noun-phrase.ts';
import { pluralOf, RELATIONS } from '../lexicon/relations.ts';
import { germanCuddly } from '../lexicon/toys.ts';
import type { DeNounSpec } from '../lexicon/settings/types.ts';
import type { BodyKind, DeNounForms, Gender } from '../lexicon/types.ts';
import { isLittle, type SlotsContext } from './context.ts';
import { withPlaceLines } from './place-lines.ts';
import { deCallDay, deStay, deStayDays } from './stay.ts';
import { habitForms, sharedForms, verbSecond } from './german-memory.ts';
import { calledOnce } from './called-once.ts';
import { callDayOf, illRole, lostIsParent, noVisits, type PlanFacts, ritualOf, titledGender } from './plan-facts.ts';
import type { DeOptional, DePerson, DePlace, DeSlots } from './types.ts';

// Die deutschen Slots einer Erzählung: aus dem Plan und dem Lexikon, mit Artikel, Fall und
// Possessiv an einer Stelle. Ohne bekanntes Pronomen steht der Name (nie „er/sie“).

export const LULLABIES_DE = [
  'Schlaf nun ein, die Nacht ist weich, und alles ist gut',
  'Still, ganz still, die Sterne halten Wacht',
  'Mond ist da, der Tag ist aus, gute Nacht, du ganzes Haus',
  'Mach die Augen zu, die Nacht ist gut, und Träume warten schon',
  'Leise, leise schläft die Welt nun ein',
  'Wiege, wiege, weit und breit, die Sterne sind da, es ist Schlafenszeit',
  'Eia popeia, der Mond steht hoch, und alle Sterne singen noch',
  'Warm und weich, die Nacht ist nah, wer dich liebt, ist da',
  'Kleines Traumboot, fahr ganz sacht, übers Meer durch die stille Nacht',
  'Sternlein blinkt, der Mond, der lacht, er wünscht dir eine gute Nacht',
  'Müde Eule, müder Bär, Träume kommen von überall her',
  'Schlaf, mein Schatz, der Tag ist aus, die Nacht hütet das Haus',
];

const BODY: Record<BodyKind, DeNounForms> = {
  paw: { noun: 'Pfote', gender: 'f', plural: 'Pfoten' },
  wing: { noun: 'Flügel', gender: 'm', plural: 'Flügel' },
  fin: { noun: 'Flosse', gender: 'f', plural: 'Flossen' },
  hoof: { noun: 'Huf', gender: 'm', plural: 'Hufe' },
  hand: { noun: 'Hand', gender: 'f', plural: 'Hände' },
  tentacle: { noun: 'Fangarm', gender: 'm', plural: 'Fangarme' },
  flipper: { noun: 'Flosse', gender: 'f', plural: 'Flossen' },
  claw: { noun: 'Kralle', gender: 'f', plural: 'Krallen' },
  feeler: { noun: 'Fühler', gender: 'm', plural: 'Fühler' },
  tail: { noun: 'Schwanz', gender: 'm', plural: 'Schwänze' },
};

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function stableIndex(text: string, size: number): number {
  let hash = 7;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % size;
}

function heroOwner(plan: StoryPlan): DeOwner {
  if (plan.hero.pronoun === 'he') return { possessive: 'sein' };
  if (plan.hero.pronoun === 'she') return { possessive: 'ihr' };
  return { genitive: germanGenitive(plan.hero.name) };
}

function possessive(owner: DeOwner): (ending: string) => string {
  if ('genitive' in owner) return () => owner.genitive;
  if ('definite' in owner) throw new Error('the hero always has a possessive or a genitive');
  return (ending) => `${owner.possessive}${ending}`;
}

function spec(noun: DeNounSpec, owner: DeOwner): DeNounPhrase {
  return germanNounPhrase(noun.forms, owner, noun.adjective);
}

function place(plan: StoryPlan, owner: DeOwner, context: SlotsContext): DePlace {
  const text = lexicon.setting(plan.setting.id).de;
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
      creature: spec(text.creature, owner),
      treasure: spec(text.treasure, owner),
      gift: spec(text.gift, owner),
    },
    plan,
    text,
    context,
  );
}

const PERSON_GENDER: Partial<Record<PlanPerson['relation'], Gender>> = {
  mum: 'f',
  grandma: 'f',
  sister: 'f',
  aunt: 'f',
  teacher: 'f',
  dad: 'm',
  grandpa: 'm',
  brother: 'm',
  uncle: 'm',
  cousin: 'm',
  friend: 'm',
};

function personName(person: PlanPerson): string {
  const calls = RELATIONS[person.relation].de.calls;
  if (person.calls) return person.calls;
  if (person.name && ['grandma', 'grandpa', 'aunt', 'uncle'].includes(person.relation))
    return `${calls} ${person.name}`;
  return person.name ?? calls;
}

function person(who: PlanPerson | PlanPet, owner: DeOwner): DePerson {
  const isPet = 'kind' in who;
  const forms: DeNounForms = isPet
    ? (lexicon.animal(who.kind)?.forms.de ?? { noun: 'Tier', gender: 'n' })
    : {
        noun: RELATIONS[who.relation].de.noun,
        gender: PERSON_GENDER[who.relation] ?? RELATIONS[who.relation].de.gender,
      };
  const name = isPet
    ? (who.name ?? `${forms.gender === 'f' ? 'die' : forms.gender === 'm' ? 'der' : 'das'} ${forms.noun}`)
    : personName(who);
  const gender = forms.gender;
  const er = germanPronoun(gender);
  const own = gender === 'f' ? 'ihr' : 'sein';
  return {
    name,
    genitive: germanGenitive(name),
    sein: germanNounPhrase(forms, owner).sein,
    er,
    Er: capital(er.nom),
    seinOwn: (ending) => `${own}${ending}`,
    kind: forms.noun,
  };
}

export function germanSlots(plan: StoryPlan, facts: PlanFacts, context: SlotsContext): DeSlots & DeOptional {
  const owner = heroOwner(plan);
  const name = plan.hero.name;
  const pronoun = plan.hero.pronoun;
  const er = pronoun === 'he' ? 'er' : pronoun === 'she' ? 'sie' : name;
  const animal = lexicon.animal(plan.companion.kind);
  const palForms: DeNounForms = animal?.forms.de ?? { noun: 'Tier', gender: 'n' };
  const palGender = titledGender(plan.companion.name) ?? palForms.gender;
  const palPronoun = germanPronoun(palGender);
  const body = BODY[plan.companion.toy ? 'paw' : (animal?.body ?? 'paw')];
  const cuddly = plan.companion.toy ? germanCuddly(palForms) : null;
  const kind = cuddly
    ? germanNounPhrase(cuddly, owner)
    : germanNounPhrase(palForms, owner, { stem: plan.companion.toy ? 'kuschelig' : 'klein' });
  const paw = germanNounPhrase(body, owner);
  const base: DeSlots = {
    name,
    er,
    Er: capital(er),
    ihn: pronoun === 'he' ? 'ihn' : pronoun === 'she' ? 'sie' : name,
    ihm: pronoun === 'he' ? 'ihm' : pronoun === 'she' ? 'ihr' : name,
    sein: possessive(owner),
    Sein: (ending) => capital(possessive(owner)(ending)),
    sich: 'sich',
    pal: plan.companion.name,
    palKind: { ...kind.bare, der: kind.der, ein: kind.ein, sein: kind.sein },
    palEr: palPronoun.nom,
    PalEr: capital(palPronoun.nom),
    palIhn: palPronoun.acc,
    palIhm: palPronoun.dat,
    palSein: (ending) => `${palGender === 'f' ? 'ihr' : 'sein'}${ending}`,
    paws: body.plural ?? body.noun,
    paw: { der: paw.der, ein: paw.ein },
    where: place(plan, owner, context),
    lullaby: LULLABIES_DE[stableIndex(`${plan.hero.name}/${plan.companion.name}`, LULLABIES_DE.length)],
    sight: () => {
      const text = lexicon.setting(plan.setting.id).de;
      return context.nextSight(isLittle(plan) ? text.little.sights : text.sights);
    },
  };
  return withOptional(base, plan, facts, context, owner);
}

function withOptional(base: DeSlots, plan: StoryPlan, facts: PlanFacts, context: SlotsContext, owner: DeOwner) {
  const colourOf = (id: string | null) => (id ? lexicon.colour(id)?.forms.de : undefined);
  const noun = (detail: NonNullable<PlanFacts['toy']>, entry: { forms: { de: DeNounForms } } | undefined) =>
    germanNounPhrase(entry!.forms.de, owner, colourOf(detail.colour));
  const optional: { [K in keyof DeOptional]?: () => DeOptional[K] } = {
    colour:
      facts.colour &&
      (() => {
        const forms = colourOf(facts.colour!.lexeme)!;
        return { stem: forms.stem, noun: forms.noun };
      }),
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
        return { ...germanNounPhrase(entry.forms.de, owner), warm: entry.warm === true, crumbs: entry.crumbs === true };
      }),
    activity:
      facts.activity &&
      (() => {
        const entry = lexicon.activity(facts.activity!.lexeme!)!;
        return { ...entry.forms.de, pastAfter: verbSecond(entry.forms.de.past), quiet: entry.quiet };
      }),
    creature:
      facts.creature &&
      (() => germanNounPhrase(lexicon.animal(facts.creature!.lexeme!)!.forms.de, owner, { stem: 'klein' })),
    also: facts.also && (() => alsoPhrase(facts.also!, owner)),
    thing: facts.thing && (() => ({ words: facts.thing!.words })),
    alsoThing: facts.alsoThing && (() => ({ words: facts.alsoThing!.words })),
    together: facts.together && (() => together(facts.together!)),
    place: facts.place && (() => ({ words: facts.place!.words })),
    memory: plan.achievement ? () => ({ words: plan.achievement!.words, kind: plan.achievement!.kind }) : undefined,
    friend: facts.friend && (() => person(facts.friend!, owner)),
    grownups: facts.grownups.length > 0 ? () => grownups(facts.grownups) : undefined,
    homePet: facts.homePet && (() => person(facts.homePet!, owner)),
    siblings:
      plan.siblings.length > 0
        ? () => ({ names: names(plan.siblings.map((s) => s.name)), count: plan.siblings.length })
        : undefined,
    sibling: plan.siblings.length === 1 ? () => sibling(plan, owner) : undefined,
    baby: facts.baby && (() => baby(facts.baby!, owner)),
    expected: facts.expected ? () => true as const : undefined,
    mumToBe: facts.mumToBe && (() => person(facts.mumToBe!, owner)),
    ...careSlots(facts, owner),
    aid: plan.hero.aids.length > 0 ? () => aid(plan.hero.aids[0], owner) : undefined,
    star: plan.care.afterlife === 'star' ? () => true as const : undefined,
    heaven: plan.care.afterlife === 'heaven' ? () => true as const : undefined,
    practise: plan.care.practise ? () => true as const : undefined,
    toyPal: plan.companion.toy ? () => true as const : undefined,
    petPal: plan.companion.own && !plan.companion.toy ? () => true as const : undefined,
    lostParent: lostIsParent(facts) ? () => true as const : undefined,
    parents:
      facts.parents && (() => ({ first: person(facts.parents![0], owner), second: person(facts.parents![1], owner) })),
    series: context.seriesRecap
      ? () => ({ recap: context.seriesRecap!('de'), episode: plan.series!.episode })
      : undefined,
  };
  return context.withRecording(base, optional) as DeSlots & DeOptional;
}

/** The new baby: a sister is „sie“, a brother „er“, a baby of whom the plan says neither is „es“, like „das Baby“. */
function baby(who: PlanPerson, owner: DeOwner): DeOptional['baby'] {
  const word =
    who.relation === 'sister' ? 'Schwesterchen' : who.relation === 'brother' ? 'Brüderchen' : 'Geschwisterchen';
  const known = who.relation === 'sister' || who.relation === 'brother';
  const er = germanPronoun(known ? (who.relation === 'sister' ? 'f' : 'm') : 'n');
  return {
    ...person(who, owner),
    er,
    Er: capital(er.nom),
    seinOwn: (ending) => `${who.relation === 'sister' ? 'ihr' : 'sein'}${ending}`,
    word,
  };
}

function names(list: string[]): string {
  return list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} und ${list.at(-1)}`;
}

/** „Mama und Papa“; two the parent did not name are „beide Mamas“, dative „beiden Mamas“. */
function grownups(people: PlanPerson[]): DeOptional['grownups'] {
  const groups = calledOnce(people, personName);
  const said = (both: string, all: string) =>
    names(
      groups.map(({ name, person, count }) =>
        count === 1 ? name : `${count === 2 ? both : all} ${pluralOf(person.relation, 'de')}`,
      ),
    );
  return { names: said('beide', 'alle'), dat: said('beiden', 'allen'), plural: people.length > 1 };
}

function sibling(plan: StoryPlan, owner: DeOwner): DeOptional['sibling'] {
  const s = plan.siblings[0];
  const older = s.age !== null && plan.hero.age !== null && s.age > plan.hero.age;
  const gender: Gender = s.pronoun === 'she' ? 'f' : 'm';
  const forms: DeNounForms = { noun: gender === 'f' ? 'Schwester' : 'Bruder', gender };
  const er = germanPronoun(gender);
  const adjective = { stem: older ? 'groß' : 'klein' };
  return {
    name: s.name,
    genitive: germanGenitive(s.name),
    sein: germanNounPhrase(forms, owner, adjective).sein,
    er,
    Er: capital(er.nom),
    seinOwn: (ending) => `${gender === 'f' ? 'ihr' : 'sein'}${ending}`,
    kind: forms.noun,
    role: s.role,
    little: s.age !== null && s.age < 4,
    baby: s.age !== null && s.age < 2,
    big: older,
  };
}

/** An activity shared with the one who died: „angeln“, „das Angeln“ / „dem Angeln“. */
function together(detail: PlanDetail): DeOptional['together'] {
  const forms = lexicon.activity(detail.lexeme!)!.forms.de;
  return {
    infinitive: forms.infinitive,
    noun: { nom: forms.noun, acc: forms.noun, dat: forms.noun.replace(/^das /, 'dem ') },
  };
}

/** A second favourite: ein kleines Seepferdchen, Pommes, sein roter Bagger (the child's own). */
function alsoPhrase(detail: PlanDetail, owner: DeOwner): DeOptional['also'] {
  const id = detail.lexeme!;
  const colour = detail.colour ? lexicon.colour(detail.colour)?.forms.de : undefined;
  if (detail.kind === 'animal')
    return { one: germanNounPhrase(lexicon.animal(id)!.forms.de, owner, { stem: 'klein' }).ein };
  if (detail.kind === 'food') return { one: germanNounPhrase(lexicon.food(id)!.forms.de, owner).ein };
  // An activity's noun is a neuter one made of the verb, with its article: „das Geigespielen“.
  const noun = detail.kind === 'activity' ? lexicon.activity(id)!.forms.de.noun : undefined;
  if (noun) return { one: { nom: noun, acc: noun, dat: noun.replace(/^das /, 'dem ') } };
  const entry = detail.kind === 'toy' ? lexicon.toy(id) : lexicon.clothing(id);
  return { one: germanNounPhrase(entry!.forms.de, owner, colour).sein };
}

function keepsake(facts: PlanFacts, owner: DeOwner): DeOptional['keepsake'] {
  const detail = facts.keepsake!;
  const entry = lexicon.clothing(detail.lexeme!) ?? lexicon.toy(detail.lexeme!);
  const colour = detail.colour ? lexicon.colour(detail.colour)?.forms.de : undefined;
  const lost = person(facts.lost!, owner);
  const theirs = germanNounPhrase(entry!.forms.de, { genitive: lost.genitive }, colour);
  return { ...germanNounPhrase(entry!.forms.de, owner, colour), of: theirs.sein };
}

const AIDS: Record<string, DeNounForms> = {
  wheelchair: { noun: 'Rollstuhl', gender: 'm' },
  'hearing-aid': { noun: 'Hörgerät', gender: 'n' },
  glasses: { noun: 'Brille', gender: 'f' },
  cane: { noun: 'Stock', gender: 'm' },
  walker: { noun: 'Gehhilfe', gender: 'f' },
  prosthesis: { noun: 'Prothese', gender: 'f' },
};

function aid(kind: string, owner: DeOwner): DeOptional['aid'] {
  return { ...germanNounPhrase(AIDS[kind] ?? { noun: 'Hilfsmittel', gender: 'n' }, owner), kind };
}

/** The slots of someone who died, is away or ill, and the care around them. */
function careSlots(facts: PlanFacts, owner: DeOwner): { [K in keyof DeOptional]?: () => DeOptional[K] } {
  return {
    lost: facts.lost && (() => person(facts.lost!, owner)),
    keepsake: facts.keepsake && (() => keepsake(facts, owner)),
    shared: facts.shared && (() => sharedForms(facts.shared!.lexeme!)),
    sharedPlace: facts.sharedPlace && (() => ({ words: facts.sharedPlace!.words })),
    habit: facts.habit && (() => habitForms(facts.habit!.words)),
    away: facts.away && (() => ({ ...person(facts.away!, owner), reason: facts.away!.away })),
    ill:
      facts.ill &&
      (() => ({ ...person(facts.ill!, owner), dementia: facts.ill!.health === 'dementia', ...illRole(facts.ill!) })),
    stay: facts.stay && (() => deStay(facts.stay!)),
    staySoon: facts.stay && facts.stay.when !== 'now' ? () => true as const : undefined,
    stayDays: facts.stay?.days ? () => deStayDays(facts.stay!.days!) : undefined,
    carer: facts.carers.length > 0 ? () => grownups(facts.carers) : undefined,
    callDay: callDayOf(facts, deCallDay),
    dementia: facts.ill?.health === 'dementia' ? () => true as const : undefined,
    noVisits: noVisits(facts) ? () => true as const : undefined,
    ritual: ritualOf(facts.ritual, 'de'),
  };
}
