import type { FoodEntry } from './types.ts';

// Cakes and biscuits, sweets, fruit and the odd vegetable a child loves. Baked things leave crumbs
// and may be warm from the oven; fruit, ice cream and chocolate are neither.

const BAKING: readonly FoodEntry[] = [
  {
    id: 'cake',
    forms: { en: { noun: 'cake' }, de: { noun: 'Kuchen', gender: 'm', plural: 'Kuchen' } },
    spellings: {
      en: ['cake', 'cakes', 'chocolate cake', 'birthday cake', 'carrot cake', 'sponge cake'],
      de: ['kuchen', 'schokokuchen', 'schokoladenkuchen', 'geburtstagskuchen', 'marmorkuchen', 'torte', 'torten'],
    },
    warm: true,
    crumbs: true,
  },
  {
    id: 'muffins',
    forms: { en: { noun: 'muffin' }, de: { noun: 'Muffin', gender: 'm', plural: 'Muffins' } },
    spellings: {
      en: ['muffin', 'muffins', 'cupcake', 'cupcakes', 'fairy cake', 'fairy cakes'],
      de: ['muffin', 'muffins', 'cupcake', 'cupcakes', 'törtchen'],
    },
    warm: true,
    crumbs: true,
  },
  {
    id: 'biscuits',
    forms: {
      en: { noun: 'biscuits', pluralOnly: true },
      de: { noun: 'Kekse', gender: 'm', plural: 'Kekse', pluralOnly: true },
    },
    spellings: {
      en: ['biscuits', 'biscuit', 'cookies', 'cookie', 'chocolate chip cookies', 'shortbread'],
      de: ['kekse', 'keks', 'plätzchen', 'cookies', 'butterkekse', 'kipferl'],
    },
    warm: true,
    crumbs: true,
  },
  {
    id: 'gingerbread',
    forms: { en: { noun: 'gingerbread', mass: true }, de: { noun: 'Lebkuchen', gender: 'm', mass: true } },
    spellings: {
      en: ['gingerbread', 'gingerbread man', 'gingerbread men'],
      de: ['lebkuchen', 'lebkuchenmann', 'pfefferkuchen'],
    },
    crumbs: true,
  },
  {
    id: 'waffles',
    forms: {
      en: { noun: 'waffles', pluralOnly: true },
      de: { noun: 'Waffeln', gender: 'f', plural: 'Waffeln', pluralOnly: true },
    },
    spellings: { en: ['waffles', 'waffle'], de: ['waffeln', 'waffel'] },
    warm: true,
    crumbs: true,
  },
  {
    id: 'croissant',
    forms: { en: { noun: 'croissant' }, de: { noun: 'Croissant', gender: 'n', plural: 'Croissants' } },
    spellings: { en: ['croissant', 'croissants'], de: ['croissant', 'croissants', 'hörnchen', 'buttercroissant'] },
    warm: true,
    crumbs: true,
  },
  {
    id: 'apple-strudel',
    forms: { en: { noun: 'apple strudel', mass: true }, de: { noun: 'Apfelstrudel', gender: 'm', mass: true } },
    spellings: { en: ['apple strudel', 'strudel'], de: ['apfelstrudel', 'strudel'] },
    warm: true,
    crumbs: true,
  },
];

const SWEETS: readonly FoodEntry[] = [
  {
    id: 'ice-cream',
    forms: {
      en: { noun: 'ice cream', plural: 'ice creams' },
      de: { noun: 'Eis', gender: 'n', plural: 'Eis' },
    },
    spellings: {
      en: ['ice cream', 'ice-cream', 'ice creams', 'ice lolly', 'ice lollies', 'gelato', 'ice cream cone'],
      de: ['eis', 'eiscreme', 'speiseeis', 'eis am stiel', 'eistüte', 'eiskugel', 'softeis', 'vanilleeis', 'schokoeis'],
    },
  },
  {
    id: 'chocolate',
    forms: { en: { noun: 'chocolate', mass: true }, de: { noun: 'Schokolade', gender: 'f', mass: true } },
    spellings: {
      en: ['chocolate', 'chocolates', 'choc', 'chocolate bar'],
      de: ['schokolade', 'schoki', 'schokoriegel'],
    },
  },
  {
    id: 'hot-chocolate',
    forms: { en: { noun: 'hot chocolate', mass: true }, de: { noun: 'Kakao', gender: 'm', mass: true } },
    spellings: { en: ['hot chocolate', 'cocoa', 'hot cocoa'], de: ['kakao', 'heiße schokolade', 'trinkschokolade'] },
    warm: true,
  },
  {
    id: 'honey',
    forms: { en: { noun: 'honey', mass: true }, de: { noun: 'Honig', gender: 'm', mass: true } },
    spellings: { en: ['honey'], de: ['honig'] },
  },
  {
    id: 'gummy-bears',
    forms: {
      en: { noun: 'gummy bears', pluralOnly: true },
      de: { noun: 'Gummibärchen', gender: 'n', plural: 'Gummibärchen', pluralOnly: true },
    },
    spellings: {
      en: ['gummy bears', 'gummy bear', 'gummi bears', 'jelly babies', 'jelly sweets'],
      de: ['gummibärchen', 'gummibären', 'gummibärli', 'fruchtgummi'],
    },
  },
  {
    id: 'sweets',
    forms: {
      en: { noun: 'sweets', pluralOnly: true },
      de: { noun: 'Süßigkeiten', gender: 'f', plural: 'Süßigkeiten', pluralOnly: true },
    },
    spellings: {
      en: ['sweets', 'sweeties', 'candy', 'lollipop', 'lollipops', 'lolly'],
      de: ['süßigkeiten', 'bonbons', 'bonbon', 'lutscher', 'naschis', 'süßes', 'zuckerl'],
    },
  },
  {
    id: 'yoghurt',
    forms: { en: { noun: 'yoghurt', mass: true }, de: { noun: 'Joghurt', gender: 'm', mass: true } },
    spellings: { en: ['yoghurt', 'yogurt', 'yoghurts', 'yogurts'], de: ['joghurt', 'jogurt', 'quark'] },
  },
  {
    id: 'cheese',
    forms: { en: { noun: 'cheese', mass: true }, de: { noun: 'Käse', gender: 'm', mass: true } },
    spellings: { en: ['cheese', 'cheddar'], de: ['käse', 'käsewürfel'] },
  },
  {
    id: 'cereal',
    forms: { en: { noun: 'cereal', mass: true }, de: { noun: 'Müsli', gender: 'n', mass: true } },
    spellings: {
      en: ['cereal', 'cornflakes', 'muesli', 'granola'],
      de: ['müsli', 'muesli', 'cornflakes', 'schokomüsli'],
    },
  },
];

const FRUIT: readonly FoodEntry[] = [
  {
    id: 'apple',
    forms: { en: { noun: 'apple' }, de: { noun: 'Apfel', gender: 'm', plural: 'Äpfel' } },
    spellings: { en: ['apple', 'apples', 'apple slices'], de: ['apfel', 'äpfel', 'äpfelchen', 'apfelschnitze'] },
  },
  {
    id: 'banana',
    forms: { en: { noun: 'banana' }, de: { noun: 'Banane', gender: 'f', plural: 'Bananen' } },
    spellings: { en: ['banana', 'bananas'], de: ['banane', 'bananen'] },
  },
  {
    id: 'strawberries',
    forms: {
      en: { noun: 'strawberries', pluralOnly: true },
      de: { noun: 'Erdbeeren', gender: 'f', plural: 'Erdbeeren', pluralOnly: true },
    },
    spellings: { en: ['strawberries', 'strawberry'], de: ['erdbeeren', 'erdbeere'] },
  },
  {
    id: 'blueberries',
    forms: {
      en: { noun: 'blueberries', pluralOnly: true },
      de: { noun: 'Heidelbeeren', gender: 'f', plural: 'Heidelbeeren', pluralOnly: true },
    },
    spellings: { en: ['blueberries', 'blueberry'], de: ['heidelbeeren', 'heidelbeere', 'blaubeeren', 'blaubeere'] },
  },
  {
    id: 'raspberries',
    forms: {
      en: { noun: 'raspberries', pluralOnly: true },
      de: { noun: 'Himbeeren', gender: 'f', plural: 'Himbeeren', pluralOnly: true },
    },
    spellings: { en: ['raspberries', 'raspberry'], de: ['himbeeren', 'himbeere'] },
  },
  {
    id: 'cherries',
    forms: {
      en: { noun: 'cherries', pluralOnly: true },
      de: { noun: 'Kirschen', gender: 'f', plural: 'Kirschen', pluralOnly: true },
    },
    spellings: { en: ['cherries', 'cherry'], de: ['kirschen', 'kirsche'] },
  },
  {
    id: 'grapes',
    forms: {
      en: { noun: 'grapes', pluralOnly: true },
      de: { noun: 'Weintrauben', gender: 'f', plural: 'Weintrauben', pluralOnly: true },
    },
    spellings: { en: ['grapes', 'grape'], de: ['weintrauben', 'trauben', 'weintraube', 'traube'] },
  },
  {
    id: 'watermelon',
    forms: { en: { noun: 'watermelon' }, de: { noun: 'Wassermelone', gender: 'f', plural: 'Wassermelonen' } },
    spellings: { en: ['watermelon', 'watermelons', 'melon'], de: ['wassermelone', 'wassermelonen', 'melone'] },
  },
  {
    id: 'carrots',
    forms: {
      en: { noun: 'carrots', pluralOnly: true },
      de: { noun: 'Karotten', gender: 'f', plural: 'Karotten', pluralOnly: true },
    },
    spellings: { en: ['carrots', 'carrot'], de: ['karotten', 'karotte', 'möhren', 'möhre', 'rübli'] },
  },
  {
    id: 'cucumber',
    forms: { en: { noun: 'cucumber' }, de: { noun: 'Gurke', gender: 'f', plural: 'Gurken' } },
    spellings: { en: ['cucumber', 'cucumbers'], de: ['gurke', 'gurken', 'gürkchen', 'salatgurke'] },
  },
  {
    id: 'apple-sauce',
    forms: { en: { noun: 'apple sauce', mass: true }, de: { noun: 'Apfelmus', gender: 'n', mass: true } },
    spellings: { en: ['apple sauce', 'applesauce', 'apple purée', 'apple puree'], de: ['apfelmus', 'apfelmark'] },
  },
];

export const FRUIT_AND_SWEETS: readonly FoodEntry[] = [...BAKING, ...SWEETS, ...FRUIT];
