import { c, cheek, dark, e, eye, INK, light, line, p, smile, type Draw } from './kit.ts';

// Creatures of the sea and the shore.

export const SEA: Record<string, { coat: string; draw: Draw }> = {
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
};
