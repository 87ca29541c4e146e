import type { Language, StoryPlan } from '@dreamweaver/contracts';
import type { SeededRandom } from '../teller/seeded-random.ts';
import type { OptionalSlot } from './types.ts';

// The teller's memory of one telling, shared by the slots of either language: which optional slot
// was used in which scene, and which of the place's lines were told: its sights, and the one way
// there, guide's greeting, nightfall and weather this story chose among the place's several. A line the
// child heard in an earlier story is told again only when every other was heard too, the one heard
// longest ago first.

/** The place's lines told once a story, each chosen among several. */
export type PlaceLine = 'way' | 'guide' | 'nightfall' | 'weather';

/** For ages two to four a sentence is a breath long: the guide's greeting and the nightfall at most fourteen words, the way there a short phrase. */
export const LITTLE_WORDS: Record<PlaceLine, number> = { way: 6, guide: 14, nightfall: 14, weather: 14 };

/** A child of two to four, told in the present tense: the place's sights, guide and nightfall are its `little` lines (lexicon/settings/types.ts). */
export function isLittle(plan: StoryPlan): boolean {
  return plan.hero.age !== null && plan.hero.age <= 4;
}

/** The ways there and weathers a little child can follow, or else the shortest; all of them for an older child. */
export function linesForAge(kind: PlaceLine, lines: readonly string[], little: boolean): readonly string[] {
  if (!little) return lines;
  const words = (line: string) => line.split(/\s+/).length;
  const fit = lines.filter((line) => words(line) <= LITTLE_WORDS[kind]);
  return fit.length > 0 ? fit : [...lines].sort((a, b) => words(a) - words(b)).slice(0, 1);
}

export class SlotsContext {
  /** Each optional slot's uses, in telling order: [scene index, slot]. */
  readonly uses: { scene: number; slot: OptionalSlot }[] = [];
  scene = 0;
  /** The place's lines told (sights, way, guide, nightfall), in telling order. */
  readonly lines: string[] = [];
  private sightOrder: number[] | undefined;
  private sightsTold = 0;
  private readonly chosen = new Map<PlaceLine, string>();

  constructor(
    private readonly random: SeededRandom,
    /** The last episode's recap, when this is a series episode: said in the first scene. */
    readonly seriesRecap?: (language: Language) => string,
    /** The place's lines the child heard in earlier stories, each with when (0 the longest ago). */
    private readonly heard: ReadonlyMap<string, number> = new Map(),
  ) {}

  /** Lines not heard before first, then the one heard longest ago; among equals, this story's own order. */
  private byFreshness(lines: readonly string[], random: SeededRandom): string[] {
    const when = (line: string) => this.heard.get(line) ?? -1;
    return random.shuffle(lines).sort((a, b) => when(a) - when(b));
  }

  /** The next of a place's sights, in an order of this story's own; '' once all were told. */
  nextSight(sights: readonly string[]): string {
    this.sightOrder ??= this.byFreshness(sights, this.random).map((sight) => sights.indexOf(sight));
    const next = this.sightOrder[this.sightsTold];
    if (next === undefined) return '';
    this.sightsTold += 1;
    this.lines.push(sights[next]);
    return sights[next];
  }

  /** The place's way there, guide's greeting, nightfall or weather: one of its several, the same all through this story. */
  placeLine(kind: PlaceLine, lines: readonly string[]): string {
    let line = this.chosen.get(kind);
    if (line === undefined) {
      line = this.byFreshness(lines, this.random.fork(kind))[0];
      this.chosen.set(kind, line);
      this.lines.push(line);
    }
    return line;
  }

  /** The base slots, and each optional one as a getter that records its use (made once, on first use). */
  withRecording<T extends object>(base: T, optional: Record<string, (() => unknown) | undefined>): T {
    const slots = { ...base } as Record<string, unknown>;
    for (const [slot, make] of Object.entries(optional)) {
      if (!make) continue;
      let made: unknown;
      Object.defineProperty(slots, slot, {
        enumerable: true,
        get: () => {
          this.uses.push({ scene: this.scene, slot: slot as OptionalSlot });
          made ??= make();
          return made;
        },
      });
    }
    return slots as T;
  }
}
