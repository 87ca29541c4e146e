import type { Landscape } from '../../lexicon/settings/types.ts';
import type { SeededRandom } from '../../teller/seeded-random.ts';
import { n, sparkle } from '../svg-kit.ts';
import { type Palette, palettes } from './palettes.ts';

// A way into the distance across the landscape, and along it one thing per place that grows
// towards the front: glowing mushrooms, lamp posts, footprints, bubbles, sparkles, fence posts,
// shells, little snowy pines, stone cairns, jungle flowers, garden flowers.

const PATH_COLOUR: Record<Landscape, string> = {
  forest: '#c9b58a',
  castle: '#fff6c8',
  sea: '#efe2b8',
  space: '#fff2a8',
  dinosaurs: '#d9b98a',
  village: '#e9dcc4',
  farm: '#d9c08a',
  seaside: '#f6e7c0',
  snow: '#ffffff',
  mountains: '#c9b89a',
  jungle: '#b59a6a',
  home: '#e9dcc4',
};

/** One thing beside the way at (x, y), grown to `s`; `side` is which side of the way it stands. */
interface Along {
  x: number;
  y: number;
  s: number;
  side: number;
  p: Palette;
}

const at = (x: number, y: number, s: number, body: string, extra = '') =>
  `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"${extra}>${body}</g>`;

const sparkles = ({ x, y, s, side }: Along) => sparkle(x + side * 10, y - 30 * s, 10 * s + 4, '#fff6c8', 0.9);

const along: Record<Landscape, (a: Along) => string> = {
  forest: ({ x, y, s, p }) =>
    at(
      x,
      y,
      s,
      `<rect x="-5" y="-20" width="10" height="20" rx="4" fill="#f3ead8"/><path d="M-20 -18 Q-20 -42 0 -42 Q20 -42 20 -18 Z" fill="${p.accent}"/><circle cx="0" cy="-28" r="30" fill="${p.accent}" opacity="0.25"/>`,
    ),
  village: ({ x, y, s }) => at(x, y, s, LAMP),
  home: ({ x, y, s }) => at(x, y, s, GARDEN_FLOWERS),
  dinosaurs: ({ x, y, s }) =>
    at(
      x,
      y,
      s,
      '<ellipse cx="0" cy="0" rx="22" ry="12"/><circle cx="-14" cy="-14" r="6"/><circle cx="0" cy="-18" r="6"/><circle cx="14" cy="-14" r="6"/>',
      ' fill="#7a5a34" opacity="0.6"',
    ),
  sea: ({ x, y, s }) =>
    `<circle cx="${n(x)}" cy="${n(y - 60 * s)}" r="${n(14 * s)}" fill="#e6fbff" opacity="0.35" stroke="#ffffff" stroke-width="2"/>`,
  castle: sparkles,
  space: sparkles,
  farm: ({ x, y, s }) =>
    at(
      x,
      y,
      s,
      '<rect x="-5" y="-50" width="10" height="50" rx="2" fill="#a8764a"/><rect x="-30" y="-40" width="60" height="6" fill="#a8764a"/>',
    ),
  seaside: ({ x, y, s }) =>
    at(
      x,
      y,
      s,
      '<path d="M-12 0 Q-14 -16 0 -18 Q14 -16 12 0 Z" fill="#ffd0d8"/><path d="M0 -1 L0 -16 M-5 -1 L-8 -13 M5 -1 L8 -13" stroke="#e89aab" stroke-width="1.5"/>',
    ),
  snow: ({ x, y, s }) =>
    at(
      x,
      y,
      s,
      '<path d="M0 -70 L24 -8 L-24 -8 Z" fill="#2f5d3a"/><path d="M0 -70 L11 -42 Q0 -46 -11 -42 Z" fill="#f6f9ff"/><rect x="-4" y="-10" width="8" height="10" fill="#4a3423"/>',
    ),
  mountains: ({ x, y, s }) =>
    at(
      x,
      y,
      s,
      '<ellipse cx="0" cy="-8" rx="22" ry="10" fill="#8a8498"/><ellipse cx="0" cy="-22" rx="15" ry="8" fill="#9a94a8"/><ellipse cx="0" cy="-33" rx="9" ry="6" fill="#aaa4b8"/>',
    ),
  jungle: ({ x, y, s, p }) =>
    at(
      x,
      y,
      s,
      `<path d="M0 0 Q-30 -30 -34 -60 Q-10 -40 0 0 Z M0 0 Q30 -34 30 -64 Q8 -40 0 0 Z" fill="#3f8a4a"/><circle cx="0" cy="-34" r="8" fill="${p.accent}"/>`,
    ),
};

const LAMP =
  '<rect x="-3" y="-80" width="6" height="80" fill="#3a3440"/><rect x="-10" y="-94" width="20" height="18" rx="4" fill="#ffd76e"/><circle cx="0" cy="-85" r="26" fill="#ffe9a8" opacity="0.3"/>';
const GARDEN_FLOWERS =
  '<path d="M-8 0 L-8 -22 M8 0 L8 -28" stroke="#4f8f5f" stroke-width="3"/><circle cx="-8" cy="-24" r="7" fill="#ff9fd2"/><circle cx="8" cy="-30" r="7" fill="#fff2a8"/><circle cx="-8" cy="-24" r="2.5" fill="#ffb347"/><circle cx="8" cy="-30" r="2.5" fill="#ffb347"/>';

/** A way into the distance across the landscape, trimmed the place's way. */
export function journeyPath(kind: Landscape, random: SeededRandom): string {
  const p = palettes[kind];
  const end = random.int(300, 500);
  const bend = random.next() < 0.5 ? -1 : 1;
  const d = `M${220 + bend * 40} 600 C${400 + bend * 220} 540 ${400 - bend * 200} 470 ${end - 8} 420 L${end + 8} 420 C${400 - bend * 170} 470 ${400 + bend * 290} 540 ${620 + bend * 40} 600 Z`;
  const faint = kind === 'space' || kind === 'castle' || kind === 'snow';
  const parts = [`<path data-scenery="path" d="${d}" fill="${PATH_COLOUR[kind]}" opacity="${faint ? 0.7 : 0.95}"/>`];
  const points = [0.15, 0.3, 0.48, 0.68, 0.9].map((t) => ({
    t,
    y: 420 + t * 180,
    x: end + (400 + bend * 260 - end) * t * (1 - t) * 2 + (410 - end) * t * t,
  }));
  for (const [i, pt] of points.entries()) {
    const s = 0.35 + pt.t * 0.9;
    const side = i % 2 ? 1 : -1;
    parts.push(along[kind]({ x: pt.x + side * (40 + pt.t * 200), y: pt.y, s, side, p }));
  }
  return parts.join('');
}
