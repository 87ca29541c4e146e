import {
  c,
  cheek,
  dark,
  e,
  eye,
  face,
  INK,
  leg,
  light,
  line,
  p,
  quadBody,
  roundEars,
  sitter,
  smile,
  type Draw,
} from './kit.ts';
import { horse } from './farm.ts';

// Wild animals of the savanna, the jungle, the mountains and the ice.

export const WILD: Record<string, { coat: string; draw: Draw }> = {
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
};
