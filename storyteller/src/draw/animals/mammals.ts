import { mix } from './svg-kit.ts';

// One drawing per species, in flat shapes with a soft outline. Every drawing is made in its own
// coordinates: facing right, standing on y = 0, about 60-130 units tall, centred on x = 0.
// `figure()` places it in a scene with a transform and marks the group with data-species,
// so tests (and people reading the SVG) can tell which animal was drawn.

type Draw = (coat: string) => string;

const INK = '#1e1a22';
const ol = 'stroke="#3b3048" stroke-opacity="0.45" stroke-width="2" stroke-linejoin="round"';

const c = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const e = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const p = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const line = (d: string, stroke: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-opacity="1"${extra ? ` ${extra}` : ''}/>`;
const eye = (x: number, y: number, r = 3.4) =>
  `${c(x, y, r, INK, 'stroke="none"')}${c(x + r * 0.35, y - r * 0.35, r * 0.35, '#ffffff', 'stroke="none"')}`;
const cheek = (x: number, y: number, r = 3.5) => c(x, y, r, '#ff9aa2', 'stroke="none" opacity="0.55"');
const leg = (x: number, top: number, w: number, fill: string) =>
  `<rect x="${x - w / 2}" y="${top}" width="${w}" height="${-top}" rx="${w / 2}" fill="${fill}"/>`;
const smile = (x: number, y: number, w = 4) => line(`M${x - w} ${y} Q${x} ${y + w * 0.8} ${x + w} ${y}`, INK, 1.6);
const dark = (colour: string, t = 0.22) => (colour.startsWith('#') ? mix(colour, '#000000', t) : colour);
const light = (colour: string, t = 0.5) => (colour.startsWith('#') ? mix(colour, '#ffffff', t) : colour);

/** Four legs and an oval body; the caller adds head, tail and marks. */
function quadBody(
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
function face(
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

const pointyEars = (x: number, y: number, r: number, coat: string, inner = '#f4b6c2') =>
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
const roundEars = (x: number, y: number, r: number, coat: string, inner: string, size = 0.38) =>
  [-1, 1]
    .map(
      (s) =>
        c(x + s * r * 0.72, y - r * 0.72, r * size, coat) +
        c(x + s * r * 0.72, y - r * 0.72, r * size * 0.55, inner, 'stroke="none"'),
    )
    .join('');

/** An upright, sitting animal (bears, panda, koala, hamster, monkey, otter). */
function sitter(
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

function standingBird(
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

const speciesDrawings: Record<string, { coat: string; draw: Draw }> = {
  fox: {
    coat: '#e07b39',
    draw: (k) =>
      [
        p('M-28 -34 Q-66 -40 -62 -70 Q-44 -58 -30 -44 Z', k),
        p('M-62 -70 Q-58 -58 -50 -56 Q-58 -66 -62 -70 Z', '#fffaf0'),
        e(-60, -66, 7, 6, '#fffaf0', 'stroke="none"'),
        quadBody(k, { belly: '#fff1e0' }),
        pointyEars(34, -58, 18, k, '#4a2c1f'),
        c(34, -58, 18, k),
        p('M20 -54 Q34 -40 48 -54 Q46 -44 34 -38 Q22 -44 20 -54 Z', '#fffaf0', 'stroke="none"'),
        eye(27, -61),
        eye(41, -61),
        c(34, -46, 3, INK, 'stroke="none"'),
      ].join(''),
  },
  cat: {
    coat: '#9a8f87',
    draw: (k) =>
      [
        line('M-28 -36 Q-48 -44 -42 -70 Q-40 -80 -32 -78', k, 7),
        quadBody(k, { xs: [-20, -10, 12, 22], legW: 8, rx: 28 }),
        pointyEars(32, -58, 18, k),
        face(32, -58, 18, k, { nose: '#e88aa0' }),
        line('M46 -50 L60 -53 M46 -46 L60 -45 M18 -50 L4 -53 M18 -46 L4 -45', '#3b3048', 1.2),
        e(-6, -40, 10, 4, dark(k, 0.25), 'stroke="none" opacity="0.5"'),
        e(6, -44, 8, 3, dark(k, 0.25), 'stroke="none" opacity="0.5"'),
      ].join(''),
  },
  dog: {
    coat: '#a0703f',
    draw: (k) =>
      [
        line('M-30 -40 Q-42 -56 -34 -66', k, 7),
        quadBody(k, { belly: light(k, 0.5) }),
        face(34, -58, 19, k, { muzzle: light(k, 0.55) }),
        e(16, -56, 7, 15, dark(k, 0.35), 'transform="rotate(18 16 -56)"'),
        e(52, -56, 7, 15, dark(k, 0.35), 'transform="rotate(-18 52 -56)"'),
        p('M35 -44 Q37 -36 41 -38 Q42 -44 40 -44 Z', '#e8667a', 'stroke="none"'),
        c(-8, -40, 9, dark(k, 0.3), 'stroke="none" opacity="0.6"'),
        `<rect x="22" y="-44" width="24" height="4" rx="2" fill="#d8433b" stroke="none"/>`,
      ].join(''),
  },
  rabbit: {
    coat: '#d8cfc4',
    draw: (k) =>
      [
        c(-26, -22, 9, '#ffffff'),
        e(-2, -26, 26, 24, k),
        e(4, -20, 14, 15, light(k, 0.6), 'stroke="none"'),
        e(14, -3, 14, 5, k),
        e(-16, -3, 12, 5, dark(k, 0.1)),
        e(-2, -92, 6, 22, k, 'transform="rotate(-10 -2 -92)"'),
        e(-2, -92, 3, 16, '#f4b6c2', 'stroke="none" transform="rotate(-10 -2 -92)"'),
        e(16, -92, 6, 22, k, 'transform="rotate(12 16 -92)"'),
        e(16, -92, 3, 16, '#f4b6c2', 'stroke="none" transform="rotate(12 16 -92)"'),
        face(8, -58, 18, k, { nose: '#e88aa0' }),
        `<rect x="6" y="-48" width="5" height="5" fill="#ffffff" stroke-width="1"/>`,
      ].join(''),
  },
  bear: {
    coat: '#8b5a2b',
    draw: (k) =>
      sitter(k, light(k, 0.45), () => '', { ears: roundEars(0, -72, 22, k, light(k, 0.4)), muzzle: light(k, 0.5) }),
  },
  teddy: {
    coat: '#b8834f',
    draw: (k) =>
      sitter(
        k,
        light(k, 0.45),
        () =>
          p('M-10 -50 L0 -45 L10 -50 L10 -40 L0 -45 L-10 -40 Z', '#d8433b') +
          line('M-6 -26 L6 -26 M-6 -20 L6 -20', dark(k, 0.4), 1.2),
        {
          ears: roundEars(0, -72, 22, k, light(k, 0.4)),
          muzzle: light(k, 0.5),
        },
      ),
  },
  panda: {
    coat: '#f4f4f2',
    draw: () =>
      sitter(
        '#f4f4f2',
        '#ffffff',
        (x, y) =>
          e(x - 8, y - 2, 6, 8, '#2a2a33', 'stroke="none" transform="rotate(25 -8 -74)"') +
          e(x + 9, y - 2, 6, 8, '#2a2a33', 'stroke="none" transform="rotate(-25 9 -74)"') +
          eye(x - 7, y - 3, 2.4) +
          eye(x + 9, y - 3, 2.4),
        {
          ears: roundEars(0, -72, 22, '#2a2a33', '#2a2a33', 0.4),
          arms: '#2a2a33',
        },
      ),
  },
  koala: {
    coat: '#a7a9ac',
    draw: (k) =>
      sitter(k, light(k, 0.55), (x, y) => e(x + 2, y + 5, 6, 8, '#3a3440', 'stroke="none"'), {
        ears: roundEars(0, -70, 22, k, '#f4f4f2', 0.62),
      }),
  },
  hamster: {
    coat: '#e3a857',
    draw: (k) =>
      [
        e(0, -26, 30, 26, k),
        e(0, -20, 20, 17, '#fff6e6', 'stroke="none"'),
        c(-12, -56, 7, k) +
          c(12, -56, 7, k) +
          c(-12, -56, 4, '#f4b6c2', 'stroke="none"') +
          c(12, -56, 4, '#f4b6c2', 'stroke="none"'),
        e(0, -38, 24, 19, k, 'stroke="none"'),
        e(-14, -34, 9, 7, '#fff6e6', 'stroke="none"'),
        e(14, -34, 9, 7, '#fff6e6', 'stroke="none"'),
        eye(-8, -42, 3),
        eye(8, -42, 3),
        c(0, -36, 2.5, '#e88aa0', 'stroke="none"'),
        e(-8, -8, 5, 4, '#f4b6c2'),
        e(8, -8, 5, 4, '#f4b6c2'),
      ].join(''),
  },
  monkey: {
    coat: '#8a6240',
    draw: (k) =>
      line('M-20 -10 Q-52 -10 -50 -40 Q-48 -58 -34 -52 Q-28 -48 -34 -42', k, 6) +
      sitter(
        k,
        '#e9c9a0',
        (x, y) =>
          p(
            `M${x - 15} ${y - 2} Q${x - 15} ${y - 16} ${x - 5} ${y - 12} Q${x} ${y - 16} ${x + 5} ${y - 12} Q${x + 15} ${y - 16} ${x + 15} ${y - 2} Q${x + 16} ${y + 18} ${x} ${y + 17} Q${x - 16} ${y + 18} ${x - 15} ${y - 2} Z`,
            '#e9c9a0',
            'stroke="none"',
          ) +
          eye(x - 7, y - 4) +
          eye(x + 7, y - 4) +
          smile(x, y + 8, 5) +
          c(x - 2, y + 3, 1.3, INK) +
          c(x + 2, y + 3, 1.3, INK),
        {
          ears:
            c(-24, -72, 8, k) +
            c(-24, -72, 5, '#e9c9a0', 'stroke="none"') +
            c(24, -72, 8, k) +
            c(24, -72, 5, '#e9c9a0', 'stroke="none"'),
        },
      ),
  },
  otter: {
    coat: '#7a5634',
    draw: (k) =>
      p('M-22 -8 Q-48 -6 -52 -20 Q-40 -14 -20 -18 Z', k) +
      sitter(
        k,
        '#d9b99a',
        (x, y) =>
          line(`M${x + 8} ${y + 6} L${x + 26} ${y + 3} M${x - 6} ${y + 6} L${x - 24} ${y + 3}`, '#3b3048', 1.2) +
          e(x, y + 30, 8, 6, '#e9dcc4'),
        {
          ears: c(-17, -87, 5, k) + c(17, -87, 5, k),
          muzzle: '#d9b99a',
        },
      ),
  },
  badger: {
    coat: '#8d939c',
    draw: (k) =>
      [
        quadBody(k, { belly: light(k, 0.4) }),
        c(34, -56, 19, '#ffffff'),
        p(
          'M28 -74 Q34 -50 30 -40 L26 -40 Q22 -56 22 -72 Z M40 -74 Q34 -50 38 -40 L42 -40 Q46 -56 46 -72 Z',
          '#2a2a33',
          'stroke="none"',
        ),
        c(22, -70, 6, '#2a2a33') + c(46, -70, 6, '#2a2a33'),
        eye(27, -58, 3) + eye(41, -58, 3),
        c(34, -46, 3.5, INK, 'stroke="none"'),
      ].join(''),
  },
  lion: {
    coat: '#d9a441',
    draw: (k) =>
      [
        line('M-30 -38 Q-50 -40 -52 -62', k, 5),
        c(-52, -64, 6, '#a8642a'),
        quadBody(k, { belly: light(k, 0.45) }),
        ...Array.from({ length: 12 }, (_, i) => {
          const a = (i / 12) * Math.PI * 2;
          return c(
            Math.round((34 + Math.cos(a) * 21) * 10) / 10,
            Math.round((-58 + Math.sin(a) * 21) * 10) / 10,
            10,
            '#b8682c',
            'stroke="none"',
          );
        }),
        c(34, -58, 23, '#b8682c', 'stroke="none"'),
        roundEars(34, -58, 17, k, light(k, 0.4), 0.3),
        face(34, -58, 17, k, { muzzle: light(k, 0.5) }),
      ].join(''),
  },
  tiger: {
    coat: '#e8842c',
    draw: (k) =>
      [
        line('M-30 -38 Q-52 -42 -50 -66', k, 7),
        line('M-40 -40 L-44 -46 M-49 -52 L-54 -54 M-50 -62 L-56 -62', '#2a2a33', 3),
        quadBody(k, { belly: '#fff1e0' }),
        line('M-16 -52 L-12 -38 M-4 -53 L-2 -40 M8 -53 L6 -40 M18 -51 L14 -40 M-26 -46 L-20 -38', '#2a2a33', 4),
        roundEars(34, -58, 19, k, '#fff1e0', 0.3),
        face(34, -58, 19, k, { muzzle: '#fff6ea' }),
        line('M28 -76 L30 -70 M34 -77 L34 -70 M40 -76 L38 -70 M16 -60 L22 -58 M52 -60 L46 -58', '#2a2a33', 2.6),
      ].join(''),
  },
  elephant: {
    coat: '#9aa3ad',
    draw: (k) =>
      [
        line('M-40 -44 Q-50 -34 -46 -26', k, 4),
        quadBody(k, { cy: -46, rx: 42, ry: 28, legW: 15, xs: [-28, -12, 16, 32] }),
        c(40, -68, 22, k),
        p('M52 -62 Q68 -58 66 -36 Q64 -20 74 -14 Q78 -12 76 -8 Q60 -8 58 -30 Q56 -46 46 -50 Z', k),
        p('M50 -52 Q56 -44 62 -46', '#fffaf0', 'stroke-width="1"'),
        e(22, -68, 17, 22, dark(k, 0.1)),
        e(22, -68, 11, 15, '#f0b9c4', 'stroke="none" opacity="0.7"'),
        eye(46, -74),
        cheek(54, -62),
      ].join(''),
  },
  giraffe: {
    coat: '#e4b55a',
    draw: (k) =>
      [
        line('M-26 -52 Q-36 -50 -34 -36', k, 3),
        quadBody(k, { cy: -58, rx: 28, ry: 16, legTop: -56, legW: 7, xs: [-18, -8, 10, 20] }),
        p('M12 -66 L26 -120 L40 -116 L30 -58 Z', k),
        c(-10, -60, 5, '#b06a2a', 'stroke="none"') +
          c(4, -54, 5, '#b06a2a', 'stroke="none"') +
          c(-20, -54, 4, '#b06a2a', 'stroke="none"') +
          c(26, -86, 4, '#b06a2a', 'stroke="none"') +
          c(30, -104, 3.5, '#b06a2a', 'stroke="none"') +
          c(20, -72, 4, '#b06a2a', 'stroke="none"'),
        line('M28 -132 L26 -144 M40 -132 L42 -144', '#8a5a2a', 3),
        c(26, -145, 3.2, '#8a5a2a') + c(42, -145, 3.2, '#8a5a2a'),
        e(36, -126, 13, 11, k),
        e(46, -120, 9, 7, light(k, 0.4)),
        eye(32, -130, 3),
        eye(42, -130, 3),
        line('M22 -124 L14 -130', k, 5),
      ].join(''),
  },
  horse: { coat: '#9b6b43', draw: (k) => horse(k, '#4a2e1c', false) },
  unicorn: { coat: '#f4eefa', draw: (k) => horse(k, '', true) },
  deer: {
    coat: '#b07b4f',
    draw: (k) =>
      [
        c(-30, -50, 7, '#fffaf0'),
        quadBody(k, { cy: -46, rx: 28, ry: 15, legTop: -42, legW: 6, belly: '#f3dcc0' }),
        c(-10, -52, 2.5, '#fffaf0', 'stroke="none"') +
          c(2, -56, 2.5, '#fffaf0', 'stroke="none"') +
          c(-18, -46, 2.5, '#fffaf0', 'stroke="none"') +
          c(8, -48, 2.5, '#fffaf0', 'stroke="none"'),
        p('M18 -52 L28 -74 L38 -70 L30 -48 Z', k),
        line('M28 -88 L24 -106 M25 -98 L16 -104 M40 -88 L44 -106 M43 -98 L52 -104', '#8a5a2a', 3.5),
        e(22, -86, 5, 9, k, 'transform="rotate(-40 22 -86)"') + e(46, -86, 5, 9, k, 'transform="rotate(40 46 -86)"'),
        face(34, -78, 13, k, { muzzle: '#f3dcc0' }),
      ].join(''),
  },
  wolf: {
    coat: '#8d939c',
    draw: (k) =>
      [
        p('M-28 -36 Q-56 -30 -60 -10 Q-46 -22 -30 -26 Z', k),
        quadBody(k, { belly: '#e9ecef' }),
        p('M16 -50 L26 -76 L36 -60 Z', k),
        p('M24 -82 L28 -102 L36 -84 Z M34 -80 L40 -98 L44 -80 Z', k),
        p('M20 -84 Q34 -92 48 -80 L66 -92 Q64 -80 52 -70 Q36 -60 22 -70 Z', k),
        p('M50 -74 L64 -88 Q62 -78 52 -72 Z', '#e9ecef', 'stroke="none"'),
        c(65, -90, 3, INK, 'stroke="none"'),
        eye(38, -80, 3),
        e(26, -70, 8, 6, '#e9ecef', 'stroke="none"'),
      ].join(''),
  },
  mouse: {
    coat: '#a9a9b3',
    draw: (k) =>
      [
        line('M-24 -12 Q-50 -10 -52 -30 Q-54 -42 -44 -44', '#e8a0ae', 3),
        e(0, -20, 24, 17, k),
        e(-10, -2, 6, 3, '#e8a0ae') + e(12, -2, 6, 3, '#e8a0ae'),
        c(16, -50, 13, k) + c(16, -50, 8, '#f4b6c2', 'stroke="none"'),
        c(36, -48, 13, k) + c(36, -48, 8, '#f4b6c2', 'stroke="none"'),
        p('M18 -40 Q30 -44 38 -34 Q50 -28 54 -26 Q44 -18 30 -20 Q18 -24 18 -40 Z', k),
        c(54, -26, 3, '#e88aa0', 'stroke="none"'),
        eye(36, -34, 3),
        line('M50 -24 L62 -20 M50 -28 L62 -30', '#3b3048', 1),
      ].join(''),
  },
  hedgehog: {
    coat: '#8c7158',
    draw: (k) => {
      const spikes = Array.from({ length: 9 }, (_, i) => {
        const a = Math.PI * (0.95 + i * 0.09);
        const x1 = Math.round(Math.cos(a) * 34);
        const y1 = Math.round(-20 + Math.sin(a) * 28);
        const x2 = Math.round(Math.cos(a + 0.05) * 48);
        const y2 = Math.round(-20 + Math.sin(a + 0.05) * 42);
        return `L${x1} ${y1} L${x2} ${y2}`;
      }).join(' ');
      return [
        p(`M-36 -4 ${spikes} L24 -44 L28 -6 Z`, dark(k, 0.2)),
        e(-4, -18, 30, 18, dark(k, 0.1)),
        p('M16 -38 Q34 -36 42 -20 Q50 -14 54 -14 Q48 -6 30 -4 Q14 -6 12 -22 Z', '#e9d2b4'),
        c(54, -14, 3.5, INK, 'stroke="none"'),
        eye(32, -24, 3),
        c(24, -36, 5, '#c9a884'),
        cheek(38, -13),
        e(-10, -2, 6, 3, '#5a4636') + e(16, -2, 6, 3, '#5a4636'),
      ].join('');
    },
  },
  squirrel: {
    coat: '#c0622f',
    draw: (k) =>
      [
        p('M-16 -8 Q-60 -10 -52 -56 Q-46 -92 -14 -86 Q-34 -76 -30 -58 Q-26 -36 -10 -30 Z', k),
        p('M-44 -60 Q-42 -80 -24 -82', light(k, 0.3), 'stroke="none" opacity="0.6"'),
        e(2, -24, 17, 22, k),
        e(6, -20, 10, 15, '#f6dcc0', 'stroke="none"'),
        e(10, -4, 10, 4, k),
        pointyEars(10, -56, 15, k, light(k, 0.4)),
        face(10, -56, 15, k, { muzzle: '#f6dcc0' }),
        e(18, -28, 6, 7, '#8a5a2a') + p('M12 -32 Q18 -38 24 -32 Z', '#5a3a1a'),
      ].join(''),
  },
  cow: {
    coat: '#f0ece4',
    draw: (k) =>
      [
        line('M-34 -44 Q-42 -30 -40 -22', k, 3),
        c(-40, -20, 4, '#2a2a33'),
        quadBody(k, { cy: -42, rx: 36, ry: 20, legW: 10 }),
        p(
          'M-20 -56 Q-6 -58 -8 -44 Q-18 -36 -24 -46 Z M4 -36 Q14 -44 22 -34 Q14 -26 4 -36 Z',
          '#2a2a33',
          'stroke="none"',
        ),
        e(0, -22, 8, 5, '#f4b6c2'),
        p('M26 -78 Q20 -88 24 -92 Q28 -84 32 -80 Z M48 -78 Q54 -88 50 -92 Q46 -84 42 -80 Z', '#e9dcc4'),
        e(22, -72, 9, 5, k, 'transform="rotate(20 22 -72)"') + e(52, -72, 9, 5, k, 'transform="rotate(-20 52 -72)"'),
        c(37, -62, 17, k),
        p('M28 -76 Q38 -70 36 -62 Q26 -62 26 -70 Z', '#2a2a33', 'stroke="none"'),
        e(37, -48, 14, 9, '#f4b6c2'),
        c(32, -48, 2, INK, 'stroke="none"') + c(42, -48, 2, INK, 'stroke="none"'),
        eye(31, -64) + eye(43, -64),
        c(37, -36, 5, '#f2c933'),
      ].join(''),
  },
  pig: {
    coat: '#f2b2b8',
    draw: (k) =>
      [
        line('M-32 -38 Q-42 -44 -38 -50 Q-34 -54 -36 -44', dark(k, 0.1), 3),
        quadBody(k, { rx: 32, ry: 20, legW: 10 }),
        p('M20 -70 L22 -88 L32 -74 Z M42 -74 L52 -88 L54 -70 Z', dark(k, 0.08)),
        face(36, -58, 19, k),
        e(40, -52, 9, 7, dark(k, 0.12)),
        e(37, -52, 1.8, 2.6, dark(k, 0.5), 'stroke="none"') + e(43, -52, 1.8, 2.6, dark(k, 0.5), 'stroke="none"'),
      ].join(''),
  },
  sheep: {
    coat: '#f3f0e8',
    draw: (k) =>
      [
        leg(-18, -22, 7, '#3a3440') +
          leg(-6, -22, 7, '#3a3440') +
          leg(10, -22, 7, '#3a3440') +
          leg(22, -22, 7, '#3a3440'),
        ...[
          [-22, -40, 14],
          [-6, -46, 15],
          [12, -44, 14],
          [-26, -28, 12],
          [-8, -26, 15],
          [12, -28, 14],
          [24, -36, 12],
        ].map(([x, y, r]) => c(x, y, r, k)),
        e(38, -52, 12, 15, '#3a3440'),
        e(26, -58, 9, 4, '#3a3440', 'transform="rotate(-20 26 -58)"') +
          e(50, -58, 9, 4, '#3a3440', 'transform="rotate(20 50 -58)"'),
        c(30, -64, 6, k) + c(38, -68, 7, k) + c(46, -64, 6, k),
        c(34, -54, 3, '#ffffff', 'stroke="none"') +
          c(43, -54, 3, '#ffffff', 'stroke="none"') +
          c(34, -54, 1.8, INK, 'stroke="none"') +
          c(43, -54, 1.8, INK, 'stroke="none"'),
        smile(38.5, -44, 3),
      ].join(''),
  },
  goat: {
    coat: '#efe6d6',
    draw: (k) =>
      [
        p('M-30 -46 L-40 -52 L-32 -40 Z', k),
        quadBody(k, { rx: 30, ry: 17, legW: 7, legTop: -32 }),
        line('M26 -74 Q18 -96 6 -90', '#8a7a62', 5) + line('M40 -74 Q40 -96 28 -96', '#8a7a62', 5),
        e(20, -66, 9, 4, k, 'transform="rotate(25 20 -66)"') + e(50, -66, 9, 4, k, 'transform="rotate(-25 50 -66)"'),
        e(35, -58, 14, 17, k),
        p('M30 -44 L35 -28 L40 -44 Z', '#cfc2a8'),
        eye(29, -62) + eye(41, -62),
        e(35, -48, 5, 3, '#e8a0ae', 'stroke="none"'),
      ].join(''),
  },
  dragon: {
    coat: '#5bb37a',
    draw: (k) =>
      [
        p('M-30 -36 Q-60 -30 -64 -10 Q-66 0 -74 2 L-80 -8 L-72 -4 Q-64 -20 -56 -28 Q-44 -40 -30 -46 Z', k),
        p('M-80 -8 L-86 2 L-72 2 Z', '#f2a03d'),
        p(
          'M-6 -54 Q-20 -104 -50 -108 Q-40 -96 -44 -86 Q-32 -90 -30 -78 Q-18 -84 -14 -72 Q-10 -64 -4 -56 Z',
          light(k, 0.35),
        ),
        quadBody(k, { cy: -36, rx: 34, ry: 21, belly: '#f7d97a' }),
        p('M-24 -54 L-20 -64 L-14 -55 L-8 -67 L-2 -57 L4 -68 L10 -57 L16 -64 L18 -54 Z', '#f2a03d'),
        p('M18 -52 Q24 -80 34 -84 L40 -60 Z', k),
        p('M30 -96 L26 -112 L38 -98 Z M44 -96 L48 -112 L52 -94 Z', '#f7d97a'),
        e(42, -82, 20, 16, k),
        e(54, -76, 12, 9, light(k, 0.3)),
        c(58, -78, 1.8, INK, 'stroke="none"') + c(52, -78, 1.8, INK, 'stroke="none"'),
        eye(36, -88, 3.6),
        eye(46, -89, 3.6),
        smile(52, -70, 4),
        cheek(30, -78),
      ].join(''),
  },
  dinosaur: {
    coat: '#6fae5f',
    draw: (k) =>
      [
        p('M-32 -36 Q-60 -34 -84 -16 Q-60 -20 -30 -24 Z', k),
        line('M-78 -18 L-88 -30 M-72 -20 L-78 -34', '#e8a04a', 4),
        ...[-28, -14, 0, 14].map((x, i) =>
          p(
            `M${x - 9} ${-52 + Math.abs(i - 1.5) * 2} L${x} ${-74 + Math.abs(i - 1.5) * 6} L${x + 9} ${-52 + Math.abs(i - 1.5) * 2} Z`,
            '#e8a04a',
          ),
        ),
        quadBody(k, { cy: -34, rx: 36, ry: 22, legW: 12, belly: light(k, 0.45) }),
        p('M26 -40 Q40 -52 54 -46 Q66 -40 60 -30 Q48 -24 30 -30 Z', k),
        eye(50, -42, 3.2),
        smile(56, -33, 3),
      ].join(''),
  },
  brontosaurus: {
    coat: '#7d9bb0',
    draw: (k) =>
      [
        p('M-36 -40 Q-70 -36 -96 -12 Q-66 -22 -34 -26 Z', k),
        quadBody(k, { cy: -42, rx: 42, ry: 26, legW: 15 }),
        p('M24 -56 Q40 -110 56 -124 L70 -116 Q50 -100 42 -44 Z', k),
        e(66, -124, 15, 10, k),
        eye(68, -128, 3.4),
        smile(74, -120, 3),
        cheek(62, -120),
      ].join(''),
  },
  triceratops: {
    coat: '#c7905a',
    draw: (k) =>
      [
        p('M-30 -36 Q-56 -30 -66 -12 Q-50 -20 -28 -24 Z', k),
        quadBody(k, { cy: -32, rx: 32, ry: 20, legW: 12 }),
        p('M16 -34 Q18 -74 44 -72 Q40 -50 36 -34 Z', '#e8a04a'),
        e(44, -38, 18, 14, k),
        p('M44 -50 L52 -76 L52 -48 Z M54 -44 L70 -62 L60 -40 Z M60 -34 L74 -38 L60 -28 Z', '#fffaf0'),
        eye(46, -42, 3),
        smile(54, -30, 3),
      ].join(''),
  },
  owl: {
    coat: '#a48163',
    draw: (k) =>
      standingBird(k, { belly: light(k, 0.55), beak: '#e9a23b', tufts: true, big: true }) +
      c(-9, -56, 11, 'none', 'stroke-width="2"') +
      c(9, -56, 11, 'none', 'stroke-width="2"'),
  },
  penguin: {
    coat: '#2f3440',
    draw: (k) =>
      [
        e(-10, -2, 9, 4, '#f29a3a') + e(10, -2, 9, 4, '#f29a3a'),
        e(0, -42, 26, 38, k),
        e(0, -34, 18, 28, '#ffffff', 'stroke="none"'),
        p('M-22 -52 Q-40 -30 -30 -18 Q-24 -34 -20 -40 Z M22 -52 Q40 -30 30 -18 Q24 -34 20 -40 Z', k),
        e(0, -62, 15, 12, '#ffffff', 'stroke="none"'),
        eye(-6, -64, 3) + eye(6, -64, 3),
        p('M-6 -57 L6 -57 L0 -49 Z', '#f29a3a'),
        cheek(-11, -56) + cheek(11, -56),
      ].join(''),
  },
  duck: {
    coat: '#f1d14b',
    draw: (k) =>
      [
        line('M-4 0 L-4 -10 M8 0 L8 -10', '#f08a2c', 4),
        p('M-6 -1 L-14 2 L0 2 Z M6 -1 L-2 2 L14 2 Z', '#f08a2c'),
        p('M-30 -34 L-40 -46 L-26 -40 Z', k),
        e(-4, -26, 30, 18, k),
        p('M-18 -32 Q0 -42 14 -28 Q0 -20 -18 -32 Z', dark(k, 0.12)),
        c(20, -54, 15, k),
        p('M32 -54 Q46 -56 48 -50 Q44 -46 32 -48 Z', '#f08a2c'),
        eye(22, -58, 3),
        cheek(18, -48),
      ].join(''),
  },
  chicken: {
    coat: '#f6f0e4',
    draw: (k) =>
      [
        line('M-4 0 L-4 -12 M8 0 L8 -12', '#f2b33d', 3.5),
        p('M-26 -40 Q-46 -64 -36 -70 Q-34 -56 -24 -50 Q-40 -62 -30 -72 Q-24 -58 -20 -52 Z', '#c97a3a'),
        e(-2, -32, 28, 22, k),
        p('M-14 -38 Q0 -46 14 -34 Q0 -24 -14 -38 Z', dark(k, 0.1)),
        c(18, -56, 14, k),
        p('M12 -70 Q14 -78 18 -72 Q21 -80 24 -71 Q29 -76 28 -67 Z', '#e0443a'),
        p('M30 -56 L40 -52 L30 -48 Z', '#f2b33d'),
        p('M28 -47 Q30 -40 26 -40 Q24 -44 26 -48 Z', '#e0443a'),
        eye(22, -59, 3),
      ].join(''),
  },
  parrot: {
    coat: '#e0443a',
    draw: (k) =>
      [
        line('M-6 0 L-6 -10 M6 0 L6 -10', '#7a6a5a', 3.5),
        p('M-8 -20 L-22 16 L-12 18 L0 -18 Z', '#3f6fd8'),
        p('M4 -18 L-4 20 L6 20 L10 -18 Z', '#2fa35a'),
        e(0, -42, 20, 30, k),
        p('M-18 -50 Q-26 -24 -14 -12 Q-2 -28 -6 -48 Z', '#2fa35a'),
        p('M-16 -30 Q-20 -18 -12 -12 Q-8 -22 -10 -30 Z', '#3f6fd8', 'stroke="none"'),
        e(4, -66, 13, 12, k),
        e(8, -66, 6, 6, '#ffffff', 'stroke="none"'),
        eye(8, -66, 2.8),
        p('M14 -66 Q26 -66 22 -52 Q20 -58 14 -58 Z', '#f2e6c8'),
        p('M14 -58 Q18 -54 20 -54 Q16 -52 14 -54 Z', '#3a3440'),
      ].join(''),
  },
  bird: {
    coat: '#5aa0d8',
    draw: (k) =>
      [
        line('M-4 0 L-4 -10 M6 0 L6 -10', '#e9a23b', 3),
        p('M-24 -28 L-42 -34 L-40 -22 Z', dark(k, 0.15)),
        e(0, -28, 24, 19, k),
        e(6, -22, 14, 11, '#fff1e0', 'stroke="none"'),
        p('M-14 -32 Q-2 -40 8 -28 Q-4 -20 -14 -32 Z', dark(k, 0.2)),
        c(14, -46, 13, k),
        p('M26 -48 L36 -45 L26 -42 Z', '#e9a23b'),
        eye(18, -50, 3),
        cheek(14, -40),
      ].join(''),
  },
  bat: {
    coat: '#6a5a8c',
    draw: (k) =>
      [
        p(
          'M-8 -56 Q-30 -80 -62 -74 Q-56 -64 -58 -56 Q-48 -60 -44 -50 Q-34 -56 -28 -44 Q-16 -50 -8 -40 Z',
          dark(k, 0.15),
        ),
        p('M8 -56 Q30 -80 62 -74 Q56 -64 58 -56 Q48 -60 44 -50 Q34 -56 28 -44 Q16 -50 8 -40 Z', dark(k, 0.15)),
        e(0, -44, 13, 18, k),
        p('M-12 -68 L-12 -84 L-3 -72 Z M12 -68 L12 -84 L3 -72 Z', k),
        c(0, -64, 12, k),
        eye(-5, -66, 3),
        eye(5, -66, 3),
        p('M-3 -58 L-1 -55 L1 -58 M1 -58 L3 -55 L5 -58', '#ffffff', 'stroke-width="0.6"'),
        line('M-4 -26 L-4 -16 M4 -26 L4 -16', k, 3),
      ].join(''),
  },
  butterfly: {
    coat: '#d47ad0',
    draw: (k) =>
      [
        e(-20, -62, 20, 24, k, 'transform="rotate(-25 -20 -62)"'),
        e(20, -62, 20, 24, k, 'transform="rotate(25 20 -62)"'),
        e(-16, -30, 14, 16, light(k, 0.3), 'transform="rotate(25 -16 -30)"'),
        e(16, -30, 14, 16, light(k, 0.3), 'transform="rotate(-25 16 -30)"'),
        c(-22, -64, 7, '#fff2a8', 'stroke="none"') +
          c(22, -64, 7, '#fff2a8', 'stroke="none"') +
          c(-16, -30, 5, '#7fd1ff', 'stroke="none"') +
          c(16, -30, 5, '#7fd1ff', 'stroke="none"'),
        e(0, -44, 5, 24, '#3a3048'),
        line('M-2 -66 Q-8 -82 -14 -84 M2 -66 Q8 -82 14 -84', '#3a3048', 2),
        c(-14, -84, 2.5, '#3a3048') + c(14, -84, 2.5, '#3a3048'),
      ].join(''),
  },
  bee: {
    coat: '#f2c933',
    draw: (k) =>
      [
        e(-8, -62, 12, 18, '#e6f6ff', 'opacity="0.85" transform="rotate(-30 -8 -62)"'),
        e(10, -62, 12, 18, '#e6f6ff', 'opacity="0.85" transform="rotate(30 10 -62)"'),
        p('M-32 -36 L-42 -36 L-32 -32 Z', '#2a2a33'),
        e(0, -36, 32, 20, k),
        p(
          'M-14 -55 Q-20 -36 -14 -17 L-4 -16 Q-10 -36 -4 -56 Z M6 -56 Q0 -36 6 -16 L15 -18 Q10 -36 15 -54 Z',
          '#2a2a33',
          'stroke="none"',
        ),
        c(34, -42, 14, '#2a2a33'),
        c(36, -44, 4, '#ffffff', 'stroke="none"') + c(37, -44, 2, INK, 'stroke="none"'),
        line('M32 -54 Q30 -66 24 -70 M38 -54 Q42 -66 46 -68', '#2a2a33', 2),
        smile(40, -36, 3),
      ].join(''),
  },
  ladybird: {
    coat: '#d93a2f',
    draw: (k) =>
      [
        line('M-20 -4 L-26 0 M0 -4 L0 0 M18 -4 L24 0', '#2a2a33', 3),
        c(30, -20, 13, '#2a2a33'),
        line('M34 -30 Q38 -44 46 -44 M28 -32 Q26 -46 20 -48', '#2a2a33', 2),
        p('M-32 -6 Q-32 -50 0 -50 Q32 -50 32 -6 Z', k),
        line('M0 -50 L0 -6', '#2a2a33', 2),
        c(-16, -30, 6, '#2a2a33', 'stroke="none"') +
          c(16, -30, 6, '#2a2a33', 'stroke="none"') +
          c(-10, -14, 4.5, '#2a2a33', 'stroke="none"') +
          c(12, -14, 4.5, '#2a2a33', 'stroke="none"') +
          c(-4, -40, 3.5, '#2a2a33', 'stroke="none"') +
          c(6, -40, 3.5, '#2a2a33', 'stroke="none"'),
        c(34, -22, 3, '#ffffff', 'stroke="none"') + c(35, -22, 1.6, INK, 'stroke="none"'),
      ].join(''),
  },
  snail: {
    coat: '#c9a46b',
    draw: (k) =>
      [
        p('M-40 0 Q-40 -10 -20 -10 L30 -10 Q40 -12 42 -30 L50 -30 Q52 -6 40 0 Z', '#c6d6a0'),
        line('M42 -30 L38 -48 M48 -30 L52 -48', '#c6d6a0', 3),
        c(38, -49, 3.5, INK) + c(52, -49, 3.5, INK),
        smile(47, -20, 3),
        c(-4, -34, 26, k),
        line(
          'M-4 -34 m0 0 a4 4 0 1 1 4 4 a9 9 0 1 1 -10 -10 a15 15 0 1 1 16 16 a20 20 0 1 1 -22 -22',
          dark(k, 0.35),
          2.5,
        ),
      ].join(''),
  },
  frog: {
    coat: '#6cbf4a',
    draw: (k) =>
      [
        e(-22, -6, 16, 8, dark(k, 0.15)),
        e(22, -6, 16, 8, dark(k, 0.15)),
        e(0, -26, 32, 24, k),
        e(0, -18, 20, 14, '#d6f0a8', 'stroke="none"'),
        c(-14, -48, 11, k),
        c(14, -48, 11, k),
        c(-14, -49, 7, '#ffffff', 'stroke="none"') + c(14, -49, 7, '#ffffff', 'stroke="none"'),
        eye(-14, -49, 4),
        eye(14, -49, 4),
        line('M-16 -32 Q0 -22 16 -32', INK, 2),
        cheek(-20, -34) + cheek(20, -34),
        e(-12, -2, 7, 4, k) + e(12, -2, 7, 4, k),
      ].join(''),
  },
  turtle: {
    coat: '#6d9b58',
    draw: (k) =>
      [
        e(-18, -6, 7, 8, '#b9d28a') + e(18, -6, 7, 8, '#b9d28a'),
        p('M-40 -10 L-46 -14 L-38 -16 Z', '#b9d28a'),
        e(42, -26, 13, 11, '#b9d28a'),
        eye(46, -30, 3),
        smile(50, -22, 3),
        p('M-38 -10 Q-38 -56 0 -56 Q38 -56 38 -10 Z', k),
        p('M-10 -44 L10 -44 L16 -30 L10 -16 L-10 -16 L-16 -30 Z', light(k, 0.25)),
        line(
          'M-10 -44 L-20 -52 M10 -44 L20 -52 M16 -30 L34 -30 M-16 -30 L-34 -30 M-10 -16 L-18 -10 M10 -16 L18 -10',
          dark(k, 0.3),
          2,
        ),
        `<rect x="-40" y="-14" width="80" height="6" rx="3" fill="${light(k, 0.45)}"/>`,
      ].join(''),
  },
  octopus: {
    coat: '#e0708b',
    draw: (k) =>
      [
        ...[-34, -22, -10, 2, 14, 26].map((x, i) =>
          line(
            `M${x + 4} -30 Q${x - 4 + (i % 2) * 8} -12 ${x + 2} -4 Q${x + 10} 2 ${x + 12} -6`,
            i % 2 ? k : dark(k, 0.1),
            8,
          ),
        ),
        p('M-30 -30 Q-34 -84 0 -86 Q34 -84 30 -30 Q0 -22 -30 -30 Z', k),
        c(-12, -70, 4, light(k, 0.3), 'stroke="none"') + c(14, -74, 3, light(k, 0.3), 'stroke="none"'),
        c(-10, -50, 8, '#ffffff', 'stroke="none"') + c(10, -50, 8, '#ffffff', 'stroke="none"'),
        eye(-10, -50, 4.5),
        eye(10, -50, 4.5),
        smile(0, -38, 5),
        cheek(-20, -40) + cheek(20, -40),
      ].join(''),
  },
  fish: {
    coat: '#f2a03d',
    draw: (k) =>
      [
        p('M-26 -40 L-50 -58 L-46 -40 L-50 -22 Z', dark(k, 0.1)),
        p('M-6 -56 Q6 -74 16 -54 Z', dark(k, 0.1)),
        e(0, -40, 32, 20, k),
        line('M-8 -58 Q-14 -40 -8 -22 M6 -59 Q0 -40 6 -21', '#ffffff', 4, 'opacity="0.8"'),
        p('M0 -34 L-10 -24 L4 -28 Z', dark(k, 0.1)),
        eye(20, -44, 3.6),
        smile(26, -34, 3),
      ].join(''),
  },
  dolphin: {
    coat: '#6fa8c9',
    draw: (k) =>
      [
        p('M-40 -50 Q-60 -62 -66 -56 Q-56 -50 -52 -44 Q-62 -36 -58 -30 Q-48 -36 -38 -42 Z', k),
        p('M-2 -62 Q6 -82 16 -80 Q10 -70 14 -58 Z', k),
        p('M-40 -46 Q-20 -68 20 -62 Q44 -58 50 -46 L66 -44 Q66 -38 50 -36 Q30 -24 0 -28 Q-30 -30 -40 -46 Z', k),
        p('M-10 -30 Q20 -30 48 -38 Q30 -26 0 -26 Z', light(k, 0.55), 'stroke="none"'),
        p('M6 -36 L-6 -20 L14 -32 Z', dark(k, 0.1)),
        eye(38, -50, 3.2),
        line('M52 -40 Q58 -38 64 -40', INK, 1.4),
      ].join(''),
  },
  whale: {
    coat: '#4f79a8',
    draw: (k) =>
      [
        line('M30 -80 Q26 -96 18 -100 M30 -80 Q30 -98 30 -104 M30 -80 Q36 -96 42 -100', '#bfe8ff', 3),
        p('M-44 -42 Q-60 -66 -74 -70 Q-70 -58 -60 -52 Q-76 -48 -78 -38 Q-62 -40 -48 -36 Z', k),
        p('M-50 -40 Q-50 -80 4 -80 Q56 -80 58 -40 Q58 -14 6 -14 Q-40 -14 -50 -40 Z', k),
        p('M-30 -26 Q6 -16 52 -28 Q56 -18 6 -15 Q-24 -16 -30 -26 Z', '#dfeaf2', 'stroke="none"'),
        line('M-10 -22 L30 -22 M-4 -18 L24 -18', light(k, 0.3), 1.2),
        eye(34, -48, 3.4),
        smile(44, -36, 5),
        cheek(30, -38, 4),
        e(-4, -40, 12, 7, dark(k, 0.12), 'transform="rotate(25 -4 -40)"'),
      ].join(''),
  },
  shark: {
    coat: '#8a9aaa',
    draw: (k) =>
      [
        p('M-44 -42 L-70 -66 L-62 -40 L-70 -18 Z', k),
        p('M-8 -56 L4 -92 L20 -56 Z', k),
        p('M-50 -42 Q-20 -62 28 -58 Q56 -54 66 -40 Q56 -26 28 -24 Q-20 -22 -50 -42 Z', k),
        p('M-30 -34 Q10 -22 60 -36 Q50 -24 26 -24 Q-12 -24 -30 -34 Z', '#f4f6f8', 'stroke="none"'),
        p('M4 -32 L-10 -14 L16 -28 Z', dark(k, 0.1)),
        line('M18 -50 L16 -40 M24 -50 L22 -40 M30 -50 L28 -41', dark(k, 0.3), 1.5),
        eye(46, -46, 3.2),
        p('M40 -33 L44 -30 L47 -33 L50 -30 L53 -33 L56 -31 Q50 -27 40 -33 Z', '#ffffff', 'stroke-width="1"'),
      ].join(''),
  },
  seal: {
    coat: '#8f9aa3',
    draw: (k) =>
      [
        p('M-44 -6 L-60 -16 L-58 0 Z', dark(k, 0.1)),
        p('M-50 -4 Q-40 -30 4 -36 Q22 -60 36 -62 Q56 -62 54 -40 Q52 -22 30 -10 Q10 0 -50 -4 Z', k),
        c(-10, -24, 3, dark(k, 0.15), 'stroke="none"') +
          c(4, -16, 2.5, dark(k, 0.15), 'stroke="none"') +
          c(-24, -12, 3, dark(k, 0.15), 'stroke="none"'),
        e(14, -8, 12, 5, dark(k, 0.15), 'transform="rotate(20 14 -8)"'),
        eye(34, -50, 4),
        eye(48, -50, 4),
        e(44, -40, 8, 5, light(k, 0.4), 'stroke="none"'),
        c(44, -43, 2.5, INK, 'stroke="none"'),
        line('M48 -40 L62 -42 M48 -38 L62 -36 M38 -40 L26 -42 M38 -38 L26 -36', '#3b3048', 1),
      ].join(''),
  },
  seahorse: {
    coat: '#f2a96b',
    draw: (k) =>
      [
        p('M-4 -60 Q-20 -54 -18 -40 Q-22 -32 -14 -28 Z', light(k, 0.3)),
        p(
          'M0 -84 Q18 -86 16 -70 L32 -66 Q32 -60 16 -60 Q10 -50 12 -36 Q14 -14 0 -8 Q-12 -2 -10 -14 Q-8 -20 0 -16 Q6 -24 0 -36 Q-12 -48 -6 -70 Q-6 -82 0 -84 Z',
          k,
        ),
        line('M-2 -80 L-8 -88 M2 -84 L0 -92', dark(k, 0.2), 2.5),
        eye(8, -74, 3),
      ].join(''),
  },
  crab: {
    coat: '#e8594a',
    draw: (k) =>
      [
        line('M-20 -12 L-34 0 M-12 -10 L-22 2 M20 -12 L34 0 M12 -10 L22 2', k, 4),
        line('M-22 -26 L-36 -46 M22 -26 L36 -46', k, 5),
        c(-38, -52, 9, k) + c(38, -52, 9, k),
        p('M-40 -58 L-34 -50 M40 -58 L34 -50', 'none', 'stroke-width="2.5"'),
        e(0, -22, 28, 16, k),
        line('M-6 -36 L-8 -46 M6 -36 L8 -46', k, 3),
        c(-8, -48, 5, '#ffffff') + c(8, -48, 5, '#ffffff'),
        eye(-8, -48, 2.6) + eye(8, -48, 2.6),
        smile(0, -20, 5),
      ].join(''),
  },
  firefly: {
    coat: '#fff2a8',
    draw: (k) =>
      c(0, -40, 16, k, 'stroke="none" opacity="0.35"') +
      c(0, -40, 6, k, 'stroke="none"') +
      e(-7, -46, 6, 3, '#e6f6ff', 'opacity="0.8"') +
      e(7, -46, 6, 3, '#e6f6ff', 'opacity="0.8"'),
  },
  knight: {
    coat: '#b9c2cc',
    draw: (k) =>
      person({ skin: '#f0c9a8', body: k, legs: '#7c4dbd' }) +
      p('M-22 -112 Q-22 -142 0 -142 Q22 -142 22 -112 L22 -106 L-22 -106 Z', k) +
      `<rect x="-16" y="-124" width="32" height="5" rx="2" fill="#3a3440"/>` +
      p('M0 -142 Q-4 -162 -20 -164 Q-6 -150 0 -142 Z', '#d8433b') +
      p('M-20 -60 L-34 -74 L-34 -48 Z', '#d8433b'),
  },
  mermaid: {
    coat: '#2fbfb3',
    draw: (k) =>
      [
        p('M-14 -60 Q-18 -20 0 -10 Q10 -4 26 -12 L40 -4 L38 -24 L26 -18 Q14 -22 14 -60 Z', k),
        line('M-8 -44 Q0 -40 8 -44 M-6 -32 Q2 -28 10 -32', light(k, 0.4), 2),
        p('M-22 -124 Q-34 -70 -20 -58 L20 -58 Q30 -80 22 -124 Z', '#d8433b'),
        e(0, -70, 14, 12, '#f7c6d9'),
        line('M-12 -74 L-24 -94 M12 -74 L24 -94', '#f0c9a8', 6),
        face(0, -104, 18, '#f0c9a8'),
        p('M-20 -110 Q-14 -128 0 -124 Q14 -128 20 -110 Q8 -118 -20 -110 Z', '#d8433b'),
        c(10, -124, 5, '#fff2a8'),
      ].join(''),
  },
  robot: {
    coat: '#cfd6e0',
    draw: (k) =>
      [
        `<rect x="-16" y="-16" width="10" height="16" rx="3" fill="${dark(k, 0.2)}"/><rect x="6" y="-16" width="10" height="16" rx="3" fill="${dark(k, 0.2)}"/>`,
        `<rect x="-24" y="-62" width="48" height="48" rx="8" fill="${k}"/>`,
        c(-10, -42, 5, '#ff6f91') +
          c(6, -42, 5, '#9fe6ff') +
          `<rect x="-12" y="-28" width="24" height="6" rx="3" fill="#ffd24a"/>`,
        line('M-24 -50 L-36 -30 M24 -50 L36 -30', dark(k, 0.2), 6),
        `<rect x="-20" y="-100" width="40" height="34" rx="10" fill="${k}"/>`,
        `<rect x="-14" y="-92" width="28" height="16" rx="6" fill="#3a3440"/>`,
        c(-6, -84, 3.5, '#9fe6ff', 'stroke="none"') + c(6, -84, 3.5, '#9fe6ff', 'stroke="none"'),
        line('M0 -100 L0 -112', dark(k, 0.3), 3) + c(0, -115, 5, '#ffd24a'),
      ].join(''),
  },
  zebra: {
    coat: '#f4f4f2',
    draw: (k) =>
      horse(k, '#2a2a33', false) +
      line(
        'M-18 -64 L-14 -40 M-6 -67 L-4 -40 M6 -67 L4 -40 M16 -64 L14 -42 M-26 -58 L-22 -44 M22 -70 L30 -74 M24 -80 L34 -84',
        '#2a2a33',
        4,
      ),
  },
  'polar-bear': {
    coat: '#f4f2ee',
    draw: (k) => sitter(k, '#ffffff', () => '', { ears: roundEars(0, -72, 22, k, '#e6e2dc'), muzzle: '#ffffff' }),
  },
  pegasus: {
    coat: '#f4eefa',
    draw: (k) =>
      p('M-6 -62 Q-30 -110 -64 -104 Q-50 -96 -54 -86 Q-40 -90 -40 -78 Q-28 -84 -24 -70 Z', '#ffffff') +
      line('M-20 -80 Q-34 -92 -50 -94', '#c9d6f2', 2) +
      horse(k, '#c9b8ef', false),
  },
  llama: {
    coat: '#efe2c8',
    draw: (k) =>
      [
        p('M-30 -54 Q-40 -50 -36 -40 Z', k),
        quadBody(k, { cy: -50, rx: 28, ry: 18, legTop: -44, legW: 8 }),
        ...[
          [-18, -64],
          [-4, -68],
          [10, -66],
          [-24, -50],
          [20, -58],
        ].map(([x, y]) => c(x, y, 8, k, 'stroke="none"')),
        `<rect x="14" y="-112" width="20" height="62" rx="10" fill="${k}"/>`,
        e(30, -110, 14, 11, k),
        p('M20 -120 Q16 -138 24 -134 Q26 -126 26 -118 Z M32 -120 Q32 -140 38 -134 Q38 -126 36 -118 Z', k),
        e(40, -104, 7, 6, light(k, 0.4)),
        eye(30, -113, 3),
        `<rect x="12" y="-78" width="24" height="6" rx="3" fill="#e0594a" stroke="none"/>`,
      ].join(''),
  },
  kangaroo: {
    coat: '#c98a54',
    draw: (k) =>
      [
        p('M-14 -14 Q-56 -6 -64 4 Q-40 -2 -10 -4 Z', k),
        e(-4, -4, 22, 6, dark(k, 0.1)),
        e(0, -40, 22, 32, k),
        e(4, -30, 13, 17, light(k, 0.45), 'stroke="none"'),
        p('M-4 -26 Q4 -20 12 -26', 'none', 'stroke-width="2"'),
        c(4, -32, 6, light(k, 0.2)),
        line('M12 -54 L22 -44 M8 -56 L16 -44', k, 5),
        e(14, -96, 5, 14, k, 'transform="rotate(-10 14 -96)"') + e(26, -96, 5, 14, k, 'transform="rotate(14 26 -96)"'),
        e(20, -80, 14, 12, k),
        e(30, -76, 9, 7, light(k, 0.3)),
        c(36, -78, 2, INK, 'stroke="none"'),
        eye(20, -84, 3),
      ].join(''),
  },
  crocodile: {
    coat: '#5f9e5a',
    draw: (k) =>
      [
        p('M-30 -18 Q-60 -16 -80 -4 Q-56 -6 -30 -8 Z', k),
        leg(-20, -12, 9, dark(k, 0.15)) + leg(18, -12, 9, dark(k, 0.15)),
        e(0, -18, 34, 12, k),
        p('M-24 -28 L-20 -36 L-14 -29 L-8 -37 L-2 -29 L4 -37 L10 -29 L16 -35 L20 -28 Z', dark(k, 0.15)),
        p('M26 -24 Q44 -30 72 -22 Q74 -16 70 -14 L28 -10 Z', k),
        p('M30 -14 L70 -14 Q70 -8 64 -6 L30 -8 Z', light(k, 0.3)),
        p('M40 -14 L43 -10 L46 -14 L49 -10 L52 -14 L55 -10 L58 -14', '#ffffff', 'stroke-width="1"'),
        c(34, -30, 6, k) + eye(35, -31, 2.8),
        leg(-10, -12, 9, k) + leg(26, -12, 9, k),
      ].join(''),
  },
  snake: {
    coat: '#7cc04a',
    draw: (k) =>
      line('M-44 -8 Q-24 -24 -4 -8 Q16 8 30 -14 Q40 -32 30 -46', k, 14) +
      line('M-40 -10 Q-24 -22 -8 -10 M4 -4 Q16 2 26 -14', light(k, 0.4), 3) +
      e(34, -54, 14, 11, k) +
      eye(30, -58, 3) +
      eye(40, -58, 3) +
      line('M44 -48 L50 -44 M50 -44 L54 -46 M50 -44 L53 -40', '#e0443a', 1.5),
  },
  flamingo: {
    coat: '#f5a0b8',
    draw: (k) =>
      line('M0 0 L2 -40 M2 -26 L12 -34', '#e08098', 3) +
      e(-4, -50, 24, 14, k) +
      p('M-28 -52 L-40 -58 L-30 -46 Z', dark(k, 0.1)) +
      p('M-14 -54 Q0 -62 12 -50 Q0 -44 -14 -54 Z', dark(k, 0.12)) +
      line('M16 -54 Q30 -70 16 -88 Q6 -104 18 -110', k, 7) +
      c(22, -110, 9, k) +
      eye(24, -113, 2.6) +
      p('M28 -112 Q38 -108 34 -98 Q32 -104 28 -106 Z', '#3a3440'),
  },
  swan: {
    coat: '#fbfbf8',
    draw: (k) =>
      p('M-40 -24 Q-40 -4 -10 -4 L30 -4 Q44 -10 40 -24 Q20 -16 -10 -26 Q-30 -32 -40 -24 Z', k) +
      p('M-30 -22 Q-10 -40 14 -20', light(k, 0.2), 'stroke-width="1.5"') +
      line('M30 -18 Q40 -50 22 -64 Q14 -76 26 -82', k, 8) +
      c(30, -82, 8, k) +
      eye(31, -85, 2.4) +
      p('M36 -84 L48 -80 L36 -77 Z', '#f08a2c') +
      p('M-60 0 Q0 10 60 0', '#7fc8e8', 'stroke="#7fc8e8" stroke-width="3"'),
  },
  hippo: {
    coat: '#9b8fb3',
    draw: (k) =>
      [
        quadBody(k, { cy: -36, rx: 40, ry: 26, legW: 14, legTop: -16 }),
        c(28, -58, 5, k) + c(44, -60, 5, k),
        e(36, -44, 18, 16, k),
        e(42, -30, 22, 14, light(k, 0.2)),
        c(36, -32, 2.5, INK, 'stroke="none"') + c(48, -32, 2.5, INK, 'stroke="none"'),
        eye(30, -50, 3) + eye(42, -51, 3),
        cheek(24, -40) + cheek(58, -38),
      ].join(''),
  },
  rhino: {
    coat: '#a8a4a0',
    draw: (k) =>
      [
        line('M-38 -44 Q-46 -38 -42 -30', k, 3),
        quadBody(k, { cy: -38, rx: 38, ry: 22, legW: 13 }),
        p('M24 -48 Q48 -60 62 -42 Q60 -28 30 -26 Z', k),
        p('M50 -50 L58 -74 L62 -46 Z', '#efe6d6'),
        p('M40 -54 L44 -64 L48 -52 Z', '#efe6d6'),
        p('M22 -56 L20 -70 L30 -58 Z', k),
        eye(36, -46, 3),
        smile(52, -34, 3),
      ].join(''),
  },
  raccoon: {
    coat: '#8d939c',
    draw: (k) =>
      [
        line('M-30 -36 Q-52 -40 -56 -62', k, 10),
        line('M-38 -39 L-42 -42 M-48 -46 L-52 -48 M-53 -55 L-58 -56', '#2a2a33', 5),
        quadBody(k, { belly: light(k, 0.45) }),
        pointyEars(34, -58, 18, k, '#2a2a33'),
        c(34, -58, 18, k),
        p('M18 -62 Q34 -70 50 -62 L48 -54 Q34 -58 20 -54 Z', '#2a2a33', 'stroke="none"'),
        e(34, -48, 8, 6, '#f4f2ee', 'stroke="none"'),
        c(27, -59, 3, '#ffffff', 'stroke="none"') +
          c(41, -59, 3, '#ffffff', 'stroke="none"') +
          c(27, -59, 1.8, INK, 'stroke="none"') +
          c(41, -59, 1.8, INK, 'stroke="none"'),
        c(34, -50, 2.5, INK, 'stroke="none"'),
      ].join(''),
  },
  sloth: {
    coat: '#a88a6a',
    draw: (k) =>
      line('M-60 -110 L60 -110', '#6b4a34', 8) +
      line('M-14 -60 L-24 -108 M14 -60 L24 -108', k, 9) +
      e(0, -50, 22, 26, k) +
      c(0, -78, 18, k) +
      e(0, -76, 14, 11, '#efe2c8', 'stroke="none"') +
      e(-6, -77, 5, 3, dark(k, 0.4), 'stroke="none" transform="rotate(20 -6 -77)"') +
      e(6, -77, 5, 3, dark(k, 0.4), 'stroke="none" transform="rotate(-20 6 -77)"') +
      c(-6, -77, 1.8, INK, 'stroke="none"') +
      c(6, -77, 1.8, INK, 'stroke="none"') +
      smile(0, -70, 4) +
      c(0, -73, 2, INK, 'stroke="none"'),
  },
  jellyfish: {
    coat: '#c9a6f0',
    draw: (k) =>
      [-20, -8, 4, 16]
        .map((x, i) =>
          line(`M${x} -40 Q${x + (i % 2 ? 8 : -8)} -26 ${x} -14 Q${x + (i % 2 ? -8 : 8)} -4 ${x} 2`, light(k, 0.2), 3),
        )
        .join('') +
      p('M-32 -40 Q-32 -80 0 -80 Q32 -80 32 -40 Q16 -34 0 -40 Q-16 -34 -32 -40 Z', k, 'opacity="0.9"') +
      eye(-8, -56, 3) +
      eye(8, -56, 3) +
      smile(0, -48, 4) +
      cheek(-16, -50) +
      cheek(16, -50),
  },
  starfish: {
    coat: '#f29a5a',
    draw: (k) => {
      const pts = Array.from({ length: 10 }, (_, i) => {
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        const rad = i % 2 ? 16 : 38;
        return `${Math.round(Math.cos(a) * rad)} ${Math.round(-38 + Math.sin(a) * rad)}`;
      });
      return (
        p(`M${pts.join(' L')} Z`, k) +
        eye(-6, -42, 3) +
        eye(6, -42, 3) +
        smile(0, -34, 4) +
        c(-20, -48, 2, light(k, 0.4), 'stroke="none"') +
        c(18, -26, 2, light(k, 0.4), 'stroke="none"')
      );
    },
  },
  cheetah: {
    coat: '#e8b85a',
    draw: (k) => {
      const spots = [
        [-20, -42],
        [-8, -48],
        [4, -40],
        [16, -46],
        [-14, -32],
        [10, -30],
        [-26, -36],
        [26, -38],
      ]
        .map(([x, y]) => c(x, y, 2.6, '#3a2a1a', 'stroke="none"'))
        .join('');
      return [
        line('M-30 -38 Q-52 -30 -54 -56', k, 6),
        quadBody(k, { rx: 32, ry: 16, legW: 7, legTop: -30, belly: '#fff1e0' }),
        spots,
        roundEars(34, -56, 17, k, '#fff1e0', 0.3),
        face(34, -56, 17, k, { muzzle: '#fff6ea' }),
        line('M28 -58 L26 -46 M40 -58 L42 -46', '#3a2a1a', 1.5),
      ].join('');
    },
  },
  caterpillar: {
    coat: '#8cc84b',
    draw: (k) =>
      [-40, -26, -12, 2, 16]
        .map((x, i) => c(x, -14 - (i % 2) * 6, 12, i % 2 ? light(k, 0.2) : k) + line(`M${x} -2 L${x} 2`, '#3a3440', 3))
        .join('') +
      c(32, -26, 15, k) +
      eye(28, -30, 3) +
      eye(38, -30, 3) +
      smile(33, -20, 4) +
      line('M28 -40 L22 -54 M36 -40 L42 -54', '#3a3440', 2) +
      c(22, -55, 3, '#e0443a') +
      c(42, -55, 3, '#e0443a'),
  },
  creature: {
    coat: '#b48ad8',
    draw: (k) =>
      [
        e(-12, -4, 9, 5, dark(k, 0.15)) + e(12, -4, 9, 5, dark(k, 0.15)),
        p('M-30 -6 Q-36 -60 0 -64 Q36 -60 30 -6 Z', k),
        c(-16, -62, 7, k) + c(16, -62, 7, k),
        e(0, -20, 16, 12, light(k, 0.45), 'stroke="none"'),
        eye(-10, -40, 4),
        eye(10, -40, 4),
        smile(0, -30, 5),
        cheek(-18, -32) + cheek(18, -32),
      ].join(''),
  },
};

function horse(k: string, mane: string, unicorn: boolean): string {
  const maneFill = unicorn ? '' : mane;
  const rainbow = ['#ff9fd2', '#b48ad8', '#7fd1ff', '#fff2a8'];
  const tail = unicorn
    ? rainbow
        .map((col, i) =>
          line(`M-32 ${-52 + i * 3} Q${-52 - i * 3} ${-46 + i * 4} ${-46 - i * 2} ${-18 + i * 2}`, col, 5),
        )
        .join('')
    : p('M-32 -54 Q-52 -48 -48 -18 Q-40 -34 -30 -44 Z', maneFill);
  const maneShape = unicorn
    ? rainbow
        .map((col, i) =>
          line(`M${26 - i * 4} ${-100 + i * 2} Q${14 - i * 4} ${-82 + i * 4} ${16 - i * 3} ${-58 + i * 2}`, col, 5),
        )
        .join('')
    : p('M28 -100 Q10 -88 14 -58 L24 -60 Q20 -82 34 -96 Z', maneFill);
  return [
    tail,
    quadBody(k, { cy: -50, rx: 34, ry: 17, legTop: -46, legW: 8 }),
    unicorn
      ? ''
      : e(-24, -2, 6, 3, '#3a3440') +
        e(-10, -2, 6, 3, '#3a3440') +
        e(12, -2, 6, 3, '#3a3440') +
        e(26, -2, 6, 3, '#3a3440'),
    p('M16 -60 L26 -96 L42 -92 L36 -56 Z', k),
    e(36, -96, 12, 13, k),
    p('M36 -100 Q50 -94 56 -80 Q58 -72 48 -72 Q38 -74 32 -86 Z', k),
    e(52, -77, 6, 5, light(k, 0.35), 'stroke="none"'),
    c(54, -78, 1.6, INK, 'stroke="none"'),
    p('M28 -104 L30 -118 L36 -106 Z', k),
    unicorn
      ? p('M38 -106 L46 -138 L46 -104 Z', '#f5c84a') +
        line('M40 -112 L46 -114 M41 -120 L46 -122 M43 -128 L46 -129', '#c9962a', 1.5)
      : '',
    maneShape,
    eye(40, -94, 3.2),
    cheek(44, -84),
  ].join('');
}

function person(o: { skin: string; body: string; legs: string }): string {
  return [
    `<rect x="-13" y="-28" width="10" height="28" rx="4" fill="${o.legs}"/><rect x="3" y="-28" width="10" height="28" rx="4" fill="${o.legs}"/>`,
    line('M-20 -76 L-30 -42 M20 -76 L30 -42', o.skin, 8),
    p('M-20 -86 Q0 -94 20 -86 L28 -24 L-28 -24 Z', o.body),
    face(0, -106, 20, o.skin),
  ].join('');
}

/** Which drawing each species word of the vocabulary uses (the rest use a drawing of their own name). */
const aliases: Record<string, string> = {
  kitten: 'cat',
  puppy: 'dog',
  bunny: 'rabbit',
  hare: 'rabbit',
  'teddy bear': 'teddy',
  pony: 'horse',
  lamb: 'sheep',
  hen: 'chicken',
  'guinea pig': 'hamster',
  'polar bear': 'polar-bear',
  alpaca: 'llama',
  leopard: 'cheetah',
  jaguar: 'cheetah',
  alligator: 'crocodile',
  hippopotamus: 'hippo',
  rhinoceros: 'rhino',
  'sea star': 'starfish',
};

export const speciesNames = Object.keys(speciesDrawings).filter((s) => s !== 'creature');

/** The drawing key for an animal word (English), or 'creature' when none fits. */
export function speciesKey(word: string): string {
  const lower = word.toLowerCase().trim();
  if (aliases[lower]) return aliases[lower];
  if (speciesDrawings[lower]) return lower;
  return 'creature';
}

export function defaultCoat(key: string): string {
  return (speciesDrawings[key] ?? speciesDrawings.creature).coat;
}

/**
 * The species drawn standing at (x, y) at `scale`, facing right (1) or left (-1), in its own
 * colours unless `coat` is given. Marked with data-species for tests and for readers of the SVG.
 */
export function figure(
  key: string,
  x: number,
  y: number,
  scale: number,
  facing: 1 | -1 = 1,
  coat?: string,
  role?: string,
): string {
  const entry = speciesDrawings[key] ?? speciesDrawings.creature;
  const name = speciesDrawings[key] ? key : 'creature';
  const sx = Math.round(scale * facing * 1000) / 1000;
  const sy = Math.round(scale * 1000) / 1000;
  const roleAttr = role ? ` data-role="${role}"` : '';
  return `<g data-species="${name}"${roleAttr} transform="translate(${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10}) scale(${sx} ${sy})" ${ol}>${entry.draw(coat ?? entry.coat)}</g>`;
}
