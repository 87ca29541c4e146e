import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Keeps the documentation honest: the README stays a five-minute read with its diagram, every
// relative link in the repository's Markdown resolves (file and heading), and nothing points
// outside the repository, whose clones hold nothing beside it.

const ROOT = path.resolve(import.meta.dirname, '../..');
const README_MAX_LINES = 150;

/** Directories never scanned: git's own, and everything .gitignore lists as a folder (dependencies, builds, data). */
function ignoredDirectories(): Set<string> {
  const ignored = new Set(['.git']);
  for (const line of fs.readFileSync(path.join(ROOT, '.gitignore'), 'utf8').split('\n')) {
    const entry = line.trim();
    if (entry.endsWith('/') && !entry.startsWith('#')) ignored.add(entry.slice(0, -1));
  }
  return ignored;
}

function repositoryFiles(): string[] {
  const ignored = ignoredDirectories();
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!ignored.has(entry.name)) walk(full);
      } else if (entry.isFile()) {
        files.push(full);
      }
    }
  };
  walk(ROOT);
  return files;
}

function readText(file: string): string | undefined {
  const bytes = fs.readFileSync(file);
  if (bytes.subarray(0, 8192).includes(0)) return undefined; // binary (pictures, video)
  return bytes.toString('utf8');
}

const relative = (file: string) => path.relative(ROOT, file);

/** The Markdown without fenced code blocks, whose lines are neither headings nor links. */
function withoutFences(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** The Markdown without code blocks and inline code, where a bracket is no link. */
function proseOf(markdown: string): string {
  return withoutFences(markdown).replace(/`[^`\n]*`/g, '');
}

/** Link targets: inline `[text](target "title")`, images too, and reference definitions `[id]: target`. */
function linkTargets(markdown: string): string[] {
  const prose = proseOf(markdown);
  const inline = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]);
  const references = [...prose.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((match) => match[1]);
  return [...inline, ...references];
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of withoutFences(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const text = match[1].replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

const files = repositoryFiles();
const markdownFiles = files.filter((file) => file.endsWith('.md'));

describe('the documentation', () => {
  it('finds the README and the docs pages', () => {
    const names = markdownFiles.map(relative);
    expect(names).toContain('README.md');
    expect(names.filter((name) => name.startsWith(`docs${path.sep}`)).length).toBeGreaterThan(5);
  });

  it(`keeps the README a five-minute read: at most ${README_MAX_LINES} lines`, () => {
    const lines = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('draws the parts in the README as a Mermaid flowchart', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const diagram = /^```mermaid\n([\s\S]*?)^```$/m.exec(readme)?.[1];
    expect(diagram, 'a ```mermaid block').toBeDefined();
    expect(diagram!.trimStart()).toMatch(/^flowchart (TB|TD|BT|LR|RL)\n/);
    const parts = ['shell', 'mf-story', 'mf-account', 'mf-admin', 'web-kit', 'contracts'];
    parts.push('routes', 'services', 'models', 'migrations', 'worker', 'storyctl', 'PGlite', 'PostgreSQL', 'S3');
    for (const part of parts) {
      expect(diagram, part).toContain(part);
    }
  });

  it('has no dead relative link, and no link out of the repository', () => {
    const problems: string[] = [];
    const anchorsOf = new Map<string, Set<string>>();
    const anchors = (file: string) => {
      if (!anchorsOf.has(file)) anchorsOf.set(file, headingAnchors(fs.readFileSync(file, 'utf8')));
      return anchorsOf.get(file)!;
    };
    for (const file of markdownFiles) {
      for (const target of linkTargets(fs.readFileSync(file, 'utf8'))) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: and other schemes
        const [rawPath, anchor] = target.split('#', 2);
        const linked = rawPath === '' ? file : path.resolve(path.dirname(file), decodeURIComponent(rawPath));
        const where = `${relative(file)} -> ${target}`;
        if (path.relative(ROOT, linked).startsWith('..') || path.isAbsolute(rawPath)) {
          problems.push(`${where}: outside the repository`);
        } else if (!fs.existsSync(linked)) {
          problems.push(`${where}: no such file`);
        } else if (anchor && linked.endsWith('.md') && !anchors(linked).has(anchor)) {
          problems.push(`${where}: no heading with this anchor`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('has every docs/ page a file or comment names', () => {
    const missing: string[] = [];
    for (const file of files) {
      const text = readText(file);
      if (text === undefined) continue;
      for (const match of text.matchAll(/(?<![\w./-])docs\/[\w-]+\.md/g)) {
        if (!fs.existsSync(path.join(ROOT, match[0]))) missing.push(`${relative(file)} names ${match[0]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('checks anchors as GitHub makes them', () => {
    const headings = [
      "# The child's name never leaves",
      '## Media in S3',
      '## Media in S3',
      '## The contract (`web-kit/src/a.ts`)',
    ].join('\n');
    expect([...headingAnchors(headings)]).toEqual([
      'the-childs-name-never-leaves',
      'media-in-s3',
      'media-in-s3-1',
      'the-contract-web-kitsrcats',
    ]);
    const markdown = '[a](x.md#b) `[c](no.md)` ![d](e.png "t")\n```\n[f](no.md)\n```\n[g]: h.md';
    expect(linkTargets(markdown)).toEqual(['x.md#b', 'e.png', 'h.md']);
  });
});

describe('the repository stands alone', () => {
  // Spelled in parts so this file does not name what it looks for.
  const outsideFolder = ['..', 'shared'].join('/');
  const outsideFiles = ['spec', 'DESIGN', 'NOTES', 'EXAMPLES'].map((name) => `${name}.md`);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const outside = new RegExp(
    [
      escape(outsideFolder),
      escape(['', 'work', 'shared'].join('/')),
      ...outsideFiles.map((name) => `(?<![\\w.-])${escape(name)}`),
    ].join('|'),
  );

  it('no file names the folder beside it or the files in that folder', () => {
    const offenders: string[] = [];
    for (const file of files) {
      const text = readText(file);
      if (text === undefined) continue;
      text.split('\n').forEach((line, index) => {
        if (outside.test(line)) offenders.push(`${relative(file)}:${index + 1}: ${line.trim().slice(0, 100)}`);
      });
    }
    expect(offenders).toEqual([]);
  });

  it('would catch such a mention', () => {
    expect(outside.test(`see ${outsideFiles[0]} section 2`)).toBe(true);
    expect(outside.test(`// (${outsideFiles[1]} "The API")`)).toBe(true);
    expect(outside.test(`[spec](${outsideFolder}/x)`)).toBe(true);
    expect(outside.test(`foo.spec.ts and RELEASE_${outsideFiles[2]}`)).toBe(false);
  });
});
