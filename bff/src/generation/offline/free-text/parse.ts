import { escapeRegExp } from '../escape-regexp.ts';
import { findAnimal } from '../animals.ts';
import { findInterests, type Interest } from './interests.ts';
import { NUMBER_WORDS, numberFrom } from '../number-words.ts';
import { findRelative, type Relative } from './relatives.ts';

// Reads what a parent wrote in the free-text description (and the favourite fields) for facts a
// story can use: age, pets and their names, toys, interests, where the child lives, a fear to
// overcome and a recent achievement. Phrases are kept as the parent wrote them, in the story's
// language, because they are put back into that language's sentences.

export interface Pet {
  /** The animal in English, as animals.ts knows it ("cat", "guinea pig"). */
  en: string;
  /** The German noun ("Katze") and its gender. */
  de: string;
  gender: 'm' | 'f' | 'n';
  name?: string;
}

interface Toy {
  en: string;
  de: string;
  gender: 'm' | 'f' | 'n';
  name?: string;
  /** A toy animal ("his toy elephant Bobo", „sein Kuschelelefant Bobo“): the animal in English. */
  animal?: string;
  /** The German noun's form after den/dem when it is a weak noun: Kuschelhase → Kuschelhasen. */
  deOblique?: string;
}

export interface FreeTextFacts {
  age?: number;
  pets: Pet[];
  toys: Toy[];
  interests: Interest[];
  /** Where the child lives, with its preposition: "by the sea", "in Hamburg", "am Meer". */
  home?: string;
  /** What the child is afraid of. English: the object of "afraid of" ("the dark"); German: the whole phrase after "Angst" ("vor Gewittern", "im Dunkeln"). */
  fears: string[];
  /** Recent achievements as the child would say them after "I" / "Ich habe": "learned to ride a bike", "Fahrrad fahren gelernt". */
  achievements: string[];
  /** A sister, brother or cousin named in the free text. */
  relative?: Relative;
}

const petKinds: [string, string, 'm' | 'f' | 'n', string[]][] = [
  // en, de, words that name it (en and de, lower case)
  ['cat', 'Katze', 'f', ['cat', 'katze', 'mieze']],
  // A tomcat and a bitch keep the word and gender the parent used: „ihr Kater Moritz“, not „ihre Katze Moritz“.
  ['cat', 'Kater', 'm', ['kater']],
  ['kitten', 'Kätzchen', 'n', ['kitten', 'kätzchen', 'kitty']],
  ['dog', 'Hund', 'm', ['dog', 'hund', 'doggy']],
  ['dog', 'Hündin', 'f', ['hündin']],
  ['puppy', 'Hundewelpe', 'm', ['puppy', 'welpe', 'welpen']],
  ['rabbit', 'Kaninchen', 'n', ['rabbit', 'kaninchen', 'hase', 'hasen', 'häschen', 'bunny']],
  ['guinea pig', 'Meerschweinchen', 'n', ['guinea pig', 'meerschweinchen']],
  ['hamster', 'Hamster', 'm', ['hamster']],
  ['mouse', 'Maus', 'f', ['mouse', 'maus']],
  ['horse', 'Pferd', 'n', ['horse', 'pferd']],
  ['pony', 'Pony', 'n', ['pony']],
  ['bird', 'Wellensittich', 'm', ['budgie', 'budgerigar', 'wellensittich']],
  ['bird', 'Papagei', 'm', ['parrot', 'papagei']],
  ['bird', 'Kanarienvogel', 'm', ['canary', 'kanarienvogel']],
  ['fish', 'Goldfisch', 'm', ['goldfish', 'goldfisch', 'fish', 'fisch']],
  ['turtle', 'Schildkröte', 'f', ['turtle', 'tortoise', 'schildkröte']],
  ['duck', 'Ente', 'f', ['duck', 'ente']],
  ['hen', 'Huhn', 'n', ['chicken', 'hen', 'huhn', 'henne']],
  ['lizard', 'Echse', 'f', ['lizard', 'gecko', 'echse', 'eidechse']],
  ['ferret', 'Frettchen', 'n', ['ferret', 'frettchen']],
  ['hedgehog', 'Igel', 'm', ['hedgehog', 'igel']],
];

/** German toy nouns that are weak (den Kuschelhasen): the oblique form. */
const toyOblique: Record<string, string> = { Kuschelhase: 'Kuschelhasen' };

const toyKinds: [string, string, 'm' | 'f' | 'n', string[]][] = [
  ['teddy', 'Teddy', 'm', ['teddy bear', 'teddy', 'teddybär', 'teddybaer']],
  ['doll', 'Puppe', 'f', ['doll', 'puppe']],
  [
    'cuddly toy',
    'Kuscheltier',
    'n',
    ['cuddly toy', 'soft toy', 'stuffed animal', 'plushie', 'kuscheltier', 'stofftier', 'plüschtier'],
  ],
  [
    'cuddly bunny',
    'Kuschelhase',
    'm',
    [
      'toy bunny',
      'stuffed bunny',
      'toy rabbit',
      'stuffed rabbit',
      'kuschelhase',
      'kuschelhasen',
      'stoffhase',
      'stoffhasen',
    ],
  ],
  // A blanket fort is no comfort blanket ("her blanket fort").
  [
    'comfort blanket',
    'Schmusetuch',
    'n',
    [
      'blankie',
      'comfort blanket',
      'blanket(?!\\s+(?:forts?|dens?|castles?))',
      'schmusetuch',
      'schnuffeltuch',
      'kuscheltuch',
      'kuscheldecke',
      'schmusedecke',
    ],
  ],
  ['toy dinosaur', 'Spielzeugdino', 'm', ['toy dinosaur', 'toy dino', 'spielzeugdino']],
  ['toy car', 'Spielzeugauto', 'n', ['toy car', 'spielzeugauto']],
  ['toy truck', 'Spielzeuglaster', 'm', ['toy truck', 'toy lorry', 'spielzeuglaster', 'spielzeug-lkw']],
  ['toy train', 'Spielzeugeisenbahn', 'f', ['toy train', 'holzeisenbahn', 'spielzeugeisenbahn']],
  ['toy robot', 'Spielzeugroboter', 'm', ['toy robot', 'robot toy', 'spielzeugroboter']],
];

const numberWord = `(\\d{1,2}|${[...NUMBER_WORDS.en, ...NUMBER_WORDS.de, 'ein'].join('|')})`;
const agePatterns = [
  new RegExp(`\\b${numberWord}[\\s-]*(?:years?|yrs?|jahre?)[\\s-]*(?:old|alt)\\b`, 'iu'),
  new RegExp(`\\b${numberWord}[\\s-]*(?:year|jahre?)s?[\\s-]*(?:old)?`, 'iu'),
  // „ist ein Hase“: the article before a noun is no age (case-sensitive, so \p{Lu} is a capital).
  new RegExp(
    `\\b(?:[Ii]s|[Tt]urns|[Tt]urned|[Aa]ged?|[Jj]ust|[Ii]st|[Ww]ird|[Ww]urde|[Gg]erade)\\s+(?:bald\\s+|gerade\\s+|schon\\s+|soon\\s+|just\\s+|now\\s+|jetzt\\s+)?${numberWord}(?![\\p{L}\\d])(?!\\s+\\p{Lu}\\p{Ll})`,
    'u',
  ),
  new RegExp(`\\(\\s*${numberWord}\\s*\\)`, 'iu'),
  new RegExp(`\\b${numberWord}[\\s-]*jährige?[nrs]?\\b`, 'iu'),
  /\b(ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf)jährige?[nrs]?\b/iu,
];

function findAge(text: string): number | undefined {
  for (const pattern of agePatterns) {
    const match = pattern.exec(text);
    const age = match ? numberFrom(match[1]) : undefined;
    if (age !== undefined && age >= 1 && age <= 18) return age;
  }
  return undefined;
}

const stopNames = new Set([
  'And',
  'Und',
  'The',
  'Der',
  'Die',
  'Das',
  'Is',
  'Ist',
  'Who',
  'Which',
  'He',
  'She',
  'They',
  'Er',
  'Sie',
  'Es',
  'But',
  'Aber',
  'With',
  'Mit',
  'That',
  'Loves',
  'Liebt',
  'Lives',
  'Wohnt',
  'Called',
  'Named',
  'Namens',
  'Heißt',
  'I',
  'We',
  'Wir',
  'Ich',
  'Every',
  'Jeden',
  'Also',
  'Auch',
  'Too',
]);

/** A pattern that matches any of the words, case-insensitive for the first letter only (German nouns are capitalised). */
function alternation(words: string[]): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => `[${w[0].toUpperCase()}${w[0]}]${w.slice(1).replace(/ /g, '\\s+')}`)
    .join('|');
}

const owner =
  '(?:our|his|her|their|my|a|the|unser|unsere|unseren|sein|seine|seinen|ihr|ihre|ihren|mein|meine|meinen|einen|eine|ein)';
// "a dog called Max", "our dog's name is Max", „ein Hund namens Max“, and a name alone after a comma
// when the sentence or clause ends with it ("We have a dog, Max.", „Wir haben einen Hund, Max.“).
const namer =
  "(?:\\s*,?\\s*(?:(?:is|was)\\s+)?(?:called|named)\\s+|['’]s\\s+name\\s+is\\s+|\\s*,?\\s*(?:namens|der|die|das)\\s+|\\s*,?\\s*(?:heißt|heisst)\\s+|\\s*,\\s+(?=\\p{Lu}[\\p{L}’'-]{1,20}\\s*(?:[.,;!?]|$))|\\s+)";
// A name, with a title when it has one ("teddy Mr Buttons", "Hund Herr Krümel"): the title alone is no name.
const nameWord =
  "((?:(?:Mr|Mrs|Ms|Miss|Dr|Sir|Lady|Captain|Professor|Herr|Frau|Kapitän|Doktor)\\.?\\s+)?\\p{Lu}[\\p{L}’'-]{1,20})";

interface Named {
  en: string;
  de: string;
  gender: 'm' | 'f' | 'n';
  name?: string;
  at: number;
  animal?: string;
  deOblique?: string;
}

type Kind = [string, string, 'm' | 'f' | 'n', string[]];
const compiled = new Map<Kind, RegExp>();

function findNamed(text: string, kinds: Kind[], needOwner: boolean): Named[] {
  const found: Named[] = [];
  for (const kind of kinds) {
    const [en, de, gender, words] = kind;
    let pattern = compiled.get(kind);
    if (!pattern)
      compiled.set(
        kind,
        (pattern = new RegExp(
          `(?:\\b${owner}\\s+(?:little\\s+|pet\\s+|old\\s+|new\\s+|favourite\\s+|favorite\\s+|beloved\\s+|kleine[nrs]?\\s+|alte[nrs]?\\s+|liebste[nrs]?\\s+)?)${needOwner ? '' : '?'}(?<![\\p{L}])(${alternation(words)})(?![\\p{L}])(?:${namer}${nameWord})?`,
          'gu',
        )),
      );
    for (const match of text.matchAll(pattern)) {
      if (!needOwner && !match[0].match(new RegExp(`^${owner}\\s`, 'iu')) && !match[2]) continue;
      let name: string | undefined = match[2];
      if (name && (stopNames.has(name) || name.toLowerCase() === match[1].toLowerCase())) name = undefined;
      found.push({ en, de, gender, name, at: match.index! });
    }
  }
  return found.sort((a, b) => a.at - b.at);
}

/** Pets: "our cat Pebble", "a dog called Rex", "Cat Pebble", "unser Hund Bello", "ihre Katze heißt Mimi". */
function findPets(text: string): Pet[] {
  const pets = findNamed(text, petKinds, false).filter(
    (p) => !/\b(?:toy|stuffed|spielzeug)\s+$/i.test(text.slice(0, p.at)) && !toyIsBefore.test(text.slice(0, p.at)),
  );
  const seen = new Set<string>();
  return pets
    .filter((p) => {
      const key = `${p.en}:${p.name ?? ''}`;
      return !seen.has(key) && seen.add(key);
    })
    .filter((p, _, all) => p.name || !all.some((o) => o.en === p.en && o.name))
    .map(({ en, de, gender, name }) => ({ en, de, gender, ...(name ? { name } : {}) }));
}

/**
 * "her cuddly toy is a hare called …", „ihr Kuscheltier ist ein Hase namens …“, and the same said
 * after a comma ("her cuddly toy, a unicorn called Sparkle", „mit ihrem Kuscheltier, einem Einhorn
 * namens Glitzer“): the animal named after it is the toy's, not a pet.
 */
const toyWordsIs =
  '(?:cuddly toy|soft toy|stuffed animal|stuffed toy|plushie|favourite toy|favorite toy|[Kk]uscheltier|[Ss]tofftier|[Pp]lüschtier|[Ll]ieblingskuscheltier)(?:\\s+(?:is|ist)|\\s*,)';
const toyIsBefore = new RegExp(`${toyWordsIs}\\s+$`, 'u');
const toyIsAnimal = new RegExp(
  `${toyWordsIs}\\s+(?:an?|ein|eine|einen|einem|einer)\\s+(?:little\\s+|kleine[rmns]?\\s+)?(\\p{L}+(?:\\s+bear)?)(?:${namer}${nameWord})?`,
  'gu',
);

const toyAnimalEn = new RegExp(
  `\\b(?:toy|stuffed|cuddly|plush|soft|knitted)\\s+([a-z]+(?:\\s+bear)?)(?:${namer}${nameWord})?`,
  'gu',
);
const toyAnimalDe = new RegExp(
  `(?<![\\p{L}])(Kuschel|Stoff|Plüsch|Spielzeug)(?:tier-)?(\\p{L}{3,})(?:${namer}${nameWord})?`,
  'gu',
);

/** A toy that is an animal: "his toy elephant Bobo", „sein Kuschelelefant Bobo“. */
function findToyAnimals(text: string): Named[] {
  const found: Named[] = [];
  for (const m of text.matchAll(toyAnimalEn)) {
    const animal = findAnimal(m[1]);
    if (!animal || ['teddy bear', 'bunny', 'rabbit', 'dinosaur'].includes(animal.en)) continue;
    const name = m[2] && !stopNames.has(m[2]) ? m[2] : undefined;
    found.push({
      en: `toy ${animal.en}`,
      de: `Kuschel${animal.de.toLowerCase()}`,
      gender: animal.gender,
      name,
      at: m.index!,
      animal: animal.en,
    });
  }
  for (const m of text.matchAll(toyAnimalDe)) {
    const animal = findAnimal(m[2]);
    if (!animal || ['teddy bear', 'bunny', 'rabbit', 'hare', 'dinosaur'].includes(animal.en)) continue;
    const name = m[3] && !stopNames.has(m[3]) ? m[3] : undefined;
    found.push({
      en: `toy ${animal.en}`,
      // „Kuscheltier-Einhorn“ is the Kuscheleinhorn.
      de: `${m[1]}${m[2].toLowerCase()}`,
      gender: animal.gender,
      name,
      at: m.index!,
      animal: animal.en,
      ...(animal.deOblique ? { deOblique: `${m[1]}${animal.deOblique.toLowerCase()}` } : {}),
    });
  }
  for (const m of text.matchAll(toyIsAnimal)) {
    const animal = findAnimal(m[1]);
    if (!animal) continue;
    const name = m[2] && !stopNames.has(m[2]) ? m[2] : undefined;
    const at = m.index!;
    // A toy bunny or teddy is its own kind of toy (Kuschelhase, Teddy), not an animal come alive.
    if (['bunny', 'rabbit', 'hare'].includes(animal.en))
      found.push({ en: 'cuddly bunny', de: 'Kuschelhase', gender: 'm', name, at, deOblique: 'Kuschelhasen' });
    else if (animal.en === 'teddy bear' || animal.en === 'bear')
      found.push({ en: 'teddy', de: 'Teddy', gender: 'm', name, at });
    else
      found.push({
        en: `toy ${animal.en}`,
        de: `Kuschel${animal.de.toLowerCase()}`,
        gender: animal.gender,
        name,
        at,
        animal: animal.en,
        ...(animal.deOblique ? { deOblique: `Kuschel${animal.deOblique.toLowerCase()}` } : {}),
      });
  }
  return found;
}

function findToys(text: string): Toy[] {
  const seen = new Set<string>();
  const animals = findToyAnimals(text);
  // „ihr Kuscheltier ist ein Hase namens Flocke“: the toy is the hare, not a second, nameless cuddly toy.
  const said = [...text.matchAll(toyIsAnimal)].map((m) => m.index!);
  const kinds = findNamed(text, toyKinds, false).filter((t) => !said.some((at) => at >= t.at && at - t.at <= 12));
  return [...animals, ...kinds]
    .sort((a, b) => a.at - b.at)
    .filter((t) => !seen.has(t.en) && seen.add(t.en))
    .map(({ en, de, gender, name, animal, deOblique }) => ({
      en,
      de,
      gender,
      ...(name ? { name } : {}),
      ...(animal ? { animal } : {}),
      ...((deOblique ?? toyOblique[de]) ? { deOblique: deOblique ?? toyOblique[de] } : {}),
    }));
}

const phraseEnd =
  '(?=\\s+(?:and|but|who|which|where|with|because|so|und|aber|wo|weil|mit|denn|doch)\\b|\\s*[.,;:!?()]|$)';
const phrase = (max: number) => `((?:[\\p{L}\\p{N}’'-]+\\s+){0,${max - 1}}?[\\p{L}\\p{N}’'-]+)`;

function firstMatch(text: string, patterns: RegExp[]): RegExpExecArray | undefined {
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) return match;
  }
  return undefined;
}

const homePatterns = {
  en: [
    new RegExp(
      `\\b(?:lives|live|living|grows up|is growing up)\\s+((?:by|near|in|on|at|next to|beside)\\s+${phrase(5)})${phraseEnd}`,
      'iu',
    ),
  ],
  de: [
    new RegExp(
      `\\b(?:wohnt|wohnen|lebt|leben)\\s+((?:in|im|am|an|auf|bei|beim|neben|nahe)\\s+${phrase(5)})${phraseEnd}`,
      'iu',
    ),
  ],
};

const fearPatterns = {
  en: [
    new RegExp(`\\b(?:afraid|scared|frightened|fearful|terrified|nervous)\\s+of\\s+${phrase(5)}${phraseEnd}`, 'giu'),
    // A worry is a fear too, never an interest: "nervous about her first swimming lesson" is no love of swimming.
    new RegExp(`\\b(?:nervous|worried|anxious|scared)\\s+about\\s+${phrase(5)}${phraseEnd}`, 'giu'),
    new RegExp(`\\b(?:fears?|fear of)\\s+(?:of\\s+)?${phrase(4)}${phraseEnd}`, 'giu'),
  ],
  de: [
    new RegExp(`\\b(?:Angst|Bammel)\\s+((?:vor|im|in der|beim)\\s+${phrase(4)})${phraseEnd}`, 'giu'),
    new RegExp(`(?<!\\p{L})(?:nervös|ängstlich)\\s+((?:vor|beim)\\s+${phrase(4)})${phraseEnd}`, 'giu'),
    new RegExp(`\\bfürchtet\\s+sich\\s+((?:vor|im)\\s+${phrase(4)})${phraseEnd}`, 'giu'),
  ],
};

function toFirstPerson(text: string, language: 'en' | 'de'): string {
  if (language === 'en') return text.replace(/\b(his|her|their)\b/gi, 'my');
  return text
    .replace(/\b(ihren|seinen)\b/g, 'meinen')
    .replace(/\b(ihre|seine)\b/g, 'meine')
    .replace(/\b(ihrem|seinem)\b/g, 'meinem')
    .replace(/\b(ihrer|seiner)\b/g, 'meiner')
    .replace(/\b(ihr|sein)\b/g, 'mein');
}

function findAchievements(text: string, language: 'en' | 'de'): { phrases: string[]; spans: string[] } {
  const phrases: string[] = [];
  const spans: string[] = [];
  const add = (whole: string, said: string) => {
    spans.push(whole);
    phrases.push(toFirstPerson(said.replace(/\s+/g, ' ').trim(), language));
  };
  if (language === 'en') {
    const learned = new RegExp(
      `\\b(?:has\\s+|have\\s+)?(?:just\\s+|recently\\s+|finally\\s+)?(?:learned|learnt)\\s+((?:to|how to)\\s+${phrase(6)})${phraseEnd}`,
      'giu',
    );
    for (const m of text.matchAll(learned)) add(m[0], `learned ${m[1]}`);
    for (const m of text.matchAll(new RegExp(`\\bcan\\s+now\\s+${phrase(5)}${phraseEnd}`, 'giu')))
      add(m[0], `learned to ${m[1]}`);
    for (const m of text.matchAll(
      /\b(?:just\s+|recently\s+)?((?:started|starts|began)\s+(?:school|kindergarten|nursery|preschool|pre-school|daycare|reception|first grade|year one))\b/giu,
    ))
      add(m[0], m[1].replace(/^starts/i, 'started').replace(/^began/i, 'started'));
    for (const m of text.matchAll(
      new RegExp(
        `\\b(?:just\\s+|recently\\s+)?((?:lost|won|finished|climbed|built|made|became|become|scored|got)\\s+(?:his|her|their|a|an|the|my)\\s+${phrase(4)})${phraseEnd}`,
        'giu',
      ),
    ))
      add(m[0], m[1].replace(/^become\b/i, 'became'));
  } else {
    const done = new RegExp(
      `\\b(?:hat|haben|hatte)\\s+(?:gerade\\s+|neulich\\s+|endlich\\s+|vor\\s+kurzem\\s+|jetzt\\s+|schon\\s+|letzte\\s+woche\\s+)?(${phrase(5)}\\s+(?:gelernt|geschafft|gewonnen|bekommen|verloren|gebaut|gemalt|geschossen|bestanden))\\b`,
      'giu',
    );
    for (const m of text.matchAll(done)) add(m[0], m[1]);
    for (const m of text.matchAll(
      new RegExp(
        `\\bkann\\s+(?:jetzt|nun|endlich|schon)\\s+(?:allein\\s+|alleine\\s+|ganz\\s+allein\\s+)?${phrase(4)}${phraseEnd}`,
        'giu',
      ),
    ))
      add(m[0], `${m[1]} gelernt`);
    for (const m of text.matchAll(
      /\b(?:ist|kam|kommt)\s+(?:gerade\s+|neulich\s+|jetzt\s+|bald\s+)?(?:in\s+die\s+Schule|in\s+den\s+Kindergarten|in\s+die\s+Kita)\s*(?:gekommen)?/giu,
    )) {
      add(
        m[0],
        /Schule/i.test(m[0])
          ? 'mit der Schule angefangen'
          : /Kita/i.test(m[0])
            ? 'mit der Kita angefangen'
            : 'mit dem Kindergarten angefangen',
      );
    }
  }
  return { phrases: [...new Set(phrases)], spans };
}

/** A fear as the thing feared: „vor dem Dunkeln haben“ is „vor dem Dunkeln“ (the verb belonged to „Angst … haben“). */
function withoutVerb(fear: string, language: 'en' | 'de'): string {
  if (language === 'en') return fear.replace(/\s+(?:any ?more|at night|again)$/i, '').trim();
  return fear
    .replace(/\s+(?:zu\s+)?(?:haben|hat|hast|hatte|hatten|bekommen|bekommt|kriegen|kriegt|sein|ist|war|mehr)$/i, '')
    .trim();
}

function cut(text: string, max = 60): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, max);
}

/** Where a relative lives („Oma Rosi wohnt bei uns um die Ecke“) is not the child's home. */
function childsHome(text: string, match: RegExpExecArray | undefined): RegExpExecArray | undefined {
  if (!match) return undefined;
  const sentence =
    text
      .slice(0, match.index)
      .split(/[.!?;]/)
      .at(-1) ?? '';
  return findRelative(sentence) ? undefined : match;
}

/** Everything the free text says; `language` picks the patterns for phrases kept verbatim. */
export function parseFreeText(texts: (string | undefined)[], language: 'en' | 'de'): FreeTextFacts {
  const text = texts.filter((t): t is string => Boolean(t?.trim())).join('. ');
  let rest = text;
  const lives = firstMatch(text, homePatterns[language]);
  const home = childsHome(text, lives);
  // Where anyone lives is no interest: "Her grandma Rose lives by the sea" is no love of the sea.
  if (lives) rest = rest.replace(lives[0], ' ');
  const fears: string[] = [];
  for (const pattern of fearPatterns[language]) {
    for (const m of text.matchAll(pattern)) {
      const fear = withoutVerb(cut(m[1]), language);
      if (fear && !fears.includes(fear)) fears.push(fear);
      rest = rest.replace(m[0], ' ');
    }
  }
  const achievements = findAchievements(text, language);
  for (const span of achievements.spans) rest = rest.replace(span, ' ');
  const pets = findPets(text);
  const toys = findToys(text);
  // A pet is no interest either: „einen Hasen namens Wuschel“ is no love of rabbits.
  for (const pet of pets) {
    if (!pet.name) continue;
    const words = petKinds.filter(([en]) => en === pet.en).flatMap(([, , , kindWords]) => kindWords);
    const mention = `(?<!\\p{L})(?:${alternation(words)})(?!\\p{L})${namer}${escapeRegExp(pet.name)}(?!\\p{L})`;
    rest = rest.replace(new RegExp(mention, 'gu'), ' ');
  }
  // A name is no interest: "her cat Tiger" is no love of tigers, "a teddy called Bear" none of bears.
  for (const { name } of [...pets, ...toys])
    if (name) rest = rest.replace(new RegExp(`(?<!\\p{L})${escapeRegExp(name)}(?!\\p{L})`, 'gu'), ' ');
  const relative = findRelative(texts[0] ?? '');
  return {
    age: findAge(text),
    pets,
    toys,
    interests: findInterests(rest),
    ...(home ? { home: cut(home[1]) } : {}),
    fears,
    achievements: achievements.phrases.map((p) => cut(p, 80)),
    ...(relative ? { relative } : {}),
  };
}
