import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { PlanDetail, PlanPerson, StoryPlan } from '@dreamweaver/contracts';
import { screenshots } from './art-screenshot.ts';
import type { Composition } from '../storyteller/src/arcs/types.ts';
import { describeScene } from '../storyteller/src/draw/describe.ts';
import { drawScene } from '../storyteller/src/draw/draw-scene.ts';
import type { Landscape } from '../storyteller/src/lexicon/settings/types.ts';
import { settlePlan } from '../storyteller/src/teller/settle.ts';
import { tellStory } from '../storyteller/src/teller/tell.ts';
import type { ScenePicture } from '../storyteller/src/teller/told.ts';
import { buildPlan } from '../storyteller/test/plan-builder.ts';

// For a person to look at the storyteller's pictures:
//   npm run art:montage -- [--out test-results/art] [--only seaside,snow]
// writes landscape-<name>.html/.png (every composition in one place, for a plan with a family, an
// aid and details) and story-<n>.html/.png (a few plans told and drawn scene by scene, each picture
// with its alt text and its nameless description), and a PNG of each when Chromium is installed.

const { values } = parseArgs({
  options: { out: { type: 'string', default: 'test-results/art' }, only: { type: 'string' } },
});
const out = path.resolve(values.out!);
fs.mkdirSync(out, { recursive: true });

const detail = (
  id: string,
  kind: PlanDetail['kind'],
  lexeme: string,
  colour: string | null = null,
  owner: string | null = null,
): PlanDetail => ({
  id,
  kind,
  words: lexeme,
  lexeme,
  colour,
  owner,
  wanted: true,
  used: false,
  where: null,
  why: null,
});
const person = (
  id: string,
  relation: PlanPerson['relation'],
  status: PlanPerson['status'],
  name: string | null = null,
): PlanPerson => ({
  id,
  name,
  relation,
  calls: null,
  status,
  away: status === 'away' ? 'work' : null,
  health: 'well',
  livesWithChild: status === 'here',
});

export const PLANS: { title: string; plan: StoryPlan }[] = [
  {
    title: 'Mia, 6, wheelchair, curly red hair, star pyjamas, mum and dad, a big brother, grandpa remembered',
    plan: buildPlan({
      hero: {
        name: 'Mia',
        age: 6,
        pronoun: 'she',
        look: { hairColour: 'red', hairStyle: 'curly', skinTone: 'light', pyjamas: 'stars', freckles: true },
        aids: ['wheelchair', 'glasses'],
      },
      companion: { name: 'Pip', kind: 'fox', toy: false, own: false },
      people: [
        person('p1', 'mum', 'here'),
        person('p2', 'dad', 'here'),
        person('p3', 'grandpa', 'remembered', 'Heinz'),
      ],
      siblings: [{ id: 's1', name: 'Tom', age: 9, pronoun: 'he', role: 'helper' } as StoryPlan['siblings'][number]],
      pets: [{ id: 'pet1', name: 'Bruno', kind: 'dog', status: 'here' }],
      details: [
        detail('d1', 'colour', 'purple'),
        detail('d2', 'toy', 'scooter', 'red'),
        detail('d3', 'food', 'pancakes'),
        detail('d4', 'animal', 'rabbit'),
        detail('d5', 'activity', 'football'),
        detail('d6', 'clothing', 'hat', 'green', 'p3'),
      ],
    }),
  },
  {
    title: 'Ben, 4, de, dark skin, short black hair, dinosaur pyjamas, two mums, a teddy companion, a baby sister',
    plan: buildPlan({
      language: 'de',
      hero: {
        name: 'Ben',
        age: 4,
        pronoun: 'he',
        look: { hairColour: 'black', hairStyle: 'short', skinTone: 'dark', pyjamas: 'dinosaurs', freckles: false },
        aids: ['hearing-aid'],
      },
      companion: { name: 'Brummi', kind: 'teddy', toy: true, own: true },
      family: { shape: 'two-mums', twoHomes: false },
      people: [person('p1', 'mum', 'here', 'Anna'), person('p2', 'mum', 'here', 'Lena'), person('p3', 'dad', 'away')],
      details: [detail('d1', 'colour', 'green'), detail('d2', 'food', 'pizza'), detail('d3', 'toy', 'teddy')],
    }),
  },
];

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const width = 1320;

function card(plan: StoryPlan, picture: ScenePicture, index: number, caption: string): string {
  const { svg, description } = drawScene(plan, picture, { seed: 'montage', sceneIndex: index });
  fs.mkdirSync(path.join(out, 'svg'), { recursive: true });
  fs.writeFileSync(path.join(out, 'svg', `${caption.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}.svg`), svg);
  const uri = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return `<figure class="card"><img src="${uri}" width="312" height="234" alt=""><figcaption><b>${escape(caption)}</b><br>${escape(description)}<br><i>${escape(describeScene(plan, picture, 'en'))}</i></figcaption></figure>`;
}

function page(title: string, cards: string[], file: string): { html: string; png: string } {
  const html = `<!doctype html><meta charset="utf-8"><title>${escape(title)}</title>
<style>body{margin:12px;font:12px/1.3 Georgia,serif;color:#2a2438;background:#fbf8f1;width:${width - 24}px}
h1{font-size:18px;margin:0 0 6px}.grid{display:grid;grid-template-columns:repeat(4,312px);gap:12px}
.card{margin:0;background:#fff;border:1px solid #e2dccf;border-radius:8px;overflow:hidden}.card img{display:block}
.card figcaption{padding:6px 8px}.card i{font:11px sans-serif;color:#7a7390}</style>
<h1>${escape(title)}</h1><div class="grid">${cards.join('')}</div>`;
  const target = path.join(out, `${file}.html`);
  fs.writeFileSync(target, html);
  return { html: target, png: path.join(out, `${file}.png`) };
}

const LANDSCAPES: Landscape[] = [
  'forest',
  'castle',
  'sea',
  'space',
  'dinosaurs',
  'village',
  'farm',
  'seaside',
  'snow',
  'mountains',
  'jungle',
  'home',
];
const VIEWS: {
  caption: string;
  composition: Composition;
  where: ScenePicture['where'];
  asleep?: boolean;
  night: number;
}[] = [
  { caption: 'bedroom', composition: 'interior', where: 'bedroom', night: 0 },
  { caption: 'journey', composition: 'journey', where: 'setting', night: 0.3 },
  { caption: 'close-up', composition: 'close-up', where: 'setting', night: 0.5 },
  { caption: 'wide', composition: 'wide', where: 'setting', night: 0.6 },
  { caption: 'sky hill', composition: 'sky', where: 'setting', night: 0.8 },
  { caption: 'flying home', composition: 'sky', where: 'sky', night: 0.9 },
  { caption: 'living room', composition: 'interior', where: 'home', night: 0.7 },
  { caption: 'asleep', composition: 'interior', where: 'bedroom', asleep: true, night: 1 },
];

function landscapePages(plan: StoryPlan): { html: string; png: string }[] {
  const only = values.only?.split(',');
  return LANDSCAPES.filter((l) => !only || only.includes(l)).map((landscape) => {
    const cards = VIEWS.map((view, i) => {
      const picture: ScenePicture = {
        composition: view.composition,
        where: view.where,
        landscape,
        night: view.night,
        asleep: view.asleep === true,
        cast: ['grownups', 'siblings', 'guide', 'creature', 'homePet'],
        things: ['toy', 'food', 'star', 'lantern', 'prop', 'keepsake'],
      };
      return card(plan, picture, i, `${landscape} · ${view.caption}`);
    });
    return page(`${landscape}: every composition`, cards, `landscape-${landscape}`);
  });
}

function storyPages(): { html: string; png: string }[] {
  return PLANS.map(({ title, plan }, n) => {
    const settled = settlePlan(plan, { seed: 'montage' });
    const told = tellStory(settled, { seed: 'montage' });
    const cards = told.scenes.map((scene, i) =>
      card(
        settled,
        scene.picture,
        i,
        `${i + 1}: ${scene.picture.composition} · ${scene.picture.where} · ${scene.picture.cast.join(', ')} · ${scene.picture.things.join(', ')}`,
      ),
    );
    return page(`${told.title} — ${title}`, cards, `story-${n + 1}`);
  });
}

const pages = [...landscapePages(PLANS[0].plan), ...(values.only ? [] : storyPages())];
console.log(`wrote ${pages.length} pages to ${out}`);
await screenshots(pages, width);
