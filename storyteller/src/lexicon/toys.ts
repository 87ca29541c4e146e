import type { DeNounForms, ToyEntry } from './types.ts';

// Toys a parent names: the one that comes to bed and the ones for the day. A cuddly toy is hugged
// in bed („hielt seinen Teddy fest im Arm“); a scooter, a ball or a train set waits by the door.
// Der Teddybär and der Kuschelhase are weak nouns (den Teddybären, den Kuschelhasen); a kite is
// der Drachen, not der Drache (animals/fantasy.ts).

const CUDDLY: readonly ToyEntry[] = [
  {
    id: 'teddy',
    forms: {
      en: { noun: 'teddy bear' },
      de: { noun: 'Teddybär', gender: 'm', plural: 'Teddybären', oblique: 'Teddybären' },
    },
    spellings: {
      en: ['teddy', 'teddy bear', 'teddies', 'teddy bears', 'teddybear'],
      de: ['teddy', 'teddybär', 'teddybären', 'teddys', 'teddybaer', 'kuschelbär'],
    },
    cuddly: true,
  },
  {
    id: 'cuddly-toy',
    forms: { en: { noun: 'cuddly toy' }, de: { noun: 'Kuscheltier', gender: 'n', plural: 'Kuscheltiere' } },
    spellings: {
      en: [
        'cuddly toy',
        'cuddly toys',
        'soft toy',
        'soft toys',
        'stuffed animal',
        'stuffed animals',
        'plushie',
        'plush toy',
      ],
      de: ['kuscheltier', 'kuscheltiere', 'stofftier', 'stofftiere', 'plüschtier', 'plüschtiere', 'kuschelfreund'],
    },
    cuddly: true,
  },
  {
    id: 'cuddly-bunny',
    forms: {
      en: { noun: 'cuddly bunny', plural: 'cuddly bunnies' },
      de: { noun: 'Kuschelhase', gender: 'm', plural: 'Kuschelhasen', oblique: 'Kuschelhasen' },
    },
    spellings: {
      en: ['cuddly bunny', 'toy bunny', 'stuffed bunny', 'toy rabbit', 'stuffed rabbit', 'cuddly rabbit'],
      de: ['kuschelhase', 'kuschelhasen', 'stoffhase', 'stoffhasen', 'plüschhase', 'schmusehase'],
    },
    cuddly: true,
  },
  {
    id: 'comfort-blanket',
    forms: { en: { noun: 'comfort blanket' }, de: { noun: 'Schmusetuch', gender: 'n', plural: 'Schmusetücher' } },
    spellings: {
      en: ['comfort blanket', 'blankie', 'blanky', 'cuddle blanket', 'snuggle blanket', 'comforter', 'blanket'],
      de: ['schmusetuch', 'schnuffeltuch', 'kuscheltuch', 'kuscheldecke', 'schmusedecke', 'nuscheli', 'schnuffeldecke'],
    },
    cuddly: true,
  },
  {
    id: 'doll',
    forms: { en: { noun: 'doll' }, de: { noun: 'Puppe', gender: 'f', plural: 'Puppen' } },
    spellings: {
      en: ['doll', 'dolls', 'dolly', 'baby doll', 'rag doll', 'barbie', 'barbies'],
      de: ['puppe', 'puppen', 'babypuppe', 'stoffpuppe', 'püppchen', 'barbie', 'barbies'],
    },
    cuddly: true,
  },
];

const PLAYTHINGS: readonly ToyEntry[] = [
  {
    id: 'toy-dinosaur',
    forms: { en: { noun: 'toy dinosaur' }, de: { noun: 'Spielzeugdino', gender: 'm', plural: 'Spielzeugdinos' } },
    spellings: {
      en: ['toy dinosaur', 'toy dinosaurs', 'toy dino', 'dinosaur toy'],
      de: ['spielzeugdino', 'spielzeugdinos', 'spielzeugdinosaurier', 'plastikdino'],
    },
    cuddly: false,
  },
  {
    id: 'toy-car',
    forms: { en: { noun: 'toy car' }, de: { noun: 'Spielzeugauto', gender: 'n', plural: 'Spielzeugautos' } },
    spellings: {
      en: ['toy car', 'toy cars', 'racing car', 'race car', 'matchbox car', 'hot wheels'],
      de: ['spielzeugauto', 'spielzeugautos', 'rennauto', 'rennautos', 'matchboxauto', 'flitzer'],
    },
    cuddly: false,
  },
  {
    id: 'toy-digger',
    forms: { en: { noun: 'toy digger' }, de: { noun: 'Spielzeugbagger', gender: 'm', plural: 'Spielzeugbagger' } },
    spellings: {
      en: ['toy digger', 'digger', 'diggers', 'toy truck', 'toy lorry', 'tractor', 'toy tractor', 'fire engine'],
      de: ['spielzeugbagger', 'bagger', 'spielzeuglaster', 'trecker', 'traktor', 'feuerwehrauto'],
    },
    cuddly: false,
  },
  {
    id: 'train-set',
    forms: { en: { noun: 'train set' }, de: { noun: 'Holzeisenbahn', gender: 'f', plural: 'Holzeisenbahnen' } },
    spellings: {
      en: ['train set', 'toy train', 'toy trains', 'wooden railway', 'train track', 'brio'],
      de: ['holzeisenbahn', 'spielzeugeisenbahn', 'eisenbahn', 'modelleisenbahn', 'brio', 'zug'],
    },
    cuddly: false,
  },
  {
    id: 'toy-robot',
    forms: { en: { noun: 'toy robot' }, de: { noun: 'Spielzeugroboter', gender: 'm', plural: 'Spielzeugroboter' } },
    spellings: { en: ['toy robot', 'robot toy', 'robot'], de: ['spielzeugroboter', 'roboter'] },
    cuddly: false,
  },
  {
    id: 'blocks',
    forms: {
      en: { noun: 'building blocks', pluralOnly: true },
      de: { noun: 'Bauklötze', gender: 'm', plural: 'Bauklötze', pluralOnly: true },
    },
    spellings: {
      en: ['building blocks', 'blocks', 'wooden blocks', 'bricks', 'duplo'],
      de: ['bauklötze', 'bauklötzchen', 'bausteine', 'holzklötze', 'duplo'],
    },
    cuddly: false,
  },
  {
    id: 'lego',
    forms: {
      en: { noun: 'Lego', mass: true },
      de: { noun: 'Legosteine', gender: 'm', plural: 'Legosteine', pluralOnly: true },
    },
    spellings: {
      en: ['lego', 'legos', 'lego bricks', 'lego set'],
      de: ['lego', 'legosteine', 'lego-steine', 'legoburg'],
    },
    cuddly: false,
  },
  {
    id: 'puzzle',
    forms: { en: { noun: 'jigsaw puzzle' }, de: { noun: 'Puzzle', gender: 'n', plural: 'Puzzles' } },
    spellings: { en: ['puzzle', 'puzzles', 'jigsaw', 'jigsaws', 'jigsaw puzzle'], de: ['puzzle', 'puzzles', 'puzzel'] },
    cuddly: false,
  },
  {
    id: 'dolls-house',
    forms: { en: { noun: "doll's house" }, de: { noun: 'Puppenhaus', gender: 'n', plural: 'Puppenhäuser' } },
    spellings: { en: ["doll's house", 'dolls house', 'dollhouse', 'dolls’ house'], de: ['puppenhaus', 'puppenstube'] },
    cuddly: false,
  },
  {
    id: 'marbles',
    forms: {
      en: { noun: 'marbles', pluralOnly: true },
      de: { noun: 'Murmeln', gender: 'f', plural: 'Murmeln', pluralOnly: true },
    },
    spellings: { en: ['marbles', 'marble', 'marble run'], de: ['murmeln', 'murmel', 'murmelbahn', 'klicker'] },
    cuddly: false,
  },
  {
    id: 'magic-wand',
    forms: { en: { noun: 'magic wand' }, de: { noun: 'Zauberstab', gender: 'm', plural: 'Zauberstäbe' } },
    spellings: { en: ['magic wand', 'wand', 'fairy wand'], de: ['zauberstab', 'feenstab'] },
    cuddly: false,
  },
  {
    id: 'sword',
    forms: { en: { noun: 'wooden sword' }, de: { noun: 'Holzschwert', gender: 'n', plural: 'Holzschwerter' } },
    spellings: { en: ['sword', 'wooden sword', 'toy sword'], de: ['schwert', 'holzschwert', 'ritterschwert'] },
    cuddly: false,
  },
  {
    id: 'book',
    forms: { en: { noun: 'book' }, de: { noun: 'Buch', gender: 'n', plural: 'Bücher' } },
    spellings: {
      en: ['book', 'books', 'picture book', 'storybook', 'favourite book'],
      de: ['buch', 'bücher', 'bilderbuch', 'lieblingsbuch', 'büchlein'],
    },
    cuddly: false,
  },
  {
    id: 'crayons',
    forms: {
      en: { noun: 'crayons', pluralOnly: true },
      de: { noun: 'Buntstifte', gender: 'm', plural: 'Buntstifte', pluralOnly: true },
    },
    spellings: {
      en: ['crayons', 'crayon', 'colouring pencils', 'felt tips', 'pens'],
      de: ['buntstifte', 'wachsmalstifte', 'filzstifte', 'stifte', 'wachsmaler'],
    },
    cuddly: false,
  },
  {
    id: 'paintbox',
    forms: { en: { noun: 'paintbox' }, de: { noun: 'Malkasten', gender: 'm', plural: 'Malkästen' } },
    spellings: {
      en: ['paintbox', 'paint box', 'paints', 'watercolours'],
      de: ['malkasten', 'wasserfarben', 'farbkasten'],
    },
    cuddly: false,
  },
  {
    id: 'drum',
    forms: { en: { noun: 'drum' }, de: { noun: 'Trommel', gender: 'f', plural: 'Trommeln' } },
    spellings: { en: ['drum', 'toy drum'], de: ['trommel', 'kindertrommel'] },
    cuddly: false,
  },
];

const OUTDOOR: readonly ToyEntry[] = [
  {
    id: 'scooter',
    forms: { en: { noun: 'scooter' }, de: { noun: 'Roller', gender: 'm', plural: 'Roller' } },
    spellings: { en: ['scooter', 'scooters', 'kick scooter'], de: ['roller', 'tretroller', 'scooter', 'kickboard'] },
    cuddly: false,
  },
  {
    id: 'bike',
    forms: { en: { noun: 'bike' }, de: { noun: 'Fahrrad', gender: 'n', plural: 'Fahrräder' } },
    spellings: {
      en: ['bike', 'bikes', 'bicycle', 'bicycles', 'new bike'],
      de: ['fahrrad', 'fahrräder', 'rad', 'kinderfahrrad', 'velo'],
    },
    cuddly: false,
  },
  {
    id: 'balance-bike',
    forms: { en: { noun: 'balance bike' }, de: { noun: 'Laufrad', gender: 'n', plural: 'Laufräder' } },
    spellings: {
      en: ['balance bike', 'balance bikes', 'tricycle', 'trike'],
      de: ['laufrad', 'laufräder', 'dreirad', 'bobbycar', 'bobby car'],
    },
    cuddly: false,
  },
  {
    id: 'ball',
    forms: { en: { noun: 'ball' }, de: { noun: 'Ball', gender: 'm', plural: 'Bälle' } },
    spellings: { en: ['ball', 'balls', 'bouncy ball', 'beach ball'], de: ['ball', 'bälle', 'wasserball', 'flummi'] },
    cuddly: false,
  },
  {
    id: 'football',
    forms: { en: { noun: 'football' }, de: { noun: 'Fußball', gender: 'm', plural: 'Fußbälle' } },
    spellings: { en: ['football', 'footballs', 'soccer ball'], de: ['fußball', 'fussball', 'lederball'] },
    cuddly: false,
  },
  {
    id: 'kite',
    forms: { en: { noun: 'kite' }, de: { noun: 'Drachen', gender: 'm', plural: 'Drachen' } },
    spellings: { en: ['kite', 'kites'], de: ['drachen', 'flugdrachen', 'papierdrachen'] },
    cuddly: false,
  },
  {
    id: 'balloon',
    forms: { en: { noun: 'balloon' }, de: { noun: 'Luftballon', gender: 'm', plural: 'Luftballons' } },
    spellings: { en: ['balloon', 'balloons'], de: ['luftballon', 'luftballons', 'ballon'] },
    cuddly: false,
  },
  {
    id: 'skateboard',
    forms: { en: { noun: 'skateboard' }, de: { noun: 'Skateboard', gender: 'n', plural: 'Skateboards' } },
    spellings: { en: ['skateboard', 'skateboards'], de: ['skateboard', 'skateboards'] },
    cuddly: false,
  },
  {
    id: 'skipping-rope',
    forms: { en: { noun: 'skipping rope' }, de: { noun: 'Springseil', gender: 'n', plural: 'Springseile' } },
    spellings: { en: ['skipping rope', 'jump rope'], de: ['springseil', 'hüpfseil', 'seilspringen'] },
    cuddly: false,
  },
  {
    id: 'bucket-and-spade',
    forms: { en: { noun: 'bucket and spade' }, de: { noun: 'Sandeimer', gender: 'm', plural: 'Sandeimer' } },
    spellings: {
      en: ['bucket and spade', 'bucket', 'spade', 'sand toys'],
      de: ['sandeimer', 'eimer', 'schaufel', 'sandspielzeug'],
    },
    cuddly: false,
  },
  {
    id: 'sledge',
    forms: { en: { noun: 'sledge' }, de: { noun: 'Schlitten', gender: 'm', plural: 'Schlitten' } },
    spellings: { en: ['sledge', 'sledges', 'sled', 'toboggan'], de: ['schlitten', 'rodel', 'rodelschlitten'] },
    cuddly: false,
  },
  {
    id: 'toy-boat',
    forms: { en: { noun: 'toy boat' }, de: { noun: 'Spielzeugboot', gender: 'n', plural: 'Spielzeugboote' } },
    spellings: {
      en: ['toy boat', 'boat', 'sailing boat', 'pirate ship'],
      de: ['spielzeugboot', 'boot', 'segelboot', 'piratenschiff'],
    },
    cuddly: false,
  },
  {
    id: 'rocking-horse',
    forms: { en: { noun: 'rocking horse' }, de: { noun: 'Schaukelpferd', gender: 'n', plural: 'Schaukelpferde' } },
    spellings: { en: ['rocking horse', 'hobby horse'], de: ['schaukelpferd', 'steckenpferd'] },
    cuddly: false,
  },
];

export const TOYS: readonly ToyEntry[] = [...CUDDLY, ...PLAYTHINGS, ...OUTDOOR];

/**
 * An animal as a cuddly toy, the German way: one word with the animal's gender and forms, der
 * Kuschelelefant, den Kuschelelefanten, die Kuschelkatze. Null for a noun of more than one word.
 */
export function germanCuddly(animal: DeNounForms): DeNounForms | null {
  if (/[\s-]/u.test(animal.noun)) return null;
  const cuddly = (noun: string | undefined) => noun && `Kuschel${noun.toLowerCase()}`;
  return {
    ...animal,
    noun: cuddly(animal.noun)!,
    ...(animal.plural ? { plural: cuddly(animal.plural) } : {}),
    ...(animal.oblique ? { oblique: cuddly(animal.oblique) } : {}),
  };
}
