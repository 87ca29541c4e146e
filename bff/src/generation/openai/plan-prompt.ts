import type {
  CallTime,
  PlanDetail,
  PlanPerson,
  PlanPet,
  PlanRelation,
  PlanSetting,
  StoryPlan,
} from '@dreamweaver/contracts';
import { translate } from '@dreamweaver/contracts';

// The plan as the model is told it (prompts.ts): who the hero is, who is here, away or remembered,
// the family as the parent named it, the theme with the parent's words, what care it needs, and
// every detail the parent wants. It reaches the model through the name-privacy seam, so every
// child's name in it is already a placeholder ({{HERO}}, {{CHILD2}}, …); grown-ups and pets keep
// theirs (plan-children.ts).

const relationWords: Record<PlanRelation, string> = {
  mum: 'mum',
  dad: 'dad',
  parent: 'parent',
  grandma: 'grandma',
  grandpa: 'grandpa',
  sister: 'sister',
  brother: 'brother',
  aunt: 'aunt',
  uncle: 'uncle',
  cousin: 'cousin',
  friend: 'friend',
  teacher: 'teacher',
  baby: 'new baby brother or sister',
  other: 'someone close',
};

/** Where a setting is, with its preposition: "at the seaside". */
export const settingWords: Record<PlanSetting, string> = {
  'magical-forest': 'in a magical forest',
  'enchanted-castle': 'in an enchanted castle',
  'underwater-kingdom': 'in an underwater kingdom',
  'space-adventure': 'on a journey through space',
  'dinosaur-land': 'in a land of dinosaurs',
  'animal-village': 'in a village of animals',
  farm: 'on a farm',
  seaside: 'at the seaside',
  'snowy-forest': 'in a snowy forest',
  mountains: 'in the mountains',
  jungle: 'in a jungle',
  home: 'at home',
};

const pronouns = { he: 'he/him', she: 'she/her', they: 'they/them' } as const;

const familyShapes: Record<StoryPlan['family']['shape'], string> = {
  'not-said':
    'the parent did not say who the hero lives with: add no parent who is not listed here ("Mummy and Daddy" is no default)',
  'mum-and-dad': 'a mum and a dad',
  'two-mums': 'two mums',
  'two-dads': 'two dads',
  'one-parent': 'one parent',
  grandparents: 'the hero lives with grandparents',
  other: 'a family of its own kind, exactly as listed below',
};

const awayReasons = {
  work: 'away for work',
  forces: 'away serving in the forces',
  hospital: 'in hospital',
  elsewhere: 'away',
} as const;

const afterlife = {
  'leave-out': 'Leave out heaven, angels and any afterlife entirely.',
  star: 'A star the hero names may stand for remembering; leave out heaven and angels.',
  heaven: 'The family speaks of heaven: it may appear, gently.',
} as const;

/** A word of the storyteller's lexicon as plain words: "lost-treasure" → "lost treasure". */
export function plainWords(lexeme: string): string {
  return lexeme.replace(/-/g, ' ');
}

const quoted = (words: string) => `"${words}"`;

/** How the story names a person: the relation, and what the hero calls them as the parent wrote it. */
function personLabel(person: PlanPerson): string {
  const called = person.calls ?? person.name;
  const relation = `the hero's ${relationWords[person.relation]}`;
  return called ? `${relation}, called ${quoted(called)}` : relation;
}

function petLabel(pet: PlanPet): string {
  return pet.name ? `${quoted(pet.name)}, a ${plainWords(pet.kind)}` : `a ${plainWords(pet.kind)}`;
}

/** "every Sunday", "every evening": the prompt is English; the storyteller's lexicon says it in each language. */
const callTime = (time: CallTime) =>
  `every ${/^(day|evening|weekend)$/.test(time) ? time : time[0].toUpperCase() + time.slice(1)}`;

const stayWhen = { now: '', tomorrow: ' tomorrow', 'next-week': ' next week', soon: ' soon' } as const;

/** A stay in hospital the parent told of, who looks after the hero meanwhile, and when they talk, as the prompt says them. */
function stayWords(person: PlanPerson): string {
  const stay = person.hospital;
  const calls = person.callsEvery
    ? `; talks with the hero on the phone ${callTime(person.callsEvery)}: say so, it keeps them close`
    : '';
  const carer = `${person.looksAfterChild ? '; looks after the hero meanwhile: name them as the one who does' : ''}${calls}`;
  if (!stay) return carer;
  const days = stay.days === 'few' ? 'a few days' : stay.days === null ? null : `${stay.days} days`;
  const what = [
    stay.when === 'now' ? 'in hospital now' : `going into hospital${stayWhen[stay.when]}`,
    stay.operation ? 'for a planned operation' : null,
    days ? `for ${days}, then coming home` : 'coming home when the doctors say',
  ].filter(Boolean);
  return `; a stay the parent told of: ${what.join(', ')} (say where they are or will be, that doctors and nurses help, and that they come home; the hero may count the days down; never say nobody knows when)${carer}`;
}

function personLine(person: PlanPerson): string {
  const label = personLabel(person);
  const home = person.livesWithChild ? ' (lives with the hero)' : '';
  const health =
    person.health === 'ill'
      ? '; is ill (alive: never told as dying or dead)'
      : person.health === 'dementia'
        ? '; has dementia (forgets things because their brain is ill, never because they love the hero less)'
        : '';
  if (person.status === 'remembered')
    return `- Remembered: ${label}, who died. Remembered only (an object, a habit, a story, a place), never present and never in any picture.`;
  if (person.status === 'expected')
    return `- On the way: ${label}, a baby not born yet. Waited for and got ready for; never held, seen, heard or drawn tonight.`;
  const visits = person.noVisits
    ? '; the hero may not visit them yet: no scene at their side, the hero misses them and sends a drawing or a message instead'
    : '';
  const stay = stayWords(person);
  if (person.status === 'away')
    return `- Away for now: ${label}, ${awayReasons[person.away ?? 'elsewhere']}, and coming back${health}${visits}${stay}. Never hint that they died.`;
  return `- Here: ${label}${home}${health}${visits}${stay}.`;
}

function petLine(pet: PlanPet): string {
  if (pet.status === 'remembered')
    return `- Remembered: ${petLabel(pet)}, who died. Remembered only, never alive in the story and never in any picture.`;
  return `- ${pet.status === 'away' ? 'Away for now' : 'Here'}: ${petLabel(pet)}.`;
}

function heroLines(plan: StoryPlan): string[] {
  const { hero, companion } = plan;
  const look = hero.look;
  const hair = [look.hairStyle, look.hairColour].filter(Boolean).join(' ');
  const looks = [
    hair ? `${hair} hair` : undefined,
    look.skinTone ? `${look.skinTone} skin` : undefined,
    look.freckles ? 'freckles' : undefined,
    look.pyjamas ? `pyjamas with ${look.pyjamas}` : undefined,
  ].filter(Boolean);
  const kind = plainWords(companion.kind);
  const companionKind = [companion.toy ? `a cuddly toy ${kind}` : `a ${kind}`, companion.own ? "the hero's own" : '']
    .filter(Boolean)
    .join(', ');
  return [
    `Hero: ${hero.name}${hero.age === null ? '' : `, ${hero.age} years old`}, pronoun ${pronouns[hero.pronoun]}.`,
    ...(looks.length > 0 ? [`The hero looks: ${looks.join(', ')}.`] : []),
    ...(hero.aids.length > 0
      ? [`The hero uses: ${hero.aids.map(plainWords).join(', ')}; part of the hero, in every scene, never left behind.`]
      : []),
    `Companion: ${quoted(companion.name)}, ${companionKind}. The name is written exactly so in every language, never translated; only the word for the animal is the story's language's.`,
    `Where: ${settingWords[plan.setting.id]}${plan.setting.words ? ` (in the parent's words: ${quoted(plan.setting.words)})` : ''}.`,
  ];
}

/** Two of one kind the parent named neither (two mums): "Mummy and Mummy" tells nobody apart. */
function togetherLine(plan: StoryPlan): string[] {
  const unnamed = (relation: PlanRelation) =>
    plan.people.filter((p) => p.relation === relation && p.status !== 'remembered' && !p.name && !p.calls).length;
  const two = (['mum', 'dad'] as const).find((relation) => unnamed(relation) === 2);
  return two
    ? [
        `The two ${relationWords[two]}s have no names yet: speak of them together ("both ${relationWords[two]}s"), never join the same word with "and".`,
      ]
    : [];
}

function familyLines(plan: StoryPlan): string[] {
  const siblings = plan.siblings.map(
    (s) =>
      `- ${s.name}${s.age === null ? '' : `, ${s.age} years old`}, pronoun ${pronouns[s.pronoun]}, ${s.role === 'helper' ? 'helps the hero along' : s.role === 'finder' ? 'finds the clue or spots things first' : 'keeps everyone calm and cosy'}.`,
  );
  return [
    `Family, as the parent named it: ${familyShapes[plan.family.shape]}.${plan.family.twoHomes ? ' The hero lives in two homes.' : ''} Name everyone exactly as given.`,
    ...(plan.people.length > 0 ? ['People:', ...plan.people.map(personLine), ...togetherLine(plan)] : []),
    ...(plan.pets.length > 0 ? ['Pets:', ...plan.pets.map(petLine)] : []),
    ...(siblings.length > 0 ? ["The hero's brothers and sisters in the story:", ...siblings] : []),
  ];
}

/** Whose a detail is ("the hero's grandpa's"), when the plan says. */
function ownerOf(plan: StoryPlan, detail: PlanDetail): string {
  if (!detail.owner) return '';
  const person = plan.people.find((p) => p.id === detail.owner);
  if (person) {
    const remembered = person.status === 'remembered' ? '; a way to remember them' : '';
    return ` (it belongs to ${personLabel(person)}${remembered})`;
  }
  const pet = plan.pets.find((p) => p.id === detail.owner);
  return pet ? ` (it belongs to ${petLabel(pet)})` : '';
}

/** Whom the hero's ritual is for ("for the hero's dad, called "Papa""), when the plan says. */
function forWhom(plan: StoryPlan, detail: PlanDetail): string {
  const person = plan.people.find((p) => p.id === detail.owner);
  return person ? ` (for ${personLabel(person)})` : '';
}

function themeAndCareLines(plan: StoryPlan): string[] {
  const { theme, care } = plan;
  const about = [...plan.people, ...plan.pets].find((someone) => someone.id === theme.about);
  const aboutWords = about ? ` (about ${'relation' in about ? personLabel(about) : petLabel(about)})` : '';
  const careLines = [
    ...(plan.people.some((p) => p.status === 'remembered') || plan.pets.some((p) => p.status === 'remembered')
      ? [afterlife[care.afterlife]]
      : []),
    ...(care.sadIsOk ? ['Say plainly, once, that it is OK to be sad.'] : []),
    ...(theme.id === 'speech'
      ? [
          care.practise
            ? 'The parent asked for practice: the hero may practise speaking, gently, with no one rushing.'
            : 'Do not "cure" or practise the way the hero speaks: the parent did not ask for it.',
        ]
      : []),
    ...care.wishes.map((wish) => `The parent asks: ${quoted(wish)}`),
  ];
  return [
    theme.id === 'adventure'
      ? "Theme: an adventure with the hero's favourite things, with nothing to learn."
      : `Theme: ${translate('en', `plan.theme.${theme.id}`)}${aboutWords}.${theme.words ? ` In the parent's words: ${quoted(theme.words)}.` : ''}`,
    ...(careLines.length > 0 ? ['Care:', ...careLines.map((line) => `- ${line}`)] : []),
  ];
}

function detailLines(plan: StoryPlan): string[] {
  const wanted = plan.details.filter((detail) => detail.wanted);
  return [
    ...(plan.achievement
      ? [`Something the hero did, told as a memory of before tonight: ${quoted(plan.achievement.words)}.`]
      : []),
    ...(wanted.length > 0
      ? [
          "Details the parent wants in the story. Use every one, naturally and in the story's own words; never paste these phrases in as they are:",
          ...wanted.map((detail) =>
            detail.kind === 'ritual'
              ? `- ritual: the hero ${quoted(detail.words)}${forWhom(plan, detail)}, now, again and again: show the hero doing it in a scene`
              : `- ${detail.kind}: ${quoted(detail.words)}${ownerOf(plan, detail)}`,
          ),
        ]
      : []),
  ];
}

function seriesLines(plan: StoryPlan): string[] {
  const series = plan.series;
  if (!series) return [];
  const previous = series.previous;
  if (!previous) return [`This is episode ${series.episode} of the hero's series.`];
  const thread = previous.thread ? `; what goes on from it: the ${plainWords(previous.thread)}` : '';
  return [
    `This is episode ${series.episode} of the hero's series. The last episode: ${quoted(plainWords(previous.arc))}, ${settingWords[previous.setting]}${thread}.`,
    'Open the first scene with a short recap of the last episode, one or two sentences in the past tense ("Last time, …"), then tell tonight\'s new story.',
  ];
}

/** The plan, line by line, for the model's user message. */
export function planLines(plan: StoryPlan): string[] {
  return [
    "The plan of tonight's story, as the parent confirmed it. Write the story from it; write every name exactly as given here, placeholders included.",
    ...heroLines(plan),
    ...familyLines(plan),
    ...themeAndCareLines(plan),
    ...detailLines(plan),
    ...seriesLines(plan),
  ];
}
