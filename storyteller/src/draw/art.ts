// The drawing primitives on their own, for the art sheets (scripts/art-sheet.ts): every species and
// every thing the storyteller can draw.

export { figure, speciesNames } from './animals/index.ts';
export { thing, thingNames } from './objects/index.ts';
