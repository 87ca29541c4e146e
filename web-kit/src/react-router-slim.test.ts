import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRONTENDS } from '@dreamweaver/contracts';
import * as slim from './react-router-slim.ts';

const REPO = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['web-kit/src', ...FRONTENDS.map((frontend) => `${frontend.folder}/src`)];

async function* sourceFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** The value names a file imports from 'react-router-dom' (type-only imports need nothing at run time). */
function routerImports(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]react-router-dom['"]/g)) {
    if (match[1]) continue;
    for (const part of match[2].split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe('the shared react-router-dom (react-router-slim.ts)', () => {
  it('exports every router name the front ends import, so none is undefined in the browser', async () => {
    const used = new Set<string>();
    for (const dir of SOURCES) {
      for await (const file of sourceFiles(path.join(REPO, dir))) {
        const source = await readFile(file, 'utf8');
        expect(source, `${file}: import the router by name, not as a namespace`).not.toMatch(
          /import\s+\*\s+as\s+\w+\s+from\s+['"]react-router-dom['"]/,
        );
        for (const name of routerImports(source)) used.add(name);
      }
    }
    expect(used.size).toBeGreaterThan(0);
    const missing = [...used].filter((name) => !(name in slim));
    expect(missing, 'add these to web-kit/src/react-router-slim.ts').toEqual([]);
  });

  it('reads the names of a multi-line import and skips type-only ones', () => {
    expect(
      routerImports(
        "import {\n  Link,\n  useNavigate as go,\n  type NavigateOptions,\n} from 'react-router-dom';\nimport type { Location } from 'react-router-dom';",
      ),
    ).toEqual(['Link', 'useNavigate']);
  });
});
