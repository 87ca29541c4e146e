import type { CallTime, HospitalWhen, PlanPerson } from '@dreamweaver/contracts';
import { w } from './text.ts';

// A cue is a pattern of what the parent says of someone ("died", „ist im Krankenhaus“, "will stay
// with us") and what it means for the one it is said of. The cues are read in status.ts; their
// patterns live there and, for a stay in hospital and who looks after the child, in stay-cues.ts,
// and for the calls that keep someone away close, in call-cues.ts.

/** A stay in hospital ahead: going in tomorrow, next week, another day. */
export type AheadWhen = Exclude<HospitalWhen, 'now'>;

export type Effect =
  | { status: 'remembered' }
  | { status: 'unclear' }
  | { status: 'away'; reason: PlanPerson['away'] }
  | { health: 'ill' | 'dementia' }
  | { lives: boolean }
  | { visits: false }
  /** Going into hospital ("is going into hospital", „muss ins Krankenhaus“): a stay ahead. */
  | { stay: 'going' }
  /** When ("next week", „morgen“): said of someone, it dates a stay only when one is told. */
  | { stay: 'when'; when: AheadWhen }
  /** An operation, `done` when it was ("had an operation", „wurde operiert“). */
  | { stay: 'operation'; done: boolean }
  /** How long ("will be in for 5 days", „bleibt eine Woche“): a stay's length only when one is told. */
  | { stay: 'days'; days: number | 'few' }
  /** Looks after the child meanwhile ("Auntie Jo will stay with us", „Oma passt auf uns auf“). */
  | { carer: true }
  /** Talks with the child on the phone or by video, and when („Sie telefonieren jeden Sonntag“). */
  | { calls: CallTime };

export interface Cue {
  pattern: RegExp;
  effect: Effect;
  /** Where the one it is said of stands: before the cue ("Grandpa died") or after it ("we lost Grandpa"). */
  side: 'before' | 'after';
  /** Strong enough to reach back out of its clause ("Grandpa, who died last year"). */
  reach?: boolean;
  /** Words of the clause that make it an everyday thing ("misses Mummy during the day"). */
  unless?: RegExp;
  /** What it says of a parent instead: a parent „seit Mai nicht mehr da“ may have moved out; a goodbye to Mummy is the nursery door. */
  parents?: Effect | null;
  /** The effect read from the words the cue matched ("5 days" → 5), when it is not fixed; null reads nothing. */
  read?: (matched: string) => Effect | null;
  /** Who must be the clause's subject or the cue's object: the child ("Lola is staying with Nana", "looks after us"). */
  child?: 'subject' | 'object';
}

export const REMEMBERED: Effect = { status: 'remembered' };
export const UNCLEAR: Effect = { status: 'unclear' };
export const away = (reason: PlanPerson['away']): Effect => ({ status: 'away', reason });

type More = Pick<Cue, 'reach' | 'parents' | 'unless' | 'read' | 'child'>;

/** A kind of cue, written as the tag of its patterns: died`gestorben|tot` is a cue said of the one before it. */
export const cue =
  (side: Cue['side'], effect: Effect, more: More = {}) =>
  (strings: TemplateStringsArray, ...values: string[]): Cue => ({
    pattern: w(strings, ...values),
    effect,
    side,
    ...more,
  });

/** Cues of one kind overlap only with their own kind: "in hospital" is both where someone is and that they are ill. */
export function kindOf(effect: Effect): string {
  if ('stay' in effect) return `stay:${effect.stay}`;
  if ('carer' in effect) return 'carer';
  if ('calls' in effect) return 'calls';
  if ('health' in effect) return 'health';
  if ('lives' in effect) return 'lives';
  return 'visits' in effect ? 'visits' : 'status';
}
