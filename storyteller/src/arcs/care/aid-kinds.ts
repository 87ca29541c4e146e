import type { HERO_AIDS } from '@dreamweaver/contracts';

// The child's aid shapes the adventure: a wheelchair rolls and ramps appear, a hearing aid hears the
// tiny sounds, glasses see far, a cane finds the way. Each moment where that differs has a line per
// kind of aid (aid-lines-en.ts, aid-lines-de.ts); an arc's variant asks for the line of the plan's
// aid by the plan's own `aid.kind`, which is reading the plan, never the story's text.

type AidKind = (typeof HERO_AIDS)[number];

/** One moment's lines for each kind of aid; a variant asks for one of them by its index. */
export type AidLines<S> = Record<AidKind, readonly ((s: S) => string)[]>;

const KINDS: readonly string[] = ['wheelchair', 'hearing-aid', 'glasses', 'cane', 'walker', 'prosthesis'];

function kindOf(kind: string): AidKind {
  return (KINDS.includes(kind) ? kind : 'wheelchair') as AidKind;
}

/** The line for the plan's aid: the `index`-th of its kind's lines (wrapping round when it has fewer). */
export function aidLine<S extends { aid: { kind: string } }>(lines: AidLines<S>, s: S, index = 0): string {
  const choices = lines[kindOf(s.aid.kind)];
  return choices[index % choices.length](s);
}
