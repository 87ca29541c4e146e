import type { Cases, DeNounPhrase, EnNounPhrase } from '../lexicon/noun-phrase.ts';

// The slots authored text is written with, per language. The base slots are always there; an
// optional slot is there only when the plan has it, and a variant that uses one says so in `needs`
// (arcs/types.ts), so the compiler holds the author to it.

/** The optional slots; both languages have each of them. */
export type OptionalSlot =
  | 'colour'
  | 'toy'
  | 'clothing'
  | 'food'
  | 'activity'
  | 'creature'
  | 'also'
  | 'alsoThing'
  | 'together'
  | 'thing'
  | 'memory'
  | 'friend'
  | 'grownups'
  | 'homePet'
  | 'siblings'
  | 'sibling'
  | 'baby'
  | 'expected'
  | 'mumToBe'
  | 'lost'
  | 'keepsake'
  | 'shared'
  | 'sharedPlace'
  | 'habit'
  | 'away'
  | 'ill'
  | 'stay'
  | 'staySoon'
  | 'stayDays'
  | 'carer'
  | 'callDay'
  | 'dementia'
  | 'noVisits'
  | 'ritual'
  | 'aid'
  | 'star'
  | 'heaven'
  | 'practise'
  | 'place'
  | 'series'
  | 'toyPal'
  | 'petPal'
  | 'lostParent'
  | 'parents';

/** Who is ill, as the story needs it: an ill sibling may be resented for the attention they get. */
export type IllRole = 'sibling' | 'grandparent' | 'parent' | 'other';

/** A person or animal of the plan as English text calls them. */
export interface EnPerson {
  /** How the child calls them, or their name: "Grandpa", "Mama Jo", "Minka". */
  name: string;
  /** "his grandpa", "her cat": for the narrator's first mention. */
  his: string;
  he: string;
  He: string;
  him: string;
  /** Their possessive: "his" (Grandpa's), "her". */
  hisOwn: string;
  /** A pet's kind: "cat"; a person's relation: "grandpa". */
  kind: string;
}

export interface DePerson {
  /** „Opa“, „Mama Jo“, „Minka“ */
  name: string;
  /** „Opas“: their genitive before a noun. */
  genitive: string;
  /** The child's: „sein Opa“ / „seinen Opa“ / „seinem Opa“. */
  sein: Cases;
  er: Cases;
  Er: string;
  /** Their own possessive stem with an ending: sein('e') → „seine“, for „ihre Katze“. */
  seinOwn: (ending: string) => string;
  kind: string;
}

export interface EnSlots {
  name: string;
  he: string;
  He: string;
  him: string;
  his: string;
  His: string;
  himself: string;
  /** Verb forms that agree with the hero's pronoun ("they were"). */
  was: string;
  is: string;
  has: string;
  does: string;
  /** The companion's name. */
  pal: string;
  /** The companion's kind with a word before it: "little fox", "cuddly elephant". */
  palKind: string;
  palHe: string;
  PalHe: string;
  palHim: string;
  palHis: string;
  /** The companion's paws, wings, fins (plural), and one of them. */
  paws: string;
  paw: string;
  /** The place where the story happens. */
  where: EnPlace;
  /** The story's night song, a line to sing, without its last stop: the text adds "." or ",". */
  lullaby: string;
  /** The next of the place's sights not yet told, a whole sentence ("By a clear stream, the pebbles glowed like little lanterns."). */
  sight: () => string;
}

export interface EnPlace {
  /** "the Magical Forest" */
  name: string;
  /** "in the Magical Forest" */
  in: string;
  /** "into the Magical Forest" */
  into: string;
  /** Said again, shorter: "in the forest" */
  again: string;
  /** How one gets there: "a narrow path of glowing mushrooms" */
  way: string;
  /** A sentence that brings in the place's guide: "A wise old owl called Hazel blinked down from a mossy oak." */
  guide: string;
  guideName: string;
  /** The guide's kind, for the picture: "owl". */
  guideKind: string;
  /** A little creature of the place, to help or to find: "a baby hedgehog". */
  creature: EnNounPhrase;
  /** Where it lives: "its nest of leaves under the old roots" */
  creatureHome: string;
  /** What something gets caught in there: "a tangle of brambles" */
  snag: string;
  /** A treasure of the place: "a silver acorn" */
  treasure: EnNounPhrase;
  /** A big, strange shadow, and what it really was. */
  shadow: string;
  shadowTruth: string;
  riddle: { question: string; answer: string };
  weatherComes: string;
  weatherGoes: string;
  /** A little parade of the place's folk: "hedgehogs with lanterns, rabbits with drums and a badger with a trumpet" */
  parade: string;
  /** A gift of the place: "a crown of autumn leaves" */
  gift: EnNounPhrase;
  /** What one wishes on there: "a falling star", or under the sea "a glowing bubble". */
  wishOn: string;
  /** The place getting ready for the night: "the fireflies dimmed one by one" */
  nightfall: string;
}

export interface EnOptional {
  colour: { adjective: string };
  /** `cuddly`: hugged in bed (a teddy); a scooter or a ball is not. */
  toy: EnNounPhrase & { cuddly: boolean };
  clothing: EnNounPhrase;
  food: EnNounPhrase & { warm: boolean; crumbs: boolean };
  activity: { ing: string; past: string; base: string; quiet: boolean };
  /** An activity the child shared with the one who died ("fishing" with Grandpa): a memory of the care arc's. */
  together: { ing: string };
  creature: EnNounPhrase;
  /** A second favourite of a kind the story already tells (another animal, food, toy or garment), dreamed of at the goodnight: `one` is "a little goat", "biscuits", "playing the violin", or the child's own "her raincoat". */
  also: { one: string };
  thing: { words: string };
  /** A second thing in the parent's words, thought of at the goodnight. */
  alsoThing: { words: string };
  memory: { words: string; kind: string | null };
  friend: EnPerson;
  grownups: { names: string; they: 'they' | 'he' | 'she'; one: boolean };
  homePet: EnPerson;
  siblings: { names: string; count: number };
  /** `little`: under four; `baby`: under two (carried in a sling, coos, never walks or talks). */
  sibling: EnPerson & { role: 'helper' | 'finder' | 'comforter'; little: boolean; big: boolean; baby: boolean };
  /** A new baby brother or sister, when the plan names them; `word`: "baby sister", "baby brother", or "baby". */
  baby: EnPerson & { word: string };
  /** The new baby is not born yet: the story waits for them, and never holds or sees them tonight. */
  expected: true;
  /** The one mum at home while the baby is on the way: "Mummy's tummy". */
  mumToBe: EnPerson;
  lost: EnPerson;
  keepsake: EnNounPhrase & { of: string };
  /**
   * What the child used to do with the one a care story is about (the one who died, is away or is ill),
   * as the parent told it: "fishing" with Grandpa. Told in the past, and only with that one.
   */
  shared: { ing: string; past: string; base: string; quiet: boolean };
  /** Where they did it, in the parent's words, a phrase of where ("in the garden"): told only with `shared`, and only when the parent said it of that memory. */
  sharedPlace: { words: string };
  /** What the one who died always did, in the parent's words with their cue: "used to sleep on the end of Jasper's bed" (told after their name). */
  habit: { words: string };
  away: EnPerson & { reason: 'work' | 'forces' | 'hospital' | 'elsewhere' | null };
  ill: EnPerson & { dementia: boolean; role: IllRole; hospital: boolean };
  /**
   * The ill one's stay in hospital as the parent told it: `when` "tomorrow", "next week" or "soon" for
   * a stay ahead ('' when they are in hospital now); `operation`: for a planned operation; `length`:
   * how long, when the parent said ("five days"), else null (stayDays has it whole).
   */
  stay: { when: string; operation: boolean; length: string | null };
  /** The stay is ahead: tonight the ill one is still at home. */
  staySoon: true;
  /** How long the stay is: "five days", "a week", "a few days"; its countdown: "five sleeps", "five links". */
  stayDays: { length: string; sleeps: string; links: string };
  /** Who looks after the child meanwhile, as the parent named them ("Auntie Jo", "Grandma and Grandpa"). */
  carer: EnOptional['grownups'];
  /** When the child talks with the one the story is about, as the parent said it: "every Sunday". */
  callDay: { every: string };
  /** The ill one has dementia: told with lines of their own (they forget; what stays). */
  dementia: true;
  /** The child may not visit the one the story is about yet: no scene at their side; a message or a drawing goes instead. */
  noVisits: true;
  /** What the child does now, again and again, in the parent's words ("draws him a picture every evening"), told after the child's name, and its verb's past ("drew"); for the one the story is about, or for nobody. */
  ritual: { words: string; past: string };
  aid: EnNounPhrase & { kind: string };
  star: true;
  heaven: true;
  practise: true;
  place: { words: string };
  series: { recap: string; episode: number };
  /** The companion is the child's cuddly toy, come alive for the night. */
  toyPal: true;
  /** The companion is the child's own pet. */
  petPal: true;
  /** The one remembered is the child's mum, dad or parent. */
  lostParent: true;
  /** Two parents of the plan, each with a home of their own in a separation (the one the child lives with first). */
  parents: { first: EnPerson; second: EnPerson };
}

export interface DePlace {
  /** „der Zauberwald“ */
  name: string;
  /** „im Zauberwald“ */
  in: string;
  /** „in den Zauberwald“ */
  into: string;
  /** „im Wald“ */
  again: string;
  /** „ein schmaler Pfad aus leuchtenden Pilzen“ (nominative) */
  way: string;
  /** „Eine weise alte Eule namens Hazel blinzelte von einer moosigen Eiche herab.“ */
  guide: string;
  guideName: string;
  guideKind: string;
  creature: DeNounPhrase;
  /** „sein Nest aus Blättern unter den alten Wurzeln“ (its home, nominative) */
  creatureHome: string;
  /** „in einem Gewirr aus Brombeerranken“ (where something is caught, a dative phrase) */
  snag: string;
  treasure: DeNounPhrase;
  shadow: string;
  shadowTruth: string;
  riddle: { question: string; answer: string };
  weatherComes: string;
  weatherGoes: string;
  parade: string;
  gift: DeNounPhrase;
  /** „eine Sternschnuppe“ (nominative) */
  wishOn: string;
  nightfall: string;
}

export interface DeSlots {
  name: string;
  /** er / sie, or the name when no pronoun is known. */
  er: string;
  Er: string;
  ihn: string;
  ihm: string;
  /** The hero's possessive with an ending: sein('e') → „seine“ / „ihre“ / „Kims“. */
  sein: (ending: string) => string;
  Sein: (ending: string) => string;
  /** „sich“ */
  sich: string;
  pal: string;
  /** „kleiner Fuchs“, or a cuddly toy's „Kuschelelefant“ (nominative, after „ein“), with its cases. */
  palKind: Cases & { der: Cases; ein: Cases; sein: Cases };
  palEr: string;
  PalEr: string;
  palIhn: string;
  palIhm: string;
  palSein: (ending: string) => string;
  /** The companion's paws, wings, fins as plural nouns („Pfoten“), and one („Pfote“, with gender for articles). */
  paws: string;
  paw: { der: Cases; ein: Cases };
  where: DePlace;
  /** The night song, without its last stop. */
  lullaby: string;
  sight: () => string;
}

export interface DeOptional {
  /** `stem` declines before a noun („gelb“ + e); `noun` is the colour's name („in Gelb“, „Orange“). */
  colour: { stem: string; noun: string };
  toy: DeNounPhrase & { cuddly: boolean };
  clothing: DeNounPhrase;
  food: DeNounPhrase & { warm: boolean; crumbs: boolean };
  /**
   * `past` is the third person past with its parts at the end („spielte Fußball“); `pastAfter(subject)` puts
   * the verb second after a fronted phrase: „… dann spielte er Fußball“ is `dann ${pastAfter(s.er)}`.
   */
  activity: { infinitive: string; past: string; pastAfter: (subject: string) => string; noun: string; quiet: boolean };
  /** `infinitive`: „angeln“; `noun`: „das Angeln“ / „dem Angeln“. */
  together: { infinitive: string; noun: Cases };
  creature: DeNounPhrase;
  /** `one`: „ein kleines Seepferdchen“, „Pommes“, or the child's own „seine Regenjacke“, in each case. */
  also: { one: Cases };
  thing: { words: string };
  alsoThing: { words: string };
  memory: { words: string; kind: string | null };
  friend: DePerson;
  /** `names` said as a subject or object („beide Mamas“); `dat` after mit, von, bei, zu („beiden Mamas“). */
  grownups: { names: string; dat: string; plural: boolean };
  homePet: DePerson;
  siblings: { names: string; count: number };
  sibling: DePerson & { role: 'helper' | 'finder' | 'comforter'; little: boolean; big: boolean; baby: boolean };
  /** `word`: „Schwesterchen“, „Brüderchen“, „Geschwisterchen“ (all neuter). */
  baby: DePerson & { word: string };
  expected: true;
  mumToBe: DePerson;
  lost: DePerson;
  keepsake: DeNounPhrase & { of: Cases };
  /**
   * What the child used to do with the one a care story is about: `noun` with its article („das Angeln“),
   * `bare` without („beim ${'${'}bare}“ → „beim Angeln“); `past` and `pastAfter` as for `activity`.
   */
  shared: {
    infinitive: string;
    past: string;
    pastAfter: (subject: string) => string;
    noun: string;
    bare: string;
    quiet: boolean;
  };
  /** Where they did it, in the parent's words, a dative phrase of where („im Garten“), said after the shared doing: „vom Spielen mit Bello im Garten“. */
  sharedPlace: { words: string };
  /**
   * What the one who died always did, in the parent's words: `main` as they wrote it, after the name
   * („hat immer auf dem Fensterbrett gelegen“); `clause` for a „wie …“ clause, told in the past perfect
   * („immer auf dem Fensterbrett gelegen hatte“).
   */
  habit: { main: string; clause: string };
  away: DePerson & { reason: 'work' | 'forces' | 'hospital' | 'elsewhere' | null };
  ill: DePerson & { dementia: boolean; role: IllRole; hospital: boolean };
  /** `when`: „morgen“, „nächste Woche“, „bald“ for a stay ahead, '' now; `length` and `after` as in stayDays, or null. */
  stay: { when: string; operation: boolean; length: string | null; after: string | null };
  staySoon: true;
  /**
   * `length` in the accusative („fünf Tage“, „eine Woche“, „ein paar Tage“), `after` („nach fünf
   * Tagen“), the countdown `sleeps` („fünfmal schlafen“) and `rings` after „mit“ („fünf Ringen“).
   */
  stayDays: { length: string; after: string; sleeps: string; rings: string };
  carer: DeOptional['grownups'];
  /** „jeden Sonntag“, „jeden Abend“, „jedes Wochenende“. */
  callDay: { every: string };
  dementia: true;
  noVisits: true;
  ritual: { words: string; past: string };
  aid: DeNounPhrase & { kind: string };
  star: true;
  heaven: true;
  practise: true;
  place: { words: string };
  series: { recap: string; episode: number };
  toyPal: true;
  petPal: true;
  lostParent: true;
  parents: { first: DePerson; second: DePerson };
}
