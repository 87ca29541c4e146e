// How a setting the parent typed (not one of the six) is said. A name is a land of its own ("the
// land of Candy Mountain", „das Land „Zuckerberg““); a place given with its own preposition ("under
// the sea", „auf dem Mond“) is said as typed where one is somewhere ("under the sea", „auf dem
// Mond“, never „in der Welt auf dem Mond“) and as the world there where one goes or dreams ("into
// the world under the sea", „von der Welt auf dem Mond“), never "the land of under the sea";
// "in space" is space itself.

/** The typed place after "in", "into" and "of"/„in“, „in … hinein“ and „von“. */
export interface PlacePhrases {
  in: string;
  into: string;
  dreamOf: string;
}

const EN_PLACE_PREPOSITION =
  /^(?:under|underneath|beneath|inside|on|at|above|over|behind|beyond|among|across|near|by|between|up|down|deep|high|far)\s/iu;
const DE_PLACE_PREPOSITION =
  /^(?:unter|unterm|im|in|auf|aufm|am|an|hinter|über|überm|bei|beim|zwischen|neben|jenseits|tief|hoch|oben|unten|weit|mitten)\s/iu;

/** A preposition at the start is never a name's capital: "Under the sea" is said "under the sea". */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function typedPlaceEn(text: string): PlacePhrases {
  const inside = /^in\s+(.+)$/iu.exec(text);
  if (inside) return { in: `in ${inside[1]}`, into: `into ${inside[1]}`, dreamOf: `of ${inside[1]}` };
  if (EN_PLACE_PREPOSITION.test(text)) {
    const world = `the world ${lowerFirst(text)}`;
    return { in: lowerFirst(text), into: `into ${world}`, dreamOf: `of ${world}` };
  }
  return { in: `in the land of ${text}`, into: `into the land of ${text}`, dreamOf: `of the land of ${text}` };
}

export function typedPlaceDe(text: string): PlacePhrases {
  if (DE_PLACE_PREPOSITION.test(text)) {
    const there = lowerFirst(text);
    return { in: there, into: `in die Welt ${there}`, dreamOf: `von der Welt ${there}` };
  }
  return { in: `im Land „${text}“`, into: `ins Land „${text}“`, dreamOf: `vom Land „${text}“` };
}
