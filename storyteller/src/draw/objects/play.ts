import { c, e, p, r, line, star5, type ThingDrawing } from './shapes.ts';

// Toys and things to play, make and ride with.

export const PLAY: Record<string, ThingDrawing> = {
  'music-box': {
    layer: 'ground',
    draw: (a) =>
      r(-30, -34, 60, 34, '#b5654a', 'rx="4"') +
      p('M-30 -34 L-20 -56 L40 -56 L30 -34 Z', '#d98a6a') +
      r(-6, -66, 12, 10, '#f2c933') +
      c(0, -76, 8, a) +
      line('M36 -70 Q44 -80 40 -88 M48 -60 Q56 -70 52 -78', '#fffbe6', 2) +
      c(40, -88, 3, '#fffbe6') +
      c(52, -78, 3, '#fffbe6'),
  },
  ball: {
    layer: 'ground',
    draw: (a) =>
      c(0, -18, 18, '#ffffff') +
      p('M-6 -24 L6 -24 L9 -13 L0 -6 L-9 -13 Z', '#2a2a33') +
      c(0, -18, 18, 'none', `stroke="${a}" stroke-width="3"`),
  },
  book: {
    layer: 'ground',
    draw: (a) =>
      p('M-34 -6 L0 -2 L34 -6 L34 -34 L0 -30 L-34 -34 Z', '#fffaf0') +
      p('M-34 -6 L-34 -34 L-38 -32 L-38 -4 L0 0 L38 -4 L38 -32 L34 -34 L34 -6 L0 -2 Z', a) +
      line('M-28 -26 L-6 -24 M-28 -18 L-6 -16 M6 -24 L28 -26 M6 -16 L28 -18', '#b0a8c0', 1.5),
  },
  bicycle: {
    layer: 'ground',
    draw: (a) =>
      c(-30, -20, 18, 'none', 'stroke="#3a3440" stroke-width="4"') +
      c(30, -20, 18, 'none', 'stroke="#3a3440" stroke-width="4"') +
      line('M-30 -20 L-6 -20 L14 -44 L-14 -44 L-30 -20 M-6 -20 L-16 -52 M30 -20 L14 -44 L16 -54', a, 5) +
      r(-24, -56, 16, 5, '#3a3440', 'rx="2"') +
      line('M10 -56 L22 -56', '#3a3440', 4),
  },
  music: {
    layer: 'sky',
    draw: (a) =>
      [
        [-30, 0],
        [0, -24],
        [30, -6],
      ]
        .map(
          ([x, y]) =>
            e(x, y, 8, 6, a, `transform="rotate(-20 ${x} ${y})"`) +
            line(`M${x + 7} ${y - 2} L${x + 7} ${y - 30}`, a, 3),
        )
        .join('') + line('M-23 -30 L7 -54', a, 4),
  },
  paint: {
    layer: 'ground',
    draw: (a) =>
      line('M-24 0 L-8 -80 M24 0 L8 -80 M0 -70 L0 0', '#8a5a34', 4) +
      r(-30, -76, 60, 46, '#fffaf0', 'stroke="#8a5a34" stroke-width="3"') +
      c(-12, -58, 8, a) +
      c(8, -50, 7, '#f2c933') +
      p('M-24 -36 Q0 -50 24 -40', 'none', 'stroke="#3f6fd8" stroke-width="4"'),
  },
  medal: {
    layer: 'ground',
    draw: (a) =>
      p('M-16 -80 L-6 -50 L6 -50 L16 -80 L6 -80 L0 -62 L-6 -80 Z', a) +
      c(0, -38, 16, '#ffd24a', 'stroke="#c9962a" stroke-width="3"') +
      star5(0, -38, 9, '#fff2a8') +
      c(0, -40, 40, '#fff6c8', 'opacity="0.25"'),
  },
  crown: {
    layer: 'ground',
    draw: (a) =>
      p('M-26 0 L-30 -34 L-14 -18 L0 -40 L14 -18 L30 -34 L26 0 Z', '#f5c84a', 'stroke="#c9962a" stroke-width="2"') +
      c(0, -14, 5, a) +
      c(-16, -10, 3.5, '#7fd1ff') +
      c(16, -10, 3.5, '#7fd1ff'),
  },
  swing: {
    layer: 'ground',
    draw: (a) =>
      line('M-40 0 L-30 -110 L30 -110 L40 0', '#8a5a34', 6) +
      line('M-12 -110 L-12 -30 M12 -110 L12 -30', '#3a3440', 2) +
      r(-18, -32, 36, 6, a, 'rx="3"'),
  },
  kite: {
    layer: 'sky',
    draw: (a) =>
      p('M0 -40 L26 0 L0 40 L-26 0 Z', a) +
      line('M0 -40 L0 40 M-26 0 L26 0', '#ffffff', 2) +
      line('M0 40 Q-20 70 10 90 Q30 110 0 140', '#3a3440', 1.5),
  },
  train: {
    layer: 'ground',
    draw: (a) =>
      line('M-52 0 L52 0', '#6b4a34', 3) +
      r(-44, -32, 40, 20, '#f2c933', 'rx="3"') +
      r(-38, -28, 10, 8, '#fffaf0') +
      r(-22, -28, 10, 8, '#fffaf0') +
      line('M-4 -16 L2 -16', '#3a3440', 3) +
      r(2, -34, 28, 22, a, 'rx="3"') +
      r(26, -50, 18, 38, a, 'rx="2"') +
      r(24, -54, 22, 5, '#3a3440') +
      r(30, -46, 9, 8, '#fffaf0') +
      r(6, -46, 8, 12, '#3a3440') +
      c(10, -58, 5, '#ffffff', 'opacity="0.6"') +
      c(16, -68, 7, '#ffffff', 'opacity="0.45"') +
      [-34, -14, 12, 36].map((x) => c(x, -7, 7, '#3a3440') + c(x, -7, 2.5, '#b0a8c0')).join(''),
  },
  blocks: {
    layer: 'ground',
    draw: (a) =>
      r(-30, -20, 20, 20, '#f2c933') +
      r(-8, -20, 20, 20, a) +
      r(14, -20, 20, 20, '#7fd1ff') +
      r(-20, -40, 20, 20, '#ff9fb5') +
      r(2, -40, 20, 20, '#a8e6b0') +
      r(-8, -60, 20, 20, '#f08a2c'),
  },
  boat: {
    layer: 'ground',
    draw: (a) =>
      p('M-50 -20 L50 -20 L36 0 L-36 0 Z', '#b5654a') +
      line('M0 -20 L0 -90', '#6b4a34', 4) +
      p('M4 -86 L44 -30 L4 -30 Z', a) +
      p('M-4 -80 L-34 -30 L-4 -30 Z', '#fffaf0'),
  },
  bell: {
    layer: 'sky',
    draw: () =>
      [
        [-24, 0],
        [0, -16],
        [24, -4],
      ]
        .map(
          ([x, y]) =>
            p(
              `M${x - 10} ${y} Q${x - 10} ${y - 22} ${x} ${y - 22} Q${x + 10} ${y - 22} ${x + 10} ${y} Z`,
              '#f5c84a',
              'stroke="#c9962a" stroke-width="1.5"',
            ) + c(x, y + 3, 3, '#c9962a'),
        )
        .join(''),
  },
  carriage: {
    layer: 'ground',
    draw: () =>
      p('M-40 -20 Q-44 -70 0 -74 Q44 -70 40 -20 Z', '#ffc2d6') +
      line('M-30 -30 Q0 -66 30 -30 M-16 -22 Q0 -62 16 -22', '#ff9fb5', 3) +
      c(-26, -10, 11, '#f2c933') +
      c(26, -10, 11, '#f2c933') +
      c(-26, -10, 4, '#b5654a') +
      c(26, -10, 4, '#b5654a'),
  },
  rocket: {
    layer: 'ground',
    draw: () =>
      p('M0 -120 Q26 -90 24 -30 L-24 -30 Q-26 -90 0 -120 Z', '#e8ecf5') +
      c(0, -76, 11, '#7fc8ff', 'stroke="#8a93a8" stroke-width="3"') +
      p('M-24 -30 L-40 0 L-20 -14 Z M24 -30 L40 0 L20 -14 Z', '#ff6f61') +
      p('M-12 -30 Q0 6 12 -30 Z', '#ffb347') +
      p('M-16 -104 Q0 -124 16 -104 Z', '#ff6f61'),
  },
};
