import type { Landscape } from '../../lexicon/settings/types.ts';
import type { SeededRandom } from '../../teller/seeded-random.ts';
import { mix } from '../svg-kit.ts';
import { type Palette, palettes } from './palettes.ts';
import { barn, lighthouse, peak, snowyPine } from './wide-new.ts';

// Each place seen far away, as a low silhouette along `y`: through the bedroom window, below a big
// sky, and behind a close view.

interface Far {
  y: number;
  x0: number;
  p: Palette;
  random: SeededRandom;
}

const far: Record<Landscape, (far: Far, parts: string[]) => void> = {
  forest: ({ y, p, random }, parts) => {
    for (let i = 0; i < 12; i++) {
      const x = i * 70 + random.int(0, 30);
      parts.push(
        `<path d="M${x} ${y - random.int(50, 90)} L${x + 26} ${y} L${x - 26} ${y} Z" fill="${mix(p.ground, '#0d2416', 0.3)}"/>`,
      );
    }
  },
  castle: ({ y, x0, p }, parts) => {
    parts.push(
      `<path d="M${x0 - 60} ${y} V${y - 60} H${x0 - 40} V${y - 100} L${x0 - 30} ${y - 124} L${x0 - 20} ${y - 100} V${y - 60} H${x0 + 20} V${y - 100} L${x0 + 30} ${y - 124} L${x0 + 40} ${y - 100} V${y - 60} H${x0 + 60} V${y} Z" fill="#6c6490"/>`,
      `<rect x="${x0 - 6}" y="${y - 44}" width="12" height="16" rx="6" fill="${p.accent}"/>`,
    );
  },
  sea: ({ y, x0, random }, parts) => {
    for (let i = 0; i < 9; i++) {
      const x = i * 95 + random.int(0, 40);
      parts.push(
        `<path d="M${x} ${y} Q${x - 14} ${y - 40} ${x} ${y - 80}" fill="none" stroke="#2f8f5a" stroke-width="6" stroke-linecap="round" opacity="0.8"/>`,
      );
    }
    parts.push(
      `<path d="M${x0 - 40} ${y} V${y - 50} Q${x0} ${y - 90} ${x0 + 40} ${y - 50} V${y} Z" fill="#ff9fb5" opacity="0.7"/>`,
    );
  },
  space: ({ y, x0, p, random }, parts) => {
    parts.push(
      `<circle cx="${x0}" cy="${y - 150}" r="30" fill="${p.accent}"/><ellipse cx="${x0}" cy="${y - 150}" rx="54" ry="10" fill="none" stroke="#ffd9a0" stroke-width="4"/>`,
    );
    for (let i = 0; i < 4; i++)
      parts.push(
        `<ellipse cx="${random.int(20, 780)}" cy="${y + random.int(10, 40)}" rx="${random.int(16, 30)}" ry="6" fill="${p.ground}"/>`,
      );
  },
  dinosaurs: ({ y, x0, p }, parts) => {
    parts.push(
      `<path d="M${x0 - 90} ${y} L${x0 - 20} ${y - 100} L${x0 + 20} ${y - 100} L${x0 + 90} ${y} Z" fill="#8b6b4a"/><ellipse cx="${x0}" cy="${y - 100}" rx="20" ry="5" fill="${p.accent}"/><circle cx="${x0 + 6}" cy="${y - 124}" r="14" fill="#ffc0cb" opacity="0.7"/>`,
    );
    const b = (x0 + 300) % 800;
    parts.push(
      `<path d="M${b} ${y - 4} Q${b + 20} ${y - 30} ${b + 50} ${y - 28} L${b + 62} ${y - 70} Q${b + 70} ${y - 78} ${b + 76} ${y - 70} L${b + 70} ${y - 22} Q${b + 100} ${y - 16} ${b + 120} ${y - 4} Z" fill="#7d9b6a"/>`,
    );
  },
  village: ({ y, p, random }, parts) => {
    for (let i = 0; i < 6; i++) {
      const x = i * 140 + random.int(0, 50);
      parts.push(
        `<rect x="${x}" y="${y - 40}" width="50" height="40" fill="#e8c3a0"/><path d="M${x - 6} ${y - 40} L${x + 25} ${y - 66} L${x + 56} ${y - 40} Z" fill="#a8554a"/><rect x="${x + 10}" y="${y - 30}" width="10" height="10" fill="${p.accent}"/>`,
      );
    }
  },
  farm: ({ y, x0, p }, parts) => {
    parts.push(barn(x0, y, 0.45, p.accent));
    for (let x = 0; x < 800; x += 36) parts.push(`<rect x="${x}" y="${y - 14}" width="5" height="16" fill="#8a6a4a"/>`);
    parts.push(`<rect x="0" y="${y - 10}" width="800" height="3" fill="#8a6a4a"/>`);
  },
  seaside: ({ y, x0, p }, parts) => {
    parts.push(`<rect x="0" y="${y - 30}" width="800" height="34" fill="#4f9fc4"/>`);
    parts.push(lighthouse(x0, y - 26, 0.4, p.accent, false));
  },
  snow: ({ y, random }, parts) => {
    for (let i = 0; i < 11; i++)
      parts.push(snowyPine(i * 75 + random.int(0, 30), y + 4, random.int(60, 100), '#2f5d3a'));
  },
  mountains: ({ y, random, p }, parts) => {
    for (let i = 0; i < 3; i++) {
      const cx = i * 280 + random.int(80, 200);
      parts.push(peak(cx - 140, cx + 140, y, y - random.int(110, 170), mix(p.groundFar, '#3a3450', 0.2)));
    }
  },
  jungle: ({ y, random, p }, parts) => {
    for (let i = 0; i < 10; i++) {
      const x = i * 85 + random.int(0, 30);
      parts.push(
        `<circle cx="${x}" cy="${y - random.int(20, 50)}" r="${random.int(34, 50)}" fill="${mix(p.ground, '#0d2416', 0.3)}"/>`,
      );
    }
  },
  home: ({ y, random }, parts) => {
    for (let i = 0; i < 7; i++) {
      const x = i * 120 + random.int(0, 40);
      const h = random.int(36, 56);
      parts.push(
        `<rect x="${x}" y="${y - h}" width="64" height="${h}" fill="#4a4a6a"/><path d="M${x - 6} ${y - h} L${x + 32} ${y - h - 30} L${x + 70} ${y - h} Z" fill="#3a3a58"/><rect x="${x + 44}" y="${y - h - 30}" width="9" height="18" fill="#3a3a58"/><rect x="${x + 12}" y="${y - h + 12}" width="12" height="12" fill="#ffe08a" opacity="0.85"/>`,
      );
    }
  },
};

/** The place seen far away, as a low silhouette along `y` (through a window or below a big sky). */
export function farSilhouette(kind: Landscape, y: number, random: SeededRandom): string {
  const p = palettes[kind];
  const parts = [
    `<path d="M0 ${y} Q200 ${y - 24} 400 ${y - 6} T800 ${y - 10} L800 600 L0 600 Z" fill="${kind === 'snow' ? '#e6edf7' : p.groundFar}"/>`,
  ];
  far[kind]({ y, x0: random.int(120, 680), p, random }, parts);
  return parts.join('');
}
