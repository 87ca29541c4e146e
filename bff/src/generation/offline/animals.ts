// The favourite animal in both languages. German needs the noun's gender and, for weak
// nouns (der Bär, den Bären), the form used after accusative and dative articles.

type Gender = 'm' | 'f' | 'n';
type EarShape = 'pointy' | 'long' | 'round' | 'none';
/** How the pictures draw it: four legs (the default), a standing bird, or a swimmer. */
type BodyShape = 'quadruped' | 'bird' | 'swimmer';

export interface Animal {
  en: string;
  de: string;
  gender: Gender;
  /** Accusative/dative singular of a weak masculine noun. */
  deOblique?: string;
  /** Fur or feather colour for the pictures. */
  coat: string;
  ears: EarShape;
  body?: BodyShape;
}

const known: Animal[] = [
  { en: 'fox', de: 'Fuchs', gender: 'm', coat: '#e07b39', ears: 'pointy' },
  { en: 'cat', de: 'Katze', gender: 'f', coat: '#9a8f87', ears: 'pointy' },
  { en: 'kitten', de: 'Kätzchen', gender: 'n', coat: '#c9a27e', ears: 'pointy' },
  { en: 'dog', de: 'Hund', gender: 'm', coat: '#a0703f', ears: 'round' },
  { en: 'puppy', de: 'Hundewelpe', gender: 'm', deOblique: 'Hundewelpen', coat: '#c08a54', ears: 'round' },
  { en: 'rabbit', de: 'Kaninchen', gender: 'n', coat: '#d8cfc4', ears: 'long' },
  { en: 'bunny', de: 'Häschen', gender: 'n', coat: '#efe6dc', ears: 'long' },
  { en: 'hare', de: 'Hase', gender: 'm', deOblique: 'Hasen', coat: '#b08a63', ears: 'long' },
  { en: 'bear', de: 'Bär', gender: 'm', deOblique: 'Bären', coat: '#8b5a2b', ears: 'round' },
  { en: 'teddy bear', de: 'Teddybär', gender: 'm', deOblique: 'Teddybären', coat: '#b8834f', ears: 'round' },
  { en: 'lion', de: 'Löwe', gender: 'm', deOblique: 'Löwen', coat: '#d9a441', ears: 'round' },
  { en: 'tiger', de: 'Tiger', gender: 'm', coat: '#e8842c', ears: 'round' },
  { en: 'elephant', de: 'Elefant', gender: 'm', deOblique: 'Elefanten', coat: '#9aa3ad', ears: 'round' },
  { en: 'giraffe', de: 'Giraffe', gender: 'f', coat: '#e4b55a', ears: 'pointy' },
  { en: 'monkey', de: 'Affe', gender: 'm', deOblique: 'Affen', coat: '#8a6240', ears: 'round' },
  { en: 'horse', de: 'Pferd', gender: 'n', coat: '#9b6b43', ears: 'pointy' },
  { en: 'pony', de: 'Pony', gender: 'n', coat: '#c7a27a', ears: 'pointy' },
  { en: 'unicorn', de: 'Einhorn', gender: 'n', coat: '#f4eefa', ears: 'pointy' },
  { en: 'dragon', de: 'Drache', gender: 'm', deOblique: 'Drachen', coat: '#5bb37a', ears: 'pointy' },
  { en: 'dinosaur', de: 'Dinosaurier', gender: 'm', coat: '#6fae5f', ears: 'none' },
  { en: 'owl', de: 'Eule', gender: 'f', coat: '#a48163', ears: 'pointy', body: 'bird' },
  { en: 'penguin', de: 'Pinguin', gender: 'm', coat: '#2f3440', ears: 'none', body: 'bird' },
  { en: 'dolphin', de: 'Delfin', gender: 'm', coat: '#6fa8c9', ears: 'none', body: 'swimmer' },
  { en: 'whale', de: 'Wal', gender: 'm', coat: '#4f79a8', ears: 'none', body: 'swimmer' },
  { en: 'turtle', de: 'Schildkröte', gender: 'f', coat: '#6d9b58', ears: 'none' },
  { en: 'fish', de: 'Fisch', gender: 'm', coat: '#f2a03d', ears: 'none', body: 'swimmer' },
  { en: 'mouse', de: 'Maus', gender: 'f', coat: '#a9a9b3', ears: 'round' },
  { en: 'hedgehog', de: 'Igel', gender: 'm', coat: '#8c7158', ears: 'round' },
  { en: 'squirrel', de: 'Eichhörnchen', gender: 'n', coat: '#c0622f', ears: 'pointy' },
  { en: 'deer', de: 'Reh', gender: 'n', coat: '#b07b4f', ears: 'pointy' },
  { en: 'wolf', de: 'Wolf', gender: 'm', coat: '#8d939c', ears: 'pointy' },
  { en: 'panda', de: 'Panda', gender: 'm', coat: '#f2f2f2', ears: 'round' },
  { en: 'koala', de: 'Koala', gender: 'm', coat: '#a7a9ac', ears: 'round' },
  { en: 'duck', de: 'Ente', gender: 'f', coat: '#f1d14b', ears: 'none', body: 'bird' },
  { en: 'bird', de: 'Vogel', gender: 'm', coat: '#5aa0d8', ears: 'none', body: 'bird' },
  { en: 'butterfly', de: 'Schmetterling', gender: 'm', coat: '#d47ad0', ears: 'none' },
  { en: 'frog', de: 'Frosch', gender: 'm', coat: '#6cbf4a', ears: 'none' },
  { en: 'sheep', de: 'Schaf', gender: 'n', coat: '#f3f0e8', ears: 'round' },
  { en: 'lamb', de: 'Lamm', gender: 'n', coat: '#f6f2ea', ears: 'round' },
  { en: 'cow', de: 'Kuh', gender: 'f', coat: '#f0ece4', ears: 'round' },
  { en: 'pig', de: 'Schwein', gender: 'n', coat: '#f2b2b8', ears: 'pointy' },
  { en: 'otter', de: 'Otter', gender: 'm', coat: '#7a5634', ears: 'round' },
  { en: 'seal', de: 'Robbe', gender: 'f', coat: '#8f9aa3', ears: 'none', body: 'swimmer' },
  { en: 'octopus', de: 'Krake', gender: 'm', deOblique: 'Kraken', coat: '#e0708b', ears: 'none' },
  { en: 'snail', de: 'Schnecke', gender: 'f', coat: '#c9a46b', ears: 'none' },
  { en: 'ladybird', de: 'Marienkäfer', gender: 'm', coat: '#d93a2f', ears: 'none' },
  { en: 'shark', de: 'Hai', gender: 'm', coat: '#8a9aaa', ears: 'none', body: 'swimmer' },
  { en: 'bee', de: 'Biene', gender: 'f', coat: '#f2c933', ears: 'none' },
  { en: 'chicken', de: 'Huhn', gender: 'n', coat: '#f6f0e4', ears: 'none', body: 'bird' },
  { en: 'hen', de: 'Henne', gender: 'f', coat: '#f6f0e4', ears: 'none', body: 'bird' },
  { en: 'goat', de: 'Ziege', gender: 'f', coat: '#efe6d6', ears: 'pointy' },
  { en: 'hamster', de: 'Hamster', gender: 'm', coat: '#e3a857', ears: 'round' },
  { en: 'guinea pig', de: 'Meerschweinchen', gender: 'n', coat: '#c9955a', ears: 'round' },
  { en: 'parrot', de: 'Papagei', gender: 'm', coat: '#e0443a', ears: 'none', body: 'bird' },
  { en: 'bat', de: 'Fledermaus', gender: 'f', coat: '#6a5a8c', ears: 'pointy' },
  { en: 'seahorse', de: 'Seepferdchen', gender: 'n', coat: '#f2a96b', ears: 'none', body: 'swimmer' },
  { en: 'crab', de: 'Krabbe', gender: 'f', coat: '#e8594a', ears: 'none' },
  { en: 'badger', de: 'Dachs', gender: 'm', coat: '#8d939c', ears: 'round' },
  { en: 'zebra', de: 'Zebra', gender: 'n', coat: '#f4f4f2', ears: 'pointy' },
  { en: 'polar bear', de: 'Eisbär', gender: 'm', deOblique: 'Eisbären', coat: '#f4f2ee', ears: 'round' },
  { en: 'llama', de: 'Lama', gender: 'n', coat: '#efe2c8', ears: 'pointy' },
  { en: 'alpaca', de: 'Alpaka', gender: 'n', coat: '#efe2c8', ears: 'pointy' },
  { en: 'kangaroo', de: 'Känguru', gender: 'n', coat: '#c98a54', ears: 'long' },
  { en: 'crocodile', de: 'Krokodil', gender: 'n', coat: '#5f9e5a', ears: 'none' },
  { en: 'snake', de: 'Schlange', gender: 'f', coat: '#7cc04a', ears: 'none' },
  { en: 'flamingo', de: 'Flamingo', gender: 'm', coat: '#f5a0b8', ears: 'none', body: 'bird' },
  { en: 'swan', de: 'Schwan', gender: 'm', coat: '#fbfbf8', ears: 'none', body: 'bird' },
  { en: 'hippo', de: 'Nilpferd', gender: 'n', coat: '#9b8fb3', ears: 'round' },
  { en: 'rhino', de: 'Nashorn', gender: 'n', coat: '#a8a4a0', ears: 'pointy' },
  { en: 'raccoon', de: 'Waschbär', gender: 'm', deOblique: 'Waschbären', coat: '#8d939c', ears: 'pointy' },
  { en: 'sloth', de: 'Faultier', gender: 'n', coat: '#a88a6a', ears: 'none' },
  { en: 'jellyfish', de: 'Qualle', gender: 'f', coat: '#c9a6f0', ears: 'none', body: 'swimmer' },
  { en: 'starfish', de: 'Seestern', gender: 'm', coat: '#f29a5a', ears: 'none' },
  { en: 'cheetah', de: 'Gepard', gender: 'm', deOblique: 'Geparden', coat: '#e8b85a', ears: 'round' },
  { en: 'leopard', de: 'Leopard', gender: 'm', deOblique: 'Leoparden', coat: '#e8b85a', ears: 'round' },
  { en: 'caterpillar', de: 'Raupe', gender: 'f', coat: '#8cc84b', ears: 'none' },
  { en: 'pegasus', de: 'Pegasus', gender: 'm', coat: '#f4eefa', ears: 'pointy' },
];

const defaultCompanions = ['fox', 'rabbit', 'owl', 'hedgehog', 'cat', 'bear'];

function normalise(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/^(a|an|the|my|der|die|das|ein|eine|mein|meine)\s+/, '')
    .replace(/[.!?,;:]+$/, '');
}

const lookup = new Map<string, Animal>();
for (const animal of known) {
  // The weak noun's other form too: „mit seinem Kuschelelefanten“.
  for (const name of [
    animal.en,
    animal.de.toLowerCase(),
    ...(animal.deOblique ? [animal.deOblique.toLowerCase()] : []),
  ]) {
    lookup.set(name, animal);
    lookup.set(`${name}s`, animal);
    lookup.set(`${name}es`, animal);
    lookup.set(`${name}n`, animal);
  }
}
lookup.set('bunnies', known.find((a) => a.en === 'bunny')!);
lookup.set('puppies', known.find((a) => a.en === 'puppy')!);
lookup.set('ponies', known.find((a) => a.en === 'pony')!);
lookup.set('mice', known.find((a) => a.en === 'mouse')!);

/** German gender guessed from a noun's ending; right for most nouns a parent would type. */
function guessGender(noun: string): Gender {
  const lower = noun.toLowerCase();
  if (/(chen|lein|um|ment)$/.test(lower)) return 'n';
  if (/(e|ung|heit|keit|in|ei)$/.test(lower)) return 'f';
  return 'm';
}

function coatFor(text: string): string {
  let hash = 0;
  for (const ch of text) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return `hsl(${hash % 360} 45% 60%)`;
}

export function findAnimal(text: string): Animal | undefined {
  return lookup.get(normalise(text));
}

/** The favourite animal, or a friendly default picked by `pickDefault` when none was given. */
export function resolveAnimal(text: string | undefined, pickDefault: (names: string[]) => string): Animal {
  const wanted = text ? normalise(text) : '';
  if (!wanted) return lookup.get(pickDefault(defaultCompanions))!;
  const found = lookup.get(wanted);
  if (found) return found;
  const asGiven = text!
    .trim()
    .replace(/[.!?,;:]+$/, '')
    .slice(0, 60);
  const capitalised = asGiven.charAt(0).toUpperCase() + asGiven.slice(1);
  return { en: asGiven, de: capitalised, gender: guessGender(capitalised), coat: coatFor(wanted), ears: 'round' };
}

/** Every animal of the vocabulary, in English (the pictures draw each as its own species). */
export const animalVocabulary: readonly string[] = known.map((a) => a.en);
