import { FRUIT_AND_SWEETS } from './foods-fruit.ts';
import type { FoodEntry } from './types.ts';

// Foods a parent names as the child's favourite: the meals, the baking and the snacks; fruit and
// sweets are in foods-fruit.ts. `warm` when it is cooked or baked and may be "still warm";
// `crumbs` when it is baked or dry and leaves crumbs (a banana or ice cream leaves none).
//
// Chips are British chips, „Pommes“; what Americans call chips are crisps, „Chips“ in German.

const MEALS: readonly FoodEntry[] = [
  {
    id: 'pancakes',
    forms: {
      en: { noun: 'pancakes', pluralOnly: true },
      de: { noun: 'Pfannkuchen', gender: 'm', plural: 'Pfannkuchen', pluralOnly: true },
    },
    spellings: {
      en: ['pancakes', 'pancake', 'crepes', 'crêpes', 'pancakes with syrup'],
      de: ['pfannkuchen', 'eierkuchen', 'palatschinken', 'crêpes', 'crepes', 'pfannküchle'],
    },
    warm: true,
  },
  {
    id: 'pizza',
    forms: { en: { noun: 'pizza' }, de: { noun: 'Pizza', gender: 'f', plural: 'Pizzen' } },
    spellings: { en: ['pizza', 'pizzas', 'margherita'], de: ['pizza', 'pizzen', 'pizzas', 'pizza margherita'] },
    warm: true,
    crumbs: true,
  },
  {
    id: 'spaghetti',
    forms: {
      en: { noun: 'spaghetti', mass: true },
      de: { noun: 'Spaghetti', gender: 'f', plural: 'Spaghetti', pluralOnly: true },
    },
    spellings: {
      en: ['spaghetti', 'spaghetti bolognese', 'spaghetti bolognaise', 'spag bol'],
      de: ['spaghetti', 'spagetti', 'spaghetti bolognese', 'spaghetti mit tomatensoße'],
    },
    warm: true,
  },
  {
    id: 'pasta',
    forms: {
      en: { noun: 'pasta', mass: true },
      de: { noun: 'Nudeln', gender: 'f', plural: 'Nudeln', pluralOnly: true },
    },
    spellings: {
      en: ['pasta', 'noodles', 'macaroni', 'mac and cheese', 'mac n cheese', 'macaroni cheese', 'penne'],
      de: ['nudeln', 'nudel', 'pasta', 'makkaroni', 'käsenudeln', 'nudelauflauf'],
    },
    warm: true,
  },
  {
    id: 'lasagne',
    forms: { en: { noun: 'lasagne', mass: true }, de: { noun: 'Lasagne', gender: 'f', mass: true } },
    spellings: { en: ['lasagne', 'lasagna'], de: ['lasagne', 'lasagna'] },
    warm: true,
  },
  {
    id: 'spaetzle',
    forms: {
      en: { noun: 'cheese spätzle', mass: true },
      de: { noun: 'Käsespätzle', gender: 'n', plural: 'Käsespätzle', pluralOnly: true },
    },
    spellings: {
      en: ['spätzle', 'spaetzle', 'cheese spätzle'],
      de: ['spätzle', 'käsespätzle', 'spaetzle', 'kässpätzle'],
    },
    warm: true,
  },
  {
    id: 'rice',
    forms: { en: { noun: 'rice', mass: true }, de: { noun: 'Reis', gender: 'm', mass: true } },
    spellings: { en: ['rice', 'fried rice'], de: ['reis', 'gebratener reis'] },
    warm: true,
  },
  {
    id: 'soup',
    forms: { en: { noun: 'soup', mass: true }, de: { noun: 'Suppe', gender: 'f', plural: 'Suppen', mass: true } },
    spellings: {
      en: ['soup', 'tomato soup', 'chicken soup', 'noodle soup'],
      de: ['suppe', 'tomatensuppe', 'nudelsuppe', 'hühnersuppe', 'buchstabensuppe'],
    },
    warm: true,
  },
  {
    id: 'porridge',
    forms: { en: { noun: 'porridge', mass: true }, de: { noun: 'Haferbrei', gender: 'm', mass: true } },
    spellings: { en: ['porridge', 'oatmeal', 'oats'], de: ['haferbrei', 'porridge', 'haferflocken', 'brei'] },
    warm: true,
  },
  {
    id: 'rice-pudding',
    forms: { en: { noun: 'rice pudding', mass: true }, de: { noun: 'Milchreis', gender: 'm', mass: true } },
    spellings: { en: ['rice pudding'], de: ['milchreis'] },
    warm: true,
  },
  {
    id: 'semolina',
    forms: { en: { noun: 'semolina pudding', mass: true }, de: { noun: 'Grießbrei', gender: 'm', mass: true } },
    spellings: { en: ['semolina', 'semolina pudding'], de: ['grießbrei', 'griesbrei', 'grießpudding'] },
    warm: true,
  },
  {
    id: 'kaiserschmarrn',
    forms: { en: { noun: 'Kaiserschmarrn', mass: true }, de: { noun: 'Kaiserschmarrn', gender: 'm', mass: true } },
    spellings: { en: ['kaiserschmarrn', 'kaiserschmarren'], de: ['kaiserschmarrn', 'kaiserschmarren', 'schmarrn'] },
    warm: true,
  },
  {
    id: 'dumplings',
    forms: {
      en: { noun: 'sweet dumplings', pluralOnly: true },
      de: { noun: 'Germknödel', gender: 'm', plural: 'Germknödel' },
    },
    spellings: {
      en: ['sweet dumplings', 'sweet dumpling', 'germknödel'],
      de: ['germknödel', 'hefeknödel', 'dampfnudel', 'dampfnudeln', 'marillenknödel'],
    },
    warm: true,
  },
  {
    id: 'chips',
    forms: {
      en: { noun: 'chips', pluralOnly: true },
      de: { noun: 'Pommes', gender: 'f', plural: 'Pommes', pluralOnly: true },
    },
    spellings: { en: ['chips', 'fries', 'french fries', 'oven chips'], de: ['pommes', 'pommes frites', 'fritten'] },
    warm: true,
  },
  {
    id: 'fish-fingers',
    forms: {
      en: { noun: 'fish fingers', pluralOnly: true },
      de: { noun: 'Fischstäbchen', gender: 'n', plural: 'Fischstäbchen', pluralOnly: true },
    },
    spellings: { en: ['fish fingers', 'fish finger', 'fish sticks'], de: ['fischstäbchen'] },
    warm: true,
    crumbs: true,
  },
  {
    id: 'fish-and-chips',
    forms: {
      en: { noun: 'fish and chips', mass: true },
      de: { noun: 'Fisch', gender: 'm', mass: true, after: 'mit Pommes' },
    },
    spellings: { en: ['fish and chips', 'fish n chips'], de: ['fisch mit pommes', 'fish and chips'] },
    warm: true,
  },
  {
    id: 'sausages',
    forms: {
      en: { noun: 'sausages', pluralOnly: true },
      de: { noun: 'Würstchen', gender: 'n', plural: 'Würstchen', pluralOnly: true },
    },
    spellings: {
      en: ['sausages', 'sausage', 'hot dog', 'hot dogs', 'bangers', 'sausage and mash'],
      de: ['würstchen', 'würstel', 'würstl', 'wiener', 'bratwurst', 'hotdog', 'hot dog', 'wienerle'],
    },
    warm: true,
  },
  {
    id: 'meatballs',
    forms: {
      en: { noun: 'meatballs', pluralOnly: true },
      de: { noun: 'Fleischbällchen', gender: 'n', plural: 'Fleischbällchen', pluralOnly: true },
    },
    spellings: {
      en: ['meatballs', 'meatball'],
      de: ['fleischbällchen', 'frikadellen', 'frikadelle', 'buletten', 'bulette', 'köttbullar', 'fleischpflanzerl'],
    },
    warm: true,
  },
  {
    id: 'schnitzel',
    forms: { en: { noun: 'schnitzel' }, de: { noun: 'Schnitzel', gender: 'n', plural: 'Schnitzel' } },
    spellings: { en: ['schnitzel', 'schnitzels', 'chicken schnitzel'], de: ['schnitzel', 'wiener schnitzel'] },
    warm: true,
    crumbs: true,
  },
  {
    id: 'burger',
    forms: { en: { noun: 'burger' }, de: { noun: 'Burger', gender: 'm', plural: 'Burger' } },
    spellings: {
      en: ['burger', 'burgers', 'hamburger', 'hamburgers', 'cheeseburger'],
      de: ['burger', 'hamburger', 'cheeseburger'],
    },
    warm: true,
    crumbs: true,
  },
  {
    id: 'scrambled-eggs',
    forms: {
      en: { noun: 'scrambled eggs', pluralOnly: true },
      de: { noun: 'Rührei', gender: 'n', mass: true },
    },
    spellings: { en: ['scrambled eggs', 'scrambled egg', 'eggs'], de: ['rührei', 'rühreier', 'eier'] },
    warm: true,
  },
  {
    id: 'bread',
    forms: { en: { noun: 'bread', mass: true }, de: { noun: 'Brot', gender: 'n', plural: 'Brote', mass: true } },
    spellings: { en: ['bread', 'homemade bread', 'fresh bread'], de: ['brot', 'frisches brot', 'vollkornbrot'] },
    warm: true,
    crumbs: true,
  },
  {
    id: 'toast',
    forms: { en: { noun: 'toast', mass: true }, de: { noun: 'Toast', gender: 'm', mass: true } },
    spellings: { en: ['toast', 'toast and jam', 'cheese on toast'], de: ['toast', 'toastbrot', 'toast mit marmelade'] },
    warm: true,
    crumbs: true,
  },
  {
    id: 'bread-rolls',
    forms: { en: { noun: 'bread roll' }, de: { noun: 'Brötchen', gender: 'n', plural: 'Brötchen' } },
    spellings: {
      en: ['bread roll', 'bread rolls', 'roll', 'rolls', 'bun', 'buns'],
      de: ['brötchen', 'semmel', 'semmeln', 'schrippe', 'schrippen', 'weckle', 'rundstück'],
    },
    warm: true,
    crumbs: true,
  },
  {
    id: 'sandwich',
    forms: {
      en: { noun: 'sandwich', plural: 'sandwiches' },
      de: { noun: 'Butterbrot', gender: 'n', plural: 'Butterbrote' },
    },
    spellings: {
      en: ['sandwich', 'sandwiches', 'sarnie', 'jam sandwich', 'cheese sandwich'],
      de: ['butterbrot', 'butterbrote', 'sandwich', 'stulle', 'stullen', 'pausenbrot', 'marmeladenbrot'],
    },
    crumbs: true,
  },
  {
    id: 'pretzel',
    forms: { en: { noun: 'pretzel' }, de: { noun: 'Brezel', gender: 'f', plural: 'Brezeln' } },
    spellings: { en: ['pretzel', 'pretzels'], de: ['brezel', 'brezeln', 'breze', 'brezn', 'laugenbrezel'] },
    warm: true,
    crumbs: true,
  },
  {
    id: 'popcorn',
    forms: { en: { noun: 'popcorn', mass: true }, de: { noun: 'Popcorn', gender: 'n', mass: true } },
    spellings: { en: ['popcorn'], de: ['popcorn'] },
    warm: true,
  },
  {
    id: 'crisps',
    forms: {
      en: { noun: 'crisps', pluralOnly: true },
      de: { noun: 'Chips', gender: 'm', plural: 'Chips', pluralOnly: true },
    },
    spellings: { en: ['crisps', 'potato crisps'], de: ['chips', 'kartoffelchips'] },
    crumbs: true,
  },
  {
    id: 'sushi',
    forms: { en: { noun: 'sushi', mass: true }, de: { noun: 'Sushi', gender: 'n', mass: true } },
    spellings: { en: ['sushi', 'sushi rolls'], de: ['sushi'] },
  },
];

export const FOODS: readonly FoodEntry[] = [...MEALS, ...FRUIT_AND_SWEETS];
