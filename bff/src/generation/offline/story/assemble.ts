import type { Language } from '@dreamweaver/contracts';
import { isStorySetting } from '@dreamweaver/contracts';
import { germanColourStem } from '../colours.ts';
import type { SeededRandom } from '../seeded-random.ts';
import { interestsToTell, type StoryPlan } from '../story-plan.ts';
import { splitSentences } from '../compose.ts';
import { tellAchievement, tellGoal, type HeroWords } from './goal-beats.ts';
import { recogniseTheme } from '../themes/index.ts';
import { capitalise, de, en, genitiveDe, possessiveEn } from './grammar.ts';
import { limbFor } from './hero.ts';
import { phrasebooks } from './phrasebooks.ts';
import { beatSpec, plotBeats, type BeatId } from './plots/index.ts';
import type { Line, Phrasebook, SettingWords, Slot, Words } from './types.ts';
import { escapeRegExp } from '../escape-regexp.ts';
import { FARM } from '../places.ts';

// The one story assembler: it reads the plan (plot, beats, facts) and the phrasebook of the
// story's language, and tells each beat with lines picked from the seed, never the same sentence
// twice (a toddler's refrain excepted).

const plainPlace = (text: string) =>
  text
    .trim()
    .replace(/[.!]+$/, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();

/** Whether the typed place is the setting by its name, with or without its preposition and article ("the Magical Forest", „Zauberwald“). */
function namesSetting(typed: string, setting: SettingWords): boolean {
  const place = plainPlace(typed);
  const named = plainPlace(setting.in);
  return place === named || (place.length > 3 && named.endsWith(` ${place}`));
}

function settingWords(plan: StoryPlan, book: Phrasebook): SettingWords {
  const words = placeWords(plan, book);
  const { otherGuide, guideSpecies } = words;
  return otherGuide && guideSpecies === plan.facts.animal.en ? { ...words, ...otherGuide } : words;
}

function placeWords(plan: StoryPlan, book: Phrasebook): SettingWords {
  const { landscape, typed } = plan.facts.place;
  if (typed === undefined && isStorySetting(landscape)) return book.settings[landscape];
  // A typed place that is one of the six by its own name („im Zauberwald“, "the Magical Forest") is that one, never „die Welt im Zauberwald“.
  if (typed !== undefined && isStorySetting(landscape) && namesSetting(typed, book.settings[landscape]))
    return book.settings[landscape];
  // A typed setting: its own name, the nearest of the six for its creatures and things.
  const dream = book.dreamland(typed ?? '');
  if (!isStorySetting(landscape)) return dream;
  // A typed farm, not a village: no bakery, street or town hall.
  const farm = landscape === 'animal-village' && FARM.test(typed ?? '') ? book.farm : {};
  return {
    ...book.settings[landscape],
    ...farm,
    in: dream.in,
    again: dream.again,
    into: dream.into,
    dreamOf: dream.dreamOf,
  };
}

/** A tail that says again a word its wonder says („…schimmernden Schweif…, und … schimmerte alles lila“); names may come twice. */
const echoes = (sight: string, tail: string, names: string[]) =>
  (tail.match(/\p{L}{6,}/gu) ?? []).some(
    (word) => !names.includes(word) && sight.toLowerCase().includes(word.slice(0, 6).toLowerCase()),
  );

/** A wonder with nothing to see, only to smell („A gentle breeze carried the smell of warm honey“), and the tails that need eyes. */
const smelt = /\b(?:smell|smelled|scent|Duft|duftete)\b/iu;
const seeing = /\b(?:look|blink|Schau|Blinzeln|zeigen)/iu;

export function wordsFor(plan: StoryPlan, language: Language, random: SeededRandom): Words {
  const words = plainWords(plan, language, random);
  // Each wonder of the setting is joined to the child's own moment, so two stories in one place tell it differently.
  const { sightTails: tails, sightHeads: heads } = phrasebooks[language];
  const pick = random.fork('sights');
  const colour = colourPattern(words);
  // One wonder at most shines in the favourite colour: the colour is the child's, not every sight's.
  let colourTold = false;
  const sights = words.place.sights.map((sight) => {
    // A wonder that already joins two clauses keeps its own ending and gets an opening instead.
    if (/, (?:and|und) /.test(sight)) {
      const head = pick.pick(heads)(words);
      if (!head) return sight;
      // English goes on in lower case after the colon (but not a name: "Mayor Badger"); German keeps its capital.
      const rest =
        language === 'en' && !/^[A-Z]\w+ [A-Z]/.test(sight) ? sight.charAt(0).toLowerCase() + sight.slice(1) : sight;
      return `${head}${rest}`;
    }
    // Nothing here is seen in a colour or looked at when the wonder is a smell ("…fresh rain, all green for a moment").
    const texts = tails
      .map((t) => t(words) || '')
      .filter((t) => !smelt.test(sight) || !(colour.test(t) || seeing.test(t)));
    const fresh = texts.filter((t) => !echoes(sight, t, [words.name, words.pet]));
    const usable = colourTold ? fresh.filter((t) => !colour.test(t)) : fresh;
    const tail = pick.pick(usable.length ? usable : texts);
    if (tail && colour.test(tail)) colourTold = true;
    return tail ? `${sight.replace(/[.!]$/, '')}${tail}` : sight;
  });
  return { ...words, place: { ...words.place, sights } };
}

/** How often a story says the favourite colour at most, unless no other line is left: in every scene it is a tic ("…shone a little blue in Maya's eyes"). */
const COLOUR_TIMES = 3;

/** The favourite colour as a word, with German endings („blaue“, „blauen“), not inside another word ("Bluebell"). */
function colourPattern(w: Pick<Words, 'colour'>, flags = 'iu'): RegExp {
  return new RegExp(`(?<!\\p{L})${escapeRegExp(w.colour)}(?:e[mnrs]?)?(?!\\p{L})`, flags);
}

/** The fear as a goal's sentence, in the words the themes library knows it by: „Angst vor Gewitter“, "afraid of the dark". */
const fearAsGoal = (fear: string, language: Language) => (language === 'de' ? `Angst ${fear}` : `afraid of ${fear}`);

/**
 * A goal only to be brave ("to be braver") is acted out as the fear the parent wrote about ("He is
 * scared of the dark"), when the library knows that fear: the dark, not a high step to jump down.
 */
function fearForBraveGoal(goal: string, fear: string | undefined, language: Language): string {
  if (!fear || recogniseTheme(goal, language) !== 'being-brave') return goal;
  const fearTheme = recogniseTheme(fearAsGoal(fear, language), language);
  return fearTheme && fearTheme !== 'being-brave' ? fearAsGoal(fear, language) : goal;
}

/** The parent's goal and proud memory, told by the themes library in this story's words. */
function goalAndMemory(plan: StoryPlan, language: Language, place: SettingWords, random: SeededRandom) {
  const f = plan.facts;
  const hero: HeroWords = {
    name: f.name,
    pronoun: f.pronoun,
    companion: f.petName,
    companionSpecies: language === 'de' ? f.animal.de : f.animal.en,
    place: place.in,
    person: goalPersonOf(f, language),
  };
  const draw = () => random.next();
  const goalText = f.goal ? fearForBraveGoal(f.goal, f.personal.fears[0], language) : undefined;
  const goal = goalText ? tellGoal(goalText, language, hero, draw, f.ageGroup === 'toddler') : undefined;
  const achievement = f.personal.achievements[0] || f.achievement;
  const tell = () =>
    achievement ? tellAchievement(achievement, language, hero, draw, f.ageGroup === 'toddler') : undefined;
  let told = tell();
  // The proud memory follows the mastery: told again when it would say the same feeling in the same words.
  for (let tries = 0; tries < 4 && told && feelsTwice([...(goal?.mastery ?? []), ...told.memory]); tries++)
    told = tell();
  return { goal, memory: told?.memory, memoryHappened: told?.happened };
}

type CommonWords = Omit<
  Words,
  'poss' | 'he' | 'him' | 'his' | 'species' | 'speciesWord' | 'petHe' | 'colour' | 'toy' | 'toyAcc' | 'homePet'
>;

/** The words both languages share: the child, the companion, the place and what the parent told. */
function commonWords(plan: StoryPlan, language: Language, random: SeededRandom): CommonWords {
  const f = plan.facts;
  const place = settingWords(plan, phrasebooks[language]);
  const { goal, memory, memoryHappened } = goalAndMemory(plan, language, place, random);
  return {
    language,
    ageGroup: f.ageGroup,
    magic: f.storyType === 'custom',
    name: f.name,
    age: f.age,
    pet: f.petName,
    companionKind: f.companionIsPet ? 'pet' : f.companionIsToy ? 'toy' : 'friend',
    colourGiven: f.colourGiven,
    place,
    metGuide: plan.beats.includes('guide'),
    interests: interestsToTell(f).map((i) => i[language]),
    interestsTold: interestsToTell(f).map((i) =>
      i.together ? `${i[language]} ${togetherWord[language]} ${i.together[language]}` : i[language],
    ),
    activity: f.activity,
    food: f.food,
    fear: fearToTell(f.personal.fears[0], goal, language),
    home: f.personal.home,
    goal,
    memory,
    memoryHappened,
    limb: limbFor(f.animal.en, language),
    feathered: f.animal.body === 'bird',
    homePetName: f.homePet?.name,
    homePetSighs: Boolean(f.homePet) && !['fish', 'turtle', 'lizard'].includes(f.homePet?.en ?? ''),
  };
}

/** German: pronouns, the declined species and the child's own toy with its possessive. */
function germanWords(plan: StoryPlan, common: CommonWords): Words {
  const f = plan.facts;
  const { pronoun, animal } = f;
  const toy = f.companionIsToy ? undefined : f.personal.toys[0];
  // The child's own toy, with the possessive: „ihr Kuschelhase Flocke“, „ihren Kuschelhasen Flocke“ (Hannas …, den … when no pronoun is known).
  const ownToy = (c: 'nom' | 'acc') => {
    if (!toy) return undefined;
    const noun = c === 'acc' && toy.deOblique ? toy.deOblique : toy.de;
    const ending = c === 'acc' && toy.gender === 'm' ? 'en' : toy.gender === 'f' ? 'e' : '';
    // With no pronoun the accusative takes the article: its sentence already names the child
    // („Jonas drückte den Teddy Brummi an sich“, not „… Jonas' Teddy …“).
    const article = toy.gender === 'm' ? 'den' : toy.gender === 'f' ? 'die' : 'das';
    const nobody = c === 'acc' ? article : genitiveDe(f.name);
    const owner = pronoun === 'he' ? `sein${ending}` : pronoun === 'she' ? `ihr${ending}` : nobody;
    return [owner, noun, toy.name].filter(Boolean).join(' ');
  };
  return {
    ...common,
    poss: genitiveDe(f.name),
    he: pronoun === 'he' ? 'er' : pronoun === 'she' ? 'sie' : f.name,
    him: pronoun === 'he' ? 'ihn' : pronoun === 'she' ? 'sie' : f.name,
    his: genitiveDe(f.name),
    species: de(animal.gender, animal.de, 'klein', { oblique: animal.deOblique }),
    speciesWord: animal.de,
    // A named companion is „er“ or „sie“, never the neuter of its species noun („Fips, der leise summte“, not „das“),
    // as English calls it he or she.
    petHe: animal.gender === 'f' ? 'sie' : 'er',
    colour: germanColourStem(f.colour),
    toy: ownToy('nom'),
    toyAcc: ownToy('acc'),
    homePet: f.homePet && `${ownerDe(pronoun, f.homePet.gender, f.name)} ${f.homePet.de} ${f.homePet.name}`,
    ...relativeDe(f),
  };
}

/** „sein“, „ihre“ (nominative) before a noun of `gender`, or „Finns“ when no pronoun is known. */
function ownerDe(pronoun: StoryPlan['facts']['pronoun'], gender: 'm' | 'f' | 'n', name: string): string {
  const ending = gender === 'f' ? 'e' : '';
  return pronoun === 'he' ? `sein${ending}` : pronoun === 'she' ? `ihr${ending}` : genitiveDe(name);
}

/** English: pronouns, the species with its articles and the child's own toy. */
function englishWords(plan: StoryPlan, common: CommonWords): Words {
  const f = plan.facts;
  const { pronoun, animal } = f;
  const toy = f.companionIsToy ? undefined : f.personal.toys[0];
  const his = heroPossessiveEn(f);
  return {
    ...common,
    poss: possessiveEn(f.name),
    he: pronoun === 'they' ? f.name : pronoun,
    him: pronoun === 'he' ? 'him' : pronoun === 'she' ? 'her' : f.name,
    his,
    species: en(`little ${animal.en}`, animal.gender === 'f' ? 'she' : 'he'),
    speciesWord: animal.en,
    petHe: animal.gender === 'f' ? 'she' : 'he',
    colour: f.colour.en,
    toy: toy ? (toy.name ? `${his} ${toy.en} ${toy.name}` : `${his} ${toy.en}`) : undefined,
    // Named once in full ("his toy giraffe Noodle"), then by its name: "Theo gave Noodle a sleepy hug."
    toyAcc: toy ? (toy.name ?? `${his} ${toy.en}`) : undefined,
    homePet: f.homePet && `${his} ${f.homePet.en} ${f.homePet.name}`,
    ...relativeEn(f, his),
  };
}

/** The person the goal names, when they can come along and speak (not a baby): they ask for the turn or the share. */
function goalPersonOf(f: StoryPlan['facts'], language: Language): HeroWords['person'] {
  // A brother or sister of the order is in the story from its start, by name.
  if (f.siblingInGoal) return { nom: f.siblingInGoal, dat: f.siblingInGoal, present: true };
  const r = f.personal.relative;
  if (!r?.inGoal) return friendInGoal(f, language);
  if (r.baby) return undefined;
  const told = language === 'de' ? relativeDe(f) : relativeEn(f, heroPossessiveEn(f));
  if (!told.relative || !told.relativeDat) return undefined;
  // "her little brother Ben" is brought in once in full, then is Ben; "Grandma Rose" keeps her title.
  if (r.name && !r.elder) return { nom: r.name, dat: r.name, intro: told.relative };
  const again = r.elder || r.twin ? undefined : shortRelative(r, language, heroPossessiveEn(f));
  return again ? { ...again, intro: told.relative } : { nom: told.relative, dat: told.relativeDat };
}

/** An unnamed brother or sister after being brought in: „der Kleine“, „die Große“, "her brother", not "her little brother" every time. */
function shortRelative(
  r: NonNullable<StoryPlan['facts']['personal']['relative']>,
  language: Language,
  his: string,
): { nom: string; dat: string } | undefined {
  if (!r.size) return undefined;
  if (language === 'en') return { nom: `${his} ${r.kin}`, dat: `${his} ${r.kin}` };
  const stem = r.size === 'big' ? 'Groß' : 'Klein';
  return r.gender === 'f'
    ? { nom: `die ${stem}e`, dat: `der ${stem}en` }
    : { nom: `der ${stem}e`, dat: `dem ${stem}en` };
}

/** A friend the goal names ("to share his toys with his friend Noah", „mit ihrer Freundin Emma teilen“): brought in once in full, then by name. */
function friendInGoal(f: StoryPlan['facts'], language: Language): HeroWords['person'] {
  const found = /(?<!\p{L})(?:best\s+|beste[mnr]?\s+)?(friend|Freund(?:in)?)\s+(\p{Lu}\p{Ll}+)/u.exec(f.goal ?? '');
  if (!found) return undefined;
  const [, word, name] = found;
  if (language === 'en') return { nom: name, dat: name, intro: `${heroPossessiveEn(f)} friend ${name}` };
  return {
    nom: name,
    dat: name,
    intro: `${ownerDe(f.pronoun, word === 'Freundin' ? 'f' : 'm', f.name)} ${word} ${name}`,
  };
}

const heroPossessiveEn = (f: StoryPlan['facts']) =>
  f.pronoun === 'he' ? 'his' : f.pronoun === 'she' ? 'her' : possessiveEn(f.name);

/** A grandparent, aunt, uncle or cousin not said to live with the child: never asleep next door. */
const livesElsewhere = (r: NonNullable<StoryPlan['facts']['personal']['relative']>) =>
  Boolean(r.elder || r.kin === 'cousin') && !r.household;

/** "her big sister Ella", "Sam's cousin", "Grandma Rose", "her grandma". */
function relativeEn(
  f: StoryPlan['facts'],
  his: string,
): Pick<
  Words,
  'relative' | 'relativeWord' | 'relativeDat' | 'relativeAway' | 'relativeCalled' | 'relativeInGoal' | 'relativeBaby'
> {
  const r = f.personal.relative;
  if (!r) return {};
  const relative = r.elder
    ? r.name
      ? `${r.word} ${r.name}`
      : `${his} ${(r.word ?? r.kin).toLowerCase()}`
    : [his, r.baby ? 'baby' : r.twin ? 'twin' : r.size, r.kin, r.name].filter(Boolean).join(' ');
  const called = r.elder ? [r.word, r.name].filter(Boolean).join(' ') : undefined;
  return {
    relative,
    relativeDat: relative,
    relativeWord: r.name ?? r.word?.toLowerCase() ?? r.kin,
    relativeAway: livesElsewhere(r),
    relativeCalled: called,
    relativeInGoal: r.inGoal,
    relativeBaby: r.baby,
  };
}

/** „ihre große Schwester Ella“, „sein kleiner Bruder“, „Sams Cousine“, „Oma Rosi“ (nominative, and the dative). */
function relativeDe(
  f: StoryPlan['facts'],
): Pick<
  Words,
  'relative' | 'relativeWord' | 'relativeDat' | 'relativeAway' | 'relativeCalled' | 'relativeInGoal' | 'relativeBaby'
> {
  const r = f.personal.relative;
  if (!r) return {};
  if (r.elder && r.name) {
    const titled = `${r.de} ${r.name}`;
    return {
      relative: titled,
      relativeDat: titled,
      relativeWord: r.name,
      relativeAway: livesElsewhere(r),
      relativeCalled: titled,
      relativeInGoal: r.inGoal,
      relativeBaby: r.baby,
    };
  }
  const female = r.gender === 'f';
  const own = f.pronoun === 'he' ? 'sein' : f.pronoun === 'she' ? 'ihr' : undefined;
  const owner = (nom: boolean) =>
    own ? `${own}${nom ? (female ? 'e' : '') : female ? 'er' : 'em'}` : genitiveDe(f.name);
  const stem = r.size && (r.size === 'big' ? 'groß' : 'klein');
  // After a possessive the adjective is weak in the dative („seinem kleinen“), after a genitive name strong („Pauls kleinem“).
  const sizeNom = stem && `${stem}${female ? 'e' : 'er'}`;
  const sizeDat = stem && `${stem}${own ? 'en' : female ? 'er' : 'em'}`;
  const kin = r.twin ? `Zwillings${r.de.toLowerCase()}` : r.de;
  const told = (nom: boolean) => [owner(nom), nom ? sizeNom : sizeDat, kin, r.name].filter(Boolean).join(' ');
  return {
    relative: told(true),
    relativeDat: told(false),
    relativeWord: r.name ?? r.de,
    relativeAway: livesElsewhere(r),
    relativeCalled: r.elder ? r.de : undefined,
    relativeInGoal: r.inGoal,
    relativeBaby: r.baby,
  };
}

const togetherWord: Record<Language, string> = { en: 'with', de: 'mit' };

function plainWords(plan: StoryPlan, language: Language, random: SeededRandom): Words {
  const common = commonWords(plan, language, random);
  return language === 'de' ? germanWords(plan, common) : englishWords(plan, common);
}

/** The child's fear, unless the goal already tells it through its theme (the goal „Angst vor dem Dunkeln haben“ is also parsed as a fear). */
function fearToTell(
  fear: string | undefined,
  goal: { themeId?: string } | undefined,
  language: Language,
): string | undefined {
  if (!fear) return undefined;
  if (goal?.themeId && recogniseTheme(fearAsGoal(fear, language), language) === goal.themeId) return undefined;
  return fear;
}

/** How many sentences apart the garment may be named again. */
const GARMENT_GAP = 3;

/** The garments a line may dress the child in, by language: a story names one of them, the same way throughout. */
const GARMENTS: Record<Language, string> = {
  en: 'pyjamas|socks|slippers|wellies',
  de: 'Schlafanzug|Socken|Hausschuh|Gummistiefel',
};

/** Feelings a story tells once: "felt warm from head to toe" one scene after "warm all the way down to the toes" reads as a slip. */
const ONCE: RegExp[] = [
  /\b(?:head|top) to toe\b|\bdown to the toes\b|\bvon Kopf bis Fuß\b|\bbis in die Zehenspitzen\b/i,
  // "Noah grinned. … and Noah grinned from ear to ear."
  /\bgrinned\b|\bgrinste\b/i,
  // „Das freundliche Wesen strahlte über das ganze Gesicht. … und Lotte strahlte über das ganze Gesicht.“
  /\bbeamed from ear to ear\b|über das ganze Gesicht/i,
  // „Krümel blieb ganz nah. … Krümel lachte nicht und drängelte nicht, er blieb einfach ganz nah.“
  /\bstayed (?:very |right |just )?close\b|\bblieb (?:einfach )?ganz nah\b/i,
];

/** Speech tags after a quote: a child tagged twice in a row reads as a slip. */
const SPEECH: Record<Language, string> = {
  en: 'said|asked|whispered|murmured|called|cried|added',
  de: 'sagte|fragte|flüsterte|murmelte|meinte|rief',
};

/** Some feeling of ONCE is told twice in these texts. */
function feelsTwice(texts: string[]): boolean {
  return ONCE.some((feeling) => texts.filter((t) => feeling.test(t)).length > 1);
}

/** A bedtime line: a lullaby, a yawn, the world getting ready for bed. It belongs to the opening at home and the closing scenes, not the middle of an adventure („Die ganze Nacht summte Momo ein Schlaflied“ during a parade). */
const BEDTIME =
  /\b(?:lullab\p{L}*|yawn\p{L}*|ready for bed|(?:felt|feel|getting|grew) (?:\p{L}+ )?(?:and )?sleepy)\b|(?:Schlaflied|Wiegenlied|Gutenachtlied|gähn|Gähn|bettfertig|(?:fühlte sich|würden auch sie|wurde(?:n)?) (?:\p{L}+ )?(?:und )?(?:schläfrig|müde))/iu;

/**
 * A call-back to what the companion said („…, just as Pip had said“, „…, genau wie Pip es versprochen
 * hatte“, „…, and Pip whispered, "Didn't I tell you?"“) and the promise it calls back to: without the
 * promise told before, the call-back is left off.
 */
const CALLBACK: Record<Language, { callBack: string; promise: string }> = {
  en: {
    callBack: String.raw`, just as PET had (?:said|promised)(?=[.!])|, and PET whispered, "Didn't I tell you\?"`,
    promise: String.raw`(?<!\p{L})PET promised\b`,
  },
  de: {
    callBack: String.raw`, genau wie PET (?:es )?(?:gesagt|versprochen) hatte(?=[.!])|, und PET flüsterte: „Hab ich’s nicht gesagt\?“`,
    promise: String.raw`\bversprach PET(?!\p{L})`,
  },
};

/** A line that itself meets the guide (NAME): it needs no introduction before it. */
const MEETS: Record<Language, string> = {
  en: String.raw`\b(?:met|found|came across|there was)\s+NAME(?!\p{L})|(?<!\p{L})NAME\s+came\s+(?:hurrying|running)`,
  de: String.raw`\b(?:trafen|traf|fanden|fand|begegneten)\s+(?:sie\s+|ihnen\s+)?NAME(?!\p{L})|\bkam\s+ihnen\s+NAME(?!\p{L})`,
};

/** The place's dream said again right after it was said: "of it", „davon“. */
const DREAMT_AGAIN: Record<Language, string> = { en: 'of it', de: 'davon' };
/** The way into the place said a sentence or two before: "… leading all the way into Grandma's garden. … on their way there." */
const THITHER: Record<Language, string> = { en: 'there', de: 'dorthin' };
/** How many sentences apart the way into the place is said in full again. */
const INTO_GAP = 3;

/** The texts that pass the test, or all of them when none does. */
function prefer(texts: string[], test: (text: string) => boolean): string[] {
  const passing = texts.filter(test);
  return passing.length ? passing : texts;
}

class Teller {
  private readonly told = new Set<string>();
  /** The garment the story has named in the favourite colour ("green slippers"); no later line names another. */
  private garment: string | undefined;
  /** Sentences told since the garment was last named. */
  private sinceGarment = Number.POSITIVE_INFINITY;
  /** How often the story has said where it is; from the third time on, the phrasebook says it another way. */
  private placeSaid = 0;
  /** The sentence told last named the place: the next says it another way („… sogar hier im Unterwasserkönigreich! Dort schmeckte es …“). */
  private placeJustSaid = false;
  private readonly refrains = new Map<Line, string>();
  /** The interests done together whose "with whom" the story has said (by index in `interestsTold`). */
  private readonly togetherSaid = new Set<number>();
  /** Sentences told since one went into the place ("into Grandma's garden"). */
  private sinceInto = Number.POSITIVE_INFINITY;
  /** The pet at home has been named in full („Milas Hund Bruno“): from now on it is Bruno. */
  private homePetNamed = false;
  private readonly garments: RegExp;
  /** The place's guide has been introduced ("a wise owl called Hazel"), so the name alone may follow. */
  private guideMet: boolean;
  /** How often the story has said the favourite colour; from COLOUR_TIMES on, a line without it is preferred. */
  private colourSaid = 0;
  private readonly colour: RegExp;
  /** A thing in the favourite colour ("pink blanket", „rote Decke“), and the sentence count when it was last named. */
  private readonly colourThings: RegExp;
  private readonly colourThingSaid = new Map<string, number>();
  private sentencesTold = 0;
  private readonly callBack: RegExp;
  private readonly promise: RegExp;
  /** The scene being told is the middle of the adventure (not the opening at home, not the way home or bed): no bedtime lines if another will do. */
  awake = false;

  constructor(
    private readonly random: SeededRandom,
    private readonly w: Words,
    private readonly vary: Phrasebook['vary'],
    private readonly placeAgain: Phrasebook['placeAgain'],
    /** The guide beat's first slot: how the guide is met ("A wise old owl called Hazel blinked down…, and Leo waved"). */
    private readonly guideIntro: Slot,
  ) {
    const colour = escapeRegExp(w.colour);
    this.garments = new RegExp(`\\b${colour}\\p{L}*\\s+(${GARMENTS[w.language]})`, 'giu');
    this.colourThings = new RegExp(`\\b${colour}\\p{L}*\\s+(\\p{L}+)`, 'giu');
    this.guideMet = w.metGuide;
    this.colour = colourPattern(w, 'giu');
    const pet = escapeRegExp(w.pet);
    const { callBack, promise } = CALLBACK[w.language];
    this.callBack = new RegExp(
      callBack.replaceAll('PET', () => pet),
      'u',
    );
    this.promise = new RegExp(
      promise.replaceAll('PET', () => pet),
      'u',
    );
  }

  /** The text calls back to a promise the story has not told („…, just as Pip had said“). */
  private promiseUntold(text: string): boolean {
    return this.callBack.test(text) && ![...this.told].some((s) => this.promise.test(s));
  }

  /** The text without its call-back; one that ended its sentence with a question leaves a full stop. */
  private withoutCallBack(text: string): string {
    return text.replace(this.callBack, (callBack) => (callBack.endsWith('?"') || callBack.endsWith('?“') ? '.' : ''));
  }

  private coloursIn(text: string): number {
    return text.match(this.colour)?.length ?? 0;
  }

  private garmentsIn(text: string): string[] {
    return [...text.matchAll(this.garments)].map((m) => m[1].toLowerCase());
  }

  /**
   * The text names no garment, or the story's own one and not within a few sentences of the last time
   * („… gelben Socken angezogen. … hatte gelbe Socken an“).
   */
  private garmentFits(text: string): boolean {
    const garments = this.garmentsIn(text);
    return (
      garments.length === 0 || (this.sinceGarment > GARMENT_GAP && garments.every((g) => g === (this.garment ?? g)))
    );
  }

  /** The text names no thing in the favourite colour that was named a few sentences ago ("… under the pink blanket. Zzz, zzz, under the pink blanket"). */
  private colourThingsRest(text: string): boolean {
    return [...text.matchAll(this.colourThings)].every(([, thing]) => {
      const said = this.colourThingSaid.get(thing.toLowerCase());
      return said === undefined || this.sentencesTold - said >= GARMENT_GAP;
    });
  }

  /**
   * One line of the slot whose sentences were not told yet; undefined when none is left. `opensScene`:
   * its first sentence opens a scene after the first. `after`: what the scene told just before, so a
   * child who has just spoken goes on without a second speech tag.
   */
  one(slot: Slot | undefined, opensScene = false, after?: string): string | undefined {
    if (!slot) return undefined;
    // The goal and the memory are told as the themes library wrote them.
    const theirs = new Set(
      [...(this.w.goal?.challenge ?? []), ...(this.w.goal?.mastery ?? []), ...(this.w.memory ?? [])].flatMap((t) =>
        splitSentences(t),
      ),
    );
    const fresh = slot
      .map((line: Line) => this.untoldOfTheirs(line(this.w), theirs))
      .filter(
        (text): text is string =>
          typeof text === 'string' &&
          text !== '' &&
          splitSentences(text).every((s) => !this.told.has(s)) &&
          this.garmentFits(text) &&
          this.colourThingsRest(text) &&
          (splitSentences(text).every((s) => theirs.has(s)) || !this.feelsAgain(text)) &&
          !(this.childSpeaks(splitSentences(after ?? '').at(-1)) && this.childSpeaks(splitSentences(text)[0])),
      );
    if (fresh.length === 0) return undefined;
    // Another line rather than a call-back to an untold promise; when none is left, the line without its call-back.
    const kept = prefer(fresh, (t) => !this.promiseUntold(t));
    const wakeful = this.awake ? prefer(kept, (t) => !BEDTIME.test(t)) : kept;
    const plain = this.colourSaid >= COLOUR_TIMES ? prefer(wakeful, (t) => this.coloursIn(t) === 0) : wakeful;
    // Not the place's dream twice in a row („…dachte an Geschichten vom Zauberschloss. … träumte … vom Zauberschloss“): „davon“.
    const dream = this.w.place.dreamOf;
    const drawn = this.random.pick(plain);
    const chosen = after?.includes(dream) ? drawn.replace(dream, DREAMT_AGAIN[this.w.language]) : drawn;
    const picked = capitalise(this.promiseUntold(chosen) ? this.withoutCallBack(chosen) : chosen);
    this.colourSaid += this.coloursIn(picked);
    const sentences = splitSentences(picked);
    this.sentencesTold += sentences.length;
    for (const [, thing] of picked.matchAll(this.colourThings))
      this.colourThingSaid.set(thing.toLowerCase(), this.sentencesTold);
    const garments = this.garmentsIn(picked);
    this.garment ??= garments[0];
    this.sinceGarment = garments.length > 0 ? 0 : this.sinceGarment + sentences.length;
    for (const s of sentences) this.told.add(s);
    const told = sentences.map((s) =>
      this.theirAfterName(this.homePetOnce(this.intoOnce(this.placeOnce(this.togetherOnce(s))))),
    );
    for (const s of told) this.told.add(s);
    if (sentences.every((s) => theirs.has(s))) return this.withGuideMet(told.join(' '));
    return this.withGuideMet(
      told.map((s, i) => this.vary(s, this.w, () => this.random.next(), opensScene && i === 0)).join(' '),
    );
  }

  /**
   * The goal's or the memory's own sentences lose only a sentence the story has told already ("Oscar
   * took a deep breath." in the plot), not the whole line: the mastery must still be acted out.
   */
  private untoldOfTheirs(text: string | false | undefined, theirs: Set<string>): string | false | undefined {
    if (typeof text !== 'string' || text === '') return text;
    const sentences = splitSentences(text);
    if (!sentences.every((s) => theirs.has(s)) || sentences.every((s) => !this.told.has(s))) return text;
    return sentences.filter((s) => !this.told.has(s)).join(' ');
  }

  /**
   * A plot whose guide speaks without the guide's own scene ("…", said Bleep) first says who that is,
   * unless the line itself meets the guide ("Soon they met Sir Bramble, who…", „Bald trafen sie Bleep“).
   */
  private withGuideMet(text: string): string {
    const { guide, guideName } = this.w.place;
    const name = escapeRegExp(guideName);
    if (this.guideMet || !new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'u').test(text)) return text;
    this.guideMet = true;
    if (text.includes(guide.replace(/\.$/, ''))) return text;
    if (
      new RegExp(
        MEETS[this.w.language].replaceAll('NAME', () => name),
        'u',
      ).test(text)
    )
      return text;
    return `${this.one(this.guideIntro) ?? guide} ${text}`;
  }

  /** The sentence is the child's words with a speech tag („…“, sagte Ida / "…," whispered Ida). */
  private childSpeaks(sentence: string | undefined): boolean {
    if (!sentence) return false;
    const name = escapeRegExp(this.w.name);
    const tag = SPEECH[this.w.language];
    // „…“, sagte Ida. / …, und Ida flüsterte: „Schau mal!“
    return (
      new RegExp(`^["“„].*["”“],? (?:${tag}) ${name}(?!\\p{L})`, 'u').test(sentence) ||
      new RegExp(`(?<!\\p{L})${name} (?:${tag})[:,] ["“„][^"“”„]*["”“]$`, 'u').test(sentence)
    );
  }

  /** The text tells a feeling the story has told already in the same words ("felt warm from head to toe"). */
  private feelsAgain(text: string): boolean {
    return ONCE.some((feeling) => feeling.test(text) && [...this.told].some((s) => feeling.test(s)));
  }

  /**
   * The sentence with an interest done together ("fishing with Grandad") said with whom once only:
   * after that it is the interest itself ("a game all about fishing", not "… fishing with Grandad" again).
   */
  private togetherOnce(sentence: string): string {
    let result = sentence;
    this.w.interestsTold.forEach((told, k) => {
      const plain = this.w.interests[k];
      if (told === plain || !plain || !result.includes(told)) return;
      if (this.togetherSaid.has(k)) result = result.replaceAll(told, plain);
      else this.togetherSaid.add(k);
    });
    return result;
  }

  /** The sentence with the way into the place said as "there" when the sentence before went into it too. */
  /**
   * An English child with no pronoun is called by name, but not twice in one breath: "Alex froze, and
   * Alex's heart began to race" is "… and their heart began to race". Only where nobody else in the
   * sentence could be "their" (not beside the companion, not after a "they").
   */
  private theirAfterName(sentence: string): string {
    const { w } = this;
    if (w.language !== 'en' || w.he !== w.name) return sentence;
    const name = escapeRegExp(w.name);
    const first = new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'u').exec(sentence);
    if (!first) return sentence;
    const head = sentence.slice(0, first.index + first[0].length);
    const rest = sentence.slice(head.length);
    // Between the name and the possessive nobody else who could be "their" ("with Pip peeping over Sam's shoulder").
    const someoneElse = (between: string) =>
      between.includes(w.pet) || /\b(?:they|them|their|everyone|everybody|we|us)\b/i.test(between);
    return (
      head +
      rest.replace(new RegExp(`(?<!\\p{L})${escapeRegExp(w.poss)}(?=\\s)`, 'gu'), (poss, at: number) =>
        someoneElse(rest.slice(0, at)) ? poss : 'their',
      )
    );
  }

  private intoOnce(sentence: string): string {
    const into = this.w.place.into;
    const said = sentence.includes(into);
    // Within three sentences: „… in die Welt auf Opas Hof zu bringen. Minka schlief schon. … unterwegs dorthin.“
    const result = said && this.sinceInto < INTO_GAP ? sentence.replace(into, THITHER[this.w.language]) : sentence;
    this.sinceInto = said ? 0 : this.sinceInto + 1;
    return result;
  }

  /** "his cat Pepper" once, then "Pepper" („Milas Hund Bruno … Bruno schlief schon ganz in der Nähe“). */
  private homePetOnce(sentence: string): string {
    const { homePet, homePetName } = this.w;
    if (!homePet || !homePetName) return sentence;
    const inFull = new RegExp(`(?<!\\p{L})${escapeRegExp(homePet)}(?!\\p{L})`, 'iu');
    if (!inFull.test(sentence)) return sentence;
    if (!this.homePetNamed) {
      this.homePetNamed = true;
      return sentence;
    }
    return sentence.replace(inFull, homePetName);
  }

  /** The sentence, with the place said another way once the story has named it twice. */
  private placeOnce(sentence: string): string {
    const justSaid = this.placeJustSaid;
    this.placeJustSaid = sentence.toLowerCase().includes(this.w.place.in.toLowerCase());
    if (!this.placeJustSaid) return sentence;
    this.placeSaid++;
    return this.placeSaid > 2 || justSaid ? this.placeAgain(sentence, this.w, this.placeSaid) : sentence;
  }

  /** Every sentence told so far. */
  toldSentences(): string[] {
    return [...this.told];
  }

  /** A line that may come back (the toddler's refrain). */
  again(line: Line): string | undefined {
    // The refrain comes back word for word as it was first told; each time it names the place, that counts.
    const first = this.refrains.get(line);
    if (first !== undefined) {
      this.colourSaid += this.coloursIn(first);
      if (first.toLowerCase().includes(this.w.place.in.toLowerCase())) this.placeSaid++;
      return first;
    }
    const text = line(this.w);
    if (typeof text !== 'string' || !text) return undefined;
    this.colourSaid += this.coloursIn(text);
    const told = splitSentences(text)
      .map((s) => this.placeOnce(s))
      .join(' ');
    this.refrains.set(line, told);
    return told;
  }
}

/** The words the story of this plan is told with (the goal and memory sentences included). */
export function toldWords(plan: StoryPlan, language: Language): Words {
  return wordsFor(plan, language, plan.random.fork(`text-${language}`).fork('words'));
}

export interface AssembledStory {
  title: string;
  summary: string;
  scenes: string[];
}

/** Told in the goodnight scene when no earlier line named them: the colour, and a sibling or cousin from the free text. */
function keptDetails(
  lastScene: (string | undefined)[],
  teller: Teller,
  book: Phrasebook,
  w: Words,
): (string | undefined)[] {
  const text = [...teller.toldSentences(), ...lastScene.filter(Boolean)].join(' ');
  const told = text.toLowerCase();
  const little = w.ageGroup === 'toddler';
  const kept: (string | undefined)[] = [];
  if (!told.includes(w.colour.toLowerCase()))
    kept.push(teller.one(little ? book.keepers.littleColour : book.keepers.colour));
  // A name as a word, in its own case: "the moon rose" does not name Grandma Rose.
  const relative = w.relativeWord && escapeRegExp(w.relativeWord);
  const named = relative && new RegExp(`(?<!\\p{L})${relative}(?!\\p{L})`, /^\p{Lu}/u.test(relative) ? 'u' : 'iu');
  if (named && !named.test(text)) kept.push(teller.one(little ? book.keepers.littleRelative : book.keepers.relative));
  return kept;
}

/** The beats that wind the story down: bedtime lines belong here (and in the last scene, whatever it is). */
const CLOSING: readonly BeatId[] = ['homecoming', 'sleep'];

export function assembleStory(plan: StoryPlan, language: Language, recentTitles: string[] = []): AssembledStory {
  const book = phrasebooks[language];
  const random = plan.random.fork(`text-${language}`);
  const toddler = plan.facts.ageGroup === 'toddler';
  const song = toddler ? undefined : plan.random.fork(`song-${language}`).pick(book.lullaby.songs);
  const w = { ...toldWords(plan, language), song };
  const teller = new Teller(random, w, book.vary, book.placeAgain, book.beats.guide[0]);
  const school = w.ageGroup === 'school';
  const own = new Set<BeatId>(plotBeats(plan.plot, true));
  const refrain = toddler ? random.pick(book.refrains) : undefined;

  // The story's tone (magic or calm) comes with the plot's resolution, never in its moment of fright.
  const lastOwn = [...plan.beats].reverse().find((b) => own.has(b));
  const scenes = plan.beats.map((beat, index) => {
    teller.awake = index > 0 && index < plan.beats.length - 1 && !beat.startsWith('start-') && !CLOSING.includes(beat);
    const slots = (toddler ? (book.little as Partial<Record<BeatId, Slot[]>>)[beat] : undefined) ?? book.beats[beat];
    const parts: (string | undefined)[] = [];
    const last = () => parts.filter(Boolean).at(-1);
    // The last scene (bed) opens without a connector: never "Just then, Max crept into the warm bed".
    const opens = index > 0 && index < plan.beats.length - 1;
    for (const slot of slots) parts.push(teller.one(slot, opens && !parts.some(Boolean), last()));
    if (beat === lastOwn && !toddler)
      parts.push(teller.one(w.magic ? book.tones.magic : book.tones.calm, false, last()));
    if (own.has(beat)) {
      if (refrain) parts.push(teller.again(refrain.line));
      const extra = beatSpec(beat)?.extra;
      if (school && extra) parts.push(teller.one(book.schoolExtras[extra], false, last()));
    }
    if (index === 0 && song) parts.push(teller.one(book.lullaby.first));
    if (index === plan.beats.length - 1) {
      // The end winds down: the night song (a toddler's refrain) comes back before the child falls asleep.
      parts.splice(
        Math.max(1, parts.length - 2),
        0,
        // A walking refrain comes back in bed with the steps over ("Step, step, step, and now Pip rests.").
        song
          ? teller.one(book.lullaby.again)
          : refrain && (refrain.bed ? teller.one([refrain.bed]) : teller.again(refrain.line)),
      );
      parts.splice(1, 0, ...keptDetails(parts, teller, book, w));
    }
    return parts.filter(Boolean).join(' ');
  });

  const title = titleOf(plan, book, w, recentTitles);
  return { title, summary: book.summary(w, plan.plot), scenes };
}

const CLAUSE_TITLE = /^(?:Where|What|Who|How|Why|When|Wohin|Woher|Wo|Was|Wer|Wie|Warum|Wann)\s/u;

/** One of the plot's titles, most with the story's place or companion, so two stories of one plot seldom share a title; never a recent one. */
function titleOf(plan: StoryPlan, book: Phrasebook, w: Words, recentTitles: string[]): string {
  const recent = new Set(recentTitles.map((t) => t.trim().toLowerCase()));
  const plain = book.titles[plan.plot]
    .map((line) => line(w))
    .filter((t): t is string => typeof t === 'string' && t !== '');
  // A short title without a clause is told with the place ("Isla to the Rescue in the Animal Village"), unless it
  // names the companion already: the same child's stories of one plot then share a title only in the same place.
  // A title that is a clause of its own ("Where Theo Went in a Dream", „Wohin Jakob im Traum reiste“) takes none.
  const placed = (t: string) =>
    t.includes(w.pet) || t.includes(',') || t.split(' ').length > 7 || CLAUSE_TITLE.test(t)
      ? undefined
      : book.titleWhere(t, w);
  const titles = plain.map((t) => placed(t) ?? t);
  const fresh = titles.filter((t) => !recent.has(t.toLowerCase()));
  return capitalise(plan.random.fork(`title-${w.language}`).pick(fresh.length ? fresh : titles));
}
