import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadOrders } from '../src/corpus/orders.ts';
import { tellCorpus } from '../src/corpus/tell.ts';
import { lintStories, type Finding } from '../src/lint/index.ts';
import { fileLengthFindings } from '../src/lint/file-length.ts';
import { asciiBoundaryFindings } from '../src/lint/source.ts';

// `npm run stories:lint`: the story linter over every story of the corpus (told afresh from its
// orders), the source rule over the repository's TypeScript, and the storyteller's files' length. Prints each finding with its story,
// scene and sentence; any finding fails (exit 1). Orders that cannot be told are `stories:corpus`'s
// errors and are only counted here.

const started = performance.now();
const { told, untold } = tellCorpus(loadOrders());
const subjects = told.map(({ order, plan, story }) => ({ id: order.id, order, plan, story }));
const storyFindings = lintStories(subjects);

const root = path.resolve(import.meta.dirname, '../..');
const sources = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file !== '' && fs.existsSync(path.join(root, file)))
  .map((file) => ({ path: file, text: fs.readFileSync(path.join(root, file), 'utf8') }));
const sourceFindings = [...asciiBoundaryFindings(sources), ...fileLengthFindings(sources)];

function print(finding: Finding) {
  const where = finding.scene === null ? finding.story : `${finding.story} · scene ${finding.scene + 1}`;
  console.log(`${where} · ${finding.rule}: ${finding.message}`);
  if (finding.sentence) console.log(`    ${finding.sentence}`);
}

const findings = [...storyFindings, ...sourceFindings];
for (const finding of findings) print(finding);

const counts = new Map<string, number>();
for (const finding of findings) counts.set(finding.rule, (counts.get(finding.rule) ?? 0) + 1);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `\n${subjects.length} stories and ${sources.length} source files linted in ${seconds} s: ${findings.length} findings${
    counts.size > 0 ? ` (${[...counts].map(([rule, count]) => `${rule} ${count}`).join(', ')})` : ''
  }`,
);
if (untold.length > 0) console.log(`${untold.length} orders could not be told (npm run stories:corpus lists them)`);
process.exitCode = findings.length > 0 ? 1 : 0;
