import type { ActivityEntry } from './types.ts';

// Games at a table, making-believe and making things, done for a long, happy while: board games,
// building rockets, brewing potions.

export const MAKING_ACTIVITIES: readonly ActivityEntry[] = [
  {
    id: 'board-games',
    forms: {
      en: { ing: 'playing board games', past: 'played a board game', base: 'play a board game' },
      de: { infinitive: 'Brettspiele spielen', past: 'spielte ein Brettspiel', noun: 'das Brettspielen' },
    },
    spellings: {
      en: ['board games', 'board game', 'card games', 'snakes and ladders', 'ludo', 'dominoes'],
      de: [
        'brettspiele',
        'brettspiel',
        'kartenspiele',
        'gesellschaftsspiele',
        'mensch ärgere dich nicht',
        'leiterspiel',
      ],
    },
    quiet: true,
  },
  {
    id: 'rockets',
    forms: {
      en: { ing: 'building rockets', past: 'built rockets', base: 'build rockets' },
      de: { infinitive: 'Raketen bauen', past: 'baute Raketen', noun: 'das Raketenbauen' },
    },
    spellings: {
      en: ['building rockets', 'rocket building', 'making rockets', 'model rockets'],
      de: ['raketen bauen', 'raketen basteln', 'raketenbauen'],
    },
    quiet: true,
  },
  {
    id: 'potions',
    forms: {
      en: { ing: 'making potions', past: 'made potions', base: 'make potions' },
      de: { infinitive: 'Zaubertränke brauen', past: 'braute Zaubertränke', noun: 'das Zaubertrankbrauen' },
    },
    spellings: {
      en: ['making potions', 'potions', 'mixing potions', 'potion making', 'magic potions'],
      de: ['zaubertränke', 'zaubertrank', 'zaubertränke brauen', 'zaubertränke mischen', 'zaubertrankbrauen'],
    },
    quiet: true,
  },
];
