import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { StoryBrief } from '../bff/src/generation/engine.ts';
import { drawScene } from '../bff/src/generation/offline/illustrate.ts';
import { writeOfflineStory } from '../bff/src/generation/offline/write-story.ts';
import { screenshot } from './art-screenshot.ts';

// `npm run art:montage [-- --out test-results/art]`: every scene of a few offline stories (one
// per setting, en and de, different animals) side by side in one HTML page and a PNG of it.

const { values } = parseArgs({ options: { out: { type: 'string', default: 'test-results/art' } } });
const out = path.resolve(values.out!);
fs.mkdirSync(out, { recursive: true });

const stories: [string, string, string, 'en' | 'de', number][] = [
  ['Mia', 'dragon', 'magical-forest', 'en', 5],
  ['Ben', 'Einhorn', 'enchanted-castle', 'de', 6],
  ['Ava', 'octopus', 'underwater-kingdom', 'en', 4],
  ['Leo', 'penguin', 'space-adventure', 'en', 7],
  ['Emma', 'Dinosaurier', 'dinosaur-land', 'de', 5],
  ['Noah', 'elephant', 'animal-village', 'en', 8],
  ['Lina', 'Krake', 'underwater-kingdom', 'de', 3],
  ['Tom', 'giraffe', 'magical-forest', 'en', 9],
];
const w = 200;
const h = 150;
const rows: string[] = [];
let maxCols = 0;
for (const [name, animal, setting, language, age] of stories) {
  const brief: StoryBrief = { audience: 'child', storyType: 'classic', language, recipientDetails: { name, age, favoriteAnimal: animal, favoriteColor: 'purple', favoriteFood: 'pancakes', storySetting: setting } };
  const story = writeOfflineStory(brief);
  maxCols = Math.max(maxCols, story.scenes.length);
  const cells = story.scenes.map((scene, i) => {
    const { svg, drawing } = drawScene(brief, i + 1, story);
    const uri = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    const label = `${i + 1} ${drawing.composition}: ${drawing.species.join(', ')}${drawing.things.length ? ' | ' + drawing.things.join(', ') : ''}`;
    return `<figure style="margin:2px;width:${w}px"><img src="${uri}" width="${w}" height="${h}"><figcaption style="font:9px sans-serif;height:22px;overflow:hidden" title="${scene.text.replace(/"/g, '&quot;')}">${label}</figcaption></figure>`;
  });
  rows.push(`<div style="display:flex"><div style="width:70px;font:11px sans-serif">${name}<br>${animal}<br>${setting}</div>${cells.join('')}</div>`);
}
const html = `<!doctype html><meta charset="utf-8"><title>Offline story montage</title><body style="margin:4px">${rows.join('')}</body>`;
const file = path.join(out, 'montage.html');
fs.writeFileSync(file, html);
console.log(`wrote ${file}`);
screenshot(file, path.join(out, 'montage.png'), 80 + maxCols * (w + 4), stories.length * (h + 32) + 10);
