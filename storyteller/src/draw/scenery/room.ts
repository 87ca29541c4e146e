import type { Landscape } from '../../lexicon/settings/types.ts';
import type { SeededRandom } from '../../teller/seeded-random.ts';
import { mix, n } from '../svg-kit.ts';
import { nightVeil } from './sky.ts';
import { farSilhouette } from './silhouettes.ts';

// The child's bedroom, for the first and the last page, and the living room at home: a wall with a
// window onto the evening sky, a floor and a rug. The window's place and shape, the wallpaper and
// the furniture come from the seed, so no two stories open on the same room, and every picture of
// one story shows the same room.

export interface Room {
  /** Everything behind the characters. */
  back: string;
  /** Where the bed stands (x of its left end), on the side away from where the child stands. */
  bedX: number;
  /** Where the child stands on the first page. */
  standX: number;
  floorY: number;
  /** The window, for what is seen through it (a star, the moon). */
  window: RoomWindow;
}

const walls = ['#e9dcf5', '#f6e2d3', '#dcebf2', '#f3e9c9', '#e2f0df', '#f4dbe6'];

function soft(colour: string, t: number): string {
  return colour.startsWith('#') ? mix(colour, '#ffffff', t) : colour;
}

/** The window in the wall: where it is (centre `wx`, width `ww`, from `top` to `bottom`) and its outline. */
interface RoomWindow {
  side: number;
  shape: number;
  wx: number;
  ww: number;
  top: number;
  bottom: number;
  hole: string;
}

function roomWindow(side: number, shape: number): RoomWindow {
  const wx = [230, 400, 570][side];
  const ww = 250;
  const top = 70;
  const bottom = 330;
  const hole =
    shape === 0
      ? `M${wx - ww / 2} ${top} H${wx + ww / 2} V${bottom} H${wx - ww / 2} Z`
      : shape === 1
        ? `M${wx - ww / 2} ${bottom} V${top + ww / 2} A${ww / 2} ${ww / 2} 0 0 1 ${wx + ww / 2} ${top + ww / 2} V${bottom} Z`
        : `M${wx - 120} ${(top + bottom) / 2} A120 120 0 1 0 ${wx + 120} ${(top + bottom) / 2} A120 120 0 1 0 ${wx - 120} ${(top + bottom) / 2} Z`;
  return { side, shape, wx, ww, top, bottom, hole };
}

/** The moon looks in through the window. */
function moonInWindow({ side, wx, top }: RoomWindow, night: number): string {
  const moonX = wx + (side === 2 ? -50 : 50);
  return `<circle cx="${moonX}" cy="${top + 70}" r="50" fill="url(#glow)"/><circle cx="${moonX}" cy="${top + 70}" r="22" fill="#fff6d5"/><circle cx="${moonX + 9}" cy="${top + 64}" r="19" fill="${mix('#b7a4f0', '#171a3d', night)}" opacity="${n(0.25 + night * 0.5)}"/>`;
}

/** Dots, stars (pattern 0, 1) or stripes (2) on the wall, leaving the window free. */
function wallpaper(parts: string[], { wx, ww, top, bottom }: RoomWindow, pattern: number, dotColour: string): void {
  for (let y = 30; y < 460; y += 60) {
    for (let x = 30 + ((y / 60) % 2) * 30; x < 800; x += 60) {
      if (Math.abs(x - wx) < ww / 2 + 30 && y > top - 30 && y < bottom + 30) continue;
      if (pattern === 0) parts.push(`<circle cx="${x}" cy="${y}" r="5" fill="${dotColour}"/>`);
      else if (pattern === 1)
        parts.push(
          `<path d="M${x} ${y - 7} L${x + 2} ${y - 2} L${x + 7} ${y} L${x + 2} ${y + 2} L${x} ${y + 7} L${x - 2} ${y + 2} L${x - 7} ${y} L${x - 2} ${y - 2} Z" fill="${dotColour}"/>`,
        );
    }
  }
  if (pattern === 2) {
    for (let x = 0; x < 800; x += 50) {
      const overWindow = x + 22 > wx - ww / 2 - 10 && x < wx + ww / 2 + 10;
      if (!overWindow) parts.push(`<rect x="${x}" y="0" width="22" height="460" fill="${dotColour}" opacity="0.35"/>`);
      else
        parts.push(
          `<rect x="${x}" y="0" width="22" height="${top - 12}" fill="${dotColour}" opacity="0.35"/><rect x="${x}" y="${bottom + 12}" width="22" height="${448 - bottom}" fill="${dotColour}" opacity="0.35"/>`,
        );
    }
  }
}

/** The window's frame and sill, and curtains in the favourite colour, open for the night sky. */
function windowFrameAndCurtains(
  parts: string[],
  { shape, wx, ww, top, bottom, hole }: RoomWindow,
  favourite: string,
): void {
  parts.push(`<path d="${hole}" fill="none" stroke="#8a6a5a" stroke-width="12"/>`);
  if (shape !== 2)
    parts.push(
      `<rect x="${wx - 6}" y="${top}" width="12" height="${bottom - top}" fill="#8a6a5a"/><rect x="${wx - ww / 2 - 20}" y="${bottom}" width="${ww + 40}" height="16" rx="4" fill="#9a7a6a"/>`,
    );
  const curtain = soft(favourite, 0.35);
  parts.push(
    `<path d="M${wx - ww / 2 - 40} ${top - 20} H${wx - ww / 2 + 20} Q${wx - ww / 2 - 10} ${(top + bottom) / 2} ${wx - ww / 2 + 10} ${bottom + 40} H${wx - ww / 2 - 40} Z" fill="${curtain}"/>`,
  );
  parts.push(
    `<path d="M${wx + ww / 2 + 40} ${top - 20} H${wx + ww / 2 - 20} Q${wx + ww / 2 + 10} ${(top + bottom) / 2} ${wx + ww / 2 - 10} ${bottom + 40} H${wx + ww / 2 + 40} Z" fill="${curtain}"/>`,
  );
  parts.push(`<rect x="${wx - ww / 2 - 50}" y="${top - 26}" width="${ww + 100}" height="8" rx="4" fill="#8a6a5a"/>`);
}

/** The floorboards from `floorY` down. */
function floor(floorY: number, night: number): string[] {
  const parts = [
    `<rect x="0" y="${floorY}" width="800" height="${600 - floorY}" fill="${mix('#b98a62', '#2a2a4a', night * 0.45)}"/>`,
  ];
  for (let y = floorY + 28; y < 600; y += 28)
    parts.push(`<rect x="0" y="${y}" width="800" height="2" fill="#00000022"/>`);
  return parts;
}

function rug(standX: number, favourite: string): string {
  return `<ellipse cx="${standX}" cy="545" rx="210" ry="36" fill="${soft(favourite, 0.2)}" opacity="0.85"/><ellipse cx="${standX}" cy="545" rx="170" ry="26" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.6"/>`;
}

/** A shelf with toys and a lamp on the wall away from the window. */
function shelfAndLamp(side: number, night: number): string[] {
  const shelfX = side === 0 ? 600 : 60;
  const lampGlow = n(0.25 + night * 0.45);
  return [
    `<rect x="${shelfX}" y="250" width="140" height="10" rx="3" fill="#8a6a5a"/><rect x="${shelfX + 10}" y="214" width="14" height="36" fill="#d8433b"/><rect x="${shelfX + 26}" y="220" width="12" height="30" fill="#3f6fd8"/><rect x="${shelfX + 40}" y="210" width="16" height="40" fill="#f2c933"/><circle cx="${shelfX + 100}" cy="232" r="18" fill="#f08a2c"/>`,
    `<circle cx="${shelfX + 70}" cy="150" r="70" fill="#fff2c0" opacity="${lampGlow}"/><path d="M${shelfX + 50} 170 L${shelfX + 90} 170 L${shelfX + 80} 140 L${shelfX + 60} 140 Z" fill="#ffd76e"/><rect x="${shelfX + 68}" y="170" width="4" height="80" fill="#8a6a5a"/>`,
  ];
}

/** A sofa in the favourite colour and a standing lamp, on the wall away from the window. */
function sofaAndLamp(side: number, favourite: string, night: number): string[] {
  const x = side === 0 ? 520 : 60;
  const cover = soft(favourite, 0.15);
  return [
    `<g data-furniture="sofa"><rect x="${x}" y="380" width="220" height="70" rx="22" fill="${mix(cover, '#000000', 0.12)}"/><rect x="${x + 10}" y="410" width="200" height="50" rx="14" fill="${cover}"/><rect x="${x - 8}" y="400" width="34" height="70" rx="14" fill="${mix(cover, '#000000', 0.08)}"/><rect x="${x + 194}" y="400" width="34" height="70" rx="14" fill="${mix(cover, '#000000', 0.08)}"/><rect x="${x + 14}" y="466" width="10" height="14" fill="#6e4630"/><rect x="${x + 196}" y="466" width="10" height="14" fill="#6e4630"/></g>`,
    `<circle cx="${x + 250}" cy="300" r="70" fill="#fff2c0" opacity="${n(0.25 + night * 0.45)}"/><path d="M${x + 230} 310 L${x + 270} 310 L${x + 262} 280 L${x + 238} 280 Z" fill="#ffd76e"/><rect x="${x + 248}" y="310" width="4" height="160" fill="#8a6a5a"/><ellipse cx="${x + 250}" cy="472" rx="16" ry="4" fill="#8a6a5a"/>`,
  ];
}

/** The places the window looks out on: the story's place, or the rooftops of home where it cannot be seen from a window. */
const OUT_OF_SIGHT: readonly Landscape[] = ['sea', 'space'];

/** The bedroom, or (`living`) the living room, with the place `view` seen through the window. */
export function room(view: Landscape, random: SeededRandom, favourite: string, night: number, living = false): Room {
  const wall = mix(random.pick(walls), '#2a2a4a', night * 0.45);
  const pattern = random.int(0, 2);
  const side = random.int(0, 2); // window left, centre or right
  const shape = random.int(0, 2); // square, arched, round
  const opening = roomWindow(side, shape);
  const outside: Landscape = OUT_OF_SIGHT.includes(view) ? 'home' : view;
  const parts: string[] = [farSilhouette(outside, 300, random), nightVeil(night * 1.6), moonInWindow(opening, night)];
  parts.push(`<path d="M0 0 H800 V600 H0 Z ${opening.hole}" fill="${wall}" fill-rule="evenodd"/>`);
  wallpaper(parts, opening, pattern, mix(wall, '#ffffff', 0.45));
  windowFrameAndCurtains(parts, opening, favourite);
  const floorY = 460;
  parts.push(...floor(floorY, night));
  const standX = opening.wx;
  const bedX = side === 2 ? 60 : side === 0 ? 360 : random.next() < 0.5 ? 40 : 380;
  parts.push(rug(standX, favourite), ...(living ? sofaAndLamp(side, favourite, night) : shelfAndLamp(side, night)));
  return { back: parts.join(''), bedX, standX, floorY, window: opening };
}

/** A bed standing on the floor at `x` (its left end), with a blanket in the favourite colour. */
export function bed(
  x: number,
  favourite: string,
): { back: string; front: string; pillow: [number, number]; foot: [number, number] } {
  const back = [
    `<rect x="${x}" y="330" width="34" height="230" rx="10" fill="#6e4630"/>`,
    `<rect x="${x + 20}" y="440" width="360" height="90" rx="16" fill="#8a5a3c"/>`,
    `<rect x="${x + 366}" y="400" width="30" height="160" rx="10" fill="#6e4630"/>`,
    `<ellipse cx="${x + 100}" cy="425" rx="70" ry="28" fill="#f5f1ea"/>`,
  ].join('');
  const front = `<path d="M${x + 60} 445 Q${x + 210} 400 ${x + 370} 430 L${x + 370} 500 L${x + 60} 500 Z" fill="${favourite}" stroke="#00000033" stroke-width="2"/><path d="M${x + 60} 470 Q${x + 210} 440 ${x + 370} 462" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.5"/>`;
  return { back, front, pillow: [x + 100, 410], foot: [x + 300, 428] };
}
