import { c, e, p, r, line, star5, type ThingDrawing } from './shapes.ts';

// Things of the places: water, plants, shells, the sky's planets and stars, towers and lights.

export const NATURE: Record<string, ThingDrawing> = {
  stream: {
    layer: 'ground',
    draw: () =>
      p('M-160 0 Q-80 -22 0 -10 Q80 2 160 -16 L160 2 Q80 18 0 8 Q-80 -4 -160 16 Z', '#7fc8e8') +
      line('M-110 -6 Q-90 -10 -70 -8 M20 -2 Q40 0 60 -4', '#e6fbff', 2.5) +
      c(-40, 2, 5, '#fff2a8') +
      c(50, 6, 4, '#fff2a8') +
      c(100, -4, 4.5, '#fff2a8'),
  },
  pond: {
    layer: 'ground',
    draw: () =>
      e(0, -8, 90, 20, '#6fb6d8') +
      e(-20, -12, 40, 6, '#bfe8ff', 'opacity="0.7"') +
      e(50, -8, 12, 5, '#4f9f5a') +
      e(-60, -2, 10, 4, '#4f9f5a'),
  },
  tree: {
    layer: 'back',
    draw: (a) =>
      r(-12, -90, 24, 90, '#6b4a34') +
      c(0, -120, 50, '#3f8a4f') +
      c(-34, -96, 30, '#4a9a5a') +
      c(34, -98, 32, '#357a45') +
      c(-14, -130, 6, a) +
      c(20, -112, 6, a) +
      c(-30, -100, 5, a) +
      c(30, -138, 5, a),
  },
  mushroom: {
    layer: 'ground',
    draw: (a) =>
      r(-6, -22, 12, 22, '#f3ead8', 'rx="4"') +
      p('M-24 -20 Q-24 -46 0 -46 Q24 -46 24 -20 Z', '#e0594a') +
      c(-10, -34, 4, '#ffffff') +
      c(8, -38, 3.5, '#ffffff') +
      c(12, -26, 3, '#ffffff') +
      c(0, -34, 34, a, 'opacity="0.18"'),
  },
  fern: {
    layer: 'ground',
    draw: () =>
      [-50, -20, 15, 45]
        .map((a) => {
          const rad = (a * Math.PI) / 180;
          return line(
            `M0 0 Q${Math.round(Math.sin(rad) * 40)} -50 ${Math.round(Math.sin(rad) * 80)} ${-70 + Math.abs(a)}`,
            '#2f6b2a',
            7,
          );
        })
        .join(''),
  },
  flower: {
    layer: 'ground',
    draw: (a) =>
      [-24, 0, 24]
        .map(
          (x, i) =>
            line(`M${x} 0 L${x} ${-30 - i * 6}`, '#4f8f5f', 3) +
            [0, 72, 144, 216, 288]
              .map((deg) =>
                c(
                  Math.round((x + Math.cos((deg * Math.PI) / 180) * 7) * 10) / 10,
                  Math.round((-34 - i * 6 + Math.sin((deg * Math.PI) / 180) * 7) * 10) / 10,
                  5,
                  i === 1 ? a : '#ff9fd2',
                ),
              )
              .join('') +
            c(x, -34 - i * 6, 4, '#fff2a8'),
        )
        .join(''),
  },
  rainbow: {
    layer: 'sky',
    draw: () =>
      ['#ff9fb5', '#ffd08a', '#fff2a8', '#a8e6b0', '#a8d8ff', '#c9b8ef']
        .map((col, i) =>
          p(
            `M${-150 + i * 12} 0 A${150 - i * 12} ${150 - i * 12} 0 0 1 ${150 - i * 12} 0`,
            'none',
            `stroke="${col}" stroke-width="12" opacity="0.8"`,
          ),
        )
        .join(''),
  },
  footprints: {
    layer: 'ground',
    draw: () =>
      [-90, -30, 30, 90]
        .map(
          (x, i) =>
            e(x, i % 2 ? -6 : 4, 16, 9, '#5a6b3a', 'opacity="0.55"') +
            [-12, 0, 12].map((dx) => c(x + dx + 4, (i % 2 ? -6 : 4) - 12, 4, '#5a6b3a', 'opacity="0.55"')).join(''),
        )
        .join(''),
  },
  shell: {
    layer: 'ground',
    draw: () =>
      p('M-20 0 Q-26 -28 0 -30 Q26 -28 20 0 Z', '#ffd0d8') +
      line('M0 -2 L0 -28 M-8 -2 L-14 -24 M8 -2 L14 -24', '#e89aab', 2),
  },
  pearl: {
    layer: 'ground',
    draw: () =>
      p('M-20 -4 Q-22 -20 0 -20 Q22 -20 20 -4 Z', '#c9b8ef') +
      p('M-20 -4 Q0 6 20 -4 Z', '#a48bd8') +
      c(0, -10, 8, '#fdfbff') +
      c(-3, -13, 2.5, '#ffffff'),
  },
  coral: {
    layer: 'ground',
    draw: (a) =>
      line('M0 0 L0 -40 M0 -24 L-18 -44 M0 -30 L16 -52 M-18 -44 L-22 -60 M16 -52 L26 -62', a, 9) +
      line('M30 0 L30 -26 M30 -16 L42 -34', '#ffb38a', 8),
  },
  egg: {
    layer: 'ground',
    draw: () =>
      e(-26, -10, 14, 8, '#c9b38a') +
      e(0, -16, 15, 19, '#fff6e0') +
      c(-4, -22, 3, '#9fd3b8') +
      c(6, -12, 3.5, '#9fd3b8') +
      e(22, -14, 12, 16, '#f6ecd4') +
      c(22, -18, 3, '#f7a8b8'),
  },
  volcano: {
    layer: 'back',
    draw: () =>
      p('M-140 0 L-36 -130 L36 -130 L140 0 Z', '#8b6b4a') +
      e(0, -130, 36, 9, '#ff8a5c') +
      p('M-36 -130 Q-30 -110 -20 -116 Q-14 -96 -4 -112 Q8 -94 16 -114 Q26 -104 36 -130 Z', '#ff8a5c') +
      c(-10, -160, 20, '#ffc0cb', 'opacity="0.8"') +
      c(14, -188, 26, '#ffc0cb', 'opacity="0.7"') +
      c(-6, -222, 30, '#ffd6e0', 'opacity="0.6"'),
  },
  tower: {
    layer: 'back',
    draw: (a) =>
      r(-26, -170, 52, 170, '#b9b2c9') +
      p('M-34 -170 L0 -230 L34 -170 Z', '#6a4f9c') +
      r(-9, -140, 18, 26, a, 'rx="9"') +
      r(-9, -80, 18, 26, a, 'rx="9"') +
      line('M0 -230 L0 -252', '#3a3050', 2) +
      p('M0 -252 L22 -246 L0 -240 Z', a),
  },
  stairs: {
    layer: 'back',
    draw: (a) =>
      Array.from({ length: 7 }, (_, i) =>
        r(-40 + i * 22, -20 - i * 22, 46, 12, '#fff6c8', `opacity="${0.9 - i * 0.08}" rx="3"`),
      ).join('') + c(120, -160, 30, a, 'opacity="0.3"'),
  },
  planet: {
    layer: 'sky',
    draw: (a) =>
      c(0, 0, 46, a) +
      e(0, 0, 84, 16, 'none', 'stroke="#ffd9a0" stroke-width="6" opacity="0.85"') +
      p('M-40 -20 Q0 -30 40 -20', 'none', 'stroke="#ffffff" stroke-width="4" opacity="0.3"'),
  },
  'shooting-star': {
    layer: 'sky',
    draw: () =>
      line('M-120 -60 L0 0', '#fff6c8', 5, 'opacity="0.75"') +
      line('M-100 -40 L-10 6', '#fff6c8', 2, 'opacity="0.5"') +
      star5(0, 0, 22, '#ffe27a'),
  },
  bubble: {
    layer: 'sky',
    draw: () =>
      c(0, 0, 40, '#e6fbff', 'opacity="0.25" stroke="#ffffff" stroke-width="3"') +
      p('M-24 -16 Q-18 -30 -4 -32', 'none', 'stroke="#ffffff" stroke-width="4" opacity="0.8"') +
      c(52, 30, 10, 'none', 'stroke="#ffffff" stroke-width="2"') +
      c(-50, 40, 7, 'none', 'stroke="#ffffff" stroke-width="2"'),
  },
  lantern: {
    layer: 'ground',
    draw: () =>
      r(-2, -70, 4, 70, '#3a3440') +
      line('M0 -70 L14 -74', '#3a3440', 3) +
      r(8, -72, 14, 20, '#ffd76e', 'rx="4" stroke="#3a3440" stroke-width="2"') +
      c(15, -62, 22, '#ffe9a8', 'opacity="0.3"'),
  },
  candle: {
    layer: 'ground',
    draw: () =>
      [-20, 0, 20]
        .map(
          (x, i) =>
            r(x - 5, -30 - i * 6 + (i === 2 ? 10 : 0), 10, 30 + i * 6 - (i === 2 ? 10 : 0), '#fff6e0', 'rx="2"') +
            p(
              `M${x} ${-44 - i * 6 + (i === 2 ? 10 : 0)} Q${x + 5} ${-36 - i * 6 + (i === 2 ? 10 : 0)} ${x} ${-32 - i * 6 + (i === 2 ? 10 : 0)} Q${x - 5} ${-36 - i * 6 + (i === 2 ? 10 : 0)} ${x} ${-44 - i * 6 + (i === 2 ? 10 : 0)} Z`,
              '#ffb347',
            ) +
            c(x, -38 - i * 6 + (i === 2 ? 10 : 0), 12, '#ffe9a8', 'opacity="0.35"'),
        )
        .join(''),
  },
};
