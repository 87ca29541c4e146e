import type { StoryBrief } from '../engine.ts';
import { findAnimal, resolveAnimal, type Animal } from './animals.ts';
import { findColour, resolveColour, type Colour } from './colours.ts';
import { resolvePlace, type Place } from './places.ts';
import { SeededRandom } from './seeded-random.ts';
import { ageGroupOf, splitSentences, type AgeGroup } from './compose.ts';
import { recogniseTheme } from './themes/index.ts';
import { parseFreeText, type FreeTextFacts, type Pet } from './free-text/parse.ts';
import { findRelative, findSibling } from './free-text/relatives.ts';
import { pronounOf, type Pronoun } from './story/hero.ts';
import { beatSpec, plotBeats, plotFitsAge, plotIds, plots, type BeatId, type PlotId } from './story/plots/index.ts';
import { escapeRegExp } from './escape-regexp.ts';

// What a story is about and in which order its scenes come, independent of the language.
// The writer and the illustrator both derive it from the brief (its variety included), so they
// always agree: the plan is a pure function of the brief.

/** A scene's beat: an id of the plot library (story/plots), which also decides its picture. */
export type Beat = BeatId;

interface StoryFacts {
  name: string;
  age?: number;
  storyType: 'classic' | 'custom';
  animal: Animal;
  /** The companion's own name, e.g. "Momo". */
  petName: string;
  colour: Colour;
  /** The parent named the colour (else it was picked, and the story must not call it the child's favourite). */
  colourGiven: boolean;
  activity?: string;
  food?: string;
  achievement?: string;
  goal?: string;
  place: Place;
  /** toddler (1-3), preschool (4-6, also when the age is unknown) or school (7+): how the text is written. */
  ageGroup: AgeGroup;
  /** What the parent's free text (and the favourite fields) said: pets, toys, interests, home, fears, achievements. */
  personal: FreeTextFacts;
  /** The companion is the child's own pet from the free text (then `petName` is its real name when given). */
  companionIsPet: boolean;
  /** The companion is the child's named toy animal come alive ("his toy elephant Bobo"). */
  companionIsToy: boolean;
  /** The child's own named pet when it is not the companion: it stays at home and is wished goodnight. */
  homePet?: Pet;
  /** The brother or sister in the story (the order's siblings) whom the goal names ("to stop hitting his brother"), by name. */
  siblingInGoal?: string;
  /** The child's pronoun, from what the parent wrote. */
  pronoun: Pronoun;
}

export interface StoryPlan {
  facts: StoryFacts;
  /** The plot shape told (story/plots). */
  plot: PlotId;
  beats: Beat[];
  random: SeededRandom;
}

/** Companion names when the parent named no pet: 48 per language, drawn from the seed. */
export const companionNames = {
  en: [
    'Biscuit',
    'Pip',
    'Lumi',
    'Tilly',
    'Bramble',
    'Pickle',
    'Nutmeg',
    'Clover',
    'Pudding',
    'Sprout',
    'Waffle',
    'Toffee',
    'Maple',
    'Pepper',
    'Button',
    'Marble',
    'Snowdrop',
    'Juniper',
    'Crumpet',
    'Hazelnut',
    'Dot',
    'Fidget',
    'Moss',
    'Pebbles',
    'Mossy',
    'Bumble',
    'Tumble',
    'Willow',
    'Acorn',
    'Puddle',
    'Sorrel',
    'Fennel',
    'Wren',
    'Poppy',
    'Bluebell',
    'Nibbles',
    'Muffin',
    'Twinkle',
    'Thimble',
    'Barnaby',
    'Hopscotch',
    'Cobble',
    'Dandelion',
    'Teacup',
    'Fudge',
    'Nugget',
    'Honeybun',
    'Sleepyhead',
  ],
  de: [
    'Momo',
    'Fips',
    'Flocke',
    'Krümel',
    'Wuschel',
    'Pünktchen',
    'Tupfen',
    'Hoppel',
    'Schnuffel',
    'Flitzi',
    'Nuri',
    'Mopsi',
    'Brummel',
    'Zottel',
    'Knopf',
    'Pips',
    'Kiesel',
    'Socke',
    'Wölkchen',
    'Keks',
    'Bommel',
    'Fussel',
    'Lumi',
    'Tapsi',
    'Flauschi',
    'Purzel',
    'Kuschel',
    'Strubbel',
    'Moosi',
    'Tröpfchen',
    'Sternchen',
    'Hummel',
    'Pummel',
    'Knuddel',
    'Schnuppi',
    'Nieselchen',
    'Funkel',
    'Flöckchen',
    'Wichtel',
    'Bröselchen',
    'Mohnblume',
    'Tapsel',
    'Wolle',
    'Rosine',
    'Tüpfel',
    'Pfefferkorn',
    'Zwirbel',
    'Glöckchen',
  ],
} as const;

/** Friendly companions that fit the setting when the parent named no animal. */
const companionsFor: Record<string, string[]> = {
  'magical-forest': ['fox', 'rabbit', 'owl', 'hedgehog', 'squirrel', 'deer'],
  'enchanted-castle': ['cat', 'mouse', 'pony', 'dragon', 'owl', 'unicorn'],
  'underwater-kingdom': ['dolphin', 'turtle', 'seal', 'octopus', 'fish', 'whale'],
  'space-adventure': ['cat', 'dog', 'bear', 'penguin', 'monkey', 'owl'],
  'dinosaur-land': ['dinosaur', 'dragon', 'turtle', 'frog', 'bird', 'hedgehog'],
  'animal-village': ['rabbit', 'bear', 'hedgehog', 'mouse', 'fox', 'duck'],
};

/** With no setting chosen, the first interest that belongs to one of the six settings picks it. */
const interestSettings: Record<string, string> = {
  dinosaurs: 'dinosaur-land',
  volcanoes: 'dinosaur-land',
  dragons: 'dinosaur-land',
  space: 'space-adventure',
  planets: 'space-adventure',
  stars: 'space-adventure',
  'the moon': 'space-adventure',
  astronauts: 'space-adventure',
  rockets: 'space-adventure',
  robots: 'space-adventure',
  'the sea': 'underwater-kingdom',
  mermaids: 'underwater-kingdom',
  fish: 'underwater-kingdom',
  sharks: 'underwater-kingdom',
  whales: 'underwater-kingdom',
  dolphins: 'underwater-kingdom',
  octopuses: 'underwater-kingdom',
  shells: 'underwater-kingdom',
  swimming: 'underwater-kingdom',
  diving: 'underwater-kingdom',
  submarines: 'underwater-kingdom',
  turtles: 'underwater-kingdom',
  knights: 'enchanted-castle',
  castles: 'enchanted-castle',
  princesses: 'enchanted-castle',
  'knights and castles': 'enchanted-castle',
  witches: 'enchanted-castle',
  magic: 'enchanted-castle',
  'fairy tales': 'enchanted-castle',
  fairies: 'magical-forest',
  unicorns: 'magical-forest',
  trees: 'magical-forest',
  owls: 'magical-forest',
  foxes: 'magical-forest',
  hedgehogs: 'magical-forest',
  bugs: 'magical-forest',
  camping: 'magical-forest',
  hiking: 'magical-forest',
  farms: 'animal-village',
  animals: 'animal-village',
  'the zoo': 'animal-village',
  horses: 'animal-village',
  dogs: 'animal-village',
  cats: 'animal-village',
  bunnies: 'animal-village',
  tractors: 'animal-village',
  baking: 'animal-village',
};

function settingForInterests(personal: FreeTextFacts): string | undefined {
  for (const interest of personal.interests) if (interestSettings[interest.id]) return interestSettings[interest.id];
  return undefined;
}

function petAnimal(pet: Pet, pick: (names: string[]) => string): Animal {
  const known = findAnimal(pet.en);
  // The parent's own German noun and its gender („Kater“, „Hündin“): a tomcat is „er“, never „sie“.
  if (known) return known.de === pet.de ? known : { ...known, de: pet.de, gender: pet.gender, deOblique: undefined };
  return { ...resolveAnimal(pet.en, pick), de: pet.de, gender: pet.gender };
}

function clean(text: string | undefined, max = 200): string | undefined {
  const trimmed = text
    ?.replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?;,]+$/, '');
  return trimmed ? trimmed.slice(0, max) : undefined;
}

/** Looks through the free-text description for an animal or colour the form did not ask for. */
function hintFrom(personalization: string | undefined, resolve: (word: string) => boolean): string | undefined {
  if (!personalization) return undefined;
  const words = personalization
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const pair = i + 1 < words.length ? `${words[i]} ${words[i + 1]}` : '';
    if (pair && resolve(pair)) return pair;
    if (resolve(words[i])) return words[i];
  }
  return undefined;
}

/** The order's own seed; only a brief without variety (the start-up warm-up) falls back to its inputs. */
function seedOf(brief: StoryBrief): string {
  if (brief.variety) return `variety:${brief.variety.seed}`;
  return JSON.stringify([brief.storyType, brief.language, brief.recipientDetails, brief.storyGoal, brief.storySetting]);
}

/** A plot that fits the age and that the child did not meet in the last stories (when any such is left). */
function choosePlot(brief: StoryBrief, age: number | undefined, random: SeededRandom): PlotId {
  const recent = brief.variety?.recentPlots ?? [];
  const fitting = plotIds.filter((id) => plotFitsAge(id, age));
  const fresh = fitting.filter((id) => !recent.includes(id));
  if (fresh.length > 0) {
    // Toddlers count their way to bed more often than older children.
    const weighted = (age ?? 5) <= 3 && fresh.includes('counting-walk') ? [...fresh, 'counting-walk' as const] : fresh;
    return random.pick(weighted);
  }
  // Every fitting plot was told lately: the one told longest ago.
  return [...fitting].sort((a, b) => recent.indexOf(b) - recent.indexOf(a))[0];
}

/**
 * What the parent wrote, read. Interests come neither from the goal, which names what is hard
 * („Zähne putzen ohne Theater“ is no interest in the theatre), nor from the favourite food, which
 * is eaten and shared, never told "all about".
 */
function readPersonal(brief: StoryBrief): FreeTextFacts {
  const details = brief.recipientDetails;
  const parsed = parseFreeText(
    [
      details.personalization,
      details.favoriteActivity,
      details.favoriteAnimal,
      details.favoriteFood,
      details.recentAchievement,
      details.storyGoal,
    ],
    brief.language,
  );
  const goalText = details.storyGoal ?? brief.storyGoal;
  const interestTexts = [
    details.personalization,
    details.favoriteActivity,
    details.favoriteAnimal,
    details.recentAchievement,
    goalText ? undefined : details.storyGoal,
  ];
  const interests = parseFreeText(interestTexts, brief.language).interests;
  const named = withGoalsRelative(parsed.relative, goalText, details.personalization);
  const relative = sameAsASibling(named, brief.siblings) ? undefined : named;
  return { ...parsed, relative, interests: interests.filter((i) => !FOODS.has(i.id)) };
}

/** A goal the child is to become ("a good big sister", „eine gute große Schwester sein“), not a relative to bring. */
const THE_CHILD_IS =
  /\b(?:be|being|become|becoming)\s+(?:a\s+)?(?:good\s+|great\s+|kind\s+|patient\s+)?(?:big|older|little)\s+(?:sister|brother)\b|(?:große[rn]?|ältere[rn]?|gute[rn]?)\s+(?:große[rn]?\s+)?(?:Schwester|Bruder)\s+(?:sein|werden)\b/iu;

/** A goal about brothers and sisters without naming one: „Geschwister teilen“, "sharing with siblings". */
const SIBLINGS_IN_GOAL = /(?<!\p{L})(?:siblings?|brothers? and sisters?|Geschwister\p{L}*)(?!\p{L})/iu;

/**
 * The relative the story tells: the one the goal names ("sharing toys with her cousin"), with the
 * name the free text gave them when it names the same kin; for a goal about siblings, the sister or
 * brother the free text names (not the grandpa it named first); else the free text's.
 */
function withGoalsRelative(
  told: FreeTextFacts['relative'],
  goal: string | undefined,
  freeText: string | undefined,
): FreeTextFacts['relative'] {
  const sibling = goal && freeText && SIBLINGS_IN_GOAL.test(goal) ? findSibling(freeText) : undefined;
  // "to be a good big sister": the child is the big sister, nobody to bring along.
  const inGoal = goal && !THE_CHILD_IS.test(goal) ? (findRelative(goal) ?? sibling) : undefined;
  if (!inGoal) return told;
  return { ...(told?.kin === inGoal.kin ? told : inGoal), inGoal: true };
}

/**
 * Whether the sister or brother the free text names ("His little sister Bea loves singing") is one
 * of the siblings in the story: then the story has them along, not "asleep next door" as well.
 */
function sameAsASibling(relative: FreeTextFacts['relative'], siblings: StoryBrief['siblings']): boolean {
  if (!relative || !siblings?.length || (relative.kin !== 'sister' && relative.kin !== 'brother')) return false;
  const name = relative.name?.toLocaleLowerCase();
  return !name || siblings.some((sibling) => sibling.name.trim().toLocaleLowerCase() === name);
}

/**
 * The sibling of the order whom the goal names: by name ("sharing with Leo"), by kin ("his
 * brother": the first brother), or any one for brothers and sisters („Geschwister“); the goal is
 * then acted out with them, not with a stand-in "just like his brother at home".
 */
function siblingInGoal(brief: StoryBrief): string | undefined {
  const goal = brief.recipientDetails.storyGoal ?? brief.storyGoal;
  const siblings = brief.siblings ?? [];
  if (!goal || !siblings.length || THE_CHILD_IS.test(goal)) return undefined;
  const named = siblings.find((s) =>
    new RegExp(`(?<!\\p{L})${escapeRegExp(s.name.trim())}(?!\\p{L})`, 'iu').test(goal),
  );
  if (named) return named.name.trim();
  const kin = findRelative(goal)?.kin;
  const pronoun = kin === 'brother' ? 'he' : kin === 'sister' ? 'she' : undefined;
  if (pronoun) return siblings.find((s) => s.pronoun === pronoun)?.name.trim();
  return SIBLINGS_IN_GOAL.test(goal) ? siblings[0].name.trim() : undefined;
}

/** Themes a parent may write about the child rather than as the goal: a change or a first coming up. */
const WORRY_THEMES = new Set([
  'school',
  'kindergarten',
  'moving-house',
  'new-sibling',
  'doctor-visit',
  'dentist-visit',
  'hairdresser',
  'learning-to-swim',
  'learning-to-ride-a-bike',
  'making-friends',
  'own-bed',
  'two-homes',
  'saying-goodbye',
  'missing-someone',
  'pet-died',
  'wobbly-tooth',
]);
/** Words that make a sentence about the child a worry or an occasion coming up, not a fact. */
const WORRY_CUES = {
  en: /\b(?:nervous|worried|worries|worry|anxious|scared|afraid|frightened|shy|unsure|starts?|starting|first day|begins?|moving|misses|missing|died)\b/i,
  de: /(?:nervös|angst|aufgeregt|sorgen|unsicher|schüchtern|fängt|anfangen|beginnt|ersten? tag|einschulung|zieht|umzug|vermisst|gestorben)/i,
};

/**
 * The goal when the parent gave none but wrote a worry or an occasion about the child ("Maya is
 * starting at a new school on Monday and feels nervous"): that sentence, so the story acts it out
 * rather than leaving it out. Fears (the dark, thunder) are told as fears, not here.
 */
function worryAsGoal(brief: StoryBrief): string | undefined {
  const text = brief.recipientDetails.personalization;
  if (!text) return undefined;
  return splitSentences(text).find((sentence) => {
    const theme = recogniseTheme(sentence, brief.language);
    return theme !== undefined && WORRY_THEMES.has(theme) && WORRY_CUES[brief.language].test(sentence);
  });
}

/** Interests that are things to eat: told as the favourite food, never as something to tell "all about". */
const FOODS = new Set(['ice cream', 'pancakes', 'pizza', 'chocolate', 'strawberries']);

/** The favourite food: the form's, else a food the free text says the child loves ("loves pancakes"). */
function favouriteFood(brief: StoryBrief): string | undefined {
  const given = clean(brief.recipientDetails.favoriteFood, 100);
  if (given) return given;
  const food = parseFreeText([brief.recipientDetails.personalization], brief.language).interests.find((i) =>
    FOODS.has(i.id),
  );
  return food && (brief.language === 'de' ? food.de : food.en);
}

/** The child's own pet (of the favourite kind, when one is given), else (when no favourite animal or pet was given) a named toy animal that comes alive. */
function companionSource(details: StoryBrief['recipientDetails'], personal: FreeTextFacts) {
  const favourite = details.favoriteAnimal && findAnimal(details.favoriteAnimal)?.en;
  const pet = details.favoriteAnimal
    ? personal.pets.find((p) => favourite && findAnimal(p.en)?.en === favourite)
    : personal.pets[0];
  const toyAnimal = details.favoriteAnimal || pet ? undefined : personal.toys.find((t) => t.animal);
  return { pet, toyAnimal };
}

/** The free text with what must not pick the companion taken out: an animal the child is afraid of ("afraid of dogs"), a toy animal ("his toy elephant Bobo"). */
function companionHintText(details: StoryBrief['recipientDetails'], personal: FreeTextFacts): string {
  return personal.fears
    .reduce((text, fear) => text.split(fear).join(' '), details.personalization ?? '')
    .replace(/\b(?:toy|stuffed|cuddly|plush|soft|knitted)\s+\p{L}+/giu, ' ')
    .replace(/(?<![\p{L}])(?:Kuschel|Stoff|Plüsch|Spielzeug)\p{L}+/gu, ' ');
}

/**
 * A draw a child profile's stories keep the same every night (its series keeps the companion and
 * the hero's colours): for a story made from a profile, the pick comes from the profile's id, not
 * the order's seed. The order's stream still makes its draw, so everything after it is unchanged.
 */
function keptPick(brief: StoryBrief, random: SeededRandom, label: string) {
  return <T>(items: readonly T[]): T => {
    const drawn = random.pick(items);
    return brief.childId ? new SeededRandom(`profile:${brief.childId}:${label}`).pick(items) : drawn;
  };
}

/**
 * The companion's species: the pet, the toy, the favourite or hinted animal, else one that fits the
 * setting; for a profile's stories (whose setting changes every night) one that fits any setting.
 */
function chooseCompanion(
  brief: StoryBrief,
  personal: FreeTextFacts,
  place: Place,
  random: SeededRandom,
): { animal: Animal; pet?: Pet; toyAnimal?: FreeTextFacts['toys'][number] } {
  const details = brief.recipientDetails;
  const { pet, toyAnimal } = companionSource(details, personal);
  const settingCompanions = companionsFor[place.landscape];
  const pickCompanion = (names: string[]) =>
    keptPick(brief, random, 'companion')(brief.childId ? names : (settingCompanions ?? names));
  const isKnownAnimal = (word: string) => findAnimal(word) !== undefined;
  const animal = pet
    ? petAnimal(pet, (items) => random.pick(items))
    : toyAnimal
      ? resolveAnimal(toyAnimal.animal, pickCompanion)
      : resolveAnimal(
          details.favoriteAnimal ?? hintFrom(companionHintText(details, personal), isKnownAnimal),
          pickCompanion,
        );
  return { animal, pet, toyAnimal };
}

/** Everything the story is told from, drawn from the seed in a fixed order: place, companion, colour, companion's name. */
function gatherFacts(brief: StoryBrief, random: SeededRandom): StoryFacts {
  const details = brief.recipientDetails;
  const pick = <T>(items: T[]) => random.pick(items);
  const isKnownColour = (word: string) => findColour(word) !== undefined;
  const personal = readPersonal(brief);
  const place = resolvePlace(details.storySetting ?? brief.storySetting ?? settingForInterests(personal), pick);
  const { animal, pet, toyAnimal } = chooseCompanion(brief, personal, place, random);
  const colourWord = details.favoriteColor?.trim() || hintFrom(details.personalization, isKnownColour);
  const colour = resolveColour(colourWord, keptPick(brief, random, 'colour'));
  const name = details.name.replace(/\s+/g, ' ').trim();
  const pool = companionNames[brief.language === 'de' ? 'de' : 'en'].filter(
    (p) => p.toLowerCase() !== name.toLowerCase(),
  );
  // A profile's companion keeps its name (a fork draws nothing from the order's stream).
  const namer = brief.childId
    ? new SeededRandom(`profile:${brief.childId}:companion-name`)
    : random.fork(`companion:${name}`);
  const petName = pet?.name ?? toyAnimal?.name ?? namer.pick(pool);
  const age = details.age ?? personal.age;
  return {
    name,
    age,
    storyType: brief.storyType,
    animal,
    petName,
    colour,
    colourGiven: Boolean(colourWord),
    activity: clean(details.favoriteActivity, 100),
    food: favouriteFood(brief),
    achievement: clean(details.recentAchievement),
    goal: clean(details.storyGoal ?? brief.storyGoal) ?? clean(worryAsGoal(brief)),
    place,
    ageGroup: ageGroupOf(age),
    personal,
    companionIsPet: pet !== undefined,
    companionIsToy: toyAnimal !== undefined,
    homePet: personal.pets.find((p) => p !== pet && p.name),
    siblingInGoal: siblingInGoal(brief),
    pronoun: pronounOf([
      details.personalization,
      details.favoriteActivity,
      details.recentAchievement,
      details.storyGoal,
      brief.storyGoal,
    ]),
  };
}

/** Where the story starts: the plot's own opening, else home, the garden or the edge of the wood. */
function openingBeat(plot: PlotId, random: SeededRandom): BeatId {
  const starts: BeatId[] = ['start-home', 'start-garden', 'start-edge'];
  return (plots[plot] as { start?: BeatId }).start ?? random.pick(starts);
}

/** The interests the story tells: often the companion is the favourite animal, and nothing is told to a whale about whales. */
export function interestsToTell(facts: Pick<StoryFacts, 'personal' | 'animal' | 'place'>): FreeTextFacts['interests'] {
  // Not the companion's kind, nor a toy's animal ("a toy giraffe Noodle" is no love of giraffes: the toy is told).
  const animals = [facts.animal.en, ...facts.personal.toys.flatMap((t) => (t.animal ? [t.animal] : []))];
  // Nor the place the story is in: nobody in the Magical Forest is told „alles über den Wald“.
  const here = PLACE_INTERESTS[facts.place.landscape] ?? [];
  return facts.personal.interests.filter(
    (i) => !here.includes(i.id) && !animals.some((a) => i.en.toLowerCase().includes(a.toLowerCase())),
  );
}

/** Interests that are the setting itself. */
const PLACE_INTERESTS: Partial<Record<string, string[]>> = {
  'magical-forest': ['trees'],
  'underwater-kingdom': ['the sea'],
};

/**
 * Where the plot's beats have arrived: 0, or just after the arrival when its first beats are on the
 * way there (a dream's cloud ride), so nothing happens in the place before the child is in it.
 */
function arrivedAt(middle: BeatId[]): number {
  const first = middle.findIndex((beat) => !beatSpec(beat)?.onTheWay);
  return first <= 0 ? 0 : first + 1;
}

/** The plot's own beats with the goal's and the parent's scenes woven in. */
function middleBeats(plot: PlotId, facts: StoryFacts, random: SeededRandom): BeatId[] {
  const hasActivity = facts.activity !== undefined || interestsToTell(facts).length > 0;
  const hasAchievement = facts.achievement !== undefined || facts.personal.achievements.length > 0;
  const plain = plotBeats(plot, facts.ageGroup === 'school');
  // After a cloud ride a goal needs a scene between its challenge and its mastery: the plot's twist, at any age.
  const middle: BeatId[] = [...(facts.goal !== undefined && arrivedAt(plain) > 0 ? plotBeats(plot, true) : plain)];
  const arrived = arrivedAt(middle);
  // The goal is met in the plot's middle and mastered just before its last beat.
  if (facts.goal !== undefined) {
    middle.splice(Math.max(1, arrived), 0, 'challenge');
    middle.splice(middle.length - 1, 0, 'mastery');
  }
  // What the parent told us gets its scene: the proud memory, the favourite things.
  const extras: BeatId[] = [];
  if (hasAchievement) extras.push('achievement');
  if (hasActivity) extras.push('activity');
  if (facts.food) extras.push('food');
  // The favourite things happen on the way, before the plot's first beat, so they never come between
  // a plot's setup and its payoff (the invitation and the friend's door); the proud memory when the
  // friends rest, just before the plot's last beat.
  for (const extra of random.shuffle(extras.filter((e) => e !== 'achievement'))) middle.splice(arrived, 0, extra);
  if (hasAchievement) middle.splice(middle.length - 1, 0, 'achievement');
  return middle;
}

/** The whole night: the start, maybe a guide, the middle, maybe the way home, and sleep. */
function framedBeats(start: BeatId, middle: BeatId[], plot: PlotId, facts: StoryFacts, random: SeededRandom): BeatId[] {
  const toddler = facts.ageGroup === 'toddler';
  const optional: BeatId[] = [];
  if (!toddler && plot !== 'counting-walk' && random.next() < 0.6) optional.push('guide');
  if (!toddler && random.next() < (facts.ageGroup === 'school' ? 0.7 : 0.4)) optional.push('homecoming');
  // The guide greets the child where the plot arrives: after a dream's cloud ride, not in bed.
  const arrived = arrivedAt(middle);
  return [
    start,
    ...middle.slice(0, arrived),
    ...(optional.includes('guide') ? (['guide'] as BeatId[]) : []),
    ...middle.slice(arrived),
    ...(optional.includes('homecoming') ? (['homecoming'] as BeatId[]) : []),
    'sleep',
  ];
}

/** At most ten scenes (eight for a toddler): the optional frame goes first, then the favourite things. */
function trimBeats(beats: BeatId[], ageGroup: AgeGroup): BeatId[] {
  const drop: BeatId[] = ['homecoming', 'guide', 'food', 'activity'];
  const most = ageGroup === 'toddler' ? 8 : 10;
  while (beats.length > most && drop.length) {
    const gone = drop.shift()!;
    const at = beats.indexOf(gone);
    if (at >= 0) beats.splice(at, 1);
  }
  return beats;
}

export function planStory(brief: StoryBrief): StoryPlan {
  // The seeded draws happen in this order (a changed order changes every story): facts, plot, start, extras, frame.
  const random = new SeededRandom(seedOf(brief));
  const facts = gatherFacts(brief, random);
  const plot = choosePlot(brief, facts.age, random);
  const start = openingBeat(plot, random);
  const middle = middleBeats(plot, facts, random);
  const beats = trimBeats(framedBeats(start, middle, plot, facts, random), facts.ageGroup);
  return { facts, plot, beats, random };
}
