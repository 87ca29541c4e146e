import { mix } from '../svg-kit.ts';

// The pieces every species drawing is made of: shapes, eyes, cheeks, legs, a four-legged body, a
// round face, ears, a sitting animal, a standing bird, and a person in a costume. A drawing is made
// in its own coordinates: facing right, standing on y = 0, about 60-130 units tall, centred on x = 0.

export type Draw = (coat: string) => string;

export const INK = '#1e1a22';
export const OUTLINE = 'stroke="#3b3048" stroke-opacity="0.45" stroke-width="2" stroke-linejoin="round"';

export const c = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const e = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const p = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const line = (d: string, stroke: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-opacity="1"${extra ? ` ${extra}` : ''}/>`;
export const eye = (x: number, y: number, r = 3.4) =>
  `${c(x, y, r, INK, 'stroke="none"')}${c(x + r * 0.35, y - r * 0.35, r * 0.35, '#ffffff', 'stroke="none"')}`;
export const cheek = (x: number, y: number, r = 3.5) => c(x, y, r, '#ff9aa2', 'stroke="none" opacity="0.55"');
export const leg = (x: number, top: number, w: number, fill: string) =>
  `<rect x="${x - w / 2}" y="${top}" width="${w}" height="${-top}" rx="${w / 2}" fill="${fill}"/>`;
export const smile = (x: number, y: number, w = 4) =>
  line(`M${x - w} ${y} Q${x} ${y + w * 0.8} ${x + w} ${y}`, INK, 1.6);
export const dark = (colour: string, t = 0.22) => (colour.startsWith('#') ? mix(colour, '#000000', t) : colour);
export const light = (colour: string, t = 0.5) => (colour.startsWith('#') ? mix(colour, '#ffffff', t) : colour);

/** Four legs and an oval body; the caller adds head, tail and marks. */
export function quadBody(
  coat: string,
  o: { cy?: number; rx?: number; ry?: number; legTop?: number; legW?: number; xs?: number[]; belly?: string } = {},
): string {
  const cy = o.cy ?? -34;
  const rx = o.rx ?? 32;
  const ry = o.ry ?? 18;
  const legTop = o.legTop ?? cy + 4;
  const w = o.legW ?? 9;
  const xs = o.xs ?? [-rx * 0.7, -rx * 0.35, rx * 0.35, rx * 0.7];
  const back = dark(coat, 0.18);
  return [
    leg(xs[1], legTop, w, back),
    leg(xs[3], legTop, w, back),
    e(0, cy, rx, ry, coat),
    o.belly ? e(0, cy + ry * 0.45, rx * 0.7, ry * 0.45, o.belly, 'stroke="none"') : '',
    leg(xs[0], legTop, w, coat),
    leg(xs[2], legTop, w, coat),
  ].join('');
}

/** A round head seen from the front at (x, y), with eyes, nose and smile. */
export function face(
  x: number,
  y: number,
  r: number,
  coat: string,
  o: { muzzle?: string; nose?: string; eyeDy?: number } = {},
): string {
  const muzzle = o.muzzle ? e(x + r * 0.08, y + r * 0.38, r * 0.5, r * 0.36, o.muzzle, 'stroke="none"') : '';
  return [
    c(x, y, r, coat),
    muzzle,
    eye(x - r * 0.36, y - r * 0.12 + (o.eyeDy ?? 0)),
    eye(x + r * 0.4, y - r * 0.12 + (o.eyeDy ?? 0)),
    e(x + r * 0.08, y + r * 0.22, r * 0.16, r * 0.11, o.nose ?? INK, 'stroke="none"'),
    smile(x + r * 0.08, y + r * 0.42, r * 0.18),
    cheek(x - r * 0.62, y + r * 0.3, r * 0.16),
    cheek(x + r * 0.72, y + r * 0.3, r * 0.16),
  ].join('');
}

export const pointyEars = (x: number, y: number, r: number, coat: string, inner = '#f4b6c2') =>
  [-1, 1]
    .map((s) => {
      const bx = x + s * r * 0.55;
      return (
        p(
          `M${bx - r * 0.38} ${y - r * 0.55} L${bx + s * r * 0.12} ${y - r * 1.45} L${bx + r * 0.38} ${y - r * 0.6} Z`,
          coat,
        ) +
        p(
          `M${bx - r * 0.2} ${y - r * 0.7} L${bx + s * r * 0.1} ${y - r * 1.2} L${bx + r * 0.2} ${y - r * 0.72} Z`,
          inner,
          'stroke="none"',
        )
      );
    })
    .join('');
export const roundEars = (x: number, y: number, r: number, coat: string, inner: string, size = 0.38) =>
  [-1, 1]
    .map(
      (s) =>
        c(x + s * r * 0.72, y - r * 0.72, r * size, coat) +
        c(x + s * r * 0.72, y - r * 0.72, r * size * 0.55, inner, 'stroke="none"'),
    )
    .join('');

/** An upright, sitting animal (bears, panda, koala, hamster, monkey, otter). */
export function sitter(
  fur: string,
  belly: string,
  headExtra: (hx: number, hy: number) => string,
  o: { ears?: string; muzzle?: string; arms?: string; nose?: string } = {},
): string {
  const arms = o.arms ?? fur;
  return [
    e(-14, -6, 12, 7, arms),
    e(14, -6, 12, 7, arms),
    e(0, -30, 27, 28, fur),
    e(0, -26, 17, 19, belly, 'stroke="none"'),
    e(-24, -36, 8, 14, arms, 'transform="rotate(20 -24 -36)"'),
    e(24, -36, 8, 14, arms, 'transform="rotate(-20 24 -36)"'),
    o.ears ?? '',
    face(0, -72, 22, fur, { muzzle: o.muzzle, nose: o.nose }),
    headExtra(0, -72),
  ].join('');
}

export function standingBird(
  coat: string,
  o: {
    belly: string;
    beak: string;
    feet?: string;
    tufts?: boolean;
    big?: boolean;
    crest?: string;
    tail?: string;
    wing?: string;
  },
): string {
  const wing = o.wing ?? dark(coat, 0.2);
  return [
    line('M-8 0 L-8 -10 M8 0 L8 -10', o.feet ?? '#e9a23b', 4),
    o.tail ?? '',
    o.tufts ? p('M-17 -66 L-13 -86 L-4 -68 Z M17 -66 L13 -86 L4 -68 Z', coat) : '',
    e(0, -40, 26, 33, coat),
    e(0, -32, 16, 21, o.belly, 'stroke="none"'),
    e(-22, -38, 9, 20, wing, 'transform="rotate(12 -22 -38)"'),
    e(22, -38, 9, 20, wing, 'transform="rotate(-12 22 -38)"'),
    o.big ? c(-9, -56, 9, '#fffaf0') + c(9, -56, 9, '#fffaf0') : '',
    eye(-9, -56, o.big ? 4.5 : 3.4),
    eye(9, -56, o.big ? 4.5 : 3.4),
    p('M-5 -49 L5 -49 L0 -40 Z', o.beak),
    o.crest ?? '',
  ].join('');
}

/** A person in a costume (the knight, the mermaid's body): legs, arms, a tunic and a face. */
export function person(o: { skin: string; body: string; legs: string }): string {
  return [
    `<rect x="-13" y="-28" width="10" height="28" rx="4" fill="${o.legs}"/><rect x="3" y="-28" width="10" height="28" rx="4" fill="${o.legs}"/>`,
    line('M-20 -76 L-30 -42 M20 -76 L30 -42', o.skin, 8),
    p('M-20 -86 Q0 -94 20 -86 L28 -24 L-28 -24 Z', o.body),
    face(0, -106, 20, o.skin),
  ].join('');
}
