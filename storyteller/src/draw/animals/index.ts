import { BIRDS } from './birds.ts';
import { FANTASY } from './fantasy.ts';
import { FARM } from './farm.ts';
import { OUTLINE, type Draw } from './kit.ts';
import { SEA } from './sea.ts';
import { SMALL_CREATURES } from './small.ts';
import { WILD } from './wild.ts';
import { WOODLAND } from './woodland.ts';

// One drawing per species, in flat shapes with a soft outline, gathered from the family files.
// `figure()` places a drawing in a scene with a transform and marks the group with data-species,
// so tests (and people reading the SVG) can tell which animal was drawn.

const speciesDrawings: Record<string, { coat: string; draw: Draw }> = {
  ...WOODLAND,
  ...WILD,
  ...FARM,
  ...BIRDS,
  ...SMALL_CREATURES,
  ...SEA,
  ...FANTASY,
};

export const speciesNames = Object.keys(speciesDrawings).filter((s) => s !== 'creature');

/**
 * The species drawn standing at (x, y) at `scale`, facing right (1) or left (-1), in its own
 * colours unless `coat` is given. Marked with data-species for tests and for readers of the SVG.
 */
export function figure(
  key: string,
  x: number,
  y: number,
  scale: number,
  facing: 1 | -1 = 1,
  coat?: string,
  role?: string,
): string {
  const name = Object.hasOwn(speciesDrawings, key) ? key : 'creature';
  const entry = speciesDrawings[name];
  const sx = Math.round(scale * facing * 1000) / 1000;
  const sy = Math.round(scale * 1000) / 1000;
  const roleAttr = role ? ` data-role="${role}"` : '';
  return `<g data-species="${name}"${roleAttr} transform="translate(${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10}) scale(${sx} ${sy})" ${OUTLINE}>${entry.draw(coat ?? entry.coat)}</g>`;
}
/** Whether a species has a drawing of its own. */
export function isDrawnSpecies(key: string): boolean {
  return key !== 'creature' && Object.hasOwn(speciesDrawings, key);
}
