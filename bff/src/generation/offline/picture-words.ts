import type { Gender } from './story/grammar.ts';

// The words a picture's description (picture-description.ts) names what is drawn with: every
// animal and character the scene's text can bring into a picture (scene-cast.ts) and every thing
// the pictures draw (svg-objects.ts), in English and German.

interface CreatureWords {
  en: [singular: string, plural: string];
  /** German: the noun's gender, its singular and its nominative plural. */
  de: [gender: Gender, singular: string, plural: string];
}

const creatures: Record<string, CreatureWords> = {
  fox: { en: ['fox', 'foxes'], de: ['m', 'Fuchs', 'Füchse'] },
  cat: { en: ['cat', 'cats'], de: ['f', 'Katze', 'Katzen'] },
  dog: { en: ['dog', 'dogs'], de: ['m', 'Hund', 'Hunde'] },
  rabbit: { en: ['rabbit', 'rabbits'], de: ['m', 'Hase', 'Hasen'] },
  teddy: { en: ['teddy bear', 'teddy bears'], de: ['m', 'Teddybär', 'Teddybären'] },
  bear: { en: ['bear', 'bears'], de: ['m', 'Bär', 'Bären'] },
  panda: { en: ['panda', 'pandas'], de: ['m', 'Panda', 'Pandas'] },
  koala: { en: ['koala', 'koalas'], de: ['m', 'Koala', 'Koalas'] },
  hamster: { en: ['hamster', 'hamsters'], de: ['m', 'Hamster', 'Hamster'] },
  monkey: { en: ['monkey', 'monkeys'], de: ['m', 'Affe', 'Affen'] },
  otter: { en: ['otter', 'otters'], de: ['m', 'Otter', 'Otter'] },
  badger: { en: ['badger', 'badgers'], de: ['m', 'Dachs', 'Dachse'] },
  lion: { en: ['lion', 'lions'], de: ['m', 'Löwe', 'Löwen'] },
  tiger: { en: ['tiger', 'tigers'], de: ['m', 'Tiger', 'Tiger'] },
  elephant: { en: ['elephant', 'elephants'], de: ['m', 'Elefant', 'Elefanten'] },
  giraffe: { en: ['giraffe', 'giraffes'], de: ['f', 'Giraffe', 'Giraffen'] },
  unicorn: { en: ['unicorn', 'unicorns'], de: ['n', 'Einhorn', 'Einhörner'] },
  horse: { en: ['horse', 'horses'], de: ['n', 'Pferd', 'Pferde'] },
  deer: { en: ['deer', 'deer'], de: ['n', 'Reh', 'Rehe'] },
  wolf: { en: ['wolf', 'wolves'], de: ['m', 'Wolf', 'Wölfe'] },
  mouse: { en: ['mouse', 'mice'], de: ['f', 'Maus', 'Mäuse'] },
  hedgehog: { en: ['hedgehog', 'hedgehogs'], de: ['m', 'Igel', 'Igel'] },
  squirrel: { en: ['squirrel', 'squirrels'], de: ['n', 'Eichhörnchen', 'Eichhörnchen'] },
  cow: { en: ['cow', 'cows'], de: ['f', 'Kuh', 'Kühe'] },
  pig: { en: ['pig', 'pigs'], de: ['n', 'Schwein', 'Schweine'] },
  sheep: { en: ['sheep', 'sheep'], de: ['n', 'Schaf', 'Schafe'] },
  goat: { en: ['goat', 'goats'], de: ['f', 'Ziege', 'Ziegen'] },
  dragon: { en: ['dragon', 'dragons'], de: ['m', 'Drache', 'Drachen'] },
  brontosaurus: {
    en: ['long-necked dinosaur', 'long-necked dinosaurs'],
    de: ['m', 'Langhals-Dinosaurier', 'Langhals-Dinosaurier'],
  },
  triceratops: { en: ['triceratops', 'triceratops'], de: ['m', 'Triceratops', 'Triceratops'] },
  dinosaur: { en: ['dinosaur', 'dinosaurs'], de: ['m', 'Dinosaurier', 'Dinosaurier'] },
  owl: { en: ['owl', 'owls'], de: ['f', 'Eule', 'Eulen'] },
  penguin: { en: ['penguin', 'penguins'], de: ['m', 'Pinguin', 'Pinguine'] },
  duck: { en: ['duck', 'ducks'], de: ['f', 'Ente', 'Enten'] },
  chicken: { en: ['chicken', 'chickens'], de: ['n', 'Huhn', 'Hühner'] },
  parrot: { en: ['parrot', 'parrots'], de: ['m', 'Papagei', 'Papageien'] },
  bat: { en: ['bat', 'bats'], de: ['f', 'Fledermaus', 'Fledermäuse'] },
  butterfly: { en: ['butterfly', 'butterflies'], de: ['m', 'Schmetterling', 'Schmetterlinge'] },
  bee: { en: ['bee', 'bees'], de: ['f', 'Biene', 'Bienen'] },
  ladybird: { en: ['ladybird', 'ladybirds'], de: ['m', 'Marienkäfer', 'Marienkäfer'] },
  snail: { en: ['snail', 'snails'], de: ['f', 'Schnecke', 'Schnecken'] },
  frog: { en: ['frog', 'frogs'], de: ['m', 'Frosch', 'Frösche'] },
  turtle: { en: ['turtle', 'turtles'], de: ['f', 'Schildkröte', 'Schildkröten'] },
  octopus: { en: ['octopus', 'octopuses'], de: ['m', 'Krake', 'Kraken'] },
  seahorse: { en: ['seahorse', 'seahorses'], de: ['n', 'Seepferdchen', 'Seepferdchen'] },
  shark: { en: ['shark', 'sharks'], de: ['m', 'Hai', 'Haie'] },
  whale: { en: ['whale', 'whales'], de: ['m', 'Wal', 'Wale'] },
  dolphin: { en: ['dolphin', 'dolphins'], de: ['m', 'Delfin', 'Delfine'] },
  seal: { en: ['seal', 'seals'], de: ['f', 'Robbe', 'Robben'] },
  crab: { en: ['crab', 'crabs'], de: ['f', 'Krabbe', 'Krabben'] },
  fish: { en: ['fish', 'fish'], de: ['m', 'Fisch', 'Fische'] },
  bird: { en: ['bird', 'birds'], de: ['m', 'Vogel', 'Vögel'] },
  firefly: { en: ['firefly', 'fireflies'], de: ['n', 'Glühwürmchen', 'Glühwürmchen'] },
  zebra: { en: ['zebra', 'zebras'], de: ['n', 'Zebra', 'Zebras'] },
  'polar-bear': { en: ['polar bear', 'polar bears'], de: ['m', 'Eisbär', 'Eisbären'] },
  pegasus: { en: ['winged horse', 'winged horses'], de: ['n', 'Flügelpferd', 'Flügelpferde'] },
  llama: { en: ['llama', 'llamas'], de: ['n', 'Lama', 'Lamas'] },
  kangaroo: { en: ['kangaroo', 'kangaroos'], de: ['n', 'Känguru', 'Kängurus'] },
  crocodile: { en: ['crocodile', 'crocodiles'], de: ['n', 'Krokodil', 'Krokodile'] },
  snake: { en: ['snake', 'snakes'], de: ['f', 'Schlange', 'Schlangen'] },
  flamingo: { en: ['flamingo', 'flamingos'], de: ['m', 'Flamingo', 'Flamingos'] },
  swan: { en: ['swan', 'swans'], de: ['m', 'Schwan', 'Schwäne'] },
  hippo: { en: ['hippo', 'hippos'], de: ['n', 'Nilpferd', 'Nilpferde'] },
  rhino: { en: ['rhino', 'rhinos'], de: ['n', 'Nashorn', 'Nashörner'] },
  raccoon: { en: ['raccoon', 'raccoons'], de: ['m', 'Waschbär', 'Waschbären'] },
  sloth: { en: ['sloth', 'sloths'], de: ['n', 'Faultier', 'Faultiere'] },
  jellyfish: { en: ['jellyfish', 'jellyfish'], de: ['f', 'Qualle', 'Quallen'] },
  starfish: { en: ['starfish', 'starfish'], de: ['m', 'Seestern', 'Seesterne'] },
  cheetah: { en: ['cheetah', 'cheetahs'], de: ['m', 'Gepard', 'Geparden'] },
  caterpillar: { en: ['caterpillar', 'caterpillars'], de: ['f', 'Raupe', 'Raupen'] },
  knight: { en: ['knight', 'knights'], de: ['m', 'Ritter', 'Ritter'] },
  mermaid: { en: ['mermaid', 'mermaids'], de: ['f', 'Meerjungfrau', 'Meerjungfrauen'] },
  robot: { en: ['robot', 'robots'], de: ['m', 'Roboter', 'Roboter'] },
};

/** A thing as a description names it: English with its article, German in the nominative (and whether it is plural). */
const things: Record<string, { en: string; de: string; dePlural?: true }> = {
  picnic: { en: 'a picnic', de: 'ein Picknick' },
  stream: { en: 'a stream', de: 'ein Bach' },
  pond: { en: 'a pond', de: 'ein Teich' },
  tree: { en: 'a tree', de: 'ein Baum' },
  mushroom: { en: 'a mushroom', de: 'ein Pilz' },
  lantern: { en: 'a lantern', de: 'eine Laterne' },
  candle: { en: 'a candle', de: 'eine Kerze' },
  'music-box': { en: 'a music box', de: 'eine Spieluhr' },
  tower: { en: 'a tower', de: 'ein Turm' },
  carriage: { en: 'a carriage', de: 'eine Kutsche' },
  shell: { en: 'a shell', de: 'eine Muschel' },
  pearl: { en: 'a pearl', de: 'eine Perle' },
  coral: { en: 'some coral', de: 'eine Koralle' },
  planet: { en: 'a planet', de: 'ein Planet' },
  'shooting-star': { en: 'a shooting star', de: 'eine Sternschnuppe' },
  rocket: { en: 'a rocket', de: 'eine Rakete' },
  volcano: { en: 'a volcano', de: 'ein Vulkan' },
  egg: { en: 'an egg', de: 'ein Ei' },
  fern: { en: 'a fern', de: 'ein Farn' },
  bread: { en: 'a loaf of bread', de: 'ein Brot' },
  cake: { en: 'a cake', de: 'ein Kuchen' },
  'ice-cream': { en: 'an ice cream', de: 'ein Eis' },
  pizza: { en: 'a pizza', de: 'eine Pizza' },
  pancake: { en: 'pancakes', de: 'Pfannkuchen', dePlural: true },
  apple: { en: 'an apple', de: 'ein Apfel' },
  strawberry: { en: 'strawberries', de: 'Erdbeeren', dePlural: true },
  cookie: { en: 'cookies', de: 'Kekse', dePlural: true },
  pasta: { en: 'a bowl of pasta', de: 'eine Schüssel Nudeln' },
  banana: { en: 'a banana', de: 'eine Banane' },
  honey: { en: 'a pot of honey', de: 'ein Honigtopf' },
  cocoa: { en: 'a cup of cocoa', de: 'eine Tasse Kakao' },
  ball: { en: 'a ball', de: 'ein Ball' },
  book: { en: 'a book', de: 'ein Buch' },
  bicycle: { en: 'a bicycle', de: 'ein Fahrrad' },
  music: { en: 'musical notes', de: 'Musiknoten', dePlural: true },
  paint: { en: 'paints and a brush', de: 'ein Malkasten' },
  medal: { en: 'a medal', de: 'eine Medaille' },
  crown: { en: 'a crown', de: 'eine Krone' },
  bubble: { en: 'a bubble', de: 'eine Seifenblase' },
  boat: { en: 'a boat', de: 'ein Boot' },
  bell: { en: 'a bell', de: 'eine Glocke' },
  stairs: { en: 'a staircase', de: 'eine Treppe' },
  footprints: { en: 'footprints', de: 'Fußspuren', dePlural: true },
  flower: { en: 'a flower', de: 'eine Blume' },
  rainbow: { en: 'a rainbow', de: 'ein Regenbogen' },
  swing: { en: 'a swing', de: 'eine Schaukel' },
  kite: { en: 'a kite', de: 'ein Drachen' },
  train: { en: 'a train', de: 'ein Zug' },
  blocks: { en: 'building blocks', de: 'Bauklötze', dePlural: true },
  hat: { en: 'a hat', de: 'ein Hut' },
  scooter: { en: 'a scooter', de: 'ein Roller' },
  boxes: { en: 'moving boxes', de: 'Umzugskartons', dePlural: true },
};

/** A phrase naming something drawn, and (for German verb agreement) whether it is plural. */
export interface Named {
  text: string;
  plural: boolean;
}

const numbers = { en: ['', 'one', 'two', 'three', 'four'], de: ['', 'ein', 'zwei', 'drei', 'vier'] };

/** "three rabbits", "an owl" / „drei Hasen“, „eine Eule“; undefined for a creature without words. */
export function namedCreature(key: string, count: number, language: 'en' | 'de'): Named | undefined {
  const words = creatures[key];
  if (!words) return undefined;
  if (language === 'en') {
    const [singular, plural] = words.en;
    if (count > 1) return { text: `${numbers.en[count] ?? 'some'} ${plural}`, plural: true };
    return { text: `${/^[aeiou]/i.test(singular) ? 'an' : 'a'} ${singular}`, plural: false };
  }
  const [gender, singular, plural] = words.de;
  if (count > 1) return { text: `${numbers.de[count] ?? 'einige'} ${plural}`, plural: true };
  return { text: `${gender === 'f' ? 'eine' : 'ein'} ${singular}`, plural: false };
}

/** "a lantern" / „eine Laterne“; undefined for a thing without words. */
export function namedThing(key: string, language: 'en' | 'de'): Named | undefined {
  const words = things[key];
  if (!words) return undefined;
  return language === 'en'
    ? { text: words.en, plural: !/^(an?|some) /.test(words.en) }
    : { text: words.de, plural: words.dePlural === true };
}

/** Keys with words, for the tests: every creature a scene can draw and every thing must be named. */
export const describedCreatures = Object.keys(creatures);
export const describedThings = Object.keys(things);
