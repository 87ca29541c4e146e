import type { Language } from '@dreamweaver/contracts';
import type { Composition } from './illustrate.ts';
import { namedCreature, namedThing, type Named } from './picture-words.ts';
import type { StoryPlan } from './story-plan.ts';

// One sentence, in the story's language, saying what an offline picture shows: the child and the
// companion (by name), what they do in the picture's composition, the place, and the animals and
// things drawn beside them. It is the picture's alt text in the viewer and the books and its SVG
// <title>. Plain text: whoever writes it into markup escapes it (the names are the parent's words).

export interface DrawnPicture {
  facts: StoryPlan['facts'];
  /** The brothers' and sisters' names, drawn beside the child. */
  siblings: string[];
  composition: Composition;
  /** The last page: the child asleep in bed. */
  asleep: boolean;
  /** The sky picture of the way home: on a cloud, in a bubble, or beside a rocket. */
  flyingHome?: { bubble: boolean; rocket: boolean };
  /** The other animals drawn (besides the companion), with how many of each. */
  animals: { key: string; count: number }[];
  /** The things drawn, in drawing order. */
  things: string[];
}

/** XML and HTML cannot hold most control characters: a description never carries one. */
// Line breaks and tabs become spaces; other controls are dropped, as the SVG writer drops them.
const withoutControls = (text: string) =>
  text.replace(/[\t\n\r]/g, ' ').replace(/[\u0000-\u001f\u007f-\u009f\ufffe\uffff]/g, '');

/** The German possessive before the companion (nominative), by the child's pronoun and the animal's gender. */
function germanCompanion({ pronoun, animal, petName }: StoryPlan['facts']): string {
  const article = {
    she: { m: 'ihr', f: 'ihre', n: 'ihr' },
    he: { m: 'sein', f: 'seine', n: 'sein' },
    they: { m: 'der', f: 'die', n: 'das' },
  }[pronoun][animal.gender];
  return `${article} ${animal.de} ${petName}`;
}

function englishCompanion({ pronoun, animal, petName }: StoryPlan['facts']): string {
  return `${{ she: 'her', he: 'his', they: 'their' }[pronoun]} ${animal.en} ${petName}`;
}

/** "a, b and c" / „a, b und c“. */
function list(items: string[], and: string): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

/** What is drawn beside the child and the companion: the animals first, then the things (the vehicle home is told already). */
function besides(picture: DrawnPicture, language: Language): Named[] {
  const vehicle = picture.flyingHome ? ['bubble', 'rocket'] : [];
  return [
    ...picture.animals.map((animal) => namedCreature(animal.key, animal.count, language)),
    ...picture.things.filter((key) => !vehicle.includes(key)).map((key) => namedThing(key, language)),
  ].filter((named): named is Named => named !== undefined);
}

function englishAction(picture: DrawnPicture, who: string): string {
  const { facts: f } = picture;
  const where = f.place.en.in;
  if (picture.asleep && picture.siblings.length > 0)
    return `${list([f.name, ...picture.siblings], 'and')} are asleep in bed, snuggled up together, with ${englishCompanion(f)} curled up at its foot`;
  if (picture.asleep) return `${f.name} is asleep in bed, with ${englishCompanion(f)} curled up at its foot`;
  if (picture.flyingHome) {
    const way = picture.flyingHome.bubble ? 'float home inside a shining bubble' : 'fly home on a cloud';
    return `${who} ${way}${picture.flyingHome.rocket ? ' beside a rocket' : ''} through the night sky`;
  }
  return {
    interior: `${who} stand in a cosy bedroom as evening falls`,
    journey: `${who} set off along a winding path ${where}`,
    'close-up': `${who} stand close together ${where}`,
    wide: `${who} cross a wide landscape ${where}`,
    sky: `${who} stand on a hilltop under the wide night sky ${where}`,
  }[picture.composition];
}

function germanAction(picture: DrawnPicture, who: string): string {
  const { facts: f } = picture;
  const where = f.place.de.in;
  if (picture.asleep && picture.siblings.length > 0)
    return `${list([f.name, ...picture.siblings], 'und')} schlafen aneinandergekuschelt im Bett, und am Fußende liegt ${germanCompanion(f)} zusammengerollt`;
  if (picture.asleep) return `${f.name} schläft im Bett, und am Fußende liegt ${germanCompanion(f)} zusammengerollt`;
  if (picture.flyingHome) {
    const way = picture.flyingHome.bubble ? 'schweben in einer schimmernden Seifenblase' : 'fliegen auf einer Wolke';
    return `${who} ${way}${picture.flyingHome.rocket ? ' neben einer Rakete' : ''} durch den Nachthimmel nach Hause`;
  }
  return {
    interior: `${who} stehen in einem gemütlichen Kinderzimmer, während es Abend wird`,
    journey: `${who} wandern ${where} einen gewundenen Pfad entlang`,
    'close-up': `${who} stehen ${where} dicht beieinander`,
    wide: `${who} durchstreifen eine weite Landschaft ${where}`,
    sky: `${who} stehen ${where} auf einem Hügel unter dem weiten Nachthimmel`,
  }[picture.composition];
}

/** The picture's description in `language`, one sentence ending with a full stop. */
export function describePicture(picture: DrawnPicture, language: Language): string {
  const f = picture.facts;
  const others = besides(picture, language);
  const texts = others.map((named) => named.text);
  let sentence: string;
  if (language === 'de') {
    sentence = germanAction(picture, list([f.name, ...picture.siblings, germanCompanion(f)], 'und'));
    if (texts.length > 0) {
      const verb = others.length > 1 || others[0].plural ? 'sind' : 'ist';
      sentence += `, und in der Nähe ${verb} ${list(texts, 'und')} zu sehen`;
    }
  } else {
    sentence = englishAction(picture, list([f.name, ...picture.siblings, englishCompanion(f)], 'and'));
    if (texts.length > 0) sentence += `, with ${list(texts, 'and')} nearby`;
  }
  return `${withoutControls(sentence).replace(/\s+/g, ' ').trim()}.`;
}
