import { aliveAsDead } from './rules/alive-as-dead.ts';
import { cheering } from './rules/cheering.ts';
import { deathAsSleep } from './rules/death-as-sleep.ts';
import { deathPresent } from './rules/death-present.ts';
import { detailStamped } from './rules/detail-stamped.ts';
import { emptyScene } from './rules/empty-scene.ts';
import { nameAfterName } from './rules/name-after-name.ts';
import { pastedPhrase } from './rules/pasted-phrase.ts';
import { repeatedSentence } from './rules/repeated-sentence.ts';
import { sameWordAnd } from './rules/same-word-and.ts';
import { sentenceLength } from './rules/sentence-length.ts';
import { sharedRuns } from './rules/shared-run.ts';
import { wrongLanguage } from './rules/wrong-language.ts';
import type { CorpusRule, Finding, LintSubject, StoryRule } from './types.ts';

// The story linter: every rule over every told story, and the rules over the whole corpus. Each rule
// is a small pure function in rules/; `npm run stories:lint` runs them over the committed corpus's
// orders and wants no finding. The bench counts the findings of the rules about harm.

const STORY_RULES: readonly StoryRule[] = [
  pastedPhrase,
  detailStamped,
  repeatedSentence,
  wrongLanguage,
  nameAfterName,
  sameWordAnd,
  sentenceLength,
  emptyScene,
  cheering,
  deathPresent,
  deathAsSleep,
  aliveAsDead,
];

/** The share of a language's stories a six-word run may be told in (see rules/shared-run.ts). */
const SHARED_RUN = { share: 0.2, fewest: 20 };

const CORPUS_RULES: readonly CorpusRule[] = [sharedRuns(SHARED_RUN)];

/** The rules whose findings would hurt a child: the bench's harm measure, goal 0. */
export const HARM_RULES = ['death-present', 'cheering', 'death-as-sleep', 'alive-as-dead'] as const;

function lintStory(subject: LintSubject): Finding[] {
  return STORY_RULES.flatMap((rule) => rule(subject));
}

export function lintStories(subjects: readonly LintSubject[]): Finding[] {
  return [...subjects.flatMap(lintStory), ...CORPUS_RULES.flatMap((rule) => rule(subjects))];
}

export type { Finding, LintSubject } from './types.ts';
