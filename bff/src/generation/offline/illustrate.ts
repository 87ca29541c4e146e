import {
  defaultCoat,
  escapeXml,
  figure,
  hero,
  type HeroLook,
  heroLookOf,
  n,
  sparkle,
  thing,
  thingLayer,
} from '@dreamweaver/storyteller/art';
import type { MediaFile, StoryBrief, WrittenStory } from '../engine.ts';
import { castOf, speciesOfAnimal, type SceneCast } from './scene-cast.ts';
import type { SeededRandom } from './seeded-random.ts';
import { planStory, type Beat, type StoryPlan } from './story-plan.ts';
import { beatSpec } from './story/plots/index.ts';
import { describePicture, type DrawnPicture } from './picture-description.ts';
import { childLooksOf } from './free-text/looks.ts';
import { drawnSiblings, siblingFigures, siblingSpots, sleepingSiblings, type DrawnSibling } from './sibling-figures.ts';
import { bed, room } from './svg-interior.ts';
import type { Landscape } from './places.ts';
import {
  closeUpScenery,
  cloud,
  farSilhouette,
  journeyPath,
  landscape,
  magicSparkles,
  nightVeil,
  palettes,
  sky,
  skyHill,
} from './svg-scenery.ts';
import { writeOfflineStory } from './write-story.ts';

// A procedural picture for one scene. It reads the scene's own text for the animals and things it
// names, so the picture shows what the page says; the story's arc picks the composition
// (bedroom, journey, close-up, wide landscape, sky) and the hour (dusk on the first page, night
// on the last).

export type Composition = 'interior' | 'journey' | 'close-up' | 'wide' | 'sky';

/** The composition a beat asks for: each beat of the plot library carries its own picture. */
const byBeat = (beat: Beat): Composition | undefined => beatSpec(beat)?.composition;

/** One composition per scene: the beat's own, or (for a story another engine wrote) from the scene's place in the story; never fewer than four kinds. */
export function compositions(beats: (Beat | undefined)[]): Composition[] {
  const total = beats.length;
  const byPlace = (i: number): Composition =>
    i === 0 || i === total - 1
      ? 'interior'
      : i === 1
        ? 'journey'
        : i === total - 2
          ? 'sky'
          : i % 2
            ? 'close-up'
            : 'wide';
  const chosen = beats.map((beat, i) => (beat && byBeat(beat)) || byPlace(i));
  // Two wide views or two close-ups in a row become one of each.
  for (let i = 1; i < total - 1; i++) {
    if (chosen[i] === chosen[i - 1] && (chosen[i] === 'wide' || chosen[i] === 'close-up'))
      chosen[i] = chosen[i] === 'wide' ? 'close-up' : 'wide';
  }
  const wanted: Composition[] = ['interior', 'journey', 'wide', 'close-up', 'sky'];
  for (const missing of wanted.filter((w) => !chosen.includes(w))) {
    if (new Set(chosen).size >= Math.min(4, total)) break;
    const counts = (c: Composition) => chosen.filter((x) => x === c).length;
    const spare = chosen.findIndex((c, i) => i > 0 && i < total - 1 && counts(c) > 1);
    if (spare >= 0) chosen[spare] = missing;
  }
  return chosen;
}

/** How far into the night a scene is: dusk on the first page, full night on the last two. */
function nightAt(index: number, total: number): number {
  if (total <= 1) return 0;
  return Math.min(1, (index / (total - 1)) * 1.25);
}

interface Placed {
  x: number;
  y: number;
  scale: number;
}

/** Where the other characters stand in each composition (beside the child and the companion). */
const castSlots: Record<Composition, Placed[]> = {
  interior: [
    { x: 690, y: 560, scale: 0.9 },
    { x: 110, y: 560, scale: 0.9 },
    { x: 600, y: 590, scale: 0.7 },
  ],
  journey: [
    { x: 620, y: 470, scale: 0.7 },
    { x: 200, y: 460, scale: 0.6 },
    { x: 700, y: 520, scale: 0.8 },
    { x: 110, y: 530, scale: 0.8 },
  ],
  'close-up': [
    { x: 640, y: 575, scale: 1.5 },
    { x: 150, y: 585, scale: 1.2 },
    { x: 740, y: 590, scale: 1 },
  ],
  wide: [
    { x: 610, y: 540, scale: 0.8 },
    { x: 150, y: 545, scale: 0.8 },
    { x: 720, y: 575, scale: 0.7 },
    { x: 60, y: 580, scale: 0.7 },
  ],
  sky: [
    { x: 560, y: 260, scale: 0.7 },
    { x: 680, y: 380, scale: 0.6 },
    { x: 220, y: 200, scale: 0.6 },
  ],
};

const groundSlots: Record<Composition, Placed[]> = {
  interior: [
    { x: 520, y: 575, scale: 0.9 },
    { x: 250, y: 585, scale: 0.8 },
    { x: 650, y: 470, scale: 0.7 },
  ],
  journey: [
    { x: 520, y: 590, scale: 0.9 },
    { x: 280, y: 580, scale: 0.8 },
    { x: 640, y: 560, scale: 0.7 },
  ],
  'close-up': [
    { x: 470, y: 590, scale: 1.3 },
    { x: 110, y: 590, scale: 1.1 },
    { x: 560, y: 470, scale: 0.9 },
  ],
  wide: [
    { x: 480, y: 585, scale: 1 },
    { x: 250, y: 590, scale: 0.9 },
    { x: 680, y: 510, scale: 0.7 },
  ],
  sky: [
    { x: 380, y: 575, scale: 0.8 },
    { x: 160, y: 590, scale: 0.7 },
    { x: 620, y: 590, scale: 0.7 },
  ],
};
const backSlots = [
  { x: 640, y: 440, scale: 0.9 },
  { x: 150, y: 440, scale: 0.8 },
];
const skySlots = [
  { x: 600, y: 150, scale: 1 },
  { x: 220, y: 130, scale: 0.8 },
];

/** The small animals a text speaks of in the plural come as a little family. */
const familySize = (key: string) =>
  [
    'rabbit',
    'mouse',
    'duck',
    'fish',
    'firefly',
    'chicken',
    'bee',
    'butterfly',
    'ladybird',
    'frog',
    'seahorse',
    'bird',
    'triceratops',
  ].includes(key)
    ? 3
    : 2;

export interface SceneDrawing {
  composition: Composition;
  night: number;
  /** Species drawn besides the child: the companion first. */
  species: string[];
  things: string[];
  /** How the hero was drawn: a profile's series draws the same hero every night. */
  hero: HeroLook;
}

function sceneTexts(brief: StoryBrief, story?: WrittenStory): string[] {
  return (story ?? writeOfflineStory(brief)).scenes.map((s) => s.text);
}

/** Everything one scene's picture is drawn from: the plan, the page's text, its composition, hour and the child's look. */
interface Scene {
  plan: StoryPlan;
  facts: StoryPlan['facts'];
  sceneNumber: number;
  index: number;
  total: number;
  isLast: boolean;
  text: string;
  beat: Beat | undefined;
  composition: Composition;
  night: number;
  /** The scene's own random source: every draw of the picture comes from it, in drawing order. */
  random: SeededRandom;
  kind: Landscape;
  accent: string;
  look: HeroLook;
  companionKey: string;
  companionCoat: string | undefined;
  /** The brothers and sisters drawn beside the child (sibling-figures.ts). */
  siblings: DrawnSibling[];
}

function sceneOf(brief: StoryBrief, sceneNumber: number, story?: WrittenStory): Scene {
  const plan = planStory(brief);
  const texts = sceneTexts(brief, story);
  const total = Math.max(texts.length, 1);
  const index = Math.min(Math.max(sceneNumber, 1), total) - 1;
  const beats = texts.length === plan.beats.length ? plan.beats : texts.map(() => undefined);
  const composition = compositions(beats)[index];
  const f = plan.facts;
  const kind = f.place.landscape;
  // The child as the parent described them; pyjamas at home (bedtime), else clothes in the favourite colour.
  const look: HeroLook = heroLookOf(childLooksOf([brief.recipientDetails.personalization]), f.colour.hex, {
    bedtime: composition === 'interior',
  });
  const companionKey = speciesOfAnimal(f.animal.en, f.animal.de);
  const companionCoat =
    companionKey === 'creature' || speciesOfAnimal(f.animal.en) === companionKey
      ? f.animal.coat
      : defaultCoat(companionKey);
  return {
    plan,
    facts: f,
    sceneNumber,
    index,
    total,
    isLast: index === total - 1,
    text: texts[index] ?? '',
    beat: beats[index],
    composition,
    night: nightAt(index, total),
    random: plan.random.fork(`picture-${sceneNumber}`),
    kind,
    accent: palettes[kind].accent,
    look,
    companionKey,
    companionCoat,
    siblings: drawnSiblings(brief, f.age, composition === 'interior'),
  };
}

/** The things and the other animals the page's text names (at most four things, two or three animals). */
function whatThePageNames({ facts: f, text, beat, composition, companionKey, siblings }: Scene) {
  // The favourite food's words must not draw animals ("chicken nuggets", "Fischstäbchen").
  const names = [f.name, f.petName, ...siblings.map((s) => s.name)];
  const cast = castOf(text, f.food ? [...names, f.food] : names);
  const foodThings = f.food ? castOf(f.food, names).things : [];
  const things = [
    ...new Set([...castOf(text, names).things, ...(beat === 'food' && foodThings.length === 0 ? ['picnic'] : [])]),
  ].slice(0, 4);
  if (beat === 'achievement' && !things.includes('medal')) things.push('medal');
  if (beat === 'wish' && !things.includes('shooting-star')) things.unshift('shooting-star');
  const others = cast.animals.filter((a) => a.key !== companionKey).slice(0, composition === 'close-up' ? 2 : 3);
  return { things, others };
}

/** The picture as it is drawn: `parts` back to front, `front` (ground things) over the characters, and the things drawn so far. */
interface Canvas {
  parts: string[];
  front: string[];
  thingsDrawn: string[];
}

/** The child asleep on the pillow: face, hair and closed eyes. */
function sleepingHead([px, py]: number[], look: HeroLook): string {
  return `<circle cx="${px}" cy="${py}" r="30" fill="${look.skin}"/><path d="M${px - 30} ${py - 6} Q${px - 22} ${py - 34} ${px + 3} ${py - 30} Q${px + 29} ${py - 34} ${px + 31} ${py - 6} Q${px + 17} ${py - 18} ${px - 30} ${py - 6} Z" fill="${look.hair}"/><path d="M${px - 15} ${py + 2} Q${px - 9} ${py + 7} ${px - 3} ${py + 2} M${px + 7} ${py + 2} Q${px + 13} ${py + 7} ${px + 19} ${py + 2}" fill="none" stroke="#2a2230" stroke-width="2.5" stroke-linecap="round"/>`;
}

/** The child's room; on the last page the child asleep in bed with the companion at its foot. */
function bedroomStage(scene: Scene, parts: string[]): Placed {
  const { facts: f, kind, night, look } = scene;
  const r = room(kind, scene.plan.random.fork('room'), f.colour.hex, night);
  parts.push(r.back);
  if (!scene.isLast) return { x: r.standX - 50, y: 540, scale: 1.3 };
  const b = bed(r.bedX, f.colour.hex);
  parts.push(b.back);
  parts.push(sleepingHead(b.pillow, look));
  parts.push(...sleepingSiblings(scene.siblings, b.pillow, sleepingHead));
  parts.push(b.front);
  parts.push(figure(scene.companionKey, b.foot[0], b.foot[1], 0.7, -1, scene.companionCoat, 'companion'));
  parts.push(
    `<text x="${b.pillow[0] + 40}" y="${b.pillow[1] - 50}" font-family="serif" font-size="30" fill="#fffbe6" opacity="0.9">z z z</text>`,
  );
  return { x: b.pillow[0], y: 0, scale: 0 };
}

/** Flying home: on a cloud, inside the bubble or beside the rocket the text names. */
function flyingHome(scene: Scene, canvas: Canvas, things: string[]): Placed {
  const { parts, thingsDrawn } = canvas;
  const cx = scene.random.int(300, 500);
  if (things.includes('bubble')) {
    parts.push(
      `<g data-object="bubble"><circle cx="${cx}" cy="320" r="150" fill="#e6fbff" opacity="0.2" stroke="#ffffff" stroke-width="4"/><path d="M${cx - 100} 250 Q${cx - 80} 200 ${cx - 30} 185" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.7" stroke-linecap="round"/></g>`,
    );
    parts.push(cloud(cx, 400, 0.7));
    things.splice(things.indexOf('bubble'), 1);
    thingsDrawn.push('bubble');
  } else {
    parts.push(cloud(cx, 400, 1.2));
  }
  if (things.includes('rocket')) {
    parts.push(
      `<g transform="rotate(-35 ${cx + 200} 330)">${thing('rocket', cx + 200, 400, 1.3, scene.accent)}</g>`,
      `<path d="M${cx + 190} 420 Q${cx + 300} 520 ${cx + 420} 540" fill="none" stroke="#fff6c8" stroke-width="10" stroke-linecap="round" opacity="0.4"/>`,
    );
    things.splice(things.indexOf('rocket'), 1);
    thingsDrawn.push('rocket');
  }
  return { x: cx - 40, y: 385, scale: 0.8 };
}

/** The sky picture of the way home (else a hilltop under the big sky). */
const fliesHome = ({ beat, index, total }: Scene) => beat === 'homecoming' || (index === total - 2 && !beat);

/** High above the land: flying home, or on a hilltop under the big sky. */
function skyStage(scene: Scene, canvas: Canvas, things: string[]): Placed {
  const { random, kind, night } = scene;
  const left = random.next() < 0.5;
  canvas.parts.push(farSilhouette(kind, 560, random), nightVeil(night * 0.5));
  if (fliesHome(scene)) return flyingHome(scene, canvas, things);
  canvas.parts.push(skyHill(kind, left));
  return { x: left ? 190 : 610, y: 505, scale: 0.85 };
}

/** The scenery of the composition; returns where the child stands (scale 0: asleep in bed). */
function setStage(scene: Scene, canvas: Canvas, things: string[]): Placed {
  const { random, kind, night, facts: f } = scene;
  const parts = canvas.parts;
  switch (scene.composition) {
    case 'interior':
      return bedroomStage(scene, parts);
    case 'journey':
      parts.push(landscape(kind, random, f.colour.hex), journeyPath(kind, random, f.colour.hex), nightVeil(night));
      return { x: random.int(330, 450), y: 560, scale: 0.95 };
    case 'close-up':
      parts.push(closeUpScenery(kind, random, f.colour.hex), nightVeil(night));
      return { x: random.int(200, 280), y: 585, scale: 1.75 };
    case 'wide':
      parts.push(landscape(kind, random, f.colour.hex), nightVeil(night));
      return { x: random.int(300, 480), y: 560, scale: 0.75 };
    case 'sky':
      return skyStage(scene, canvas, things);
  }
}

/** A slot moved out of the span the child and the companion stand in (`busy`), to the nearer side that fits between `minX` and `maxX`. */
function besideTheHeroes(slot: Placed, busy: number[], margin: number, minX: number, maxX: number): Placed {
  const leftX = busy[0] - margin * slot.scale;
  const rightX = busy[1] + margin * slot.scale;
  const preferLeft = slot.x - busy[0] < busy[1] - slot.x;
  const x = preferLeft ? (leftX > minX ? leftX : rightX) : rightX < maxX ? rightX : leftX;
  return { ...slot, x };
}

/** Things: big ones at the horizon, sky ones up high, the rest by the characters' feet. */
function placeThings(scene: Scene, canvas: Canvas, things: string[], heroAt: Placed, busy: number[]): void {
  const { composition } = scene;
  let back = 0;
  let high = 0;
  let low = 0;
  for (const key of things) {
    const layer = thingLayer(key);
    if (composition === 'interior' && scene.isLast && layer !== 'sky') continue;
    let slot =
      layer === 'back' ? backSlots[back++] : layer === 'sky' ? skySlots[high++] : groundSlots[composition][low++];
    if (!slot) continue;
    // Nothing stands in front of the child and the companion.
    if (layer === 'ground' && heroAt.scale > 0 && slot.x > busy[0] && slot.x < busy[1])
      slot = besideTheHeroes(slot, busy, 40, 30, 770);
    // Through the window or below a big sky, the big things stand small on the far horizon.
    const far = layer === 'back' && (composition === 'interior' || composition === 'sky');
    const scale = far ? slot.scale * 0.5 : slot.scale;
    const y = far ? (composition === 'interior' ? 330 : 560) : slot.y;
    (layer === 'ground' ? canvas.front : canvas.parts).push(thing(key, slot.x, y, scale, scene.accent));
    canvas.thingsDrawn.push(key);
  }
}

/** One animal the page names, or (spoken of in the plural) a little family of it, facing the middle. */
function animalGroup(animal: SceneCast['animals'][number], slot: Placed): string[] {
  const count = animal.plural ? familySize(animal.key) : 1;
  const figures: string[] = [];
  for (let k = 0; k < count; k++) {
    const s = slot.scale * (k === 0 ? 1 : 0.7 - k * 0.08);
    const dx = k === 0 ? 0 : (slot.x > 400 ? -1 : 1) * (k * 55 * slot.scale);
    const fly = ['firefly', 'bee', 'butterfly', 'bat', 'bird'].includes(animal.key) && k > 0 ? -40 * k : 0;
    figures.push(figure(animal.key, slot.x + dx, slot.y + fly + k * 6, s, slot.x > 400 ? -1 : 1, undefined, 'cast'));
  }
  return figures;
}

/** The other animals the page names, in the composition's slots and clear of the child; returns the species drawn. */
function placeCast(
  scene: Scene,
  canvas: Canvas,
  others: SceneCast['animals'],
  heroAt: Placed,
  busy: number[],
): string[] {
  const slots = castSlots[scene.composition];
  const drawn: string[] = [];
  others.forEach((animal, i) => {
    let slot = slots[i];
    if (!slot) return;
    if (heroAt.scale > 0 && slot.y > heroAt.y - 60 && slot.x > busy[0] && slot.x < busy[1])
      slot = besideTheHeroes(slot, busy, 50, 40, 760);
    canvas.parts.push(...animalGroup(animal, slot));
    drawn.push(animal.key);
  });
  return drawn;
}

/** The child (arms up for a medal or a wish, waving to a guide) with the companion beside them; not when asleep in bed. */
function drawHeroes(scene: Scene, parts: string[], heroAt: Placed, companionX: number, side: 1 | -1): void {
  if (scene.composition === 'interior' && scene.isLast) return;
  const { beat } = scene;
  const heroArms = beat === 'achievement' || beat === 'wish' ? 'up' : beat === 'guide' ? 'wave' : 'down';
  const hs = heroAt.scale;
  parts.push(hero(heroAt.x, heroAt.y, hs, scene.look, heroArms));
  parts.push(
    figure(scene.companionKey, companionX, heroAt.y, hs * 0.95, side === 1 ? -1 : 1, scene.companionCoat, 'companion'),
  );
}

/** What the finished picture shows, for its description: who, where, and the animals and things drawn. */
function drawnPicture(
  scene: Scene,
  others: SceneCast['animals'],
  drawnSpecies: string[],
  canvas: Canvas,
): DrawnPicture {
  const asleep = scene.composition === 'interior' && scene.isLast;
  const flying = scene.composition === 'sky' && fliesHome(scene);
  return {
    facts: scene.facts,
    siblings: scene.siblings.map((s) => s.name),
    composition: scene.composition,
    asleep,
    flyingHome: flying
      ? { bubble: canvas.thingsDrawn.includes('bubble'), rocket: canvas.thingsDrawn.includes('rocket') }
      : undefined,
    animals: others
      .filter((animal) => drawnSpecies.includes(animal.key))
      .map((animal) => ({ key: animal.key, count: animal.plural ? familySize(animal.key) : 1 })),
    things: canvas.thingsDrawn,
  };
}

/** The picture's file; its <title> is its description, in the story's language. */
function svgDocument(scene: Scene, parts: string[], description: string): string {
  const title = escapeXml(description);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" data-composition="${scene.composition}" data-night="${n(scene.night)}"><title>${title}</title>${parts.join('')}</svg>\n`;
}

export function drawScene(
  brief: StoryBrief,
  sceneNumber: number,
  story?: WrittenStory,
): { svg: string; drawing: SceneDrawing; description: string } {
  // The scene's random draws happen in drawing order (sky, facing, scenery, sparkles): a changed order changes every picture.
  const scene = sceneOf(brief, sceneNumber, story);
  const { composition, random } = scene;
  const { things, others } = whatThePageNames(scene);
  // At home the window shows the sky over the child's own town, with the moon.
  const canvas: Canvas = {
    parts: [sky(composition === 'interior' ? 'dreamland' : scene.kind, scene.night, random)],
    front: [],
    thingsDrawn: [],
  };
  const facing: 1 | -1 = random.next() < 0.5 ? 1 : -1;
  const heroAt = setStage(scene, canvas, things);
  const side: 1 | -1 = composition === 'close-up' ? 1 : facing;
  const companionX = heroAt.x + side * (composition === 'close-up' ? 120 : 85) * heroAt.scale;
  const siblingXs = siblingSpots(scene.siblings, heroAt.x, heroAt.scale, side);
  const standing = [heroAt.x, companionX, ...(heroAt.scale > 0 ? siblingXs : [])];
  const busy = [Math.min(...standing) - 70 * heroAt.scale, Math.max(...standing) + 70 * heroAt.scale];
  placeThings(scene, canvas, things, heroAt, busy);
  // The other animals the page names, then the child with the companion and the siblings beside them.
  const drawn = [scene.companionKey, ...placeCast(scene, canvas, others, heroAt, busy)];
  if (heroAt.scale > 0) canvas.parts.push(...siblingFigures(scene.siblings, siblingXs, heroAt.y, heroAt.scale));
  drawHeroes(scene, canvas.parts, heroAt, companionX, side);
  canvas.parts.push(...canvas.front);
  if (scene.beat === 'wish') canvas.parts.push(sparkle(heroAt.x + 40, heroAt.y - 170 * heroAt.scale, 12, '#fff6c8'));
  if (scene.facts.storyType === 'custom') canvas.parts.push(magicSparkles(random, scene.accent));
  const description = describePicture(drawnPicture(scene, others, drawn.slice(1), canvas), brief.language);
  return {
    svg: svgDocument(scene, canvas.parts, description),
    drawing: { composition, night: scene.night, species: drawn, things: canvas.thingsDrawn, hero: scene.look },
    description,
  };
}

export function illustrateOfflineScene(brief: StoryBrief, sceneNumber: number, story?: WrittenStory): MediaFile {
  const { svg, description } = drawScene(brief, sceneNumber, story);
  return { contentType: 'image/svg+xml', extension: 'svg', data: Buffer.from(svg, 'utf8'), description };
}
