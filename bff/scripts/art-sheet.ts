import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { figure, speciesNames } from '../src/generation/offline/svg-animals.ts';

// `npm run art:sheet [-- --out test-results/art]`: every animal drawing of the offline engine on
// one contact sheet (SVG + HTML), and a PNG of it when headless Chromium is installed, for a
// person to check that each animal is recognisable as itself.

const { values } = parseArgs({ options: { out: { type: 'string', default: 'test-results/art' }, scale: { type: 'string', default: '1' } } });
const out = path.resolve(values.out!);
fs.mkdirSync(out, { recursive: true });

const cols = 8;
const cell = 150;
const names = [...speciesNames, 'creature'];
const rows = Math.ceil(names.length / cols);
const width = cols * cell;
const height = rows * cell;
const cells = names.map((name, i) => {
  const x = (i % cols) * cell;
  const y = Math.floor(i / cols) * cell;
  return `<rect x="${x + 4}" y="${y + 4}" width="${cell - 8}" height="${cell - 8}" rx="12" fill="#f3eefb"/>${figure(name, x + cell / 2, y + cell - 34, 0.72)}<text x="${x + cell / 2}" y="${y + cell - 12}" text-anchor="middle" font-family="sans-serif" font-size="14" fill="#3b3048">${name}</text>`;
});
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#ffffff"/>${cells.join('')}</svg>\n`;
fs.writeFileSync(path.join(out, 'animals.svg'), svg);
fs.writeFileSync(path.join(out, 'animals.html'), `<!doctype html><meta charset="utf-8"><title>Offline animals</title><body style="margin:0">${svg}</body>`);
console.log(`wrote ${path.join(out, 'animals.svg')} (${names.length} drawings)`);
screenshot(path.join(out, 'animals.html'), path.join(out, 'animals.png'), width, height);

export function screenshot(html: string, png: string, width: number, height: number): void {
  const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => fs.existsSync(p));
  if (!chromium) return void console.log('no Chromium found: open the HTML file instead');
  execFileSync(chromium, ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', `--window-size=${width},${height}`, `--screenshot=${png}`, `file://${html}`], { stdio: 'ignore', timeout: 60_000 });
  console.log(`wrote ${png}`);
}
