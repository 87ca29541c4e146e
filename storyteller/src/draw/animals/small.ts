import { c, cheek, dark, e, eye, INK, light, line, p, smile, type Draw } from './kit.ts';

// Small creatures: insects, the snail, the frog, the caterpillar.

export const SMALL_CREATURES: Record<string, { coat: string; draw: Draw }> = {
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
  firefly: {
    coat: '#fff2a8',
    draw: (k) =>
      c(0, -40, 16, k, 'stroke="none" opacity="0.35"') +
      c(0, -40, 6, k, 'stroke="none"') +
      e(-7, -46, 6, 3, '#e6f6ff', 'opacity="0.8"') +
      e(7, -46, 6, 3, '#e6f6ff', 'opacity="0.8"'),
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
};
