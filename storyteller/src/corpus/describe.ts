import { translator, type Language, type MessageKey, type PlanPerson, type StoryPlan } from '@dreamweaver/contracts';
import { deCallDay, enCallDay } from '../slots/stay.ts';
import { animalWord, PLAIN_WORDS } from './plain-words.ts';
import type { ToldOrder } from './tell.ts';

// A told order as the corpus keeps it (storyteller/corpus/stories/<id>.txt): the settled plan in
// plain words, as the plan screen shows it to the parent (the theme, who is here, away or
// remembered, the family, each detail and where the story uses it or why not), then the title and
// the scenes, one paragraph each. A reviewer reads the diff of these files.

const LABELS = {
  en: {
    plan: 'The plan',
    theme: 'Theme',
    sensitive: 'handled with care',
    place: 'Place',
    typed: 'typed',
    child: 'Child',
    age: 'age',
    aids: 'aids',
    companion: 'Companion',
    toy: 'a cuddly toy',
    own: "the child's own",
    family: 'Family',
    twoHomes: 'two homes',
    here: 'Here',
    away: 'Away',
    remembered: 'Remembered',
    expected: 'On the way',
    livesWith: 'lives with the child',
    noVisits: 'no visits yet',
    operation: 'for an operation',
    days: '{days} days',
    fewDays: 'a few days',
    carer: 'looks after the child meanwhile',
    calls: 'talks with the child {every}',
    pets: 'Pets',
    siblings: 'Brothers and sisters',
    details: 'Details',
    notUsed: 'not used',
    achievement: 'Something to be proud of',
    care: 'Care',
    sadIsOk: 'it is OK to be sad',
    practise: 'practise the speech',
    wishes: 'wishes',
    series: 'Series',
    episode: 'episode',
    after: 'after',
    answers: 'Answers',
    arc: 'Arc',
    scenes: 'scenes',
    summary: 'Summary',
    none: 'none',
    emptyScene: 'nothing was told in scene',
  },
  de: {
    plan: 'Der Plan',
    theme: 'Thema',
    sensitive: 'behutsam erzählt',
    place: 'Ort',
    typed: 'eingegeben',
    child: 'Kind',
    age: 'Alter',
    aids: 'Hilfsmittel',
    companion: 'Begleiter',
    toy: 'ein Kuscheltier',
    own: 'das eigene des Kindes',
    family: 'Familie',
    twoHomes: 'zwei Zuhause',
    here: 'Da',
    away: 'Weg',
    remembered: 'In Erinnerung',
    expected: 'Unterwegs',
    livesWith: 'wohnt beim Kind',
    noVisits: 'noch kein Besuch',
    operation: 'für eine Operation',
    days: '{days} Tage',
    fewDays: 'ein paar Tage',
    carer: 'passt so lange auf das Kind auf',
    calls: 'telefoniert {every} mit dem Kind',
    pets: 'Haustiere',
    siblings: 'Geschwister',
    details: 'Details',
    notUsed: 'nicht erzählt',
    achievement: 'Worauf das Kind stolz ist',
    care: 'Behutsamkeit',
    sadIsOk: 'traurig sein ist in Ordnung',
    practise: 'das Sprechen üben',
    wishes: 'Wünsche',
    series: 'Reihe',
    episode: 'Folge',
    after: 'nach',
    answers: 'Antworten',
    arc: 'Bogen',
    scenes: 'Szenen',
    summary: 'Zusammenfassung',
    none: 'keine',
    emptyScene: 'nichts erzählt in Szene',
  },
} as const satisfies Record<Language, Record<string, string>>;

type Labels = (typeof LABELS)[Language];

const CALLS = { en: enCallDay, de: deCallDay };

/** When a stay is ahead; one now is said by "in hospital" already. */
const WHEN: Record<Language, Record<NonNullable<PlanPerson['hospital']>['when'], string>> = {
  en: {
    now: '',
    tomorrow: 'into hospital tomorrow',
    'next-week': 'into hospital next week',
    soon: 'into hospital soon',
  },
  de: {
    now: '',
    tomorrow: 'morgen ins Krankenhaus',
    'next-week': 'nächste Woche ins Krankenhaus',
    soon: 'bald ins Krankenhaus',
  },
};

const quote = (text: string, language: Language) => (language === 'de' ? `„${text}“` : `“${text}”`);

function personLine(person: PlanPerson, language: Language, l: Labels): string {
  const w = PLAIN_WORDS[language];
  const called = [...new Set([person.calls, person.name].filter((name): name is string => name !== null))];
  const facts = called.length > 0 ? [w.relation[person.relation]] : [];
  if (person.away) facts.push(w.away[person.away]);
  if (person.health !== 'well') facts.push(w.health[person.health]);
  if (person.noVisits) facts.push(l.noVisits);
  if (person.hospital) facts.push(...stayFacts(person.hospital, language, l));
  if (person.livesWithChild) facts.push(l.livesWith);
  if (person.looksAfterChild) facts.push(l.carer);
  if (person.callsEvery) facts.push(l.calls.replace('{every}', CALLS[language](person.callsEvery).every));
  const name = called.length > 0 ? called.join(' / ') : w.relation[person.relation];
  return facts.length > 0 ? `${name} (${facts.join(', ')})` : name;
}

function stayFacts(stay: NonNullable<PlanPerson['hospital']>, language: Language, l: Labels): string[] {
  const days =
    stay.days === 'few' ? l.fewDays : stay.days === null ? null : l.days.replace('{days}', String(stay.days));
  return [WHEN[language][stay.when], stay.operation ? l.operation : null, days].filter((f): f is string => Boolean(f));
}

function peopleLines(plan: StoryPlan, l: Labels): string[] {
  const w = PLAIN_WORDS[plan.language];
  const lines: string[] = [];
  for (const [status, label] of [
    ['here', l.here],
    ['away', l.away],
    ['remembered', l.remembered],
    ['expected', l.expected],
  ] as const) {
    const people = plan.people
      .filter((person) => person.status === status)
      .map((person) => personLine(person, plan.language, l));
    if (people.length > 0) lines.push(`${label}: ${people.join('; ')}`);
  }
  const pets = plan.pets.map((pet) => {
    const kind = animalWord(pet.kind, plan.language);
    return `${pet.name ?? kind} (${pet.name ? `${kind}, ` : ''}${w.status[pet.status]})`;
  });
  if (pets.length > 0) lines.push(`${l.pets}: ${pets.join('; ')}`);
  const siblings = plan.siblings.map((s) => {
    const facts = [s.age === null ? null : `${l.age} ${s.age}`, w.pronoun[s.pronoun], w.role[s.role]];
    return `${s.name} (${facts.filter(Boolean).join(', ')})`;
  });
  if (siblings.length > 0) lines.push(`${l.siblings}: ${siblings.join('; ')}`);
  return lines;
}

function detailLines(plan: StoryPlan, l: Labels): string[] {
  const lines = plan.details.map((detail) => {
    const kind = [PLAIN_WORDS[plan.language].detail[detail.kind], detail.lexeme, detail.colour]
      .filter(Boolean)
      .join(', ');
    const fate = detail.used ? (detail.where ?? '') : `${l.notUsed}: ${detail.why ?? '?'}`;
    return `  - ${detail.words} (${kind}): ${fate}`;
  });
  return lines.length > 0 ? [`${l.details}:`, ...lines] : [`${l.details}: ${l.none}`];
}

function careLine(plan: StoryPlan, l: Labels): string | null {
  const care = plan.care;
  const parts: string[] = [];
  if (plan.theme.sensitive || care.afterlife !== 'leave-out') parts.push(`afterlife ${care.afterlife}`);
  if (care.sadIsOk) parts.push(l.sadIsOk);
  if (care.practise) parts.push(l.practise);
  if (care.wishes.length > 0)
    parts.push(`${l.wishes}: ${care.wishes.map((wish) => quote(wish, plan.language)).join(', ')}`);
  return parts.length > 0 ? `${l.care}: ${parts.join('; ')}` : null;
}

function heroLine(plan: StoryPlan, l: Labels): string {
  const w = PLAIN_WORDS[plan.language];
  const hero = plan.hero;
  const facts = [hero.age === null ? null : `${l.age} ${hero.age}`, w.pronoun[hero.pronoun]];
  if (hero.aids.length > 0) facts.push(`${l.aids}: ${hero.aids.map((aid) => w.aid[aid]).join(', ')}`);
  return `${l.child}: ${hero.name} (${facts.filter(Boolean).join(', ')})`;
}

/** The settled plan in plain words, in the plan's language. */
function describePlan(plan: StoryPlan, answers: Readonly<Record<string, string>> = {}): string[] {
  const l = LABELS[plan.language];
  const t = translator(plan.language);
  const theme = `${t(`plan.theme.${plan.theme.id}` as MessageKey)}${plan.theme.sensitive ? ` (${l.sensitive})` : ''}`;
  const w = PLAIN_WORDS[plan.language];
  const companion = plan.companion;
  const companionFacts = [
    animalWord(companion.kind, plan.language),
    companion.toy ? l.toy : null,
    companion.own ? l.own : null,
  ];
  const lines = [
    `${l.theme}: ${theme}${plan.theme.words ? ` — ${quote(plan.theme.words, plan.language)}` : ''}`,
    `${l.place}: ${w.setting[plan.setting.id]}${plan.setting.words ? ` (${l.typed}: ${quote(plan.setting.words, plan.language)})` : ''}`,
    heroLine(plan, l),
    `${l.companion}: ${companion.name} (${companionFacts.filter(Boolean).join(', ')})`,
    `${l.family}: ${w.shape[plan.family.shape]}${plan.family.twoHomes ? `, ${l.twoHomes}` : ''}`,
    ...peopleLines(plan, l),
    ...detailLines(plan, l),
  ];
  const achievement = plan.achievement;
  if (achievement)
    lines.push(
      `${l.achievement}: ${quote(achievement.words, plan.language)}: ${achievement.used ? '✓' : `${l.notUsed}: ${achievement.why ?? '?'}`}`,
    );
  const care = careLine(plan, l);
  if (care) lines.push(care);
  if (plan.series)
    lines.push(
      `${l.series}: ${l.episode} ${plan.series.episode}${plan.series.previous ? `, ${l.after} ${plan.series.previous.arc} (${w.setting[plan.series.previous.setting]})` : ''}`,
    );
  const answered = Object.entries(answers);
  if (answered.length > 0)
    lines.push(`${l.answers}: ${answered.map(([id, choice]) => `${id} = ${choice}`).join(', ')}`);
  if (plan.story) lines.push(`${l.arc}: ${plan.story.arc}, ${plan.story.scenes} ${l.scenes}`);
  return lines;
}

/** The whole corpus file of a told order. */
export function corpusText(told: ToldOrder): string {
  const { order, plan, story } = told;
  const l = LABELS[plan.language];
  const head = `${order.id} · ${plan.language} · seed ${order.seed}`;
  return [
    head,
    '',
    `== ${l.plan}`,
    ...describePlan(plan, order.answers),
    '',
    `== ${story.title}`,
    `(${l.summary}: ${story.summary})`,
    '',
    story.scenes.map((scene, i) => scene.text || `(${l.emptyScene} ${i + 1})`).join('\n\n'),
    '',
  ].join('\n');
}
