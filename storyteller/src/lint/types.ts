import type { StoryPlan } from '@dreamweaver/contracts';
import type { Order } from '../order.ts';

// What the story linter reads and what it finds. A rule is a pure function: a story rule reads one
// told story with its settled plan and the order it was told from; a corpus rule reads them all (a
// sentence told in too many stories); the source rule reads the repository's code.

/**
 * What of a story the rules read: its title and each scene's text, never how it was told. A told
 * story is one; so is a story another engine wrote (the AI path's eval, bench/eval-stories.ts).
 */
export interface LintedStory {
  title: string;
  scenes: readonly { text: string }[];
}

export interface LintSubject {
  /** The corpus order's id (or a test's name for the story). */
  id: string;
  order: Order;
  plan: StoryPlan;
  story: LintedStory;
}

export interface Finding {
  rule: string;
  /** The story's id, or the source file's path. */
  story: string;
  /** The scene's index (0 is the first), or null for the title, the whole story or a source line. */
  scene: number | null;
  /** The sentence (or source line) found. */
  sentence: string;
  message: string;
}

export type StoryRule = (subject: LintSubject) => Finding[];
export type CorpusRule = (subjects: readonly LintSubject[]) => Finding[];
