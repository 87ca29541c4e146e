import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// nginx gives a location the server's add_header lines only when the location has none of its
// own: the static sites of deploy/web lost their security headers (nosniff, CORP, the shell's CSP
// and framing rules) on exactly the answers that set Cache-Control. This reads the templates the
// way nginx does and checks that every location that adds a header adds the server's too.

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const webDir = path.join(repoRoot, 'deploy/web');
/** Where deploy/Dockerfile.web puts deploy/web/headers/. */
const INCLUDE_DIR = '/etc/nginx/dreamweaver/';

interface Block {
  /** `server` or `location …`. */
  head: string;
  /** The header names this block adds itself, includes expanded. */
  headers: string[];
  children: Block[];
}

/** The directives of `text` (comments dropped), nested blocks parsed; includes read from deploy/web/headers. */
function parse(text: string): Block {
  const tokens = text.replace(/#[^\n]*/g, '').match(/"(?:[^"\\]|\\.)*"|[{};]|[^\s{};"]+/g) ?? [];
  let at = 0;
  const block = (head: string): Block => {
    const result: Block = { head, headers: [], children: [] };
    let words: string[] = [];
    while (at < tokens.length) {
      const token = tokens[at++];
      if (token === '}') return result;
      if (token === '{') {
        result.children.push(block(words.join(' ')));
        words = [];
      } else if (token === ';') {
        if (words[0] === 'add_header') result.headers.push(words[1].toLowerCase());
        if (words[0] === 'include') {
          expect(words[1].startsWith(INCLUDE_DIR), words[1]).toBe(true);
          const included = parse(
            fs.readFileSync(path.join(webDir, 'headers', words[1].slice(INCLUDE_DIR.length)), 'utf8'),
          );
          result.headers.push(...included.headers);
        }
        words = [];
      } else words.push(token);
    }
    return result;
  };
  return block('');
}

const templates = fs.readdirSync(webDir).filter((file) => file.endsWith('.conf.template'));
const SECURITY_HEADERS = {
  shell: ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy'],
  remote: ['x-content-type-options', 'cross-origin-resource-policy', 'access-control-allow-origin'],
};

describe('the nginx sites of deploy/web', () => {
  it('has a template for the shell and each remote', () => {
    expect(templates.sort()).toEqual([
      'mf-account.conf.template',
      'mf-admin.conf.template',
      'mf-story.conf.template',
      'shell.conf.template',
    ]);
  });

  it.each(templates)('%s: every location that adds a header also adds the security headers', (file) => {
    const [server] = parse(fs.readFileSync(path.join(webDir, file), 'utf8')).children;
    expect(server.head).toBe('server');
    const required = file.startsWith('shell') ? SECURITY_HEADERS.shell : SECURITY_HEADERS.remote;
    expect(server.headers).toEqual(expect.arrayContaining(required));
    const locations = server.children.filter((child) => child.head.startsWith('location'));
    expect(locations.length).toBeGreaterThan(2);
    for (const location of locations) {
      // No add_header of its own: nginx hands it the server's.
      if (location.headers.length === 0) continue;
      expect(location.headers, `${file}: ${location.head}`).toEqual(expect.arrayContaining(server.headers));
    }
  });

  it('refuses source maps on every site', () => {
    for (const file of templates) {
      const [server] = parse(fs.readFileSync(path.join(webDir, file), 'utf8')).children;
      expect(
        server.children.map((child) => child.head),
        file,
      ).toContain('location ~* \\.map$');
    }
  });

  it('ships the included header files in the image', () => {
    expect(fs.readFileSync(path.join(repoRoot, 'deploy/Dockerfile.web'), 'utf8')).toContain(
      `COPY deploy/web/headers/ ${INCLUDE_DIR}`,
    );
  });
});
