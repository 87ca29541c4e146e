import type { SeededRandom } from './seeded-random.ts';

// Shared machinery of the English and German writers: the age register, a picker that never
// hands out the same sentence twice in one story, and a last pass that drops any repeat.

/** toddler: 1-3 (short, repetitive, sound words); preschool: 4-6; school: 7 and up (longer, richer). */
export type AgeGroup = 'toddler' | 'preschool' | 'school';

export function ageGroupOf(age: number | undefined): AgeGroup {
  if (age === undefined) return 'preschool';
  if (age <= 3) return 'toddler';
  return age <= 6 ? 'preschool' : 'school';
}

/** Splits text into sentences; a quote followed by "said X" stays in its sentence. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…]["“”»]?)\s+(?=["„“«]?[\p{Lu}\d])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

export class Picker {
  private readonly used = new Set<string>();

  constructor(private readonly random: SeededRandom) {}

  /** One of the options not used yet in this story, or undefined when all are used. */
  one(options: readonly (string | false | undefined)[]): string | undefined {
    const fresh = options.filter((o): o is string => typeof o === 'string' && o !== '' && !this.used.has(o));
    if (fresh.length === 0) return undefined;
    const chosen = this.random.pick(fresh);
    this.used.add(chosen);
    return chosen;
  }

  /** Marks a fixed sentence as used and returns it, or undefined when it was already told. */
  fixed(sentence: string): string | undefined {
    return this.one([sentence]);
  }

  int(min: number, max: number): number {
    return this.random.int(min, max);
  }

  chance(probability: number): boolean {
    return this.random.next() < probability;
  }
}

/** Joins each scene's sentences, dropping any sentence already told earlier in the story. */
export function assembleScenes(scenes: (string | undefined | false)[][]): string[] {
  const told = new Set<string>();
  return scenes.map((parts) => {
    const kept: string[] = [];
    for (const part of parts) {
      if (!part) continue;
      const sentences = splitSentences(part);
      const fresh = sentences.filter((s) => !told.has(s));
      if (fresh.length < sentences.length && fresh.length > 0 && sentences.length > 1 && /^["„“]/.test(part)) continue;
      for (const s of fresh) told.add(s);
      if (fresh.length) kept.push(fresh.join(' '));
    }
    return kept.join(' ');
  });
}

export function wordCount(sentence: string): number {
  return sentence.split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w)).length;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
