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

/** The last page: the hero asleep in bed with the companion curled up at the foot. */
export function sleepingInBed(look: HeroLook, animal: Animal, blanket: string): string {
  return [
    `<rect x="150" y="400" width="500" height="120" rx="18" fill="#8a5a3c"/>`,
    `<rect x="130" y="330" width="40" height="210" rx="10" fill="#6e4630"/>`,
    `<ellipse cx="245" cy="395" rx="70" ry="30" fill="#f5f1ea"/>`,
    `<circle cx="245" cy="378" r="30" fill="${look.skin}"/>`,
    `<path d="M215 372 Q222 345 248 348 Q274 345 276 372 Q262 360 215 372 Z" fill="${look.hair}"/>`,
    `<path d="M230 380 Q236 385 242 380 M252 380 Q258 385 264 380" fill="none" stroke="#2a2230" stroke-width="2.5" stroke-linecap="round"/>`,
    `<path d="M220 405 Q420 360 640 400 L640 470 L220 470 Z" fill="${blanket}" stroke="#00000033" stroke-width="2"/>`,
    companion(560, 402, 0.8, animal, -1),
    `<text x="300" y="320" font-family="serif" font-size="34" fill="#fffbe6" opacity="0.85">z z z</text>`,
  ].join('');
}

/** A window frame around the view, for the pages set at home. */
export function windowFrame(): string {
  return `<path d="M0 0 H800 V600 H0 Z M90 60 V470 H710 V60 Z" fill="#5b4a6e" fill-rule="evenodd"/><rect x="395" y="60" width="10" height="410" fill="#5b4a6e"/><rect x="70" y="470" width="660" height="26" fill="#7a6690"/><path d="M90 60 Q150 250 110 470 L90 470 Z M710 60 Q650 250 690 470 L710 470 Z" fill="#c07a9a" opacity="0.9"/>`;
}
