import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { figure, speciesNames, thing, thingNames } from '../storyteller/src/draw/art.ts';
import { screenshot } from './art-screenshot.ts';

// `npm run art:sheet [-- --out test-results/art]`: every animal drawing of the offline engine on
// one contact sheet (SVG + HTML), and a PNG of it when headless Chromium is installed, for a
// person to check that each animal is recognisable as itself.

const { values } = parseArgs({ options: { out: { type: 'string', default: 'test-results/art' } } });
const out = path.resolve(values.out!);
fs.mkdirSync(out, { recursive: true });

const cols = 8;
const cell = 150;
const names = [...speciesNames, 'creature'];
const animalRows = Math.ceil(names.length / cols);
const thingRows = Math.ceil(thingNames.length / cols);
const width = cols * cell;
const height = (animalRows + thingRows) * cell;
const label = (x: number, y: number, text: string) =>
  `<text x="${x + cell / 2}" y="${y + cell - 12}" text-anchor="middle" font-family="sans-serif" font-size="14" fill="#3b3048">${text}</text>`;
const cells = names.map((name, i) => {
  const x = (i % cols) * cell;
  const y = Math.floor(i / cols) * cell;
  return `<rect x="${x + 4}" y="${y + 4}" width="${cell - 8}" height="${cell - 8}" rx="12" fill="#f3eefb"/>${figure(name, x + cell / 2, y + cell - 34, 0.72)}${label(x, y, name)}`;
});
const thingCells = thingNames.map((name, i) => {
  const x = (i % cols) * cell;
  const y = (animalRows + Math.floor(i / cols)) * cell;
  return `<rect x="${x + 4}" y="${y + 4}" width="${cell - 8}" height="${cell - 8}" rx="12" fill="#2b2d55"/>${thing(name, x + cell / 2, y + cell - (name === 'planet' || name === 'bubble' || name === 'shooting-star' ? 80 : 34), 0.5, '#ffcf6b')}${label(x, y, name).replace('#3b3048', '#fffbe6')}`;
});
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#ffffff"/>${cells.join('')}${thingCells.join('')}</svg>\n`;
fs.writeFileSync(path.join(out, 'animals.svg'), svg);
fs.writeFileSync(
  path.join(out, 'animals.html'),
  `<!doctype html><meta charset="utf-8"><title>Offline animals and things</title><body style="margin:0">${svg}</body>`,
);
console.log(`wrote ${path.join(out, 'animals.svg')} (${names.length} animals, ${thingNames.length} things)`);
await screenshot(path.join(out, 'animals.html'), path.join(out, 'animals.png'), width);
