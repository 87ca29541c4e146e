import { createHash } from 'node:crypto';

/** A small deterministic random source: the same seed (the order's variety seed) always gives the same story, so the illustrator can plan it again. */
export class SeededRandom {
  private state: number;

  constructor(seed: string) {
    this.state = createHash('sha256').update(seed).digest().readUInt32LE(0) || 1;
  }

  /** mulberry32: fast, good enough for choosing words and shapes. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  }

  /** A child generator for one purpose, so adding draws elsewhere does not reshuffle everything. */
  fork(label: string): SeededRandom {
    return new SeededRandom(`${this.state}:${label}`);
  }
}
