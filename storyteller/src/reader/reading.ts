import type { Language } from '@dreamweaver/contracts';
import { overlaps, type Source, type Span } from './text.ts';

// What one reading of an order keeps while it goes: the sources, where each person or pet is
// named (a mention), which words a finder has already taken (so each thing the parent typed is
// read once: "pyjamas with stars" is a look, never also stars), and which sources said anything.

export type Gender = 'm' | 'f' | null;

export interface Mention extends Span {
  source: number;
  /** The plan's person or pet id. */
  who: string;
  gender: Gender;
}

export class Reading {
  readonly mentions: Mention[] = [];
  /** The child's pronoun once read (he or she), so a "his old watch" can tell the child's from another's. */
  pronoun: 'he' | 'she' | 'they' | null = null;
  private readonly claims = new Map<number, (Span & { mention: boolean })[]>();
  private readonly understood = new Set<number>();

  constructor(
    readonly sources: readonly Source[],
    readonly language: Language,
    /** The child's name, lower case. */
    readonly hero: string,
  ) {}

  /** The sources a finder reads for things the parent told (not the favourite fields). */
  get told(): Source[] {
    return this.sources.filter((s) => s.kind === 'text' || s.kind === 'goal' || s.kind === 'bible');
  }

  claim(source: number, span: Span, mention = false): void {
    this.claims.set(source, [...(this.claims.get(source) ?? []), { ...span, mention }]);
    this.understood.add(source);
  }

  claimed(source: number, span: Span): boolean {
    return (this.claims.get(source) ?? []).some((taken) => overlaps(taken, span));
  }

  /** Where the next thing already read begins at or after `from` (a name read is no end: "baking with Dad"). */
  nextThing(source: number, from: number): number {
    const things = (this.claims.get(source) ?? []).filter((c) => !c.mention && c.end > from);
    return things.length ? Math.max(from, Math.min(...things.map((c) => c.start))) : Number.POSITIVE_INFINITY;
  }

  /** Where the things read at `at` end. */
  claimEnd(source: number, at: number): number {
    const things = (this.claims.get(source) ?? []).filter((c) => !c.mention && c.start <= at && c.end > at);
    return things.length ? Math.max(...things.map((c) => c.end)) : at + 1;
  }

  /** A finder read something in this source. */
  note(source: number): void {
    this.understood.add(source);
  }

  said(source: number): boolean {
    return this.understood.has(source);
  }

  mention(mention: Mention): void {
    this.mentions.push(mention);
    this.claim(mention.source, mention, true);
  }

  mentionsIn(source: number, span: Span): Mention[] {
    return this.mentions.filter((m) => m.source === source && m.start >= span.start && m.end <= span.end);
  }

  /** The mentions that reach into a span ("two older sisters, Ava and Lily" reaches past its comma). */
  mentionsAcross(source: number, span: Span): Mention[] {
    return this.mentions.filter((m) => m.source === source && overlaps(m, span));
  }

  /** Named in tonight's words, not only in the profile's facts (a fact sets no theme of its own). */
  tonight(who: string): boolean {
    return this.mentions.some((m) => m.who === who && this.sources[m.source].kind !== 'bible');
  }

  /** The last mention in a source before an offset. */
  lastMentionBefore(source: number, at: number): Mention | undefined {
    return this.mentions.filter((m) => m.source === source && m.end <= at).sort((a, b) => b.end - a.end)[0];
  }
}
