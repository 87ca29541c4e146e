import { c, e, line, p, r, type ThingDrawing } from './shapes.ts';

// Things of home the stories bring along: a hat kept in memory of someone, a scooter, and the
// cardboard boxes of a move.

export const HOME: Record<string, ThingDrawing> = {
  hat: {
    layer: 'ground',
    draw: (a) =>
      e(0, -6, 40, 8, '#5a4a3e') +
      p('M-24 -8 Q-26 -40 0 -42 Q26 -40 24 -8 Z', '#6e5a4a') +
      p('M-12 -40 Q0 -34 12 -40', 'none', 'stroke="#4a3c32" stroke-width="3"') +
      r(-24, -18, 48, 8, a) +
      e(0, -6, 40, 8, 'none', 'stroke="#00000033" stroke-width="2"'),
  },
  scooter: {
    layer: 'ground',
    draw: (a) =>
      c(-34, -9, 9, '#3a3440') +
      c(30, -9, 9, '#3a3440') +
      c(-34, -9, 3, '#b0a8c0') +
      c(30, -9, 3, '#b0a8c0') +
      r(-38, -20, 62, 8, a, 'rx="4"') +
      line('M24 -16 L32 -9 M24 -16 L20 -78', a, 6) +
      line('M8 -78 L32 -78', '#3a3440', 6),
  },
  boxes: {
    layer: 'ground',
    draw: () =>
      r(-60, -52, 60, 52, '#c9955e', 'stroke="#8a6238" stroke-width="2"') +
      r(-60, -52, 60, 8, '#d9a870') +
      r(-34, -52, 8, 52, '#e8d3a8', 'opacity="0.8"') +
      r(4, -38, 54, 38, '#d4a46a', 'stroke="#8a6238" stroke-width="2"') +
      r(27, -38, 8, 38, '#e8d3a8', 'opacity="0.8"') +
      r(-44, -92, 48, 40, '#d9a870', 'stroke="#8a6238" stroke-width="2"') +
      r(-24, -92, 8, 40, '#e8d3a8', 'opacity="0.8"') +
      line('M-50 -30 L-40 -30 M14 -20 L24 -20', '#6b4a34', 2),
  },
};
