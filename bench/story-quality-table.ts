import { HARM_RULES } from '../storyteller/src/lint/index.ts';
import {
  detailCoverage,
  distinctTitles,
  familiesPresent,
  goalsActedOut,
  harm,
  repetitionAcrossChildren,
  repetitionInSeries,
  wordsPerSentence,
  type MeasuredStory,
} from '../storyteller/src/lint/measures.ts';

// The story-quality table, shared by `npm run bench:story-quality` (the storyteller's stories) and
// `npm run eval:stories` (whichever engine is configured): one column per language and one for all,
// the measures of storyteller/src/lint/measures.ts as rows, each with its goal. The eval leaves out
// what it cannot measure on a story an AI wrote and adds its own rows (the judge's scores).

export type Groups = [string, MeasuredStory[]][];

export interface TableOptions {
  /** How the "details used" rows are labelled (the eval says what they were measured from). */
  detailsFrom?: string;
  /** Whether the goal is measured (from the settled plan's arc: only a story the storyteller told acts it out by construction). */
  goal?: boolean;
}

/** The stories in columns: English, German, all. */
export function languageGroups(stories: MeasuredStory[]): Groups {
  return [
    ['en', stories.filter((story) => story.plan.language === 'en')],
    ['de', stories.filter((story) => story.plan.language === 'de')],
    ['all', stories],
  ];
}

export const pct = (value: number | null) => (value === null ? '—' : `${(100 * value).toFixed(1)} %`);
export const num = (value: number | null) => (value === null ? '—' : value.toFixed(1));

export type Row = (label: string, goal: string, cell: (group: MeasuredStory[], name: string) => string) => void;

/** A row printer for these groups: label, one cell per group, the goal. Each line also goes to `out`. */
export function rowPrinter(groups: Groups, out: (line: string) => void): Row {
  return (label, goal, cell) =>
    out(`${label.padEnd(52)}${groups.map(([name, group]) => cell(group, name).padEnd(24)).join('')}${goal}`);
}

/** The measures' rows: harm, family, details, goal, repetition, titles, words per sentence. */
export function printQualityRows(groups: Groups, row: Row, options: TableOptions = {}) {
  const stories = groups.at(-1)?.[1] ?? [];
  row('measure', 'goal', (_, name) => name);
  row('stories', '', (group) => String(group.length));
  row('harm: findings', '0', (group) => String(harm(group).length));
  for (const rule of HARM_RULES)
    row(`  ${rule}`, '0', (group) => String(harm(group).filter((finding) => finding.rule === rule).length));
  row('family here and living with the child, named', '100 %', (group) => {
    const family = familiesPresent(group);
    return `${pct(family.share)} (${family.named}/${family.people})`;
  });
  row('  stories naming all of them', '', (group) => {
    const family = familiesPresent(group);
    return `${family.storiesAllNamed}/${family.stories}`;
  });
  const from = options.detailsFrom ? ` (${options.detailsFrom})` : '';
  row(`wanted details used${from}`, '≥ 90 %', (group) => {
    const details = detailCoverage(group);
    return `${pct(details.usedShare)} (${details.used}/${details.wanted})`;
  });
  row('wanted details used or with a why', '100 %', (group) => pct(detailCoverage(group).accountedShare));
  if (options.goal !== false)
    row('goal acted out (theme moments, or the care arc)', '100 %', (group) => {
      const goals = goalsActedOut(group);
      return `${pct(goals.share)} (${goals.actedOut}/${goals.goals})`;
    });
  printRepetitionRows(stories, row);
  row('distinct titles / stories (names masked)', '', (group) => {
    const titles = distinctTitles(group);
    return `${titles.distinct}/${titles.stories} (${titles.distinctMasked})`;
  });
  for (const band of ['little', 'big'] as const) {
    row(`words per sentence, ${band === 'little' ? 'ages 2–4' : 'ages 5–9'}: mean / p95 / max`, '', (group) => {
      const words = wordsPerSentence(group, band);
      return `${num(words.mean)} / ${words.p95 ?? '—'} / ${words.max ?? '—'}`;
    });
    row(`  words per story, ${band === 'little' ? 'ages 2–4' : 'ages 5–9'}`, '', (group) =>
      num(wordsPerSentence(group, band).wordsPerStory),
    );
  }
}

function printRepetitionRows(stories: MeasuredStory[], row: Row) {
  row('sentences sharing a 6-word run, batches of 14', '≤ 10 %', (group, name) => {
    if (name === 'all') return '';
    const across = repetitionAcrossChildren(group);
    return `${pct(across.mean)} (worst ${pct(across.worst)})`;
  });
  row('  batches of different children', '', (group, name) =>
    name === 'all' ? '' : String(repetitionAcrossChildren(group).batches),
  );
  for (const series of repetitionInSeries(stories))
    row(`same, within the ${series.episodes}-episode series ${series.series}`, '≤ 5 %', (_, name) =>
      name === series.language ? pct(series.mean) : '',
    );
}
