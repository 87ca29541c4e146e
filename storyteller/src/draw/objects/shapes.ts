// The shapes the things are drawn with, and the layer a thing stands in: "back" things are big
// and stand at the horizon, "sky" things float up high, "ground" things stand beside the characters.

export type Layer = 'back' | 'ground' | 'sky';

export const c = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const e = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const p = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const r = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const line = (d: string, stroke: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${extra ? ` ${extra}` : ''}/>`;
export const star5 = (x: number, y: number, R: number, fill: string) => {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rad = i % 2 ? R * 0.45 : R;
    return `${Math.round((x + Math.cos(a) * rad) * 10) / 10} ${Math.round((y + Math.sin(a) * rad) * 10) / 10}`;
  });
  return p(`M${pts.join(' L')} Z`, fill);
};

/** A thing's drawing in its own coordinates, standing on y = 0 and centred on x = 0, with the picture's accent colour. */
export interface ThingDrawing {
  layer: Layer;
  draw: (accent: string) => string;
}
