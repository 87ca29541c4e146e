import type { Landscape } from '../../lexicon/settings/types.ts';
import type { SeededRandom } from '../../teller/seeded-random.ts';
import { mix, n } from '../svg-kit.ts';
import { type Palette, palettes } from './palettes.ts';
import { farSilhouette } from './silhouettes.ts';
import { barn, fence, gardenTree, snowyPine } from './wide-new.ts';

// A close view of each place: a high horizon and one big thing of the place on one side (a tree
// trunk with mushrooms, a castle gate, coral, a ringed planet, giant ferns, a cottage, a barn, a
// sandcastle, a snowy pine, a boulder with a signpost, jungle leaves, the garden tree's swing).

/** What the close view shows of the one big thing, on the side `left` says, at `x`. */
interface CloseUp {
  x: number;
  left: boolean;
  p: Palette;
  random: SeededRandom;
  favourite: string;
}

function forestCloseUp({ x, left, p }: CloseUp, parts: string[]): void {
  parts.push(
    `<path d="M${x - 60} 600 Q${x - 40} 420 ${x - 50} 0 L${x + 60} 0 Q${x + 45} 420 ${x + 80} 600 Z" fill="#5a4030"/><path d="M${x - 20} 560 Q${x} 500 ${x - 10} 420 M${x + 30} 300 Q${x + 20} 200 ${x + 34} 100" fill="none" stroke="#3f2c20" stroke-width="6"/>`,
  );
  parts.push(`<ellipse cx="${x}" cy="360" rx="20" ry="28" fill="#2a1c14"/>`);
  for (const [dx, dy, s] of [
    [-70, 590, 1],
    [90, 596, 0.8],
    [-20, 600, 0.6],
  ] as const) {
    parts.push(
      `<g transform="translate(${x + (left ? dx : -dx)} ${dy}) scale(${s})"><rect x="-7" y="-30" width="14" height="30" rx="5" fill="#f3ead8"/><path d="M-30 -26 Q-30 -60 0 -60 Q30 -60 30 -26 Z" fill="${p.accent}"/><circle cx="0" cy="-40" r="44" fill="${p.accent}" opacity="0.2"/></g>`,
    );
  }
}

function castleCloseUp({ x, favourite }: CloseUp, parts: string[]): void {
  parts.push(
    `<rect x="0" y="0" width="800" height="440" fill="#8e86a8" opacity="0.55"/><path d="M${x - 80} 440 V120 Q${x} 20 ${x + 80} 120 V440 Z" fill="#c9c2dc"/><path d="M${x - 56} 440 V140 Q${x} 60 ${x + 56} 140 V440 Z" fill="#3a3050" opacity="0.5"/>`,
  );
  parts.push(
    `<path d="M${800 - x - 50} 60 H${800 - x + 50} V260 L${800 - x} 230 L${800 - x - 50} 260 Z" fill="${favourite}"/><path d="M${800 - x - 30} 120 L${800 - x} 100 L${800 - x + 30} 120 L${800 - x} 140 Z" fill="#ffd76e"/>`,
  );
  parts.push(
    `<rect x="0" y="440" width="800" height="160" fill="#7a5a8a"/><rect x="120" y="470" width="560" height="130" rx="10" fill="${mix(favourite.startsWith('#') ? favourite : '#c07a9a', '#ffffff', 0.3)}" opacity="0.8"/>`,
  );
}

function underwaterCloseUp({ x, left, p }: CloseUp, parts: string[]): void {
  parts.push(
    `<path d="M${x - 80} 600 Q${x - 90} 500 ${x - 40} 470 Q${x - 60} 360 ${x - 10} 330 Q${x} 260 ${x + 30} 330 Q${x + 70} 380 ${x + 50} 470 Q${x + 100} 520 ${x + 90} 600 Z" fill="${p.accent}"/>`,
  );
  for (let i = 0; i < 5; i++)
    parts.push(`<circle cx="${x - 40 + i * 22}" cy="${400 + (i % 2) * 60}" r="8" fill="#ffd0d8"/>`);
  for (const dx of [160, 220])
    parts.push(
      `<path d="M${left ? x + dx : x - dx} 600 Q${(left ? x + dx : x - dx) - 30} 420 ${left ? x + dx : x - dx} 240" fill="none" stroke="#2f8f5a" stroke-width="9" stroke-linecap="round"/>`,
    );
}

function spaceCloseUp({ x, p }: CloseUp, parts: string[]): void {
  parts.push(
    `<circle cx="${x}" cy="170" r="110" fill="${p.accent}"/><circle cx="${x - 30}" cy="140" r="20" fill="#ffffff" opacity="0.25"/><ellipse cx="${x}" cy="170" rx="190" ry="34" fill="none" stroke="#ffd9a0" stroke-width="10" opacity="0.8"/>`,
  );
  parts.push(
    `<path d="M0 450 Q400 400 800 450 L800 600 L0 600 Z" fill="#cfcbdc"/><ellipse cx="${800 - x}" cy="520" rx="90" ry="22" fill="#a8a3bb"/><ellipse cx="${x}" cy="570" rx="50" ry="12" fill="#a8a3bb"/>`,
  );
}

function dinosaurCloseUp({ x, left }: CloseUp, parts: string[]): void {
  for (const [angle, len] of [
    [-60, 300],
    [-35, 340],
    [-10, 320],
    [20, 260],
  ] as const) {
    const rad = (angle * Math.PI) / 180;
    const ex = x + (left ? 1 : -1) * Math.sin(rad + 0.6) * len;
    parts.push(
      `<path d="M${x} 600 Q${n((x + ex) / 2)} ${n(600 - len * 0.9)} ${n(ex)} ${n(600 - len * 0.5)}" fill="none" stroke="#3f7a2a" stroke-width="14" stroke-linecap="round"/>`,
    );
  }
  parts.push(`<ellipse cx="${800 - x}" cy="575" rx="70" ry="14" fill="#8fb36a"/>`);
}

function villageCloseUp({ x, p, favourite }: CloseUp, parts: string[]): void {
  parts.push(
    `<rect x="${x - 110}" y="180" width="220" height="280" fill="#f2d6b3"/><path d="M${x - 130} 190 L${x} 80 L${x + 130} 190 Z" fill="${favourite}"/><rect x="${x - 30}" y="330" width="60" height="130" rx="28" fill="#8a5a34"/><circle cx="${x + 18}" cy="400" r="5" fill="#f2c933"/>`,
  );
  parts.push(
    `<rect x="${x - 90}" y="230" width="50" height="50" fill="${p.accent}"/><rect x="${x - 96}" y="280" width="62" height="14" fill="#8a5a34"/><circle cx="${x - 80}" cy="276" r="7" fill="#ff9fb5"/><circle cx="${x - 60}" cy="274" r="7" fill="#fff2a8"/>`,
  );
  for (let fx = 0; fx < 800; fx += 34)
    if (Math.abs(fx - x) > 130) parts.push(`<rect x="${fx}" y="400" width="10" height="50" rx="4" fill="#e9dcc4"/>`);
}

function farmCloseUp({ x, left, p }: CloseUp, parts: string[]): void {
  parts.push(barn(x + (left ? -30 : 30), 470, 2.3, p.accent));
  const hx = left ? x + 190 : x - 190;
  parts.push(
    `<circle cx="${hx}" cy="540" r="40" fill="#e0b85a"/><path d="M${hx} 540 m-22 0 a22 22 0 1 1 22 22" fill="none" stroke="#b88a3a" stroke-width="4"/>`,
  );
  parts.push(`<g transform="translate(${left ? 420 : -420} 0)">${fence(430)}</g>`);
}

function seasideCloseUp({ x, left, p }: CloseUp, parts: string[]): void {
  const sand = mix(p.ground, '#b8945a', 0.25);
  parts.push(
    `<g data-scenery="sandcastle"><rect x="${x - 80}" y="420" width="160" height="90" fill="${sand}"/><rect x="${x - 100}" y="360" width="50" height="150" fill="${sand}"/><rect x="${x + 50}" y="360" width="50" height="150" fill="${sand}"/>${[-100, -84, -68, 50, 66, 82].map((dx) => `<rect x="${x + dx}" y="348" width="12" height="14" fill="${sand}"/>`).join('')}<path d="M${x - 22} 510 V470 Q${x} 450 ${x + 22} 470 V510 Z" fill="#8a6a4a"/><path d="M${x - 75} 330 L${x - 75} 360 M${x - 75} 330 L${x - 52} 338 L${x - 75} 346" stroke="#3a3440" stroke-width="2" fill="${p.accent}"/></g>`,
  );
  const bx = left ? x + 200 : x - 200;
  parts.push(
    `<path d="M${bx - 26} 520 L${bx - 20} 570 L${bx + 20} 570 L${bx + 26} 520 Z" fill="${p.accent}"/><path d="M${bx - 26} 520 Q${bx} 490 ${bx + 26} 520" fill="none" stroke="#3a3440" stroke-width="2"/>`,
  );
}

function snowCloseUp({ x, left }: CloseUp, parts: string[]): void {
  parts.push(snowyPine(x, 470, 420, '#2f5d3a'));
  const sx = left ? x + 210 : x - 210;
  parts.push(
    `<g data-scenery="snowman"><circle cx="${sx}" cy="520" r="44" fill="#ffffff"/><circle cx="${sx}" cy="452" r="30" fill="#ffffff"/><path d="M${sx} 452 L${sx + 24} 458 L${sx} 461 Z" fill="#f08a2c"/><circle cx="${sx - 10}" cy="444" r="3.5" fill="#2a2230"/><circle cx="${sx + 8}" cy="444" r="3.5" fill="#2a2230"/><path d="M${sx - 30} 478 Q${sx} 492 ${sx + 30} 478" stroke="#d8433b" stroke-width="9" fill="none" stroke-linecap="round"/></g>`,
  );
}

function mountainsCloseUp({ x, left, p }: CloseUp, parts: string[]): void {
  parts.push(
    `<path d="M${x - 150} 520 Q${x - 140} 330 ${x - 20} 300 Q${x + 120} 290 ${x + 150} 520 Z" fill="#8a8498"/><path d="M${x - 100} 420 Q${x - 60} 360 ${x} 350" fill="none" stroke="#6e6880" stroke-width="6"/>`,
  );
  const sx = left ? x + 200 : x - 200;
  parts.push(
    `<g data-scenery="signpost"><rect x="${sx - 5}" y="400" width="10" height="130" fill="#8a6a4a"/><path d="M${sx - 50} 410 H${sx + 40} L${sx + 56} 424 L${sx + 40} 438 H${sx - 50} Z" fill="#b5854a"/></g>`,
  );
  for (let i = 0; i < 6; i++)
    parts.push(
      `<circle cx="${x - 120 + i * 50}" cy="${560 + (i % 2) * 14}" r="6" fill="${i % 2 ? p.accent : '#b7a4f0'}"/>`,
    );
}

function jungleCloseUp({ x, left, p }: CloseUp, parts: string[]): void {
  const side = left ? 1 : -1;
  for (const [angle, len, green] of [
    [-70, 300, '#2f6b3a'],
    [-40, 340, '#3f8a4a'],
    [-10, 300, '#357a45'],
    [20, 240, '#4a9a5a'],
  ] as const) {
    const rad = (angle * Math.PI) / 180;
    const ex = x + side * Math.cos(rad) * len * 0.6;
    const ey = 600 + Math.sin(rad) * len;
    const mx = (x + ex) / 2;
    const my = (600 + ey) / 2;
    parts.push(
      `<path d="M${x} 600 Q${n(mx - 60)} ${n(my)} ${n(ex)} ${n(ey)} Q${n(mx + 60)} ${n(my + 20)} ${x} 600 Z" fill="${green}"/><path d="M${x} 600 L${n(ex)} ${n(ey)}" stroke="#1f4a2a" stroke-width="3"/>`,
    );
  }
  for (let i = 0; i < 3; i++) {
    const vx = 800 - x + side * (i * 60 - 60);
    parts.push(
      `<path d="M${vx} 0 Q${vx + 16} 120 ${vx} ${200 + i * 30}" fill="none" stroke="#2f6b3a" stroke-width="5"/><circle cx="${vx}" cy="${200 + i * 30}" r="8" fill="${p.accent}"/>`,
    );
  }
}

function homeCloseUp({ x, left }: CloseUp, parts: string[]): void {
  parts.push(gardenTree(x, 500, 2.2));
  const branchY = 500 - 140 * 2.2 + 60;
  const sx = left ? x + 150 : x - 150;
  parts.push(
    `<g data-scenery="swing"><path d="M${x} ${branchY} L${sx + 30} ${branchY - 10}" stroke="#6b4a34" stroke-width="16" stroke-linecap="round"/><path d="M${sx - 20} ${branchY} L${sx - 20} 470 M${sx + 20} ${branchY - 6} L${sx + 20} 470" stroke="#d9c8a8" stroke-width="3"/><rect x="${sx - 32}" y="468" width="64" height="10" rx="4" fill="#b5654a"/></g>`,
  );
}

const closeUpThings: Record<Landscape, (closeUp: CloseUp, parts: string[]) => void> = {
  forest: forestCloseUp,
  castle: castleCloseUp,
  sea: underwaterCloseUp,
  space: spaceCloseUp,
  dinosaurs: dinosaurCloseUp,
  village: villageCloseUp,
  farm: farmCloseUp,
  seaside: seasideCloseUp,
  snow: snowCloseUp,
  mountains: mountainsCloseUp,
  jungle: jungleCloseUp,
  home: homeCloseUp,
};

/** A close view of the place: a high horizon and one big thing of the place on one side. */
export function closeUpScenery(kind: Landscape, random: SeededRandom, favourite: string): string {
  const p = palettes[kind];
  const left = random.next() < 0.5;
  const x = left ? 90 : 710;
  const parts = [
    farSilhouette(kind, 380, random),
    `<path d="M0 440 Q400 410 800 440 L800 600 L0 600 Z" fill="${p.ground}"/>`,
  ];
  closeUpThings[kind]({ x, left, p, random, favourite }, parts);
  return parts.join('');
}
