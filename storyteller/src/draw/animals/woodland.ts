import {
  c,
  cheek,
  dark,
  e,
  eye,
  face,
  INK,
  light,
  line,
  p,
  pointyEars,
  quadBody,
  roundEars,
  sitter,
  type Draw,
} from './kit.ts';

// Animals of home, garden and wood: pets, the teddy, and the forest folk.

export const WOODLAND: Record<string, { coat: string; draw: Draw }> = {
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
};
