import { c, cheek, dark, e, eye, face, INK, light, line, p, person, quadBody, smile, type Draw } from './kit.ts';
import { horse } from './farm.ts';

// Creatures of stories: the unicorn, the pegasus, the dragon, the dinosaurs, the knight, the mermaid, the robot, and the friendly creature drawn when nothing else fits.

export const FANTASY: Record<string, { coat: string; draw: Draw }> = {
  unicorn: { coat: '#f4eefa', draw: (k) => horse(k, '', true) },
  pegasus: {
    coat: '#f4eefa',
    draw: (k) =>
      p('M-6 -62 Q-30 -110 -64 -104 Q-50 -96 -54 -86 Q-40 -90 -40 -78 Q-28 -84 -24 -70 Z', '#ffffff') +
      line('M-20 -80 Q-34 -92 -50 -94', '#c9d6f2', 2) +
      horse(k, '#c9b8ef', false),
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
