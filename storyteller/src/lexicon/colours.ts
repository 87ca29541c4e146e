import type { ColourEntry } from './types.ts';

// Colours: the favourite colour, and the colour of a thing the parent named ("yellow wellies",
// „ihr lila Hut“). Each with its paint for the pictures, its German adjective stem and its name.
//
// Orange and Türkis take no ending in careful German („ein orange Kleid“ is the dictionary's form
// and reads like a slip), and „ein oranges Kleid“ is spoken, not written. A children's book says
// „orangefarben“: „ein orangefarbener Roller“, „mit ihrem orangefarbenen Hut“; so does „türkisfarben“.
// Lila and rosa stay as they are: „mit ihrem lila Hut“, „ein rosa Kleid“. The spoken forms
// („lilane“, „oranger“) are still read, as spellings.

/** The adjective with each ending a German sentence gives it: rot, rote, roten, roter, rotes, rotem. */
function inflected(...stems: string[]): string[] {
  return stems.flatMap((stem) => ['', 'e', 'en', 'er', 'es', 'em'].map((ending) => `${stem}${ending}`));
}

export const COLOURS: readonly ColourEntry[] = [
  {
    id: 'red',
    hex: '#d9534f',
    forms: { en: { adjective: 'red' }, de: { stem: 'rot', noun: 'Rot' } },
    spellings: { en: ['red', 'scarlet', 'bright red'], de: inflected('rot', 'knallrot') },
  },
  {
    id: 'blue',
    hex: '#4a7fd4',
    forms: { en: { adjective: 'blue' }, de: { stem: 'blau', noun: 'Blau' } },
    spellings: { en: ['blue', 'bright blue'], de: inflected('blau') },
  },
  {
    id: 'light-blue',
    hex: '#7fb6ee',
    forms: { en: { adjective: 'light blue' }, de: { stem: 'hellblau', noun: 'Hellblau' } },
    spellings: {
      en: ['light blue', 'light-blue', 'pale blue', 'sky blue', 'sky-blue', 'baby blue'],
      de: inflected('hellblau', 'himmelblau'),
    },
  },
  {
    id: 'dark-blue',
    hex: '#233f8f',
    forms: { en: { adjective: 'dark blue' }, de: { stem: 'dunkelblau', noun: 'Dunkelblau' } },
    spellings: { en: ['dark blue', 'dark-blue', 'navy', 'navy blue'], de: inflected('dunkelblau', 'marineblau') },
  },
  {
    id: 'green',
    hex: '#4caf6a',
    forms: { en: { adjective: 'green' }, de: { stem: 'grün', noun: 'Grün' } },
    spellings: {
      en: ['green', 'light green', 'dark green', 'mint', 'mint green', 'lime', 'lime green'],
      de: inflected('grün', 'gruen', 'hellgrün', 'dunkelgrün', 'mintgrün'),
    },
  },
  {
    id: 'yellow',
    hex: '#f2c94c',
    forms: { en: { adjective: 'yellow' }, de: { stem: 'gelb', noun: 'Gelb' } },
    spellings: {
      en: ['yellow', 'lemon yellow', 'sunshine yellow'],
      de: inflected('gelb', 'zitronengelb', 'sonnengelb'),
    },
  },
  {
    id: 'orange',
    hex: '#f08a2c',
    forms: { en: { adjective: 'orange' }, de: { stem: 'orangefarben', noun: 'Orange' } },
    spellings: {
      en: ['orange'],
      de: ['orange', 'oranger', 'oranges', 'orangem', ...inflected('orangefarben', 'orangen')],
    },
  },
  {
    id: 'purple',
    hex: '#9b6fd1',
    forms: { en: { adjective: 'purple' }, de: { stem: 'lila', invariable: true, noun: 'Lila' } },
    spellings: {
      en: ['purple', 'lilac', 'lavender', 'mauve'],
      de: ['lila', 'flieder', 'lavendel', ...inflected('lilan', 'lilafarben', 'fliederfarben', 'lavendelfarben')],
    },
  },
  {
    id: 'violet',
    hex: '#7c4dbd',
    forms: { en: { adjective: 'violet' }, de: { stem: 'violett', noun: 'Violett' } },
    spellings: { en: ['violet'], de: inflected('violett') },
  },
  {
    id: 'pink',
    hex: '#f28cb8',
    forms: { en: { adjective: 'pink' }, de: { stem: 'rosa', invariable: true, noun: 'Rosa' } },
    spellings: {
      en: ['pink', 'light pink', 'pale pink', 'hot pink', 'bright pink', 'magenta', 'fuchsia'],
      de: ['rosa', 'hellrosa', 'magenta', ...inflected('rosafarben', 'pink', 'pinkfarben')],
    },
  },
  {
    id: 'turquoise',
    hex: '#2fbfb3',
    forms: { en: { adjective: 'turquoise' }, de: { stem: 'türkisfarben', noun: 'Türkis' } },
    spellings: { en: ['turquoise', 'teal', 'cyan', 'aqua'], de: ['türkis', ...inflected('türkisfarben', 'türkis')] },
  },
  {
    id: 'gold',
    hex: '#d4a82a',
    forms: { en: { adjective: 'gold' }, de: { stem: 'golden', noun: 'Gold' } },
    spellings: { en: ['gold', 'golden', 'goldy'], de: ['gold', ...inflected('golden', 'goldfarben')] },
  },
  {
    id: 'silver',
    hex: '#b9c2cc',
    forms: { en: { adjective: 'silver' }, de: { stem: 'silbern', noun: 'Silber' } },
    spellings: {
      en: ['silver', 'silvery', 'glittery silver'],
      de: ['silber', ...inflected('silbern', 'silberfarben')],
    },
  },
  {
    id: 'white',
    hex: '#f5f5f2',
    forms: { en: { adjective: 'white' }, de: { stem: 'weiß', noun: 'Weiß' } },
    spellings: { en: ['white', 'snow white', 'snow-white'], de: inflected('weiß', 'weiss', 'schneeweiß') },
  },
  {
    id: 'black',
    hex: '#2a2a33',
    forms: { en: { adjective: 'black' }, de: { stem: 'schwarz', noun: 'Schwarz' } },
    spellings: { en: ['black', 'jet black'], de: inflected('schwarz', 'pechschwarz') },
  },
  {
    id: 'brown',
    hex: '#8a5a34',
    forms: { en: { adjective: 'brown' }, de: { stem: 'braun', noun: 'Braun' } },
    spellings: {
      en: ['brown', 'chocolate brown', 'light brown', 'dark brown'],
      de: inflected('braun', 'hellbraun', 'dunkelbraun'),
    },
  },
  {
    id: 'grey',
    hex: '#8d939c',
    forms: { en: { adjective: 'grey' }, de: { stem: 'grau', noun: 'Grau' } },
    spellings: { en: ['grey', 'gray', 'light grey', 'dark grey'], de: inflected('grau', 'hellgrau', 'dunkelgrau') },
  },
  {
    id: 'rainbow',
    hex: '#e86aa6',
    forms: { en: { adjective: 'rainbow' }, de: { stem: 'regenbogenfarben', noun: 'Regenbogenfarben' } },
    spellings: {
      en: [
        'rainbow',
        'rainbow-coloured',
        'rainbow-colored',
        'rainbow coloured',
        'rainbow colored',
        'colourful',
        'colorful',
        'multicoloured',
        'multicolored',
        'multi-coloured',
      ],
      de: ['regenbogen', ...inflected('regenbogenfarben', 'regenbogenbunt', 'bunt', 'kunterbunt', 'knallbunt')],
    },
  },
];
