/**
 * Lists production functions longer than 80 lines and exits 1 if there are any.
 * A long function is one whose steps have no names; split it into named helpers, hooks or subcomponents.
 * Tests, browser tests, benches and scripts are not production code and are not measured.
 *
 *   npm run check:functions
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const MAX_LINES = 80;

const EXCLUDED = [/(^|\/)test\//, /\.test\.tsx?$/, /^e2e\//, /^bench\//, /(^|\/)scripts\//, /\.d\.ts$/];

function productionFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--', '*.ts', '*.tsx'], { encoding: 'utf8' });
  return listed
    .split('\n')
    .filter((file) => file !== '')
    .filter((file) => !EXCLUDED.some((pattern) => pattern.test(file)));
}

type LongFunction = { file: string; line: number; name: string; lines: number };

function functionName(node: ts.FunctionLikeDeclaration): string {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) {
    return parent.name.getText();
  }
  if (ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText().slice(0, 40)})`;
  return '(anonymous)';
}

function longFunctionsIn(file: string): LongFunction[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const fn = node as ts.FunctionLikeDeclaration;
      const start = source.getLineAndCharacterOfPosition(fn.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(fn.getEnd()).line;
      const lines = end - start + 1;
      if (lines > MAX_LINES) found.push({ file, line: start + 1, name: functionName(fn), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const long = productionFiles()
  .flatMap(longFunctionsIn)
  .sort((a, b) => b.lines - a.lines);
if (long.length === 0) {
  console.log(`No production function is longer than ${MAX_LINES} lines.`);
} else {
  console.error(`${long.length} production functions are longer than ${MAX_LINES} lines:`);
  for (const { file, line, name, lines } of long)
    console.error(`  ${String(lines).padStart(4)}  ${file}:${line} ${name}`);
  console.error(
    [
      '',
      'How to fix: break each one into named steps with the same behaviour:',
      '  - a block that does one thing becomes a function (or, in React, a hook or a subcomponent) named for what it does;',
      '  - a switch with a long case per kind becomes a table of small functions, one per kind;',
      '  - keep the order of side effects (and of random draws in the offline engine) exactly as it was;',
      '  - run the tests of the file before and after; for drawings, compare the SVGs byte for byte.',
      'Lines are counted from the first to the last line of the function, comments and blank lines included.',
    ].join('\n'),
  );
  process.exitCode = 1;
}
