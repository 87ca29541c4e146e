// The ground of a picture as spans along x that are taken: the child's row first, then each
// animal and thing that stands there, so nothing stands on anything else. Spots far behind the
// row (towards the horizon) are a band of their own.

export class Floor {
  private readonly taken: [number, number][] = [];

  constructor(
    private readonly left: number,
    private readonly right: number,
  ) {}

  take(from: number, to: number): void {
    this.taken.push([from, to]);
  }

  private free(x: number, half: number): boolean {
    if (x - half < this.left || x + half > this.right) return false;
    return this.taken.every(([from, to]) => x + half <= from || x - half >= to);
  }

  /** The free x nearest to `want` for something `half` wide each side, taken for it; undefined when the floor is full. */
  place(want: number, half: number): number | undefined {
    for (let step = 0; step <= this.right - this.left; step += 10) {
      for (const x of step === 0 ? [want] : [want - step, want + step]) {
        if (this.free(x, half)) {
          this.take(x - half, x + half);
          return x;
        }
      }
    }
    return undefined;
  }
}

/** How wide a thing stands each side of its middle, in its own units (most are about 70 across). */
const HALF_WIDTHS: Readonly<Record<string, number>> = {
  stream: 160,
  pond: 90,
  picnic: 70,
  footprints: 105,
  boat: 50,
  bicycle: 48,
  swing: 42,
  train: 52,
  boxes: 60,
  scooter: 44,
};

export function halfWidthOf(key: string): number {
  return Object.hasOwn(HALF_WIDTHS, key) ? HALF_WIDTHS[key] : 36;
}
