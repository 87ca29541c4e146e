// Shared helpers of the story writer: the age register, sentences and their words.

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

export function wordCount(sentence: string): number {
  return sentence.split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w)).length;
}
