import fs from 'node:fs';
import path from 'node:path';
import type { MeasuredStory } from '../../storyteller/src/lint/measures.ts';
import { languageGroups, num, printQualityRows, rowPrinter, type Row } from '../story-quality-table.ts';
import { RUBRIC_SCORES, type Rubric } from './judge.ts';
import { exitCodeOf, type EvalRun, type StoryResult } from './run.ts';

// What the eval shows: the story-quality table (the same rows as bench:story-quality) with the
// judge's mean scores below it, each story's scores, and the linter's findings; and what it keeps
// for a person to read: every story as Markdown, the table, and a JSON summary.

const LABELS: Record<(typeof RUBRIC_SCORES)[number], string> = {
  ageFit: 'judge: age fit (1–5)',
  warmth: 'judge: warmth (1–5)',
  goalActedOut: 'judge: goal acted out (1–5)',
  detailsUsed: 'judge: details used (1–5)',
  faithful: 'judge: faithful to the plan (1–5)',
  german: 'judge: German (1–5, de only)',
};

function rubricsOf(run: EvalRun, group: readonly MeasuredStory[]): Rubric[] {
  const ids = new Set(group.map((story) => story.id));
  return run.results.flatMap((result) => (result.rubric && ids.has(result.one.order.id) ? [result.rubric] : []));
}

function printJudgeRows(run: EvalRun, row: Row) {
  if (!run.judge) return;
  row(`judge ${run.judge.model}: stories scored`, '', (group) => String(rubricsOf(run, group).length));
  for (const key of RUBRIC_SCORES)
    row(`  ${LABELS[key]}`, '', (group) => {
      const scores = rubricsOf(run, group).flatMap((rubric) => (rubric[key] === null ? [] : [rubric[key]]));
      return scores.length === 0 ? '—' : num(scores.reduce((sum, value) => sum + value, 0) / scores.length);
    });
}

const scoresLine = (rubric: Rubric) => RUBRIC_SCORES.map((key) => `${key} ${rubric[key] ?? '—'}`).join(' · ');

/** The whole report, line by line: the run, the table, each story's scores, the findings and failures. */
export function reportLines(run: EvalRun): string[] {
  const lines: string[] = [];
  const out = (line: string) => lines.push(line);
  const written = run.results.filter((result) => result.written).length;
  out(
    `story eval of the engine ${run.engine} (text only): ${run.results.length + run.unplanned.length} orders, ${written} written, ${run.results.length - written} failed, ${run.unplanned.length} not planned, in ${run.seconds.toFixed(1)} s`,
  );
  out(
    run.judge
      ? `judge: ${run.judge.model} at ${run.judge.baseURL}`
      : 'no judge (EVAL_JUDGE_MODEL is not set): the checks only',
  );
  if (!run.told)
    out(
      "details: found in the text by the parent's words (a proxy); goal acted out: not measured on this engine (the judge scores both)",
    );
  out('');
  const groups = languageGroups(run.measured);
  const row = rowPrinter(groups, out);
  printQualityRows(groups, row, run.told ? {} : { detailsFrom: 'words found in the text', goal: false });
  row('story linter: findings', '0', (group) => {
    const ids = new Set(group.map((story) => story.id));
    return String(run.findings.filter((finding) => ids.has(finding.story)).length);
  });
  printJudgeRows(run, row);
  if (run.judge) {
    out('');
    for (const result of run.results)
      out(
        `${result.one.order.id.padEnd(36)}${result.rubric ? scoresLine(result.rubric) : `not judged: ${result.judgeError ?? 'no story'}`}`,
      );
  }
  for (const finding of run.findings) {
    const where = finding.scene === null ? finding.story : `${finding.story} · scene ${finding.scene + 1}`;
    out(`${where} · ${finding.rule}: ${finding.message}`);
  }
  for (const result of run.results) if (result.error) out(`${result.one.order.id}: not written: ${result.error}`);
  return lines;
}

function storyMarkdown(result: StoryResult, run: EvalRun): string {
  const { order, plan } = result.one;
  const d = order.request.recipientDetails;
  const lines = [
    `# ${result.written?.title ?? order.id}`,
    '',
    `Order \`${order.id}\` · ${plan.language} · age ${d.age} · theme ${plan.theme.id} · engine ${run.engine} · ${result.seconds.toFixed(1)} s`,
  ];
  if (result.error) lines.push('', `**Not written:** ${result.error}`);
  if (result.written) {
    lines.push('', `*${result.written.summary}*`);
    for (const [i, scene] of result.written.scenes.entries()) lines.push('', `## Scene ${i + 1}`, '', scene.text);
  }
  const findings = run.findings.filter((finding) => finding.story === order.id);
  if (findings.length > 0) {
    lines.push('', '## Linter findings', '');
    for (const f of findings)
      lines.push(`- ${f.rule} (scene ${f.scene === null ? '—' : f.scene + 1}): ${f.message} — “${f.sentence}”`);
  }
  if (result.rubric) lines.push('', '## Judge', '', scoresLine(result.rubric), '', result.rubric.comment);
  if (result.judgeError) lines.push('', `**Not judged:** ${result.judgeError}`);
  return `${lines.join('\n')}\n`;
}

function summaryJson(run: EvalRun) {
  return {
    engine: run.engine,
    told: run.told,
    judge: run.judge ?? null,
    seconds: run.seconds,
    exitCode: exitCodeOf(run),
    unplanned: run.unplanned.map(({ order, reason }) => ({ id: order.id, reason })),
    findings: run.findings,
    stories: run.results.map((result) => ({
      id: result.one.order.id,
      language: result.one.plan.language,
      age: result.one.order.request.recipientDetails.age,
      theme: result.one.plan.theme.id,
      seconds: result.seconds,
      title: result.written?.title ?? null,
      error: result.error ?? null,
      findings: run.findings.filter((finding) => finding.story === result.one.order.id).length,
      rubric: result.rubric ?? null,
      judgeError: result.judgeError ?? null,
    })),
  };
}

/** Writes stories/<id>.md, table.txt and summary.json under `dir`. */
export function writeReport(run: EvalRun, dir: string, lines: readonly string[]) {
  fs.mkdirSync(path.join(dir, 'stories'), { recursive: true });
  for (const result of run.results)
    fs.writeFileSync(path.join(dir, 'stories', `${result.one.order.id}.md`), storyMarkdown(result, run));
  fs.writeFileSync(path.join(dir, 'table.txt'), `${lines.join('\n')}\n`);
  fs.writeFileSync(path.join(dir, 'summary.json'), `${JSON.stringify(summaryJson(run), null, 2)}\n`);
}
