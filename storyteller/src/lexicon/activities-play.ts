import type { ActivityEntry } from './types.ts';

// Games of make-believe a child loves: potions, rockets, treasure hunts, sword fights, a rough and
// tumble. German past forms keep the object after the verb: „braute Zaubertränke“.

export const PLAY_ACTIVITIES: readonly ActivityEntry[] = [
  {
    id: 'potions',
    forms: {
      en: { ing: 'making potions', past: 'made potions', base: 'make potions' },
      de: { infinitive: 'Zaubertränke brauen', past: 'braute Zaubertränke', noun: 'das Zaubertrankbrauen' },
    },
    spellings: {
      en: ['making potions', 'make potions', 'potion making', 'mud potions', 'magic potions'],
      de: ['zaubertränke brauen', 'zaubertränke mischen', 'tränke brauen', 'zaubertrank brauen'],
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
      en: ['building rockets', 'build rockets', 'making rockets', 'rocket building'],
      de: ['raketen bauen', 'raketen basteln', 'baut raketen', 'raketenbauen'],
    },
    quiet: true,
  },
  {
    id: 'treasure-hunts',
    forms: {
      en: { ing: 'treasure hunting', past: 'went treasure hunting', base: 'go treasure hunting' },
      de: { infinitive: 'Schatzsuche spielen', past: 'spielte Schatzsuche', noun: 'das Schatzsuchen' },
    },
    spellings: {
      en: ['treasure hunts', 'treasure hunt', 'treasure hunting'],
      de: ['schatzsuche', 'schatzsuchen', 'schatzsuche spielen'],
    },
    quiet: false,
  },
  {
    id: 'sword-fighting',
    forms: {
      en: { ing: 'sword fighting', past: 'fought a pretend sword fight', base: 'have a pretend sword fight' },
      de: { infinitive: 'Schwertkampf spielen', past: 'spielte Schwertkampf', noun: 'das Schwertkämpfen' },
    },
    spellings: {
      en: ['sword fighting', 'sword fights', 'swordfighting', 'sword fight', 'play sword fights'],
      de: ['schwertkampf', 'schwertkämpfe', 'schwertkämpfen', 'mit schwertern kämpfen'],
    },
    quiet: false,
  },
  {
    id: 'wrestling',
    forms: {
      en: { ing: 'play wrestling', past: 'play-wrestled', base: 'play-wrestle' },
      de: { infinitive: 'raufen', past: 'raufte', noun: 'das Raufen' },
    },
    spellings: {
      en: ['wrestling', 'play fighting', 'play-fighting', 'rough and tumble', 'play wrestling'],
      de: ['raufen', 'rangeln', 'kabbeln', 'ringen'],
    },
    quiet: false,
  },
];
