import type { Animal } from './animals.ts';
import { speciesOfAnimal } from './scene-cast.ts';
import { figure } from './svg-animals.ts';
import { n } from './svg-kit.ts';

// The hero and the companion, drawn standing at (x, y) = the point between their feet.

export interface HeroLook {
  outfit: string;
  skin: string;
  hair: string;
}

export function hero(x: number, y: number, scale: number, look: HeroLook, arms: 'down' | 'up' | 'wave'): string {
  const s = (v: number) => n(v * scale);
  const armPaths = {
    down: `M${n(x - 22 * scale)} ${n(y - 78 * scale)} L${n(x - 34 * scale)} ${n(y - 40 * scale)} M${n(x + 22 * scale)} ${n(y - 78 * scale)} L${n(x + 34 * scale)} ${n(y - 40 * scale)}`,
    up: `M${n(x - 22 * scale)} ${n(y - 78 * scale)} L${n(x - 42 * scale)} ${n(y - 120 * scale)} M${n(x + 22 * scale)} ${n(y - 78 * scale)} L${n(x + 42 * scale)} ${n(y - 120 * scale)}`,
    wave: `M${n(x - 22 * scale)} ${n(y - 78 * scale)} L${n(x - 34 * scale)} ${n(y - 40 * scale)} M${n(x + 22 * scale)} ${n(y - 78 * scale)} L${n(x + 44 * scale)} ${n(y - 115 * scale)}`,
  }[arms];
  return [
    `<g>`,
    `<path d="${armPaths}" stroke="${look.skin}" stroke-width="${s(9)}" stroke-linecap="round"/>`,
    `<rect x="${n(x - 14 * scale)}" y="${n(y - 25 * scale)}" width="${s(10)}" height="${s(25)}" rx="${s(4)}" fill="#3b3b4f"/>`,
    `<rect x="${n(x + 4 * scale)}" y="${n(y - 25 * scale)}" width="${s(10)}" height="${s(25)}" rx="${s(4)}" fill="#3b3b4f"/>`,
    `<path d="M${n(x - 22 * scale)} ${n(y - 85 * scale)} Q${n(x)} ${n(y - 95 * scale)} ${n(x + 22 * scale)} ${n(y - 85 * scale)} L${n(x + 32 * scale)} ${n(y - 20 * scale)} L${n(x - 32 * scale)} ${n(y - 20 * scale)} Z" fill="${look.outfit}" stroke="#00000033" stroke-width="${s(2)}"/>`,
    `<circle cx="${n(x)}" cy="${n(y - 112 * scale)}" r="${s(26)}" fill="${look.skin}"/>`,
    `<path d="M${n(x - 27 * scale)} ${n(y - 112 * scale)} Q${n(x - 24 * scale)} ${n(y - 145 * scale)} ${n(x)} ${n(y - 140 * scale)} Q${n(x + 26 * scale)} ${n(y - 145 * scale)} ${n(x + 27 * scale)} ${n(y - 112 * scale)} Q${n(x + 10 * scale)} ${n(y - 128 * scale)} ${n(x - 27 * scale)} ${n(y - 112 * scale)} Z" fill="${look.hair}"/>`,
    `<circle cx="${n(x - 9 * scale)}" cy="${n(y - 112 * scale)}" r="${s(3)}" fill="#2a2230"/><circle cx="${n(x + 9 * scale)}" cy="${n(y - 112 * scale)}" r="${s(3)}" fill="#2a2230"/>`,
    `<path d="M${n(x - 8 * scale)} ${n(y - 101 * scale)} Q${n(x)} ${n(y - 94 * scale)} ${n(x + 8 * scale)} ${n(y - 101 * scale)}" fill="none" stroke="#8a3b3b" stroke-width="${s(2.5)}" stroke-linecap="round"/>`,
    `<circle cx="${n(x - 16 * scale)}" cy="${n(y - 104 * scale)}" r="${s(4)}" fill="#ff9aa2" opacity="0.6"/><circle cx="${n(x + 16 * scale)}" cy="${n(y - 104 * scale)}" r="${s(4)}" fill="#ff9aa2" opacity="0.6"/>`,
    `</g>`,
  ].join('');
}

/** The companion, drawn as its own species (see svg-animals.ts), facing right (1) or left (-1). */
export function companion(x: number, y: number, scale: number, animal: Animal, facing: 1 | -1): string {
  return figure(speciesOfAnimal(animal.en, animal.de), x, y, scale, facing, animal.coat, 'companion');
}
