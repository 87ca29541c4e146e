import type { StorySibling } from '@dreamweaver/contracts';
import type { StoryBrief } from '../engine.ts';
import type { ChildLooks } from './free-text/looks.ts';
import { hero, heroLookOf, type HeroLook } from '@dreamweaver/storyteller/art';

// The brothers and sisters in an offline picture: each drawn by their own look (the request's
// `look`, the same lists as a profile's), in their own colour, beside the hero on the side away from
// the companion, an older one a little taller, a younger one a little smaller. The same in every
// picture of the story: nothing here is random.

/** Each sibling's own colour, in order: never the hero's favourite colour's job to tell them apart. */
const OUTFITS = ['#6fa8dc', '#f6b26b'];

export interface DrawnSibling {
  name: string;
  look: HeroLook;
  /** Their height against the hero's. */
  scale: number;
}

function looksOf(look: StorySibling['look']): ChildLooks {
  const style = look?.hairStyle;
  return {
    hairColour: look?.hairColour,
    curly: style === 'curly',
    long: style === 'long',
    short: style === 'short',
    braids: style === 'braids',
    ponytail: style === 'ponytail',
    glasses: look?.glasses,
    skin: look?.skinTone,
  };
}

export function drawnSiblings(brief: StoryBrief, heroAge: number | undefined, bedtime: boolean): DrawnSibling[] {
  return (brief.siblings ?? []).map((sibling, i) => {
    const older = sibling.age !== undefined && heroAge !== undefined && sibling.age > heroAge;
    const younger = sibling.age !== undefined && heroAge !== undefined && sibling.age < heroAge;
    return {
      name: sibling.name,
      look: heroLookOf(looksOf(sibling.look), OUTFITS[i % OUTFITS.length], { bedtime }),
      scale: older ? 1.1 : younger ? 0.85 : 1,
    };
  });
}

/** Where each sibling stands: beside the hero, away from the companion; beyond the companion when that side is full. */
export function siblingSpots(siblings: DrawnSibling[], heroX: number, heroScale: number, side: 1 | -1): number[] {
  return siblings.map((_, i) => {
    const away = heroX - side * (80 + 70 * i) * heroScale;
    const x = away >= 40 && away <= 760 ? away : heroX + side * (165 + 70 * i) * heroScale;
    return Math.min(760, Math.max(40, x));
  });
}

/** The siblings standing, each in a group that names them for a test or a screen reader's tree. */
export function siblingFigures(siblings: DrawnSibling[], xs: number[], y: number, heroScale: number): string[] {
  return siblings.map(
    (s, i) =>
      `<g data-sibling="${i + 2}">${hero(xs[i], y, heroScale * s.scale, s.look, i === 0 ? 'wave' : 'down')}</g>`,
  );
}

/** The siblings asleep beside the hero on the last page: their heads on the pillow, hair in their colour. */
export function sleepingSiblings(
  siblings: DrawnSibling[],
  [px, py]: number[],
  sleepingHead: (at: number[], look: HeroLook) => string,
): string[] {
  return siblings.map(
    (s, i) => `<g data-sibling="${i + 2}">${sleepingHead([px + (i % 2 === 0 ? -62 : 62), py + 4], s.look)}</g>`,
  );
}
