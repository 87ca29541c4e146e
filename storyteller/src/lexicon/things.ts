import type { FoodEntry, NounEntry } from './types.ts';

// Foods, toys and clothes a parent names; each with its forms in both languages.

export const FOODS: readonly FoodEntry[] = [
  {
    id: 'pancakes',
    forms: {
      en: { noun: 'pancakes', pluralOnly: true },
      de: { noun: 'Pfannkuchen', gender: 'm', plural: 'Pfannkuchen', pluralOnly: true },
    },
    spellings: { en: ['pancakes', 'pancake'], de: ['pfannkuchen', 'eierkuchen', 'pfannkuchen'] },
    warm: true,
  },
  {
    id: 'pizza',
    forms: { en: { noun: 'pizza' }, de: { noun: 'Pizza', gender: 'f', plural: 'Pizzen' } },
    spellings: { en: ['pizza'], de: ['pizza'] },
    warm: true,
    crumbs: true,
  },
];

export const TOYS: readonly NounEntry[] = [
  {
    id: 'teddy',
    forms: {
      en: { noun: 'teddy bear' },
      de: { noun: 'Teddybär', gender: 'm', plural: 'Teddybären', oblique: 'Teddybären' },
    },
    spellings: { en: ['teddy', 'teddy bear'], de: ['teddy', 'teddybär'] },
  },
  {
    id: 'scooter',
    forms: { en: { noun: 'scooter' }, de: { noun: 'Roller', gender: 'm', plural: 'Roller' } },
    spellings: { en: ['scooter'], de: ['roller', 'tretroller'] },
  },
];

export const CLOTHES: readonly NounEntry[] = [
  {
    id: 'wellies',
    forms: {
      en: { noun: 'wellies', pluralOnly: true },
      de: { noun: 'Gummistiefel', gender: 'm', plural: 'Gummistiefel', pluralOnly: true },
    },
    spellings: { en: ['wellies', 'wellington boots', 'rain boots', 'rainboots'], de: ['gummistiefel'] },
  },
  {
    id: 'hat',
    forms: { en: { noun: 'hat' }, de: { noun: 'Hut', gender: 'm', plural: 'Hüte' } },
    spellings: { en: ['hat'], de: ['hut', 'mütze'] },
  },
];
