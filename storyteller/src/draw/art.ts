// The drawing primitives on their own, for the art sheets and for the old offline engine
// (bff/src/generation/offline) until it is removed: species, things, the child, the SVG kit.

export { defaultCoat, figure, isDrawnSpecies, speciesKey, speciesNames } from './animals/index.ts';
export { hero, seatedHero } from './figures/child.ts';
export { type HeroLook, heroLookOf, NEUTRAL_HAIR, NEUTRAL_SKIN } from './figures/look.ts';
export { thing, thingLayer, thingNames } from './objects/index.ts';
export { escapeXml, mix, n, sparkle } from './svg-kit.ts';
