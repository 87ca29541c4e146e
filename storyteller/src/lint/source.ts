import ts from 'typescript';
import type { Finding } from './types.ts';

// The repository's own regular expressions: `\b` next to a letter outside ASCII (`/\bFuß\b/`,
// `\bÄpfel`) never matches as meant, since JavaScript's word boundary knows only ASCII letters. Use
// `(?<!\p{L})…(?!\p{L})` with the `u` flag. Regular expression literals and the strings given to
// `new RegExp(…)` are read; comments and other strings are not.

const NON_ASCII_LETTER = /[^\x00-\x7f]/u;
const LETTER = /\p{L}/u;
/** Marks of a pattern that may stand between `\b` and the letter it guards: groups, classes, alternatives, quantifiers. */
const SKIPPED = new Set(['(', ')', '[', ']', '?', ':', '|', '^', '*', '+', '{', '}', '<', '=', '!']);

function guardsNonAscii(pattern: string, at: number): boolean {
  const isForeign = (char: string | undefined) =>
    char !== undefined && LETTER.test(char) && NON_ASCII_LETTER.test(char);
  let after = at + 2;
  while (after < pattern.length && SKIPPED.has(pattern[after])) after++;
  let before = at - 1;
  while (before >= 0 && SKIPPED.has(pattern[before])) before--;
  return isForeign(pattern[after]) || isForeign(pattern[before]);
}

/** Whether a regular expression's source has a `\b` beside a non-ASCII letter. */
export function hasAsciiOnlyBoundary(pattern: string): boolean {
  for (let i = 0; i < pattern.length - 1; i++) {
    if (pattern[i] !== '\\') continue;
    if (pattern[i + 1] === 'b' && guardsNonAscii(pattern, i)) return true;
    i++;
  }
  return false;
}

function patternsOf(source: ts.SourceFile): { pattern: string; node: ts.Node }[] {
  const found: { pattern: string; node: ts.Node }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node))
      found.push({ pattern: node.text.slice(1, node.text.lastIndexOf('/')), node });
    else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp'
    ) {
      const first = node.arguments?.[0];
      if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first)))
        found.push({ pattern: first.text, node });
      else if (first && ts.isTemplateExpression(first))
        found.push({
          pattern: [first.head.text, ...first.templateSpans.map((span) => span.literal.text)].join(''),
          node,
        });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Each regular expression of the files with a `\b` beside a non-ASCII letter. */
export function asciiBoundaryFindings(files: readonly { path: string; text: string }[]): Finding[] {
  const findings: Finding[] = [];
  for (const file of files) {
    const kind = file.path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, false, kind);
    for (const { pattern, node } of patternsOf(source)) {
      if (!hasAsciiOnlyBoundary(pattern)) continue;
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      findings.push({
        rule: 'ascii-word-boundary',
        story: `${file.path}:${line}`,
        scene: null,
        sentence: node.getText(source).slice(0, 160),
        message:
          '\\b beside a letter outside ASCII never matches there; use (?<!\\p{L}) and (?!\\p{L}) with the u flag',
      });
    }
  }
  return findings;
}
