import type { AnimalEntry } from './types.ts';

// Animals: a companion, a favourite met on the way, a pet at home. German weak nouns carry their
// other form (der Hase, den Hasen).

export const ANIMALS: readonly AnimalEntry[] = [
  {
    id: 'fox',
    forms: { en: { noun: 'fox', plural: 'foxes' }, de: { noun: 'Fuchs', gender: 'm', plural: 'Füchse' } },
    spellings: { en: ['fox', 'foxes'], de: ['fuchs', 'füchse', 'füchsin'] },
    body: 'paw',
    drawing: 'fox',
    lives: 'land',
  },
  {
    id: 'owl',
    forms: { en: { noun: 'owl' }, de: { noun: 'Eule', gender: 'f', plural: 'Eulen' } },
    spellings: { en: ['owl', 'owls'], de: ['eule', 'eulen'] },
    body: 'wing',
    drawing: 'owl',
    lives: 'air',
  },
  {
    id: 'cat',
    forms: { en: { noun: 'cat' }, de: { noun: 'Katze', gender: 'f', plural: 'Katzen' } },
    spellings: { en: ['cat', 'cats', 'kitty'], de: ['katze', 'katzen', 'kater', 'mieze'] },
    body: 'paw',
    drawing: 'cat',
    lives: 'land',
  },
  {
    id: 'dog',
    forms: { en: { noun: 'dog' }, de: { noun: 'Hund', gender: 'm', plural: 'Hunde' } },
    spellings: { en: ['dog', 'dogs', 'doggy'], de: ['hund', 'hunde', 'hündin'] },
    body: 'paw',
    drawing: 'dog',
    lives: 'land',
  },
  {
    id: 'rabbit',
    forms: { en: { noun: 'rabbit' }, de: { noun: 'Hase', gender: 'm', plural: 'Hasen', oblique: 'Hasen' } },
    spellings: { en: ['rabbit', 'rabbits', 'bunny', 'bunnies'], de: ['hase', 'hasen', 'kaninchen', 'häschen'] },
    body: 'paw',
    drawing: 'rabbit',
    lives: 'land',
  },
  {
    id: 'elephant',
    forms: {
      en: { noun: 'elephant' },
      de: { noun: 'Elefant', gender: 'm', plural: 'Elefanten', oblique: 'Elefanten' },
    },
    spellings: { en: ['elephant', 'elephants'], de: ['elefant', 'elefanten'] },
    body: 'paw',
    drawing: 'elephant',
    lives: 'land',
  },
];
