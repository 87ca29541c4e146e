import type { Language } from '@dreamweaver/contracts';
import type { SeededRandom } from '../teller/seeded-random.ts';
import type { OptionalSlot } from './types.ts';

// The teller's memory of one telling, shared by the slots of either language: which optional slot
// was used in which scene, and which of the place's sights were told.

export class SlotsContext {
  /** Each optional slot's uses, in telling order: [scene index, slot]. */
  readonly uses: { scene: number; slot: OptionalSlot }[] = [];
  scene = 0;
  private sightOrder: number[] | undefined;
  private sightsTold = 0;

  constructor(
    private readonly random: SeededRandom,
    /** The last episode's recap, when this is a series episode: said in the first scene. */
    readonly seriesRecap?: (language: Language) => string,
  ) {}

  /** The next of a place's sights, in an order of this story's own; '' once all were told. */
  nextSight(sights: readonly string[]): string {
    this.sightOrder ??= this.random.shuffle(sights.map((_, i) => i));
    const next = this.sightOrder[this.sightsTold];
    if (next === undefined) return '';
    this.sightsTold += 1;
    return sights[next];
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
