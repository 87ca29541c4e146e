// The key things a scene's text names (a stream, candles, a planet, the child's favourite food …),
// each drawn in its own coordinates standing on y = 0 and centred on x = 0. "back" things are
// big and stand at the horizon; "ground" things stand beside the characters.

type Layer = 'back' | 'ground' | 'sky';

const c = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const e = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const p = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const r = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const line = (d: string, stroke: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${extra ? ` ${extra}` : ''}/>`;
const star5 = (x: number, y: number, R: number, fill: string) => {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rad = i % 2 ? R * 0.45 : R;
    return `${Math.round((x + Math.cos(a) * rad) * 10) / 10} ${Math.round((y + Math.sin(a) * rad) * 10) / 10}`;
  });
  return p(`M${pts.join(' L')} Z`, fill);
};

const things: Record<string, { layer: Layer; draw: (accent: string) => string }> = {
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
  rocket: {
    layer: 'ground',
    draw: () =>
      p('M0 -120 Q26 -90 24 -30 L-24 -30 Q-26 -90 0 -120 Z', '#e8ecf5') +
      c(0, -76, 11, '#7fc8ff', 'stroke="#8a93a8" stroke-width="3"') +
      p('M-24 -30 L-40 0 L-20 -14 Z M24 -30 L40 0 L20 -14 Z', '#ff6f61') +
      p('M-12 -30 Q0 6 12 -30 Z', '#ffb347') +
      p('M-16 -104 Q0 -124 16 -104 Z', '#ff6f61'),
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
  bubble: {
    layer: 'sky',
    draw: () =>
      c(0, 0, 40, '#e6fbff', 'opacity="0.25" stroke="#ffffff" stroke-width="3"') +
      p('M-24 -16 Q-18 -30 -4 -32', 'none', 'stroke="#ffffff" stroke-width="4" opacity="0.8"') +
      c(52, 30, 10, 'none', 'stroke="#ffffff" stroke-width="2"') +
      c(-50, 40, 7, 'none', 'stroke="#ffffff" stroke-width="2"'),
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
  stairs: {
    layer: 'back',
    draw: (a) =>
      Array.from({ length: 7 }, (_, i) =>
        r(-40 + i * 22, -20 - i * 22, 46, 12, '#fff6c8', `opacity="${0.9 - i * 0.08}" rx="3"`),
      ).join('') + c(120, -160, 30, a, 'opacity="0.3"'),
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
};

export function thingLayer(key: string): Layer {
  return things[key]?.layer ?? 'ground';
}

export const thingNames = Object.keys(things);

/** The thing drawn standing at (x, y), marked with data-object. */
export function thing(key: string, x: number, y: number, scale: number, accent: string): string {
  const entry = things[key];
  if (!entry) return '';
  return `<g data-object="${key}" transform="translate(${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10}) scale(${Math.round(scale * 1000) / 1000})">${entry.draw(accent)}</g>`;
}
