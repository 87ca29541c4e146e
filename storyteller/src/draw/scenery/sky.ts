import type { SeededRandom } from '../../teller/seeded-random.ts';
import { mix, n } from '../svg-kit.ts';
import type { Palette } from './palettes.ts';

// The sky for the time of night (stars, the moon crossing it, the sun setting at dusk), or under
// the sea the water with light falling through it; a veil that deepens what is drawn before it,
// a cloud to ride on, and the sparkles of a magic night.

export interface SkyOptions {
  /** Under the sea: water and light rays, no stars, no moon. */
  underwater?: boolean;
  /** The sun still setting at dusk (not in space). */
  sun?: boolean;
  /** The moon crossing the sky (the bedroom window has its own). */
  moon?: boolean;
}

/** Where the moon is at this hour: it crosses the sky from left to right as the story goes on. */
export function moonAt(night: number): [number, number] {
  return [120 + night * 560, 150 - Math.sin(night * Math.PI) * 70];
}

export function sky(palette: Palette, night: number, random: SeededRandom, options: SkyOptions = {}): string {
  const top = mix(palette.dusk[1], palette.night[1], night);
  const bottom = mix(palette.dusk[0], palette.night[0], night);
  const parts = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    `<radialGradient id="glow"><stop offset="0" stop-color="#fffbe6" stop-opacity="0.9"/><stop offset="1" stop-color="#fffbe6" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="800" height="600" fill="url(#sky)"/>`,
  ];
  if (options.underwater) {
    for (let i = 0; i < 5; i++) {
      const x = random.int(0, 800);
      parts.push(
        `<path d="M${x} 0 L${x + 60} 0 L${x + 160} 600 L${x + 90} 600 Z" fill="#ffffff" opacity="${n(0.06 * (1 - night) + 0.02)}"/>`,
      );
    }
    return parts.join('');
  }
  const starCount = Math.round(15 + night * 70);
  for (let i = 0; i < starCount; i++) {
    parts.push(
      `<circle cx="${random.int(0, 800)}" cy="${random.int(0, 330)}" r="${n(0.8 + random.next() * 1.6)}" fill="#fffbe6" opacity="${n(0.3 + night * 0.6 * random.next())}"/>`,
    );
  }
  // The moon crosses the sky as the story goes on; at dusk the sun is still setting.
  const [moonX, moonY] = moonAt(night);
  if (night < 0.15 && options.sun !== false) {
    parts.push(`<circle cx="650" cy="330" r="55" fill="#ffcf7a" opacity="0.85"/>`);
  }
  if (options.moon === false) return parts.join('');
  parts.push(`<circle data-sky="moon" cx="${n(moonX)}" cy="${n(moonY)}" r="90" fill="url(#glow)"/>`);
  parts.push(`<circle cx="${n(moonX)}" cy="${n(moonY)}" r="34" fill="#fff6d5"/>`);
  parts.push(
    `<circle cx="${n(moonX + 14)}" cy="${n(moonY - 8)}" r="30" fill="${top}" opacity="${n(0.2 + night * 0.5)}"/>`,
  );
  return parts.join('');
}

/** Deepens every colour drawn so far towards night; figures drawn afterwards stay bright. */
export function nightVeil(night: number): string {
  return night > 0.05 ? `<rect width="800" height="600" fill="#0b1030" opacity="${n(night * 0.3)}"/>` : '';
}

/** A soft cloud to ride on, `scale` wide and (when given) `tall` high. */
export function cloud(x: number, y: number, scale: number, tall = scale): string {
  return `<g data-scenery="cloud" transform="translate(${n(x)} ${n(y)}) scale(${n(scale)} ${n(tall)})" fill="#f4f0ff"><ellipse cx="0" cy="0" rx="120" ry="34"/><circle cx="-50" cy="-20" r="40"/><circle cx="10" cy="-36" r="50"/><circle cx="66" cy="-16" r="36"/></g>`;
}

/** Snowflakes drifting down over the picture. */
export function snowfall(random: SeededRandom, count = 40): string {
  const flakes: string[] = [];
  for (let i = 0; i < count; i++) {
    flakes.push(
      `<circle cx="${random.int(0, 800)}" cy="${random.int(0, 580)}" r="${n(1.5 + random.next() * 2.5)}" fill="#ffffff" opacity="${n(0.5 + random.next() * 0.4)}"/>`,
    );
  }
  return `<g data-weather="snow">${flakes.join('')}</g>`;
}
