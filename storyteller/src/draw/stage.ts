import { thing } from './objects/index.ts';
import type { Placed } from './row.ts';
import type { Scene } from './scene.ts';
import {
  closeUpScenery,
  cloud,
  farSilhouette,
  journeyPath,
  landscape,
  nightVeil,
  palettes,
  type Room,
  room,
  sky,
  skyHill,
  snowfall,
  WINDOW_SKY,
} from './scenery/index.ts';

// The scenery of a picture, back to front, and where the child stands in it: a room at home, a
// landscape seen along a path, close up or wide, a hilltop under the big sky, or the way home
// through the night on a cloud (in a bubble under the sea, beside a rocket in space).

export interface Stage {
  at: Placed;
  /** Where things can stand, along x: the whole floor, the hilltop, the cloud. */
  ground: [number, number];
  /** The room, when the picture is at home. */
  room?: Room;
}

/** The sky first: the window's soft sky at home, else the place's own (water under the sea). */
export function skyOf(scene: Scene): string {
  const { cast, night, random } = scene;
  if (cast.stage === 'bedroom' || cast.stage === 'living-room') return sky(WINDOW_SKY, night, random, { moon: false });
  return sky(palettes[cast.landscape], night, random, {
    underwater: cast.landscape === 'sea',
    sun: cast.landscape !== 'space',
  });
}

/** Flying home: where the row stands on its cloud (laid under it later, with the rocket in space). */
function flyingHome(scene: Scene): Placed {
  return { x: scene.random.int(300, 500) - 40, y: 385, scale: 0.8 };
}

/** A rocket flying up beside the cloud, on the side with more room, its trail behind it. */
function rocketBeside(from: number, to: number, accent: string): string {
  const left = from > 800 - to;
  const x = left ? Math.max(70, from - 40) : Math.min(730, to + 40);
  const tilt = left ? 35 : -35;
  const trail = left ? `M${x - 110} 470 Q${x - 60} 400 ${x} 330` : `M${x + 110} 470 Q${x + 60} 400 ${x} 330`;
  return `<path d="${trail}" fill="none" stroke="#fff6c8" stroke-width="12" stroke-linecap="round" opacity="0.35"/><g transform="rotate(${tilt} ${x} 330)">${thing('rocket', x, 330, 1, accent)}</g>`;
}

/** Under a sky picture's row: the hilltop it stands on, the cloud it flies home on, or under the sea a shining bubble around it. */
export function platform(scene: Scene, from: number, to: number): string {
  if (scene.cast.stage === 'sky-hill') return skyHill(scene.cast.landscape, from, to);
  const wide = Math.max(240, to - from) / 240;
  if (scene.cast.landscape === 'sea') {
    const cx = (from + to) / 2;
    const rx = Math.max(170, (to - from) / 2);
    return `<g data-object="bubble"><ellipse cx="${cx}" cy="300" rx="${rx}" ry="190" fill="#e6fbff" opacity="0.18" stroke="#ffffff" stroke-width="4"/><path d="M${cx - rx * 0.7} 220 Q${cx - rx * 0.55} 160 ${cx - rx * 0.25} 138" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.7" stroke-linecap="round"/><ellipse cx="${cx}" cy="392" rx="${rx * 0.8}" ry="16" fill="#e6fbff" opacity="0.35"/></g>`;
  }
  // A long flat cloud: the row stands a little sunk into its top.
  const ride = cloud((from + to) / 2, 409, wide, 1.2);
  return scene.cast.landscape === 'space' ? ride + rocketBeside(from, to, scene.accent) : ride;
}

function outdoors(scene: Scene, parts: string[]): Placed {
  const { random, cast, night, accent } = scene;
  const kind = cast.landscape;
  const weather = () => (kind === 'snow' ? snowfall(random) : '');
  switch (scene.picture.composition) {
    case 'journey':
      parts.push(landscape(kind, random, accent, night), journeyPath(kind, random), nightVeil(night), weather());
      return { x: random.int(330, 450), y: 560, scale: 0.95 };
    case 'close-up':
      parts.push(closeUpScenery(kind, random, accent), nightVeil(night), weather());
      return { x: random.int(200, 280), y: 585, scale: 1.6 };
    default:
      parts.push(landscape(kind, random, accent, night), nightVeil(night), weather());
      return { x: random.int(300, 480), y: 560, scale: 0.75 };
  }
}

/** The scenery of the picture; returns where the child stands. */
export function setStage(scene: Scene, parts: string[]): Stage {
  const { random, cast, night, accent } = scene;
  switch (cast.stage) {
    case 'bedroom':
    case 'living-room': {
      const home = room(cast.landscape, scene.roomRandom, accent, night, cast.stage === 'living-room');
      parts.push(home.back);
      return { at: { x: home.standX - 50, y: 540, scale: 1.2 }, ground: [20, 780], room: home };
    }
    case 'sky-hill': {
      const left = random.next() < 0.5;
      parts.push(farSilhouette(cast.landscape, 560, random), nightVeil(night * 0.5));
      return { at: { x: left ? 190 : 610, y: 505, scale: 0.85 }, ground: [10, 790] };
    }
    case 'flying': {
      parts.push(farSilhouette(cast.landscape, 560, random), nightVeil(night * 0.5));
      return { at: flyingHome(scene), ground: [10, 790] };
    }
    case 'outdoors':
      return { at: outdoors(scene, parts), ground: [10, 790] };
  }
}
