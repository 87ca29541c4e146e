import type { Composition } from '../arcs/types.ts';
import { figure } from './animals/index.ts';
import type { CastAnimal, CastThing } from './cast.ts';
import { Floor, halfWidthOf } from './floor.ts';
import { thing, thingLayer } from './objects/index.ts';
import type { Placed, Row } from './row.ts';
import type { Scene } from './scene.ts';
import { moonAt } from './scenery/sky.ts';
import type { Stage } from './stage.ts';

// Where the animals and things of a picture stand: the guide, the creature and the pet near the
// composition's spots, the ones with wings up in the sky of a sky picture; big things at the
// horizon, sky things up high (through the window at home), the rest on the ground; nothing on
// the child's row and nothing on anything else.

/** Where the other animals would like to stand in each composition. */
const ANIMAL_SPOTS: Record<Composition, Placed[]> = {
  interior: [
    { x: 690, y: 560, scale: 0.9 },
    { x: 110, y: 560, scale: 0.9 },
    { x: 600, y: 590, scale: 0.7 },
  ],
  journey: [
    { x: 620, y: 470, scale: 0.7 },
    { x: 200, y: 460, scale: 0.6 },
    { x: 700, y: 520, scale: 0.8 },
  ],
  'close-up': [
    { x: 640, y: 575, scale: 1.2 },
    { x: 150, y: 585, scale: 1 },
    { x: 740, y: 590, scale: 0.9 },
  ],
  wide: [
    { x: 610, y: 540, scale: 0.8 },
    { x: 150, y: 545, scale: 0.8 },
    { x: 720, y: 575, scale: 0.7 },
  ],
  sky: [
    { x: 560, y: 260, scale: 0.7 },
    { x: 680, y: 380, scale: 0.6 },
    { x: 220, y: 200, scale: 0.6 },
  ],
};

const GROUND_SPOTS: Record<Composition, Placed[]> = {
  interior: [
    { x: 520, y: 578, scale: 0.85 },
    { x: 250, y: 585, scale: 0.8 },
    { x: 650, y: 590, scale: 0.7 },
    { x: 120, y: 590, scale: 0.7 },
  ],
  journey: [
    { x: 520, y: 590, scale: 0.9 },
    { x: 280, y: 580, scale: 0.8 },
    { x: 640, y: 560, scale: 0.7 },
    { x: 150, y: 590, scale: 0.7 },
  ],
  'close-up': [
    { x: 470, y: 590, scale: 1.1 },
    { x: 110, y: 590, scale: 1 },
    { x: 700, y: 595, scale: 0.9 },
    { x: 560, y: 470, scale: 0.8 },
  ],
  wide: [
    { x: 480, y: 585, scale: 1 },
    { x: 250, y: 590, scale: 0.9 },
    { x: 680, y: 510, scale: 0.7 },
    { x: 100, y: 590, scale: 0.8 },
  ],
  sky: [
    { x: 380, y: 575, scale: 0.8 },
    { x: 160, y: 590, scale: 0.7 },
    { x: 620, y: 590, scale: 0.7 },
    { x: 740, y: 595, scale: 0.6 },
  ],
};
const BACK_SPOTS = [
  { x: 640, y: 440, scale: 0.9 },
  { x: 150, y: 440, scale: 0.8 },
];
const SKY_SPOTS = [
  { x: 600, y: 150, scale: 1 },
  { x: 220, y: 130, scale: 0.8 },
  { x: 420, y: 90, scale: 0.8 },
];
/** Up in the air of a sky picture, above the row's heads. */
const AIR_SPOTS = [
  { x: 640, y: 210, scale: 0.7 },
  { x: 170, y: 190, scale: 0.6 },
  { x: 420, y: 150, scale: 0.6 },
];

/** The spots farthest from the moon first, so nothing hangs in front of it. */
function awayFromTheMoon(spots: readonly Placed[], night: number): Placed[] {
  const [mx, my] = moonAt(night);
  const distance = (s: Placed) => Math.hypot(s.x - mx, s.y - my);
  return [...spots].sort((a, b) => distance(b) - distance(a));
}

/** Animals drawn in the air of a sky picture; the rest stand on the hill or the cloud. */
const FLYERS = new Set([
  'owl',
  'bird',
  'bat',
  'butterfly',
  'bee',
  'firefly',
  'dragon',
  'pegasus',
  'parrot',
  'ladybird',
]);

/** The ground of a picture: the row's span taken, a band near the front and one far behind it. */
export interface Ground {
  near: Floor;
  far: Floor;
  /** Whether the picture is up in the sky (a hilltop, a cloud): everything stands at the row's level. */
  high: boolean;
  span: [number, number];
}

export function groundOf(scene: Scene, stage: Stage, row: Row): Ground {
  const high = scene.cast.stage === 'sky-hill' || scene.cast.stage === 'flying';
  // Up in the sky the hilltop or the cloud reaches a little beyond the row, room for two things or a pet.
  const [left, right] = high ? [Math.max(10, row.busy[0] - 220), Math.min(790, row.busy[1] + 220)] : stage.ground;
  const near = new Floor(left, right);
  near.take(row.busy[0], row.busy[1]);
  // Far behind the row nothing would be seen: the far band is beside it too.
  const far = new Floor(20, 780);
  far.take(row.busy[0], row.busy[1]);
  return { near, far, high, span: [left, right] };
}

/** A spot on the ground near `want`, clear of what stands there; the far band when the front is full. */
function onGround(ground: Ground, row: Row, want: Placed, half: number): Placed {
  const spot = ground.high ? { x: want.x, y: row.y, scale: Math.min(want.scale, row.scale * 0.9) } : want;
  const far = !ground.high && spot.y < row.y - 50;
  const free = (far ? ground.far : ground.near).place(spot.x, half * spot.scale);
  if (free !== undefined) return { ...spot, x: free };
  // Pushed back towards the horizon, smaller, beside the row.
  if (!ground.high) {
    const back = { x: spot.x, y: row.y - 90, scale: spot.scale * 0.6 };
    const bx = ground.far.place(back.x, half * back.scale);
    if (bx !== undefined) return { ...back, x: bx };
  }
  // When even that is full: small, at the very front, by the row's feet, where it is seen.
  const x = Math.min(ground.span[1] - 20, Math.max(ground.span[0] + 20, spot.x));
  return { x, y: Math.min(598, row.y + 12), scale: spot.scale * 0.6 };
}

/** The guide, the creature and the pet, facing the middle. */
export function placeAnimals(scene: Scene, row: Row, ground: Ground, parts: string[]): void {
  const { cast } = scene;
  const animals: [CastAnimal | undefined, string][] = [
    [cast.guide, 'guide'],
    [cast.creature, 'creature'],
    [cast.homePet, 'homePet'],
  ];
  const composition = ground.high ? 'sky' : scene.picture.composition;
  let next = 0;
  let flying = 0;
  const air = awayFromTheMoon(AIR_SPOTS, scene.night);
  for (const [animal, role] of animals) {
    if (!animal) continue;
    const wanted = ANIMAL_SPOTS[composition][next++];
    const spot =
      ground.high && FLYERS.has(animal.drawing)
        ? air[flying++]
        : onGround(ground, row, wanted ?? ANIMAL_SPOTS[composition][0], 55);
    parts.push(figure(animal.drawing, spot.x, spot.y, spot.scale, spot.x > 400 ? -1 : 1, undefined, role));
  }
}

function drawThing(item: CastThing, at: Placed, accent: string): string {
  if (item.species) return figure(item.key, at.x, at.y, at.scale * 0.6, at.x > 400 ? -1 : 1, undefined, item.role);
  return `<g data-thing="${item.role}">${thing(item.key, at.x, at.y, at.scale, item.colour ?? accent)}</g>`;
}

/** Things: big ones at the horizon, sky ones up high (in the window at home), the rest on the ground. */
export function placeThings(
  scene: Scene,
  stage: Stage,
  row: Row,
  ground: Ground,
  back: string[],
  front: string[],
): void {
  const composition = ground.high ? 'sky' : scene.picture.composition;
  const counts = { back: 0, sky: 0, ground: 0 };
  for (const item of scene.cast.things) {
    const layer = item.species ? 'ground' : thingLayer(item.key);
    if (layer === 'ground') {
      const wanted = GROUND_SPOTS[composition][counts.ground++ % 4];
      const spot = onGround(ground, row, wanted, item.species ? 30 : halfWidthOf(item.key));
      // A thing pushed back behind the row is drawn behind it.
      (spot.y < row.y - 50 ? back : front).push(drawThing(item, spot, scene.accent));
      continue;
    }
    const spots = layer === 'back' ? BACK_SPOTS : awayFromTheMoon(SKY_SPOTS, scene.night);
    let spot = spots[counts[layer]++ % spots.length];
    if (layer === 'sky' && stage.room) {
      const { wx, top } = stage.room.window;
      spot = { x: wx + (counts.sky === 1 ? 40 : -50), y: top + 90, scale: 0.6 };
    }
    // Below a big sky the big things stand small on the far horizon.
    if (layer === 'back' && composition === 'sky') spot = { ...spot, y: 560, scale: spot.scale * 0.5 };
    back.push(drawThing(item, spot, scene.accent));
  }
}
