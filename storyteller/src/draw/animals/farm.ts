import { c, cheek, dark, e, eye, face, INK, leg, light, line, p, quadBody, smile, type Draw } from './kit.ts';

// Farm animals, and the horse the unicorn and the pegasus are drawn from.

export const FARM: Record<string, { coat: string; draw: Draw }> = {
  horse: { coat: '#9b6b43', draw: (k) => horse(k, '#4a2e1c', false) },
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
};

/** A horse; the unicorn has a horn and rainbow mane and tail instead of hooves and a plain mane. */
export function horse(k: string, mane: string, unicorn: boolean): string {
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
