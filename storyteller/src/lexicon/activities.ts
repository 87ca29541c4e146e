import type { ActivityEntry } from './types.ts';

// Things a child loves doing, with the forms a story tells them in.

export const ACTIVITIES: readonly ActivityEntry[] = [
  {
    id: 'painting',
    forms: {
      en: { ing: 'painting', past: 'painted', base: 'paint' },
      de: { infinitive: 'malen', past: 'malte', noun: 'das Malen' },
    },
    spellings: { en: ['painting', 'drawing', 'colouring', 'coloring'], de: ['malen', 'zeichnen', 'ausmalen'] },
    quiet: true,
    prop: 'paintbox',
  },
  {
    id: 'football',
    forms: {
      en: { ing: 'playing football', past: 'played football', base: 'play football' },
      de: { infinitive: 'Fußball spielen', past: 'spielte Fußball', noun: 'das Fußballspielen' },
    },
    spellings: { en: ['football', 'soccer'], de: ['fußball', 'fussball', 'kicken'] },
    quiet: false,
    prop: 'ball',
  },
];
