import { c, e, p, r, line, type ThingDrawing } from './shapes.ts';

// Food: a picnic, the favourite dishes, a warm cup.

export const FOOD: Record<string, ThingDrawing> = {
  picnic: {
    layer: 'ground',
    draw: (a) =>
      e(0, -6, 70, 14, a) +
      p('M-46 -14 L-20 2 M-10 -19 L20 6 M26 -18 L50 -2', 'none', 'stroke="#ffffff" stroke-width="5" opacity="0.6"') +
      e(-10, -12, 22, 6, '#ffffff') +
      c(-16, -16, 6, '#e0a050') +
      c(-4, -17, 6, '#d9704a') +
      c(28, -16, 7, '#d8433b') +
      line('M28 -23 L30 -28', '#4f8f5f', 2),
  },
  bread: {
    layer: 'ground',
    draw: () =>
      p('M-34 -6 L-28 -26 L28 -26 L34 -6 Z', '#b5854a') +
      e(-12, -30, 14, 10, '#e0a050') +
      e(12, -32, 14, 10, '#d98a3a') +
      e(0, -38, 12, 9, '#f0b860') +
      line('M-30 -16 L30 -16', '#8a5a2a', 2),
  },
  cake: {
    layer: 'ground',
    draw: (a) =>
      r(-30, -30, 60, 30, '#f7d9b0', 'rx="4"') +
      p('M-30 -30 L30 -30 L30 -22 Q20 -16 12 -22 Q0 -16 -10 -22 Q-20 -16 -30 -22 Z', a) +
      r(-2, -46, 4, 16, '#fff6e0') +
      p('M0 -56 Q4 -50 0 -46 Q-4 -50 0 -56 Z', '#ffb347') +
      c(-14, -34, 3.5, '#d8433b') +
      c(14, -34, 3.5, '#d8433b'),
  },
  'ice-cream': {
    layer: 'ground',
    draw: () =>
      p('M-14 -40 L0 0 L14 -40 Z', '#e0a050') +
      line('M-10 -30 L6 -12 M10 -30 L-6 -12', '#b5854a', 1.5) +
      c(-7, -46, 12, '#f7a8c8') +
      c(8, -46, 12, '#fff2c8') +
      c(0, -62, 12, '#a0d8a0') +
      c(2, -76, 4, '#d8433b'),
  },
  pizza: {
    layer: 'ground',
    draw: () =>
      e(0, -8, 38, 12, '#e0a050') +
      e(0, -10, 32, 9, '#f2c94c') +
      c(-14, -10, 5, '#d8433b') +
      c(6, -13, 5, '#d8433b') +
      c(16, -7, 4.5, '#d8433b') +
      c(-2, -6, 3, '#4f8f5f'),
  },
  pancake: {
    layer: 'ground',
    draw: () =>
      e(0, -4, 36, 8, '#f5f1ea') +
      [0, 1, 2, 3].map((i) => e(0, -10 - i * 8, 26, 7, '#e8b060')).join('') +
      r(-8, -46, 16, 8, '#fff2a8', 'rx="2"') +
      p('M-20 -40 Q-24 -30 -22 -24', 'none', 'stroke="#b8682c" stroke-width="4"'),
  },
  apple: {
    layer: 'ground',
    draw: () =>
      c(-12, -14, 14, '#d8433b') +
      c(14, -14, 14, '#7cc04a') +
      line('M-12 -28 L-10 -34 M14 -28 L16 -34', '#6b4a34', 2.5) +
      e(-4, -34, 6, 3, '#4f8f5f'),
  },
  strawberry: {
    layer: 'ground',
    draw: () =>
      [-16, 0, 16]
        .map(
          (x) =>
            p(`M${x - 10} -24 Q${x} -28 ${x + 10} -24 Q${x + 8} -6 ${x} 0 Q${x - 8} -6 ${x - 10} -24 Z`, '#e0443a') +
            p(`M${x - 8} -24 L${x} -32 L${x + 8} -24 Z`, '#4f8f5f') +
            c(x - 3, -16, 1.2, '#fff2a8') +
            c(x + 3, -12, 1.2, '#fff2a8'),
        )
        .join(''),
  },
  cookie: {
    layer: 'ground',
    draw: () =>
      e(0, -4, 34, 7, '#f5f1ea') +
      c(-12, -14, 13, '#d9a05a') +
      c(12, -16, 13, '#e0a860') +
      c(-16, -16, 2.5, '#5a3a1a') +
      c(-8, -10, 2.5, '#5a3a1a') +
      c(10, -20, 2.5, '#5a3a1a') +
      c(16, -12, 2.5, '#5a3a1a'),
  },
  pasta: {
    layer: 'ground',
    draw: () =>
      e(0, -8, 36, 10, '#f5f1ea') +
      e(0, -14, 26, 10, '#f2d27a') +
      line('M-18 -16 Q-6 -22 4 -14 Q14 -8 20 -18 M-14 -10 Q0 -20 14 -12', '#e0b850', 2) +
      c(-4, -20, 6, '#d8433b') +
      c(8, -18, 5, '#b5654a'),
  },
  banana: {
    layer: 'ground',
    draw: () =>
      p('M-26 -30 Q-20 0 20 -4 Q28 -8 26 -12 Q-4 -6 -20 -32 Z', '#f2d24a') + line('M-26 -30 L-24 -36', '#6b4a34', 3),
  },
  honey: {
    layer: 'ground',
    draw: () =>
      p('M-18 -36 L18 -36 Q24 -18 18 0 L-18 0 Q-24 -18 -18 -36 Z', '#f2b33d') +
      r(-20, -42, 40, 8, '#c9962a', 'rx="3"') +
      p('M-18 -30 Q-10 -20 0 -28 Q10 -20 18 -30 L18 -36 L-18 -36 Z', '#ffd76e'),
  },
  cocoa: {
    layer: 'ground',
    draw: (a) =>
      p('M-16 -30 L16 -30 L12 0 L-12 0 Z', a) +
      p('M16 -24 Q28 -22 24 -12 Q22 -8 14 -10', 'none', `stroke="${a}" stroke-width="4"`) +
      e(0, -30, 16, 4, '#8a5a34') +
      line('M-6 -40 Q-2 -46 -6 -52 M6 -40 Q10 -46 6 -52', '#ffffff', 2, 'opacity="0.7"'),
  },
};
