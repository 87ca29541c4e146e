import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// storyctl may use the bff only through its public entry, `@dreamweaver/bff` (bff/src/index.ts).
// A plain scan of the import paths in cli/src and cli/test, without a linting dependency: any
// `@dreamweaver/bff/<subpath>`, or a path (relative or not) that lands in bff/src, is a violation.
// The CLI's tests may still use the bff's test kit in bff/test/support, which is not bff/src.

const THIS_FILE = fileURLToPath(import.meta.url);
const CLI_ROOT = path.resolve(path.dirname(THIS_FILE), '..');
const BFF_SRC = path.resolve(CLI_ROOT, '../bff/src');

/** `from '…'`, `import '…'`, `import('…')` and `require('…')`, in any quotes. */
const IMPORT_PATH = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)(['"`])([^'"`]+)\1/g;

function tsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : tsFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

export function boundaryViolations(file: string, source: string): string[] {
  const found: string[] = [];
  for (const [, , specifier] of source.matchAll(IMPORT_PATH)) {
    const intoBffSrc =
      specifier.startsWith('.') && path.resolve(path.dirname(file), specifier).startsWith(BFF_SRC + path.sep);
    if (specifier.startsWith('@dreamweaver/bff/') || intoBffSrc || /(^|\/)bff\/src(\/|$)/.test(specifier)) {
      found.push(`${path.relative(CLI_ROOT, file)}: ${specifier}`);
    }
  }
  return found;
}

describe('the CLI imports the bff only through @dreamweaver/bff', () => {
  it('finds no import of bff/src or of a @dreamweaver/bff subpath in cli/src and cli/test', () => {
    // This file is left out: its examples below are violations on purpose.
    const files = [...tsFiles(path.join(CLI_ROOT, 'src')), ...tsFiles(path.join(CLI_ROOT, 'test'))].filter(
      (file) => file !== THIS_FILE,
    );
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap((file) => boundaryViolations(file, fs.readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('catches each way of reaching past the entry', () => {
    const file = path.join(CLI_ROOT, 'src/commands/users.ts');
    expect(boundaryViolations(file, "import { validate } from '@dreamweaver/bff/validation.ts';")).toHaveLength(1);
    expect(boundaryViolations(file, "import { User } from '../../../bff/src/models/index.ts';")).toHaveLength(1);
    expect(boundaryViolations(file, "const m = await import('../../../bff/src/logger.ts');")).toHaveLength(1);
    expect(boundaryViolations(file, 'export { AppError } from "../../../bff/src/errors.ts";')).toHaveLength(1);
    expect(boundaryViolations(file, "import { listUsers } from '@dreamweaver/bff';")).toEqual([]);
    expect(boundaryViolations(file, "import { Story } from '../../../bff/test/support/data.ts';")).toEqual([]);
  });
});
