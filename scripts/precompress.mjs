#!/usr/bin/env node
// After a front end's production build: writes `<file>.br` (brotli, quality 11) and `<file>.gz`
// (gzip, level 9) next to every compressible file in its dist folder, so the bff sends the
// smaller copy the browser accepts (@koa/send picks `.br`, then `.gz`) without compressing per
// request. Usage: node scripts/precompress.mjs <dist folder>
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Text formats only: media (webm, mp4, png, woff2) are compressed already. Source maps are
// fetched only by developer tools and are the slowest to compress, so they are left alone.
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml)$/i;
// Below this size the headers of a compressed response outweigh the savings.
const MIN_BYTES = 256;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

export async function precompress(dist) {
  let count = 0;
  let before = 0;
  let after = 0;
  for await (const file of files(dist)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    const data = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
      gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    count += 1;
    before += data.length;
    after += br.length;
  }
  return { count, before, after };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  const { count, before, after } = await precompress(dist);
  console.log(
    `precompressed ${count} files in ${path.relative(process.cwd(), dist) || '.'}: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB brotli`,
  );
}
