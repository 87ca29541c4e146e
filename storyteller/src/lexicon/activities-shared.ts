import type { ActivityEntry } from './types.ts';

// Doings that name no game: playing with a pet, cuddling it, walks (in German the dog's: Gassi). Said bare they tell
// nothing of a child ("loves playing"), so the reader takes them only in a memory of what the child
// did with someone („hat jeden Morgen mit ihm gespielt“), and only where no game of the activities
// is named ("played football with him" is football). Never a favourite of the child's own.

export const SHARED_DOINGS: readonly ActivityEntry[] = [
  {
    id: 'playing',
    forms: {
      en: { ing: 'playing', past: 'played', base: 'play' },
      de: { infinitive: 'spielen', past: 'spielte', noun: 'das Spielen' },
    },
    spellings: {
      en: ['play', 'plays', 'played', 'playing', 'romped', 'romping'],
      de: ['spielen', 'spielt', 'gespielt', 'getobt', 'herumgetobt', 'rumgetobt'],
    },
    quiet: false,
  },
  {
    id: 'cuddling',
    forms: {
      en: { ing: 'cuddling', past: 'cuddled', base: 'cuddle' },
      de: { infinitive: 'kuscheln', past: 'kuschelte', noun: 'das Kuscheln' },
    },
    spellings: {
      en: ['cuddle', 'cuddles', 'cuddled', 'cuddling', 'snuggled', 'snuggling'],
      de: ['kuscheln', 'kuschelt', 'gekuschelt', 'geschmust', 'schmusen'],
    },
    quiet: true,
  },
  {
    id: 'walks',
    forms: {
      en: { ing: 'going for walks', past: 'went for walks', base: 'go for walks' },
      de: { infinitive: 'Gassi gehen', past: 'ging Gassi', noun: 'das Gassigehen' },
    },
    spellings: {
      en: ['walkies', 'walked', 'walk'],
      de: ['gassi gehen', 'gassi gegangen', 'gassi', 'ausgeführt', 'ausführen'],
    },
    quiet: false,
  },
];
