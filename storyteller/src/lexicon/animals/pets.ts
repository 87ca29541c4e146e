import type { AnimalEntry } from '../types.ts';

// Animals that live with a family: pets a parent names ("our cat Moritz", „ihr Kaninchen Flocke“).
//
// A rabbit, a hare and a bunny are three words, as they are in English. Five lists of the old
// engine disagreed on them (a Hase, a Kaninchen, both in one): a rabbit is a Kaninchen (what lives
// in a hutch), a hare a Hase (long-legged, out in the fields), and a bunny a Häschen, the
// small and tender word each language has for it. A German parent who writes „unser Hase“ keeps
// „Hase“. A tomcat and a female dog keep the German word and gender the parent used: „ihr Kater
// Moritz“, not „ihre Katze Moritz“. A kitten and a puppy are young ones of their own: „Kätzchen“ and
// „Welpe“; „Hündchen“ is a small dog.

export const PETS: readonly AnimalEntry[] = [
  {
    id: 'cat',
    forms: { en: { noun: 'cat' }, de: { noun: 'Katze', gender: 'f', plural: 'Katzen' } },
    spellings: {
      en: ['cat', 'cats', 'kitty', 'kitty cat', 'kitties', 'pussycat'],
      de: ['katze', 'katzen', 'mieze', 'miezekatze', 'miezi', 'katzi', 'samtpfote'],
    },
    body: 'paw',
    drawing: 'cat',
    lives: 'land',
  },
  {
    id: 'tomcat',
    forms: { en: { noun: 'cat' }, de: { noun: 'Kater', gender: 'm', plural: 'Kater' } },
    spellings: { en: ['tomcat', 'tom cat', 'tomcats'], de: ['kater', 'katerchen'] },
    body: 'paw',
    drawing: 'cat',
    lives: 'land',
  },
  {
    id: 'kitten',
    forms: { en: { noun: 'kitten' }, de: { noun: 'Kätzchen', gender: 'n', plural: 'Kätzchen' } },
    spellings: { en: ['kitten', 'kittens'], de: ['kätzchen', 'katzenbaby', 'katzenbabys', 'katzenkind'] },
    body: 'paw',
    drawing: 'cat',
    lives: 'land',
  },
  {
    id: 'dog',
    forms: { en: { noun: 'dog' }, de: { noun: 'Hund', gender: 'm', plural: 'Hunde' } },
    spellings: {
      en: ['dog', 'dogs', 'doggy', 'doggie', 'doggies'],
      de: ['hund', 'hunde', 'hündchen', 'hundi', 'wauwau'],
    },
    body: 'paw',
    drawing: 'dog',
    lives: 'land',
  },
  {
    id: 'female-dog',
    forms: { en: { noun: 'dog' }, de: { noun: 'Hündin', gender: 'f', plural: 'Hündinnen' } },
    spellings: { en: [], de: ['hündin', 'hündinnen'] },
    body: 'paw',
    drawing: 'dog',
    lives: 'land',
  },
  {
    id: 'puppy',
    forms: {
      en: { noun: 'puppy', plural: 'puppies' },
      de: { noun: 'Welpe', gender: 'm', plural: 'Welpen', oblique: 'Welpen' },
    },
    spellings: {
      en: ['puppy', 'puppies', 'pup', 'pups'],
      de: ['welpe', 'welpen', 'hundewelpe', 'hundewelpen', 'hundebaby', 'hundebabys'],
    },
    body: 'paw',
    drawing: 'dog',
    lives: 'land',
  },
  {
    id: 'rabbit',
    forms: { en: { noun: 'rabbit' }, de: { noun: 'Kaninchen', gender: 'n', plural: 'Kaninchen' } },
    spellings: { en: ['rabbit', 'rabbits'], de: ['kaninchen', 'zwergkaninchen', 'karnickel'] },
    body: 'paw',
    drawing: 'rabbit',
    lives: 'land',
  },
  {
    id: 'bunny',
    forms: { en: { noun: 'bunny', plural: 'bunnies' }, de: { noun: 'Häschen', gender: 'n', plural: 'Häschen' } },
    spellings: { en: ['bunny', 'bunnies', 'bunny rabbit', 'bunny rabbits'], de: ['häschen', 'hasi', 'hasilein'] },
    body: 'paw',
    drawing: 'rabbit',
    lives: 'land',
  },
  {
    id: 'hare',
    forms: { en: { noun: 'hare' }, de: { noun: 'Hase', gender: 'm', plural: 'Hasen', oblique: 'Hasen' } },
    spellings: { en: ['hare', 'hares'], de: ['hase', 'hasen', 'feldhase', 'feldhasen', 'häsin'] },
    body: 'paw',
    drawing: 'rabbit',
    lives: 'land',
  },
  {
    id: 'guinea-pig',
    forms: {
      en: { noun: 'guinea pig' },
      de: { noun: 'Meerschweinchen', gender: 'n', plural: 'Meerschweinchen' },
    },
    spellings: { en: ['guinea pig', 'guinea pigs', 'guinea-pig', 'guinea-pigs'], de: ['meerschweinchen', 'meerli'] },
    body: 'paw',
    drawing: 'hamster',
    lives: 'land',
  },
  {
    id: 'hamster',
    forms: { en: { noun: 'hamster' }, de: { noun: 'Hamster', gender: 'm', plural: 'Hamster' } },
    spellings: { en: ['hamster', 'hamsters'], de: ['hamster', 'hamsterchen', 'goldhamster'] },
    body: 'paw',
    drawing: 'hamster',
    lives: 'land',
  },
  {
    id: 'mouse',
    forms: { en: { noun: 'mouse', plural: 'mice' }, de: { noun: 'Maus', gender: 'f', plural: 'Mäuse' } },
    spellings: { en: ['mouse', 'mice', 'mousie'], de: ['maus', 'mäuse', 'mäuschen', 'mausi'] },
    body: 'paw',
    drawing: 'mouse',
    lives: 'land',
  },
  {
    id: 'rat',
    forms: { en: { noun: 'rat' }, de: { noun: 'Ratte', gender: 'f', plural: 'Ratten' } },
    spellings: { en: ['rat', 'rats'], de: ['ratte', 'ratten', 'rättchen'] },
    body: 'paw',
    drawing: 'mouse',
    lives: 'land',
  },
  {
    id: 'ferret',
    forms: { en: { noun: 'ferret' }, de: { noun: 'Frettchen', gender: 'n', plural: 'Frettchen' } },
    spellings: { en: ['ferret', 'ferrets'], de: ['frettchen'] },
    body: 'paw',
    drawing: 'otter',
    lives: 'land',
  },
  {
    id: 'budgie',
    forms: {
      en: { noun: 'budgie' },
      de: { noun: 'Wellensittich', gender: 'm', plural: 'Wellensittiche' },
    },
    spellings: {
      en: ['budgie', 'budgies', 'budgerigar', 'budgerigars', 'parakeet', 'parakeets'],
      de: ['wellensittich', 'wellensittiche', 'welli', 'wellis'],
    },
    body: 'wing',
    drawing: 'parrot',
    lives: 'air',
  },
  {
    id: 'canary',
    forms: {
      en: { noun: 'canary', plural: 'canaries' },
      de: { noun: 'Kanarienvogel', gender: 'm', plural: 'Kanarienvögel' },
    },
    spellings: { en: ['canary', 'canaries'], de: ['kanarienvogel', 'kanarienvögel'] },
    body: 'wing',
    drawing: 'bird',
    lives: 'air',
  },
  {
    id: 'goldfish',
    forms: {
      en: { noun: 'goldfish', plural: 'goldfish' },
      de: { noun: 'Goldfisch', gender: 'm', plural: 'Goldfische' },
    },
    spellings: { en: ['goldfish', 'goldfishes'], de: ['goldfisch', 'goldfische'] },
    body: 'fin',
    drawing: 'fish',
    lives: 'water',
  },
  {
    id: 'tortoise',
    forms: { en: { noun: 'tortoise' }, de: { noun: 'Schildkröte', gender: 'f', plural: 'Schildkröten' } },
    spellings: { en: ['tortoise', 'tortoises'], de: ['landschildkröte', 'landschildkröten'] },
    body: 'claw',
    drawing: 'turtle',
    lives: 'land',
  },
  {
    id: 'lizard',
    forms: { en: { noun: 'lizard' }, de: { noun: 'Eidechse', gender: 'f', plural: 'Eidechsen' } },
    spellings: {
      en: ['lizard', 'lizards', 'gecko', 'geckos', 'bearded dragon'],
      de: ['eidechse', 'eidechsen', 'echse', 'echsen', 'gecko', 'geckos', 'bartagame'],
    },
    body: 'claw',
    drawing: 'crocodile',
    lives: 'land',
  },
  {
    id: 'horse',
    forms: { en: { noun: 'horse' }, de: { noun: 'Pferd', gender: 'n', plural: 'Pferde' } },
    spellings: { en: ['horse', 'horses', 'horsey', 'horsie'], de: ['pferd', 'pferde', 'pferdchen', 'pferdi'] },
    body: 'hoof',
    drawing: 'horse',
    lives: 'land',
  },
  {
    id: 'pony',
    forms: { en: { noun: 'pony', plural: 'ponies' }, de: { noun: 'Pony', gender: 'n', plural: 'Ponys' } },
    spellings: { en: ['pony', 'ponies', 'shetland pony'], de: ['pony', 'ponys', 'ponies', 'shetlandpony'] },
    body: 'hoof',
    drawing: 'horse',
    lives: 'land',
  },
];
