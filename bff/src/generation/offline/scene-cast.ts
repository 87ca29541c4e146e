import { speciesKey } from '@dreamweaver/storyteller/art';
import { escapeRegExp } from './escape-regexp.ts';

// Who and what a scene's text names, in English or German: the animals (and the settings' guide
// characters) and the key things, so the picture can show them. Reading the text itself keeps
// the pictures right whatever the writer says, and also for stories another engine wrote.

interface Entry {
  key: string;
  singular: string[];
  plural: string[];
  /** German stems that may begin a compound ("Hasenfamilie", "Igel-Bäcker"). */
  stems?: string[];
}

const species: Entry[] = [
  {
    key: 'fox',
    singular: ['fox', 'fuchs', 'füchsin', 'füchslein'],
    plural: ['foxes', 'füchse', 'füchsen'],
    stems: ['fuchs'],
  },
  {
    key: 'cat',
    singular: ['cat', 'kitten', 'kitty', 'katze', 'kater', 'kätzchen', 'mieze'],
    plural: ['cats', 'kittens', 'katzen'],
    stems: ['katzen'],
  },
  {
    key: 'dog',
    singular: ['dog', 'puppy', 'doggy', 'hund', 'hunde', 'hündchen', 'welpe', 'welpen', 'hundewelpe', 'hundewelpen'],
    plural: ['dogs', 'puppies', 'hunden'],
    stems: ['hunde'],
  },
  {
    key: 'rabbit',
    singular: ['rabbit', 'bunny', 'hare', 'hase', 'hasen', 'häschen', 'kaninchen', 'osterhase'],
    plural: ['rabbits', 'bunnies', 'hares', 'hasen'],
    stems: ['hasen', 'kaninchen'],
  },
  {
    key: 'teddy',
    singular: ['teddy', 'teddy bear', 'teddybear', 'teddybär', 'teddybären', 'teddy-bär'],
    plural: ['teddies', 'teddy bears'],
  },
  { key: 'bear', singular: ['bear', 'bär', 'bären', 'bärchen', 'bärin'], plural: ['bears'], stems: ['bären'] },
  { key: 'panda', singular: ['panda', 'pandabär', 'pandabären'], plural: ['pandas'] },
  { key: 'koala', singular: ['koala', 'koalabär'], plural: ['koalas'] },
  { key: 'hamster', singular: ['hamster', 'guinea pig', 'meerschweinchen'], plural: ['hamsters', 'guinea pigs'] },
  {
    key: 'monkey',
    singular: ['monkey', 'ape', 'chimp', 'affe', 'affen', 'äffchen'],
    plural: ['monkeys', 'apes'],
    stems: ['affen'],
  },
  { key: 'otter', singular: ['otter', 'fischotter'], plural: ['otters', 'ottern'] },
  { key: 'badger', singular: ['badger', 'dachs'], plural: ['badgers', 'dachse'] },
  { key: 'lion', singular: ['lion', 'lioness', 'löwe', 'löwen', 'löwin'], plural: ['lions'], stems: ['löwen'] },
  { key: 'tiger', singular: ['tiger', 'tigerin'], plural: ['tigers', 'tigern'] },
  { key: 'elephant', singular: ['elephant', 'elefant', 'elefanten'], plural: ['elephants'], stems: ['elefanten'] },
  { key: 'giraffe', singular: ['giraffe'], plural: ['giraffes', 'giraffen'] },
  {
    key: 'unicorn',
    singular: ['unicorn', 'einhorn', 'einhörnchen'],
    plural: ['unicorns', 'einhörner', 'einhörnern'],
    stems: ['einhorn'],
  },
  {
    key: 'horse',
    singular: ['horse', 'pony', 'foal', 'pferd', 'pferdchen', 'pony', 'fohlen', 'pferde'],
    plural: ['horses', 'ponies', 'ponys', 'pferden'],
    stems: ['pferde'],
  },
  {
    key: 'deer',
    singular: ['deer', 'fawn', 'reh', 'rehkitz', 'hirsch', 'bambi'],
    plural: ['rehe', 'rehen', 'hirsche'],
  },
  { key: 'wolf', singular: ['wolf', 'wölfin', 'wölfchen'], plural: ['wolves', 'wölfe', 'wölfen'] },
  { key: 'mouse', singular: ['mouse', 'maus', 'mäuschen'], plural: ['mice', 'mäuse', 'mäusen'], stems: ['mäuse'] },
  { key: 'hedgehog', singular: ['hedgehog', 'igel'], plural: ['hedgehogs', 'igeln'], stems: ['igel'] },
  { key: 'squirrel', singular: ['squirrel', 'eichhörnchen', 'eichhorn'], plural: ['squirrels'] },
  { key: 'cow', singular: ['cow', 'calf', 'kuh', 'kalb'], plural: ['cows', 'kühe', 'kühen'] },
  {
    key: 'pig',
    singular: ['pig', 'piglet', 'schwein', 'schweinchen', 'ferkel'],
    plural: ['pigs', 'piglets', 'schweine'],
  },
  {
    key: 'sheep',
    singular: ['sheep', 'lamb', 'schaf', 'schäfchen', 'lamm', 'lämmchen'],
    plural: ['lambs', 'schafe', 'schafen', 'lämmer'],
  },
  { key: 'goat', singular: ['goat', 'ziege', 'zicklein', 'geißlein'], plural: ['goats', 'ziegen'] },
  {
    key: 'dragon',
    singular: ['dragon', 'drache', 'drachen', 'drachenbaby', 'drachenkind'],
    plural: ['dragons'],
    stems: ['drachen'],
  },
  {
    key: 'brontosaurus',
    singular: ['brontosaurus', 'brachiosaurus', 'diplodocus', 'bronte', 'langhals'],
    plural: ['brontosauruses'],
    stems: ['brontosaurus'],
  },
  { key: 'triceratops', singular: ['triceratops'], plural: [], stems: ['triceratops'] },
  {
    key: 'dinosaur',
    singular: ['dinosaur', 'dino', 'stegosaurus', 't rex', 'trex', 'rex', 'tyrannosaurus', 'dinosaurier', 'saurier'],
    plural: ['dinosaurs', 'dinos', 'dinosauriern'],
    stems: ['dinosaurier', 'dino'],
  },
  { key: 'owl', singular: ['owl', 'eule', 'uhu', 'eulchen'], plural: ['owls', 'eulen'], stems: ['eulen'] },
  { key: 'penguin', singular: ['penguin', 'pinguin'], plural: ['penguins', 'pinguine', 'pinguinen'] },
  {
    key: 'duck',
    singular: ['duck', 'duckling', 'ente', 'entchen', 'erpel'],
    plural: ['ducks', 'ducklings', 'enten'],
    stems: ['enten'],
  },
  {
    key: 'chicken',
    singular: ['chicken', 'hen', 'chick', 'rooster', 'huhn', 'henne', 'küken', 'hahn', 'hühnchen'],
    plural: ['chickens', 'hens', 'chicks', 'hühner', 'hühnern'],
  },
  { key: 'parrot', singular: ['parrot', 'budgie', 'papagei', 'wellensittich'], plural: ['parrots', 'papageien'] },
  { key: 'bat', singular: ['bat', 'fledermaus'], plural: ['bats', 'fledermäuse'] },
  {
    key: 'butterfly',
    singular: ['butterfly', 'schmetterling', 'falter'],
    plural: ['butterflies', 'schmetterlinge', 'schmetterlingen'],
  },
  {
    key: 'bee',
    singular: ['bee', 'bumblebee', 'biene', 'hummel', 'bienchen'],
    plural: ['bees', 'bumblebees', 'bienen', 'hummeln'],
  },
  {
    key: 'ladybird',
    singular: ['ladybird', 'ladybug', 'marienkäfer'],
    plural: ['ladybirds', 'ladybugs', 'marienkäfern'],
  },
  { key: 'snail', singular: ['snail', 'schnecke'], plural: ['snails', 'schnecken'] },
  {
    key: 'frog',
    singular: ['frog', 'toad', 'frosch', 'kröte', 'fröschlein'],
    plural: ['frogs', 'toads', 'frösche', 'fröschen'],
  },
  { key: 'turtle', singular: ['turtle', 'tortoise', 'schildkröte'], plural: ['turtles', 'tortoises', 'schildkröten'] },
  {
    key: 'octopus',
    singular: ['octopus', 'krake', 'kraken', 'oktopus', 'tintenfisch'],
    plural: ['octopuses', 'octopi'],
  },
  { key: 'seahorse', singular: ['seahorse', 'sea horse', 'seepferdchen'], plural: ['seahorses', 'sea horses'] },
  { key: 'shark', singular: ['shark', 'hai', 'haifisch'], plural: ['sharks', 'haie', 'haien'] },
  { key: 'whale', singular: ['whale', 'wal', 'walfisch'], plural: ['whales', 'wale', 'walen'] },
  {
    key: 'dolphin',
    singular: ['dolphin', 'delfin', 'delphin'],
    plural: ['dolphins', 'delfine', 'delfinen', 'delphine'],
  },
  { key: 'seal', singular: ['seal', 'robbe', 'seehund'], plural: ['seals', 'robben', 'seehunde'] },
  { key: 'crab', singular: ['crab', 'krabbe', 'krebs'], plural: ['crabs', 'krabben'] },
  {
    key: 'fish',
    singular: ['fish', 'goldfish', 'fisch', 'fischlein', 'goldfisch'],
    plural: ['fishes', 'fische', 'fischen'],
  },
  {
    key: 'bird',
    singular: ['bird', 'robin', 'sparrow', 'vogel', 'vögelchen', 'spatz', 'amsel'],
    plural: ['birds', 'vögel', 'vögeln'],
  },
  { key: 'firefly', singular: ['firefly', 'glowworm', 'glühwürmchen'], plural: ['fireflies', 'glowworms'] },
  { key: 'zebra', singular: ['zebra'], plural: ['zebras'] },
  { key: 'polar-bear', singular: ['polar bear', 'eisbär', 'eisbären'], plural: ['polar bears'] },
  { key: 'pegasus', singular: ['pegasus', 'flying horse', 'flügelpferd'], plural: [] },
  { key: 'llama', singular: ['llama', 'alpaca', 'lama', 'alpaka'], plural: ['llamas', 'alpacas', 'lamas', 'alpakas'] },
  { key: 'kangaroo', singular: ['kangaroo', 'känguru', 'känguruh'], plural: ['kangaroos', 'kängurus'] },
  {
    key: 'crocodile',
    singular: ['crocodile', 'alligator', 'krokodil'],
    plural: ['crocodiles', 'alligators', 'krokodile'],
  },
  { key: 'snake', singular: ['snake', 'schlange'], plural: ['snakes', 'schlangen'] },
  { key: 'flamingo', singular: ['flamingo'], plural: ['flamingos', 'flamingoes'] },
  { key: 'swan', singular: ['swan', 'schwan'], plural: ['swans', 'schwäne'] },
  { key: 'hippo', singular: ['hippo', 'hippopotamus', 'nilpferd', 'flusspferd'], plural: ['hippos', 'nilpferde'] },
  { key: 'rhino', singular: ['rhino', 'rhinoceros', 'nashorn'], plural: ['rhinos', 'nashörner'] },
  { key: 'raccoon', singular: ['raccoon', 'waschbär', 'waschbären'], plural: ['raccoons'] },
  { key: 'sloth', singular: ['sloth', 'faultier'], plural: ['sloths', 'faultiere'] },
  { key: 'jellyfish', singular: ['jellyfish', 'qualle'], plural: ['quallen'] },
  { key: 'starfish', singular: ['starfish', 'sea star', 'seestern'], plural: ['seesterne'] },
  {
    key: 'cheetah',
    singular: ['cheetah', 'leopard', 'jaguar', 'gepard'],
    plural: ['cheetahs', 'leopards', 'geparden'],
  },
  { key: 'caterpillar', singular: ['caterpillar', 'raupe'], plural: ['caterpillars', 'raupen'] },
  { key: 'knight', singular: ['knight', 'ritter'], plural: ['knights'] },
  { key: 'mermaid', singular: ['mermaid', 'meerjungfrau', 'nixe'], plural: ['mermaids', 'meerjungfrauen'] },
  { key: 'robot', singular: ['robot', 'roboter'], plural: ['robots'] },
];

const things: Entry[] = [
  {
    key: 'stream',
    singular: ['stream', 'brook', 'river', 'creek', 'bach', 'fluss', 'bächlein'],
    plural: ['streams', 'rivers'],
  },
  {
    key: 'pond',
    singular: ['pond', 'lake', 'lagoon', 'teich', 'lagune', 'weiher', 'dorfteich'],
    plural: ['ponds', 'lakes'],
  },
  { key: 'tree', singular: ['tree', 'oak', 'baum', 'eiche', 'bäumchen'], plural: ['trees', 'bäume', 'bäumen'] },
  {
    key: 'mushroom',
    singular: ['mushroom', 'toadstool', 'pilz'],
    plural: ['mushrooms', 'toadstools', 'pilze', 'pilzen'],
  },
  {
    key: 'lantern',
    singular: ['lantern', 'lamp', 'laterne', 'lampion', 'papierlaterne'],
    plural: ['lanterns', 'lamps', 'laternen', 'lampions', 'papierlaternen'],
  },
  { key: 'candle', singular: ['candle', 'kerze'], plural: ['candles', 'kerzen'] },
  { key: 'music-box', singular: ['music box', 'spieluhr'], plural: [] },
  { key: 'tower', singular: ['tower', 'turm'], plural: ['towers', 'türme'] },
  { key: 'carriage', singular: ['carriage', 'coach', 'kutsche', 'muschelkutsche'], plural: [] },
  { key: 'shell', singular: ['shell', 'seashell', 'muschel'], plural: ['shells', 'muscheln'] },
  { key: 'pearl', singular: ['pearl', 'perle'], plural: ['pearls', 'perlen'] },
  {
    key: 'coral',
    singular: ['coral', 'koralle', 'anemone', 'seeanemone'],
    plural: ['corals', 'korallen', 'anemones', 'seeanemonen'],
  },
  { key: 'planet', singular: ['planet'], plural: ['planets', 'planeten'] },
  {
    key: 'shooting-star',
    singular: ['shooting star', 'falling star', 'comet', 'sternschnuppe', 'komet'],
    plural: ['shooting stars', 'sternschnuppen'],
  },
  { key: 'rocket', singular: ['rocket', 'spaceship', 'rakete', 'raumschiff'], plural: [] },
  { key: 'volcano', singular: ['volcano', 'vulkan'], plural: [] },
  { key: 'egg', singular: ['egg', 'ei', 'dinosaur egg'], plural: ['eggs', 'eier', 'eiern'] },
  { key: 'fern', singular: ['fern', 'farn'], plural: ['ferns', 'farne'] },
  {
    key: 'bread',
    singular: ['bread', 'bakery', 'roll', 'bun', 'brot', 'bäckerei', 'brötchen', 'croissant', 'brezel'],
    plural: ['rolls', 'buns', 'loaves', 'brote'],
  },
  {
    key: 'cake',
    singular: ['cake', 'cupcake', 'muffin', 'kuchen', 'torte', 'geburtstagskuchen'],
    plural: ['cakes', 'cupcakes', 'muffins', 'torten'],
  },
  { key: 'ice-cream', singular: ['ice cream', 'ice-cream', 'eis', 'eiscreme', 'speiseeis'], plural: [] },
  { key: 'pizza', singular: ['pizza'], plural: ['pizzas'] },
  {
    key: 'pancake',
    singular: ['pancake', 'pfannkuchen', 'pfannkuchens', 'crêpe', 'waffle', 'waffel'],
    plural: ['pancakes', 'waffles', 'waffeln'],
  },
  { key: 'apple', singular: ['apple', 'apfel', 'fruit', 'obst'], plural: ['apples', 'äpfel', 'äpfeln'] },
  {
    key: 'strawberry',
    singular: ['strawberry', 'erdbeere', 'berry', 'beere'],
    plural: ['strawberries', 'erdbeeren', 'berries', 'beeren'],
  },
  {
    key: 'cookie',
    singular: ['cookie', 'biscuit', 'keks', 'plätzchen'],
    plural: ['cookies', 'biscuits', 'kekse', 'keksen'],
  },
  { key: 'pasta', singular: ['pasta', 'spaghetti', 'noodle', 'nudel', 'nudeln', 'spagetti'], plural: ['noodles'] },
  { key: 'banana', singular: ['banana', 'banane'], plural: ['bananas', 'bananen'] },
  { key: 'honey', singular: ['honey', 'honig'], plural: [] },
  { key: 'cocoa', singular: ['cocoa', 'hot chocolate', 'milk', 'kakao', 'milch', 'tea', 'tee'], plural: [] },
  { key: 'ball', singular: ['ball', 'football', 'soccer', 'fußball', 'basketball'], plural: ['balls', 'bälle'] },
  { key: 'book', singular: ['book', 'reading', 'buch', 'lesen', 'bilderbuch'], plural: ['books', 'bücher', 'büchern'] },
  {
    key: 'bicycle',
    singular: ['bicycle', 'bike', 'cycling', 'fahrrad', 'radfahren', 'rad', 'roller', 'scooter'],
    plural: ['bikes', 'bicycles'],
  },
  {
    key: 'music',
    singular: [
      'music',
      'song',
      'singing',
      'dancing',
      'lullaby',
      'waltz',
      'musik',
      'lied',
      'singen',
      'tanzen',
      'schlaflied',
      'walzer',
      'gitarre',
      'guitar',
      'piano',
      'klavier',
    ],
    plural: ['songs', 'lieder'],
  },
  {
    key: 'paint',
    singular: ['painting', 'drawing', 'crayon', 'malen', 'zeichnen', 'malt', 'zeichnet'],
    plural: ['crayons', 'paints'],
  },
  {
    key: 'medal',
    singular: ['medal', 'trophy', 'prize', 'medaille', 'pokal', 'preis', 'urkunde'],
    plural: ['medals', 'medaillen'],
  },
  { key: 'crown', singular: ['crown', 'krone', 'tiara'], plural: ['crowns'] },
  {
    key: 'bubble',
    singular: ['bubble', 'blase', 'luftblase', 'seifenblase'],
    plural: ['bubbles', 'blasen', 'seifenblasen'],
  },
  { key: 'boat', singular: ['boat', 'ship', 'boot', 'schiff', 'schiffchen'], plural: ['boats'] },
  { key: 'bell', singular: ['bell', 'glocke', 'glöckchen'], plural: ['bells', 'glocken', 'glöckchen'] },
  { key: 'stairs', singular: ['staircase', 'stairs', 'treppe', 'leiter', 'ladder'], plural: ['steps', 'stufen'] },
  {
    key: 'footprints',
    singular: ['footprint', 'fußspur', 'fußabdruck'],
    plural: ['footprints', 'fußspuren', 'fußabdrücke'],
  },
  {
    key: 'flower',
    singular: ['flower', 'blume', 'blüte', 'dandelion', 'pusteblume'],
    plural: ['flowers', 'blumen', 'blüten', 'pusteblumensamen'],
  },
  { key: 'rainbow', singular: ['rainbow', 'regenbogen'], plural: ['rainbows'] },
  { key: 'swing', singular: ['swing', 'swinging', 'schaukel', 'schaukeln'], plural: [] },
  { key: 'kite', singular: ['kite', 'flying kites'], plural: ['kites'] },
  {
    key: 'train',
    singular: ['train', 'railway', 'locomotive', 'steam engine', 'zug', 'eisenbahn', 'lokomotive', 'lok', 'dampflok'],
    plural: ['trains', 'züge', 'zügen', 'eisenbahnen'],
  },
  { key: 'blocks', singular: ['lego', 'blocks', 'bauklötze', 'bauen', 'tower of blocks'], plural: [] },
];

interface Found {
  key: string;
  plural: boolean;
  at: number;
}

function buildIndex(entries: Entry[]) {
  const words = new Map<string, { key: string; plural: boolean }>();
  const phrases: { words: string[]; key: string; plural: boolean }[] = [];
  const stems: { stem: string; key: string }[] = [];
  for (const entry of entries) {
    for (const [list, plural] of [
      [entry.singular, false],
      [entry.plural, true],
    ] as const) {
      for (const form of list) {
        const parts = form.split(' ');
        if (parts.length > 1) phrases.push({ words: parts, key: entry.key, plural });
        else if (!words.has(form)) words.set(form, { key: entry.key, plural });
      }
    }
    for (const stem of entry.stems ?? []) stems.push({ stem, key: entry.key });
  }
  return { words, phrases, stems };
}

const speciesIndex = buildIndex(species);
const thingIndex = buildIndex(things);

function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
}

function scan(text: string, index: ReturnType<typeof buildIndex>): Found[] {
  const found = new Map<string, Found>();
  const note = (key: string, plural: boolean, at: number) => {
    const had = found.get(key);
    if (!had) found.set(key, { key, plural, at });
    else if (plural) had.plural = true;
  };
  // Hyphenated compounds ("Igel-Bäcker") split into words; the first part names the animal.
  const list = tokens(text);
  list.forEach((word, i) => {
    for (const phrase of index.phrases) {
      if (phrase.words.every((w, j) => list[i + j] === w)) note(phrase.key, phrase.plural, i);
    }
    const hit = index.words.get(word);
    if (hit) {
      note(hit.key, hit.plural, i);
      return;
    }
    for (const { stem, key } of index.stems) {
      if (word.length > stem.length + 2 && word.startsWith(stem)) {
        note(key, /familie|kinder|babys|herde|schar/.test(word), i);
        return;
      }
    }
  });
  return [...found.values()].sort((a, b) => a.at - b.at);
}

/** Removes the child's and companion's names, so a child called "Wolf" is not drawn as a wolf. */
function withoutNames(text: string, names: string[]): string {
  let result = ` ${text} `;
  for (const name of names.filter((n) => n.trim().length > 0)) {
    const escaped = escapeRegExp(name.trim());
    result = result.replace(new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'giu'), ' ');
  }
  return result;
}

/** The settings' guides go by name in later scenes ("Hazel hooted goodbye"). */
const guideNames: Record<string, string> = {
  hazel: 'owl',
  eulalia: 'owl',
  barnaby: 'badger',
  barnabas: 'badger',
  bramble: 'knight',
  marina: 'mermaid',
  bleep: 'robot',
  bronte: 'brontosaurus',
  nimbus: 'sheep',
};
for (const [name, key] of Object.entries(guideNames)) speciesIndex.words.set(name, { key, plural: false });

export interface SceneCast {
  /** Species the text names, in order, with whether it speaks of several. */
  animals: { key: string; plural: boolean }[];
  /** Key things the text names, in order. */
  things: string[];
}

/** Place names that hold an animal word but name no animal on the page. */
const placeNames = ['Dinosaur Land', 'Dinosaurierland', 'Dinosaurier-Land'];

export function castOf(text: string, names: string[] = []): SceneCast {
  const clean = withoutNames(text, names);
  return {
    animals: scan(withoutNames(clean, placeNames), speciesIndex).map(({ key, plural }) => ({ key, plural })),
    things: scan(clean, thingIndex).map(({ key }) => key),
  };
}

/** The drawing for the companion: its vocabulary word, else any animal word in what was typed. */
export function speciesOfAnimal(english: string, german?: string): string {
  const direct = speciesKey(english);
  if (direct !== 'creature') return direct;
  const typed = scan(`${english} ${german ?? ''}`, speciesIndex);
  return typed[0]?.key ?? 'creature';
}
