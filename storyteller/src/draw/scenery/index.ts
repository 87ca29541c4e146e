import type { Landscape } from '../../lexicon/settings/types.ts';
import type { SeededRandom } from '../../teller/seeded-random.ts';
import { mix } from '../svg-kit.ts';
import { palettes } from './palettes.ts';
import { castle, dinosaurs, forest, space, underwater, village } from './wide.ts';
import { farm, home, jungle, mountains, seaside, snow } from './wide-new.ts';

// The backgrounds' one door: the wide view of each landscape, and the hilltop of the sky pictures.

export { closeUpScenery } from './close-ups.ts';
export { journeyPath } from './journey.ts';
export { palettes, WINDOW_SKY } from './palettes.ts';
export { bed, room, type Room } from './room.ts';
export { farSilhouette } from './silhouettes.ts';
export { cloud, nightVeil, sky, snowfall } from './sky.ts';

/** The wide view of a landscape; `favourite` colours a flag or a roof, `night` lights a lighthouse. */
export function landscape(kind: Landscape, random: SeededRandom, favourite: string, night: number): string {
  const p = palettes[kind];
  switch (kind) {
    case 'forest':
      return forest(p, random);
    case 'castle':
      return castle(p, random, favourite);
    case 'sea':
      return underwater(p, random);
    case 'space':
      return space(p, random);
    case 'dinosaurs':
      return dinosaurs(p, random);
    case 'village':
      return village(p, random, favourite);
    case 'farm':
      return farm(p, random);
    case 'seaside':
      return seaside(p, random, night);
    case 'snow':
      return snow(p, random);
    case 'mountains':
      return mountains(p, random);
    case 'jungle':
      return jungle(p, random);
    case 'home':
      return home(p, random, favourite);
  }
}

/** A dark hilltop rising from the bottom of a picture that is mostly sky, flat on top from `from` to `to`. */
export function skyHill(kind: Landscape, from: number, to: number): string {
  const fill = mix(palettes[kind].ground, '#000000', kind === 'snow' ? 0.15 : 0.35);
  return `<path data-scenery="hilltop" d="M${from - 160} 600 Q${from - 70} 500 ${from + 20} 492 Q${(from + to) / 2} 478 ${to - 20} 492 Q${to + 70} 500 ${to + 160} 600 Z" fill="${fill}"/>`;
}
