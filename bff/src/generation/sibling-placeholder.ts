import type { HeroWording } from './hero-placeholder.ts';

// A story's brothers and sisters (the request's `siblings`) are told to an engine that runs
// elsewhere as these placeholders, in order, as the hero is told as {{HERO}} (hero-placeholder.ts);
// the bff puts the names back into what it writes.

export const SIBLING_PLACEHOLDERS = ['{{CHILD2}}', '{{CHILD3}}'] as const;

const placeholderPattern = /\{\{\s*CHILD\s*([23])\s*\}\}(?:(['’]s|s)(?![\p{L}\p{M}]))?/giu;

/** `text` with each sibling's placeholder as its wording (the first sibling is {{CHILD2}}); an unknown one is left. */
export function fillSiblings(text: string, wordings: readonly HeroWording[]): string {
  return text.replace(placeholderPattern, (match, digit: string, suffix: string | undefined) => {
    const wording = wordings[Number(digit) - 2];
    return wording ? wording(suffix !== undefined) : match;
  });
}
