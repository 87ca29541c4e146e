import type { PyjamasPattern } from './look.ts';
import type { Pen } from './pen.ts';

// The pattern on the hero's pyjamas, as the parent chose it: stars, stripes, spots, little
// dinosaurs, rainbows or moons (plain piping when none was chosen). Each motif is drawn in its own
// units, about ten across, at spots over the top and the trousers.

const MOTIF_SPOTS: readonly [number, number][] = [
  [-11, 76],
  [8, 68],
  [-5, 57],
  [12, 80],
  [-10, 32],
  [9, 20],
  [-8, 12],
  [10, 40],
];

const motifs: Record<Exclude<PyjamasPattern, 'stripes' | 'plain'>, string> = {
  spots: '<circle r="2.6" fill="#ffffff" opacity="0.7"/>',
  stars:
    '<path d="M0 -4.5 L1.3 -1.4 L4.5 -1.4 L1.9 0.6 L2.8 3.8 L0 1.9 L-2.8 3.8 L-1.9 0.6 L-4.5 -1.4 L-1.3 -1.4 Z" fill="#fff2a8"/>',
  moons: '<path d="M1.5 -4.2 A4.4 4.4 0 1 0 1.5 4.2 A3.4 3.4 0 1 1 1.5 -4.2 Z" fill="#fff6d5"/>',
  dinosaurs:
    '<path d="M-4.5 2 Q-3 -1.5 0.5 -1 L2.5 -4 Q4 -5 4.5 -3.6 L3 -0.6 Q3.5 1.5 2.5 2 L1.8 3.6 L0.8 3.6 L0.8 2.3 L-1.6 2.3 L-1.6 3.6 L-2.6 3.6 L-2.8 2.3 Z" fill="#b8f0a8"/>',
  rainbows:
    '<path d="M-4.5 2 A4.5 4.5 0 0 1 4.5 2" fill="none" stroke="#ff8a8a" stroke-width="1.4"/><path d="M-3.1 2 A3.1 3.1 0 0 1 3.1 2" fill="none" stroke="#fff2a8" stroke-width="1.4"/><path d="M-1.7 2 A1.7 1.7 0 0 1 1.7 2" fill="none" stroke="#8ad4ff" stroke-width="1.4"/>',
};

/** Which parts of the pyjamas to pattern: the top, and the trousers up to `legsTop` (0: none). */
export interface PyjamasRegion {
  top: boolean;
  legsTop: number;
}

/** Light stripes across the top and each trouser leg. */
function stripes({ X, Y, s }: Pen, { top, legsTop }: PyjamasRegion): string {
  const bands: string[] = [];
  for (let y = 82; top && y > 48; y -= 9) {
    bands.push(`<rect x="${X(-20)}" y="${Y(y)}" width="${s(40)}" height="${s(3.2)}"/>`);
  }
  for (let y = legsTop - 8; y > 6; y -= 9) {
    for (const lx of [-15, 2]) bands.push(`<rect x="${X(lx)}" y="${Y(y)}" width="${s(13)}" height="${s(3.2)}"/>`);
  }
  return bands.join('');
}

/** Plain pyjamas: white piping along the top's hem and round each trouser cuff. */
function piping({ X, Y, s }: Pen, { top, legsTop }: PyjamasRegion): string {
  const bands: string[] = [];
  if (top) bands.push(`<rect x="${X(-21)}" y="${Y(49)}" width="${s(42)}" height="${s(2.4)}"/>`);
  for (const lx of legsTop > 0 ? [-15, 2] : []) {
    bands.push(`<rect x="${X(lx)}" y="${Y(10)}" width="${s(13)}" height="${s(2.4)}"/>`);
  }
  return bands.join('');
}

/** The pattern over the pyjamas: a standing child's top and trousers (legsTop 54), or a part of them. */
export function pyjamasPattern(pen: Pen, pattern: PyjamasPattern, region: PyjamasRegion): string {
  if (pattern === 'plain') {
    return `<g data-part="pyjamas-plain" fill="#ffffff" opacity="0.75">${piping(pen, region)}</g>`;
  }
  if (pattern === 'stripes') {
    return `<g data-part="pyjamas-stripes" fill="#ffffff" opacity="0.45">${stripes(pen, region)}</g>`;
  }
  const size = Number(pen.s(1)) * 0.9;
  const spots = MOTIF_SPOTS.filter(([, y]) => (region.top && y > 46) || y < region.legsTop - 6);
  const placed = spots
    .map(([dx, dy]) => `<g transform="translate(${pen.X(dx)} ${pen.Y(dy)}) scale(${size})">${motifs[pattern]}</g>`)
    .join('');
  return `<g data-part="pyjamas-${pattern}">${placed}</g>`;
}
