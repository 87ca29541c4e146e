import type { SeededRandom } from '../../teller/seeded-random.ts';
import { mix, n } from '../svg-kit.ts';
import type { Palette } from './palettes.ts';

// The wide views of the old engine's six places, each its own landscape: a forest of pines and
// glowing mushrooms, a castle on its hill, the kingdom under the sea, a moon of space with a
// ringed planet, dinosaur land under a smoking volcano, and the animals' village.

export function hills(p: Palette, random: SeededRandom): string {
  const far = `<path d="M0 ${380 + random.int(-20, 20)} Q200 ${320 + random.int(-30, 30)} 400 ${370 + random.int(-20, 20)} T800 ${360 + random.int(-20, 20)} L800 600 L0 600 Z" fill="${p.groundFar}"/>`;
  const near = `<path d="M0 ${450 + random.int(-15, 15)} Q250 ${410 + random.int(-20, 20)} 500 ${445 + random.int(-15, 15)} T800 ${440 + random.int(-15, 15)} L800 600 L0 600 Z" fill="${p.ground}"/>`;
  return far + near;
}

export function forest(p: Palette, random: SeededRandom): string {
  const parts = [hills(p, random)];
  for (let i = 0; i < 9; i++) {
    const x = random.int(0, 800);
    const h = random.int(120, 220);
    const base = 420 + random.int(-20, 20);
    parts.push(`<rect x="${x - 6}" y="${base - 30}" width="12" height="40" fill="#4a3423"/>`);
    parts.push(
      `<path d="M${x} ${base - h} L${x + 45} ${base - 20} L${x - 45} ${base - 20} Z" fill="${mix(p.ground, '#0d2416', random.next() * 0.5)}"/>`,
    );
  }
  for (let i = 0; i < 6; i++) {
    const x = random.int(20, 780);
    const y = random.int(500, 580);
    parts.push(
      `<rect x="${x - 3}" y="${y - 12}" width="6" height="12" fill="#f3ead8"/><ellipse cx="${x}" cy="${y - 12}" rx="12" ry="7" fill="${p.accent}" opacity="0.9"/>`,
    );
  }
  return parts.join('');
}

export function castle(p: Palette, random: SeededRandom, flag: string): string {
  const parts = [hills(p, random)];
  const cx = random.int(260, 540);
  const stone = '#b9b2c9';
  parts.push(`<rect x="${cx - 120}" y="230" width="240" height="170" fill="${stone}"/>`);
  for (const dx of [-140, 100]) {
    parts.push(`<rect x="${cx + dx}" y="170" width="40" height="230" fill="${mix(stone, '#6b6480', 0.2)}"/>`);
    parts.push(`<path d="M${cx + dx - 8} 170 L${cx + dx + 20} 110 L${cx + dx + 48} 170 Z" fill="#6a4f9c"/>`);
    parts.push(
      `<path d="M${cx + dx + 20} 110 L${cx + dx + 20} 85 L${cx + dx + 45} 93 L${cx + dx + 20} 101" fill="${flag}" stroke="#3a3050" stroke-width="2"/>`,
    );
  }
  parts.push(`<path d="M${cx - 30} 400 L${cx - 30} 330 Q${cx} 295 ${cx + 30} 330 L${cx + 30} 400 Z" fill="#5a4136"/>`);
  for (let i = 0; i < 4; i++)
    parts.push(`<rect x="${cx - 95 + i * 55}" y="260" width="16" height="24" rx="8" fill="${p.accent}"/>`);
  return parts.join('');
}

export function underwater(p: Palette, random: SeededRandom): string {
  const parts = [`<path d="M0 470 Q200 440 400 465 T800 455 L800 600 L0 600 Z" fill="${p.ground}"/>`];
  for (let i = 0; i < 8; i++) {
    const x = random.int(10, 790);
    const h = random.int(90, 200);
    parts.push(
      `<path d="M${x} 520 Q${x - 25} ${520 - h / 2} ${x} ${520 - h} Q${x + 25} ${520 - h / 2} ${x + 6} 520" fill="none" stroke="#2f8f5a" stroke-width="7" stroke-linecap="round"/>`,
    );
  }
  for (let i = 0; i < 4; i++) {
    const x = random.int(40, 760);
    parts.push(
      `<circle cx="${x}" cy="505" r="${random.int(14, 26)}" fill="${p.accent}"/><circle cx="${x + 18}" cy="495" r="${random.int(10, 18)}" fill="#ffb38a"/>`,
    );
  }
  for (let i = 0; i < 14; i++) {
    parts.push(
      `<circle cx="${random.int(0, 800)}" cy="${random.int(40, 440)}" r="${random.int(3, 11)}" fill="none" stroke="#e6fbff" stroke-width="2" opacity="0.7"/>`,
    );
  }
  for (let i = 0; i < 3; i++) {
    const x = random.int(60, 740);
    const y = random.int(90, 300);
    const c = random.pick(['#ffb347', '#ff6f91', '#ffe66d']);
    parts.push(
      `<ellipse cx="${x}" cy="${y}" rx="22" ry="12" fill="${c}"/><path d="M${x + 20} ${y} L${x + 36} ${y - 11} L${x + 36} ${y + 11} Z" fill="${c}"/><circle cx="${x - 11}" cy="${y - 3}" r="2.5" fill="#1b1b1b"/>`,
    );
  }
  return parts.join('');
}

export function space(p: Palette, random: SeededRandom): string {
  const parts: string[] = [];
  const px = random.int(120, 680);
  const py = random.int(100, 240);
  const pr = random.int(35, 60);
  parts.push(
    `<circle cx="${px}" cy="${py}" r="${pr}" fill="${p.accent}"/><ellipse cx="${px}" cy="${py}" rx="${pr * 1.8}" ry="${pr * 0.35}" fill="none" stroke="#ffd9a0" stroke-width="6" opacity="0.8"/>`,
  );
  parts.push(
    `<circle cx="${random.int(60, 740)}" cy="${random.int(60, 300)}" r="${random.int(12, 24)}" fill="#f59bd2"/>`,
  );
  parts.push(`<path d="M0 470 Q400 400 800 470 L800 600 L0 600 Z" fill="${p.ground}"/>`);
  for (let i = 0; i < 6; i++)
    parts.push(
      `<ellipse cx="${random.int(20, 780)}" cy="${random.int(490, 580)}" rx="${random.int(14, 34)}" ry="${random.int(5, 10)}" fill="${p.groundFar}"/>`,
    );
  const rx = random.int(560, 720);
  parts.push(
    `<path d="M${rx} 330 Q${rx + 22} 360 ${rx + 22} 420 L${rx - 22} 420 Q${rx - 22} 360 ${rx} 330 Z" fill="#e8ecf5"/><circle cx="${rx}" cy="380" r="9" fill="#7fc8ff"/><path d="M${rx - 22} 420 L${rx - 36} 445 L${rx - 14} 420 Z M${rx + 22} 420 L${rx + 36} 445 L${rx + 14} 420 Z" fill="#ff6f61"/>`,
  );
  return parts.join('');
}

export function dinosaurs(p: Palette, random: SeededRandom): string {
  const parts: string[] = [];
  const vx = random.int(150, 650);
  parts.push(
    `<path d="M${vx - 150} 400 L${vx - 30} 230 L${vx + 30} 230 L${vx + 150} 400 Z" fill="${p.groundFar}"/><ellipse cx="${vx}" cy="232" rx="30" ry="8" fill="${p.accent}"/>`,
  );
  for (let i = 0; i < 3; i++)
    parts.push(
      `<circle cx="${vx + i * 18 - 10}" cy="${200 - i * 28}" r="${18 + i * 6}" fill="#ffc0cb" opacity="0.75"/>`,
    );
  parts.push(hills(p, random));
  for (let i = 0; i < 7; i++) {
    const x = random.int(0, 800);
    const y = random.int(430, 560);
    for (const angle of [-40, -15, 15, 40]) {
      const rad = (angle * Math.PI) / 180;
      parts.push(
        `<path d="M${x} ${y} Q${n(x + Math.sin(rad) * 30)} ${y - 40} ${n(x + Math.sin(rad) * 60)} ${n(y - 50 + Math.abs(angle))}" fill="none" stroke="#2f6b2a" stroke-width="5" stroke-linecap="round"/>`,
      );
    }
  }
  const dx = random.int(80, 300);
  parts.push(
    `<path d="M${dx} 420 Q${dx + 20} 380 ${dx + 70} 385 L${dx + 95} 300 Q${dx + 110} 285 ${dx + 118} 300 L${dx + 105} 395 Q${dx + 140} 410 ${dx + 170} 430 Q${dx + 100} 430 ${dx} 420 Z" fill="#7d9b6a" opacity="0.85"/>`,
  );
  return parts.join('');
}

export function village(p: Palette, random: SeededRandom, roof: string): string {
  const parts = [hills(p, random)];
  for (let i = 0; i < 4; i++) {
    const x = 40 + i * 190 + random.int(-20, 20);
    const y = 340 + random.int(-10, 30);
    const wall = random.pick(['#f2d6b3', '#e8c3a0', '#f5e6c8', '#d9b89a']);
    parts.push(
      `<rect x="${x}" y="${y}" width="110" height="85" fill="${wall}"/><path d="M${x - 12} ${y} L${x + 55} ${y - 55} L${x + 122} ${y} Z" fill="${i === 1 ? roof : '#a8554a'}"/>`,
    );
    parts.push(
      `<rect x="${x + 15}" y="${y + 20}" width="22" height="22" fill="${p.accent}"/><rect x="${x + 65}" y="${y + 35}" width="26" height="50" fill="#6b4a34"/>`,
    );
  }
  for (let x = 0; x < 800; x += 28) parts.push(`<rect x="${x}" y="470" width="8" height="40" fill="#e9dcc4"/>`);
  parts.push(`<rect x="0" y="480" width="800" height="6" fill="#e9dcc4"/>`);
  return parts.join('');
}
