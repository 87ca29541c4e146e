import { describe, expect, it } from 'vitest';
import { FILE_LINES_MAX, fileLengthFindings } from '../src/lint/file-length.ts';
import { asciiBoundaryFindings, hasAsciiOnlyBoundary } from '../src/lint/source.ts';

// The examples are source text in strings: this file's own regular expressions stay clean.
const BOUNDARY = '\\b';
/** The same inside a string literal of the example, where the backslash is escaped. */
const IN_STRING = '\\\\b';

describe('ascii-word-boundary: \\b beside a letter outside ASCII', () => {
  it('finds it in a regular expression literal and in a string given to new RegExp', () => {
    const file = {
      path: 'example.ts',
      text: [
        `const foot = /von Kopf bis Fuß${BOUNDARY}/i;`,
        `const apple = new RegExp('${IN_STRING}(?:Äpfel|Birnen)');`,
        `const ate = /${BOUNDARY}aß${BOUNDARY}/;`,
      ].join('\n'),
    };
    expect(asciiBoundaryFindings([file]).map((finding) => finding.story)).toEqual([
      'example.ts:1',
      'example.ts:2',
      'example.ts:3',
    ]);
  });

  it('passes ASCII words, Unicode lookarounds, an escaped backslash, comments and plain strings', () => {
    const file = {
      path: 'example.ts',
      text: [
        `const word = /${BOUNDARY}foot${BOUNDARY}/;`,
        'const foot = /(?<!\\p{L})Fuß(?!\\p{L})/u;',
        `const slash = /\\\\bÄ/;`,
        `// never /${BOUNDARY}Fuß/`,
        `const text = '${IN_STRING}Fuß';`,
      ].join('\n'),
    };
    expect(asciiBoundaryFindings([file])).toEqual([]);
    expect(hasAsciiOnlyBoundary(`${BOUNDARY}über`)).toBe(true);
    expect(hasAsciiOnlyBoundary(`${BOUNDARY}uber`)).toBe(false);
  });
});

describe('file-length: a storyteller file over 400 lines', () => {
  const lines = (count: number) => Array.from({ length: count }, (_, i) => `const line${i} = ${i};`).join('\n') + '\n';

  it('finds a storyteller file of 401 lines and passes one of 400, and a long file elsewhere', () => {
    const findings = fileLengthFindings([
      { path: 'storyteller/src/arcs/long.ts', text: lines(FILE_LINES_MAX + 1) },
      { path: 'storyteller/src/arcs/just-right.ts', text: lines(FILE_LINES_MAX) },
      { path: 'bff/src/long.ts', text: lines(900) },
    ]);
    expect(findings.map((finding) => [finding.rule, finding.story])).toEqual([
      ['file-length', 'storyteller/src/arcs/long.ts'],
    ]);
  });
});
