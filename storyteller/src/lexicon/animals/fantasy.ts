import type { AnimalEntry } from '../types.ts';

// Creatures of tales and of long ago: unicorns, dragons and the dinosaurs. Der Drache is a weak
// noun (den Drachen); a kite is a toy, der Drachen (toys.ts).

export const TALE_CREATURES: readonly AnimalEntry[] = [
  {
    id: 'unicorn',
    forms: { en: { noun: 'unicorn' }, de: { noun: 'Einhorn', gender: 'n', plural: 'Einhörner' } },
    spellings: { en: ['unicorn', 'unicorns'], de: ['einhorn', 'einhörner', 'einhörnchen', 'einhornbaby'] },
    body: 'hoof',
    drawing: 'unicorn',
    lives: 'land',
  },
  {
    id: 'pegasus',
    forms: { en: { noun: 'winged horse' }, de: { noun: 'Flügelpferd', gender: 'n', plural: 'Flügelpferde' } },
    spellings: {
      en: ['pegasus', 'winged horse', 'winged horses', 'flying horse', 'flying horses'],
      de: ['pegasus', 'flügelpferd', 'flügelpferde', 'fliegendes pferd'],
    },
    body: 'hoof',
    drawing: 'pegasus',
    lives: 'air',
  },
  {
    id: 'dragon',
    forms: { en: { noun: 'dragon' }, de: { noun: 'Drache', gender: 'm', plural: 'Drachen', oblique: 'Drachen' } },
    spellings: {
      en: ['dragon', 'dragons', 'baby dragon'],
      de: ['drache', 'drachen', 'drachenbaby', 'drachenkind'],
    },
    body: 'claw',
    drawing: 'dragon',
    lives: 'air',
  },
  {
    id: 'dinosaur',
    forms: { en: { noun: 'dinosaur' }, de: { noun: 'Dinosaurier', gender: 'm', plural: 'Dinosaurier' } },
    spellings: {
      en: ['dinosaur', 'dinosaurs', 'dino', 'dinos', 'baby dinosaur'],
      de: ['dinosaurier', 'dino', 'dinos', 'saurier', 'dinobaby'],
    },
    body: 'claw',
    drawing: 'dinosaur',
    lives: 'land',
  },
  {
    id: 't-rex',
    forms: { en: { noun: 'T. rex', plural: 'T. rexes' }, de: { noun: 'T-Rex', gender: 'm', plural: 'T-Rex' } },
    spellings: {
      en: ['t-rex', 't. rex', 't rex', 'trex', 'tyrannosaurus', 'tyrannosaurus rex'],
      de: ['t-rex', 'trex', 'tyrannosaurus', 'tyrannosaurus rex'],
    },
    body: 'claw',
    drawing: 'dinosaur',
    lives: 'land',
  },
  {
    id: 'triceratops',
    forms: {
      en: { noun: 'triceratops', plural: 'triceratops' },
      de: { noun: 'Triceratops', gender: 'm', plural: 'Triceratops' },
    },
    spellings: { en: ['triceratops'], de: ['triceratops'] },
    body: 'claw',
    drawing: 'triceratops',
    lives: 'land',
  },
  {
    id: 'brontosaurus',
    forms: {
      en: { noun: 'brontosaurus', plural: 'brontosauruses' },
      de: { noun: 'Brontosaurus', gender: 'm', plural: 'Brontosaurier' },
    },
    spellings: {
      en: ['brontosaurus', 'diplodocus', 'brachiosaurus', 'long-neck', 'longneck', 'long-necked dinosaur'],
      de: ['brontosaurus', 'brontosaurier', 'diplodocus', 'brachiosaurus', 'langhals', 'langhalsdinosaurier'],
    },
    body: 'paw',
    drawing: 'brontosaurus',
    lives: 'land',
  },
  {
    id: 'stegosaurus',
    forms: {
      en: { noun: 'stegosaurus', plural: 'stegosauruses' },
      de: { noun: 'Stegosaurus', gender: 'm', plural: 'Stegosaurier' },
    },
    spellings: { en: ['stegosaurus', 'stegosauruses'], de: ['stegosaurus', 'stegosaurier'] },
    body: 'claw',
    drawing: 'dinosaur',
    lives: 'land',
  },
  {
    id: 'pterodactyl',
    forms: { en: { noun: 'pterodactyl' }, de: { noun: 'Flugsaurier', gender: 'm', plural: 'Flugsaurier' } },
    spellings: {
      en: ['pterodactyl', 'pterodactyls', 'pteranodon', 'pterosaur'],
      de: ['flugsaurier', 'pterodactylus', 'pteranodon'],
    },
    body: 'wing',
    drawing: 'dragon',
    lives: 'air',
  },
];
