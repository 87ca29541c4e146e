// The favourite colour: a word in each language (German as the noun, "in Blau", and as an
// adjective stem that takes endings, "in grünen Socken") and a paint for the pictures.

export interface Colour {
  en: string;
  de: string;
  /** The German adjective stem: grün, hellblau, lilafarben (lila and rosa take no endings, so their -farben form does). */
  deStem?: string;
  hex: string;
}

const stems: Record<string, string> = {
  Rot: 'rot',
  Blau: 'blau',
  Hellblau: 'hellblau',
  Dunkelblau: 'dunkelblau',
  Grün: 'grün',
  Gelb: 'gelb',
  Orange: 'orangefarben',
  Lila: 'lilafarben',
  Violett: 'violett',
  Rosa: 'rosafarben',
  Türkis: 'türkisfarben',
  Gold: 'golden',
  Silber: 'silbern',
  Weiß: 'weiß',
  Schwarz: 'schwarz',
  Braun: 'braun',
  Grau: 'grau',
  Regenbogenfarben: 'regenbogenbunt',
};

/** The German adjective stem of a colour: known ones from the table, others as „…farben“. */
export function germanColourStem(colour: Colour): string {
  return stems[colour.de] ?? colour.deStem ?? `${colour.de.toLowerCase().replace(/\s+/g, '')}farben`;
}

const known: Colour[] = [
  { en: 'red', de: 'Rot', hex: '#d8433b' },
  { en: 'blue', de: 'Blau', hex: '#3f6fd8' },
  { en: 'light blue', de: 'Hellblau', hex: '#7fb6ee' },
  { en: 'dark blue', de: 'Dunkelblau', hex: '#233f8f' },
  { en: 'green', de: 'Grün', hex: '#3e9b4f' },
  { en: 'yellow', de: 'Gelb', hex: '#f2c933' },
  { en: 'orange', de: 'Orange', hex: '#f08a2c' },
  { en: 'purple', de: 'Lila', hex: '#8a4fc4' },
  { en: 'violet', de: 'Violett', hex: '#7c4dbd' },
  { en: 'pink', de: 'Rosa', hex: '#f07fb0' },
  { en: 'turquoise', de: 'Türkis', hex: '#2fbfb3' },
  { en: 'gold', de: 'Gold', hex: '#d4a82a' },
  { en: 'silver', de: 'Silber', hex: '#b9c2cc' },
  { en: 'white', de: 'Weiß', hex: '#f5f5f2' },
  { en: 'black', de: 'Schwarz', hex: '#2a2a33' },
  { en: 'brown', de: 'Braun', hex: '#8a5a34' },
  { en: 'grey', de: 'Grau', hex: '#8d939c' },
  { en: 'rainbow', de: 'Regenbogenfarben', hex: '#e86aa6' },
];

const aliases: Record<string, string> = {
  gray: 'grey',
  lilac: 'purple',
  magenta: 'pink',
  cyan: 'turquoise',
  teal: 'turquoise',
  mint: 'green',
  pink: 'pink',
  pinkfarben: 'pink',
  gruen: 'green',
  weiss: 'white',
  golden: 'gold',
  lavender: 'purple',
};

const lookup = new Map<string, Colour>();
for (const colour of known) {
  lookup.set(colour.en, colour);
  lookup.set(colour.de.toLowerCase(), colour);
}
for (const [alias, name] of Object.entries(aliases)) lookup.set(alias, lookup.get(name)!);

function hueFor(text: string): string {
  let hash = 7;
  for (const ch of text) hash = (hash * 33 + ch.charCodeAt(0)) >>> 0;
  return `hsl(${hash % 360} 65% 55%)`;
}

export function findColour(text: string): Colour | undefined {
  return lookup.get(text.trim().toLowerCase());
}

export function resolveColour(text: string | undefined, pickDefault: (names: string[]) => string): Colour {
  const wanted =
    text
      ?.trim()
      .toLowerCase()
      .replace(/[.!?,;:]+$/, '') ?? '';
  if (!wanted) return lookup.get(pickDefault(['blue', 'purple', 'green', 'yellow', 'pink', 'turquoise']))!;
  const found = lookup.get(wanted) ?? lookup.get(wanted.replace(/^(dark|light|hell|dunkel)\s*/, ''));
  if (found) return found;
  const asGiven = text!.trim().slice(0, 40);
  return { en: asGiven, de: asGiven.charAt(0).toUpperCase() + asGiven.slice(1), hex: hueFor(wanted) };
}
