import { n } from '../svg-kit.ts';

// Drawing coordinates for a figure standing at (x, y) = the point between its feet, at a scale.

/** X and Y in the figure's own units (Y upwards from the feet), s a length. */
export interface Pen {
  X: (v: number) => string;
  Y: (v: number) => string;
  s: (v: number) => string;
}

export function penAt(x: number, y: number, scale: number): Pen {
  return { X: (v) => n(x + v * scale), Y: (v) => n(y - v * scale), s: (v) => n(v * scale) };
}

/** A soft shadow laid over a shape to make it a deeper shade of its colour. */
export const SHADE = 'fill="#1d1b2e" opacity="0.3"';
