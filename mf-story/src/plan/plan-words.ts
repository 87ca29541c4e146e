import type {
  Language,
  MessageKey,
  PlanKindWord,
  PlanDetail,
  PlanPerson,
  PlanPet,
  PlanRelation,
  StoryPlan,
  Translate,
} from '@dreamweaver/contracts';

// The plan in plain words, in the page's language: "Tonight: Theo remembers Grandpa, who died.
// With Theo: his fox Pip. Where: the magical forest. In the story: Grandpa's green fishing hat and
// the lake. Not used: …". Every sentence is a dictionary string (contracts/src/i18n/*/story-plan.ts);
// this file only picks which and fills in the names. Pure, unit-tested.

export interface PlanWordsContext {
  t: Translate;
  language: Language;
  /** The plan's animals named in its language, from `POST /api/stories/plan`. */
  kinds: Record<string, PlanKindWord>;
}

/** German gender of whoever a sentence is about; `x` when unknown (then German says it in two sentences). */
type Gender = 'm' | 'f' | 'n' | 'x';

/** Relations whose word says who they are: "Grandpa", „Oma“. The others are "Theo's friend". */
const TITLED: ReadonlySet<PlanRelation> = new Set(['mum', 'dad', 'grandma', 'grandpa', 'aunt', 'uncle']);
const RELATION_GENDER: Partial<Record<PlanRelation, 'm' | 'f' | 'n'>> = {
  mum: 'f',
  dad: 'm',
  grandma: 'f',
  grandpa: 'm',
  sister: 'f',
  brother: 'm',
  aunt: 'f',
  uncle: 'm',
  baby: 'n',
};

/** "Theo's", „Theos“, „Jonas'“. */
export function possessive(name: string, language: Language): string {
  if (language === 'en') return `${name}'s`;
  return /[sxzß]$/u.test(name) ? `${name}'` : `${name}s`;
}

export interface Named {
  name: string;
  gender: Gender;
}

/** How the page names a person: as the child calls them, by name, or as "Theo's sister". */
export function personName(person: PlanPerson, plan: StoryPlan, { t, language }: PlanWordsContext): Named {
  const hero = plan.hero.name;
  // English relative clauses have no gender: any variant but the two-sentence one says it.
  const gender: Gender = language === 'en' ? 'n' : (RELATION_GENDER[person.relation] ?? 'x');
  const relation = t(`storyPlan.relation.${person.relation}` as MessageKey);
  const given = person.calls ?? person.name;
  if (given) return { name: given, gender };
  if (TITLED.has(person.relation)) return { name: relation, gender };
  if (person.relation === 'other')
    return { name: t('storyPlan.someone', { hero }), gender: language === 'en' ? 'n' : 'x' };
  return { name: t('storyPlan.owned', { owner: possessive(hero, language), noun: relation }), gender };
}

/** A pet by its name, or as "Theo's cat"; its German gender is the noun's („Minka, die …“ for a Katze). */
export function petName(pet: PlanPet, plan: StoryPlan, { t, language, kinds }: PlanWordsContext): Named {
  const kind = kinds[pet.kind];
  const gender: Gender = language === 'en' ? 'n' : (kind?.gender ?? 'x');
  if (pet.name) return { name: pet.name, gender };
  const noun = kind?.noun ?? pet.kind.replaceAll('-', ' ');
  return { name: t('storyPlan.owned', { owner: possessive(plan.hero.name, language), noun }), gender };
}

/**
 * A detail as the summary lists it: a habit with whose it is ("Minka hat immer … gelegen"), a ritual
 * as the child's with whom it is for („Lina malt ihm jeden Abend ein Bild (für Papa)“), else the parent's words.
 */
export function detailWords(detail: PlanDetail, plan: StoryPlan, words: PlanWordsContext): string {
  if (detail.kind === 'ritual') {
    const text = `${plan.hero.name} ${detail.words}`;
    const forWhom = someoneName(detail.owner, plan, words);
    return forWhom ? words.t('storyPlan.detail.ritualFor', { text, who: forWhom.name }) : text;
  }
  const owner = detail.kind === 'habit' ? someoneName(detail.owner, plan, words) : null;
  return owner ? `${owner.name} ${detail.words}` : detail.words;
}

/** Whoever has this id in the plan, named; null when nobody has. */
export function someoneName(id: string | null, plan: StoryPlan, words: PlanWordsContext): Named | null {
  const person = plan.people.find((p) => p.id === id);
  if (person) return personName(person, plan, words);
  const pet = plan.pets.find((p) => p.id === id);
  return pet ? petName(pet, plan, words) : null;
}

const ABOUT_SENTENCE: Partial<Record<StoryPlan['theme']['id'], 'remembers' | 'misses' | 'ill'>> = {
  'death-person': 'remembers',
  'death-pet': 'remembers',
  'parent-away': 'misses',
  'someone-ill': 'ill',
};

/** "Theo remembers Grandpa, who died." for a theme about someone, else the theme's name. */
function tonight(plan: StoryPlan, words: PlanWordsContext): string {
  const { t } = words;
  const sentence = ABOUT_SENTENCE[plan.theme.id];
  const about = someoneName(plan.theme.about, plan, words);
  const text =
    sentence && about
      ? t(`storyPlan.summary.${sentence}.${about.gender}` as MessageKey, { hero: plan.hero.name, who: about.name })
      : t('storyPlan.summary.theme', { theme: t(`plan.theme.${plan.theme.id}` as MessageKey) });
  return t('storyPlan.summary.tonight', { text });
}

/** "his fox Pip", „sein Kuschelfuchs Pip“, "Pip the fox"; just the name when the kind has no word. */
export function companionWords(plan: StoryPlan, { t, kinds }: PlanWordsContext): string {
  const { companion } = plan;
  const kind = kinds[companion.kind];
  if (!kind) return companion.name;
  if (!companion.own) return t('storyPlan.companion.new', { name: companion.name, kind: kind.noun });
  const owner = t(`storyPlan.owner.${plan.hero.pronoun}.${kind.gender ?? 'm'}` as MessageKey);
  // A cuddly toy is one German word („Kuschelfuchs“): the noun joins in small letters.
  if (companion.toy)
    return t('storyPlan.companion.toy', { owner, kind: kind.noun.toLowerCase(), name: companion.name });
  return t('storyPlan.companion.own', { owner, kind: kind.noun, name: companion.name });
}

function list(items: readonly string[], language: Language): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
}

/**
 * A stay in hospital as the parent told it ("Mum goes into hospital next week, for an operation."
 * "In hospital for 5 days, then home again."), who looks after the child meanwhile, and when the
 * child talks with someone on the phone ("Papa and Finn talk on the phone every Sunday.").
 */
function staySentences(plan: StoryPlan, words: PlanWordsContext, unsure: ReadonlySet<string>): string[] {
  const { t } = words;
  const sentences: string[] = [];
  for (const person of plan.people.filter((p) => p.status !== 'remembered' && !unsure.has(p.id))) {
    const who = personName(person, plan, words).name;
    const stay = person.hospital;
    if (stay) {
      const key = `storyPlan.summary.hospital.${stay.when}${stay.operation ? '.operation' : ''}`;
      sentences.push(t(key as MessageKey, { who }));
      if (stay.days === 'few') sentences.push(t('storyPlan.summary.hospital.fewDays'));
      else if (stay.days === 1) sentences.push(t('storyPlan.summary.hospital.oneNight'));
      else if (stay.days !== null) sentences.push(t('storyPlan.summary.hospital.days', { days: String(stay.days) }));
    }
    if (person.looksAfterChild) sentences.push(t('storyPlan.summary.carer', { who, hero: plan.hero.name }));
    if (person.callsEvery) {
      const when = t(`storyPlan.calls.${person.callsEvery}` as MessageKey);
      sentences.push(t('storyPlan.summary.calls', { who, hero: plan.hero.name, when }));
    }
  }
  return sentences;
}

export interface PlanSummaryWords {
  tonight: string;
  with: string;
  place: string;
  /** Who is here, away or has died (besides whom tonight's theme is about), and whom the child may not visit yet. */
  people: string[];
  /** Who the child lives with and whether in two homes, when the parent said. */
  family: string[];
  /** "In the story: …", or null when no detail is used. */
  details: string | null;
  /** "the red bike: It did not find a natural place …", one per detail not used. */
  notUsed: string[];
}

/** `unsure`: people and pets whose status is still asked about; the plan says nothing of them yet. */
export function planSummary(
  plan: StoryPlan,
  words: PlanWordsContext,
  unsure: ReadonlySet<string> = new Set(),
): PlanSummaryWords {
  const { t, language } = words;
  const hero = plan.hero.name;
  const others = [...plan.people, ...plan.pets].filter(
    (someone) => !unsure.has(someone.id) && (someone.id !== plan.theme.about || !ABOUT_SENTENCE[plan.theme.id]),
  );
  const people = others.map((someone) =>
    t(`storyPlan.summary.status.${someone.status}`, {
      who: ('relation' in someone ? personName(someone, plan, words) : petName(someone, plan, words)).name,
    }),
  );
  for (const person of plan.people.filter((p) => p.noVisits && p.status !== 'remembered' && !unsure.has(p.id)))
    people.push(t('storyPlan.summary.noVisits', { hero, who: personName(person, plan, words).name }));
  people.push(...staySentences(plan, words, unsure));
  // Mum and Dad in two homes: "lives with Mum and Dad" would say they live together; "two homes" says it.
  const together = plan.family.shape === 'mum-and-dad' && plan.family.twoHomes;
  const family = [
    ...(plan.family.shape === 'not-said' || plan.family.shape === 'other' || together
      ? []
      : [t(`storyPlan.summary.family.${plan.family.shape}`, { hero })]),
    ...(plan.family.twoHomes ? [t('storyPlan.summary.twoHomes', { hero })] : []),
  ];
  const told = plan.details
    .filter((detail) => detail.wanted && detail.used)
    .map((detail) => detailWords(detail, plan, words));
  if (plan.achievement?.used) told.push(plan.achievement.words);
  const left = [...plan.details, ...(plan.achievement ? [plan.achievement] : [])].filter(
    (detail) => !detail.used && detail.why,
  );
  return {
    tonight: tonight(plan, words),
    // The brothers and sisters who come along are named beside the companion: the parent sees who is in the adventure.
    with: t('storyPlan.summary.with', {
      hero,
      companion: list([companionWords(plan, words), ...plan.siblings.map((sibling) => sibling.name)], language),
    }),
    place: t('storyPlan.summary.place', { place: t(`storyPlan.setting.${plan.setting.id}`) }),
    people,
    family,
    details: told.length > 0 ? t('storyPlan.summary.details', { list: list(told, language) }) : null,
    notUsed: left.map((detail) => t('storyPlan.summary.notUsedItem', { words: detail.words, why: detail.why ?? '' })),
  };
}
