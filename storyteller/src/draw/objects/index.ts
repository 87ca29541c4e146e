import { FOOD } from './food.ts';
import { HOME } from './home.ts';
import { NATURE } from './nature.ts';
import { PLAY } from './play.ts';
import type { Layer, ThingDrawing } from './shapes.ts';

// The things a picture draws (a stream, candles, a planet, the child's favourite food …), each in
// its own coordinates standing on y = 0 and centred on x = 0, gathered from the family files.

const things: Record<string, ThingDrawing> = { ...FOOD, ...PLAY, ...NATURE, ...HOME };

export type { Layer };

export function isThing(key: string): boolean {
  return Object.hasOwn(things, key);
}

export function thingLayer(key: string): Layer {
  return isThing(key) ? things[key].layer : 'ground';
}

export const thingNames = Object.keys(things);

/** The thing drawn standing at (x, y), marked with data-object. */
export function thing(key: string, x: number, y: number, scale: number, accent: string): string {
  if (!isThing(key)) return '';
  return `<g data-object="${key}" transform="translate(${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10}) scale(${Math.round(scale * 1000) / 1000})">${things[key].draw(accent)}</g>`;
}
