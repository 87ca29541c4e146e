import type { ColourEntry } from './types.ts';

// Colours: the favourite colour, and the colour of a thing the parent named ("yellow wellies").

export const COLOURS: readonly ColourEntry[] = [
  {
    id: 'red',
    hex: '#d9534f',
    forms: { en: { adjective: 'red' }, de: { stem: 'rot' } },
    spellings: { en: ['red'], de: ['rot', 'rote', 'roten', 'roter', 'rotes'] },
  },
  {
    id: 'blue',
    hex: '#4a7fd4',
    forms: { en: { adjective: 'blue' }, de: { stem: 'blau' } },
    spellings: { en: ['blue'], de: ['blau', 'blaue', 'blauen', 'blauer', 'blaues'] },
  },
  {
    id: 'green',
    hex: '#4caf6a',
    forms: { en: { adjective: 'green' }, de: { stem: 'grün' } },
    spellings: { en: ['green'], de: ['grün', 'grüne', 'grünen', 'grüner', 'grünes'] },
  },
  {
    id: 'yellow',
    hex: '#f2c94c',
    forms: { en: { adjective: 'yellow' }, de: { stem: 'gelb' } },
    spellings: { en: ['yellow'], de: ['gelb', 'gelbe', 'gelben', 'gelber', 'gelbes'] },
  },
  {
    id: 'purple',
    hex: '#9b6fd1',
    forms: { en: { adjective: 'purple' }, de: { stem: 'lila', invariable: true } },
    spellings: { en: ['purple', 'violet', 'lilac'], de: ['lila', 'violett', 'violette', 'violetten'] },
  },
  {
    id: 'pink',
    hex: '#f28cb8',
    forms: { en: { adjective: 'pink' }, de: { stem: 'rosa', invariable: true } },
    spellings: { en: ['pink'], de: ['rosa', 'pink', 'pinke', 'pinken'] },
  },
];
