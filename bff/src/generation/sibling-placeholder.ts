import type { HeroWording } from './hero-placeholder.ts';

// Every child of a story besides the hero is told to an engine that runs elsewhere as a numbered
// placeholder, as the hero is told as {{HERO}} (hero-placeholder.ts): the brothers and sisters as
// {{CHILD2}} and {{CHILD3}}, in order, and every other child of the plan (a friend, a cousin) as
// {{CHILD4}} onwards. The bff puts the names back into what it writes.

export const SIBLING_PLACEHOLDERS = ['{{CHILD2}}', '{{CHILD3}}'] as const;

/** The number of the first child after the brothers and sisters: {{CHILD4}}. */
export const FIRST_FRIEND_NUMBER = 4;

/** The placeholder of child number `n` (2 and 3 are the brothers and sisters). */
export function childPlaceholder(n: number): string {
  return `{{CHILD${n}}}`;
}

const placeholderPattern = /\{\{\s*CHILD\s*(\d{1,2})\s*\}\}(?:(['’]s|s)(?![\p{L}\p{M}]))?/giu;

/**
 * `text` with each child's placeholder as its wording: `wordings[0]` is {{CHILD2}}, `wordings[1]`
 * {{CHILD3}}, `wordings[2]` {{CHILD4}} and so on; a placeholder without a wording is left.
 */
export function fillChildren(text: string, wordings: readonly (HeroWording | undefined)[]): string {
  return text.replace(placeholderPattern, (match, digits: string, suffix: string | undefined) => {
    const wording = wordings[Number(digits) - 2];
    return wording ? wording(suffix !== undefined) : match;
  });
}
