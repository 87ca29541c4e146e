import type { Language } from '@dreamweaver/contracts';
import { maskedWords, maskWords, storySentences, wordRuns } from '../text.ts';
import type { CorpusRule, Finding, LintSubject } from '../types.ts';

// A sentence every other child hears: a run of six words (with every name masked, so "Theo and Pip"
// and "Mia and Bobo" are alike) told in more than a share of the corpus's stories of a language. Two
// children who compare their stories should not find the same sentences. Each such sentence is
// reported once, at the first story (by id) that tells it.

export interface SharedRunOptions {
  /** The largest share of a language's stories a run of six words may be told in. */
  share: number;
  /** Fewer stories of a language than this are too few to judge. */
  fewest: number;
}

interface Told {
  subject: LintSubject;
  sentences: { scene: number; text: string; runs: string[] }[];
}

function toldRuns(subject: LintSubject): Told {
  const masks = maskWords(subject.plan);
  const sentences = storySentences(subject.story).map((sentence) => ({
    ...sentence,
    runs: wordRuns(maskedWords(sentence.text, masks)),
  }));
  return { subject, sentences };
}

function findingsOf(told: readonly Told[], options: SharedRunOptions, language: Language): Finding[] {
  const stories = new Map<string, number>();
  for (const one of told)
    for (const run of new Set(one.sentences.flatMap((sentence) => sentence.runs)))
      stories.set(run, (stories.get(run) ?? 0) + 1);
  const most = options.share * told.length;
  const reported = new Set<string>();
  const findings: Finding[] = [];
  for (const one of told) {
    for (const sentence of one.sentences) {
      const over = sentence.runs.filter((run) => (stories.get(run) ?? 0) > most);
      if (over.length === 0 || over.every((run) => reported.has(run))) continue;
      for (const run of over) reported.add(run);
      const count = Math.max(...over.map((run) => stories.get(run) ?? 0));
      findings.push({
        rule: 'shared-run',
        story: one.subject.id,
        scene: sentence.scene,
        sentence: sentence.text,
        message: `told in ${count} of ${told.length} ${language === 'en' ? 'English' : 'German'} stories (${Math.round((100 * count) / told.length)} %, more than ${Math.round(100 * options.share)} %)`,
      });
    }
  }
  return findings;
}

export function sharedRuns(options: SharedRunOptions): CorpusRule {
  return (subjects) =>
    (['en', 'de'] as const).flatMap((language) => {
      const told = subjects
        .filter((subject) => subject.plan.language === language)
        .sort((a, b) => a.id.localeCompare(b.id))
        .map(toldRuns);
      return told.length < options.fewest ? [] : findingsOf(told, options, language);
    });
}
