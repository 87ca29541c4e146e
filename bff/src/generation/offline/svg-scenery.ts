import type { Landscape } from './places.ts';
import type { SeededRandom } from './seeded-random.ts';
import { mix, n, sparkle } from '@dreamweaver/storyteller/art';

// Backgrounds: a sky for the time of night, then a landscape of its own per setting.

export interface Palette {
  dusk: [string, string];
  night: [string, string];
  ground: string;
  groundFar: string;
  accent: string;
}

export const palettes: Record<Landscape, Palette> = {
  'magical-forest': {
    dusk: ['#f6b38e', '#7a6aa8'],
    night: ['#1b2a4a', '#0c1326'],
    ground: '#2f5d3a',
    groundFar: '#3f7a4c',
    accent: '#c6f28c',
  },
  'enchanted-castle': {
    dusk: ['#f7c6a3', '#9c7bc4'],
    night: ['#2a2150', '#100c26'],
    ground: '#4f6b4a',
    groundFar: '#6c7f9a',
    accent: '#ffd76e',
  },
  'underwater-kingdom': {
    dusk: ['#5fd0d6', '#1d7aa8'],
    night: ['#0e4d73', '#06203a'],
    ground: '#d8c48f',
    groundFar: '#3f8f9a',
    accent: '#ff9fb5',
  },
  'space-adventure': {
    dusk: ['#3a2d6b', '#120f2e'],
    night: ['#0d0a24', '#02010a'],
    ground: '#b7b3c4',
    groundFar: '#7d7894',
    accent: '#9fe6ff',
  },
  'dinosaur-land': {
    dusk: ['#ffc47a', '#d9756a'],
    night: ['#3a2a4a', '#16122a'],
    ground: '#6f8f3f',
    groundFar: '#8b6b4a',
    accent: '#ff8a5c',
  },
  'animal-village': {
    dusk: ['#ffd3a1', '#e88fa0'],
    night: ['#243457', '#0f1730'],
    ground: '#6b9a4f',
    groundFar: '#8fb36a',
    accent: '#ffcf6b',
  },
  dreamland: {
    dusk: ['#ffd1e8', '#b7a4f0'],
    night: ['#3b3a78', '#171a3d'],
    ground: '#9fd3b8',
    groundFar: '#c9b8ef',
    accent: '#fff2a8',
  },
};

export function sky(landscape: Landscape, night: number, random: SeededRandom): string {
  const p = palettes[landscape];
  const top = mix(p.dusk[1], p.night[1], night);
  const bottom = mix(p.dusk[0], p.night[0], night);
  const parts = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    `<radialGradient id="glow"><stop offset="0" stop-color="#fffbe6" stop-opacity="0.9"/><stop offset="1" stop-color="#fffbe6" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="800" height="600" fill="url(#sky)"/>`,
  ];
  if (landscape === 'underwater-kingdom') {
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
  const moonX = 120 + night * 560;
  const moonY = 150 - Math.sin(night * Math.PI) * 70;
  if (night < 0.15 && landscape !== 'space-adventure') {
    parts.push(`<circle cx="650" cy="330" r="55" fill="#ffcf7a" opacity="0.85"/>`);
  }
  parts.push(`<circle cx="${n(moonX)}" cy="${n(moonY)}" r="90" fill="url(#glow)"/>`);
  parts.push(`<circle cx="${n(moonX)}" cy="${n(moonY)}" r="34" fill="#fff6d5"/>`);
  parts.push(
    `<circle cx="${n(moonX + 14)}" cy="${n(moonY - 8)}" r="30" fill="${top}" opacity="${n(0.2 + night * 0.5)}"/>`,
  );
  return parts.join('');
}

function hills(p: Palette, random: SeededRandom): string {
  const far = `<path d="M0 ${380 + random.int(-20, 20)} Q200 ${320 + random.int(-30, 30)} 400 ${370 + random.int(-20, 20)} T800 ${360 + random.int(-20, 20)} L800 600 L0 600 Z" fill="${p.groundFar}"/>`;
  const near = `<path d="M0 ${450 + random.int(-15, 15)} Q250 ${410 + random.int(-20, 20)} 500 ${445 + random.int(-15, 15)} T800 ${440 + random.int(-15, 15)} L800 600 L0 600 Z" fill="${p.ground}"/>`;
  return far + near;
}

function forest(p: Palette, random: SeededRandom): string {
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

function castle(p: Palette, random: SeededRandom, flag: string): string {
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

function underwater(p: Palette, random: SeededRandom): string {
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

function space(p: Palette, random: SeededRandom): string {
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

function dinosaurs(p: Palette, random: SeededRandom): string {
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

function village(p: Palette, random: SeededRandom, roof: string): string {
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

function dreamland(p: Palette, random: SeededRandom): string {
  const parts: string[] = [];
  for (let i = 0; i < 4; i++) {
    const x = random.int(40, 760);
    const y = random.int(70, 260);
    parts.push(
      `<g fill="#ffffff" opacity="0.55"><circle cx="${x}" cy="${y}" r="28"/><circle cx="${x + 30}" cy="${y - 10}" r="34"/><circle cx="${x + 62}" cy="${y}" r="26"/></g>`,
    );
  }
  parts.push(hills(p, random));
  for (let i = 0; i < 10; i++) {
    const x = random.int(10, 790);
    const y = random.int(470, 590);
    parts.push(
      `<circle cx="${x}" cy="${y}" r="6" fill="${random.pick(['#ff9fd2', '#fff2a8', '#a8e6ff'])}"/><rect x="${x - 1}" y="${y + 6}" width="2" height="14" fill="#4f8f5f"/>`,
    );
  }
  return parts.join('');
}

export function landscape(kind: Landscape, random: SeededRandom, favourite: string): string {
  const p = palettes[kind];
  switch (kind) {
    case 'magical-forest':
      return forest(p, random);
    case 'enchanted-castle':
      return castle(p, random, favourite);
    case 'underwater-kingdom':
      return underwater(p, random);
    case 'space-adventure':
      return space(p, random);
    case 'dinosaur-land':
      return dinosaurs(p, random);
    case 'animal-village':
      return village(p, random, favourite);
    case 'dreamland':
      return dreamland(p, random);
  }
}

export function magicSparkles(random: SeededRandom, accent: string): string {
  const parts: string[] = [];
  for (let i = 0; i < 18; i++)
    parts.push(
      sparkle(
        random.int(20, 780),
        random.int(20, 560),
        random.int(4, 12),
        random.pick(['#ffe27a', accent, '#ffffff']),
        0.85,
      ),
    );
  return parts.join('');
}

// ---- Pieces for the other compositions (close-up, journey, sky, interior) ----

/** Deepens every colour drawn so far towards night; figures drawn afterwards stay bright. */
export function nightVeil(night: number): string {
  return night > 0.05 ? `<rect width="800" height="600" fill="#0b1030" opacity="${n(night * 0.3)}"/>` : '';
}

/** The setting seen far away, as a low silhouette along `y` (through a window or below a big sky). */
export function farSilhouette(kind: Landscape, y: number, random: SeededRandom): string {
  const p = palettes[kind];
  const ground = `<path d="M0 ${y} Q200 ${y - 24} 400 ${y - 6} T800 ${y - 10} L800 600 L0 600 Z" fill="${p.groundFar}"/>`;
  const parts = [ground];
  const x0 = random.int(120, 680);
  switch (kind) {
    case 'magical-forest':
      for (let i = 0; i < 12; i++) {
        const x = i * 70 + random.int(0, 30);
        parts.push(
          `<path d="M${x} ${y - random.int(50, 90)} L${x + 26} ${y} L${x - 26} ${y} Z" fill="${mix(p.ground, '#0d2416', 0.3)}"/>`,
        );
      }
      break;
    case 'enchanted-castle':
      parts.push(
        `<path d="M${x0 - 60} ${y} V${y - 60} H${x0 - 40} V${y - 100} L${x0 - 30} ${y - 124} L${x0 - 20} ${y - 100} V${y - 60} H${x0 + 20} V${y - 100} L${x0 + 30} ${y - 124} L${x0 + 40} ${y - 100} V${y - 60} H${x0 + 60} V${y} Z" fill="#6c6490"/>`,
      );
      parts.push(`<rect x="${x0 - 6}" y="${y - 44}" width="12" height="16" rx="6" fill="${p.accent}"/>`);
      break;
    case 'underwater-kingdom':
      for (let i = 0; i < 9; i++) {
        const x = i * 95 + random.int(0, 40);
        parts.push(
          `<path d="M${x} ${y} Q${x - 14} ${y - 40} ${x} ${y - 80}" fill="none" stroke="#2f8f5a" stroke-width="6" stroke-linecap="round" opacity="0.8"/>`,
        );
      }
      parts.push(
        `<path d="M${x0 - 40} ${y} V${y - 50} Q${x0} ${y - 90} ${x0 + 40} ${y - 50} V${y} Z" fill="#ff9fb5" opacity="0.7"/>`,
      );
      break;
    case 'space-adventure':
      parts.push(
        `<circle cx="${x0}" cy="${y - 150}" r="30" fill="${p.accent}"/><ellipse cx="${x0}" cy="${y - 150}" rx="54" ry="10" fill="none" stroke="#ffd9a0" stroke-width="4"/>`,
      );
      for (let i = 0; i < 4; i++)
        parts.push(
          `<ellipse cx="${random.int(20, 780)}" cy="${y + random.int(10, 40)}" rx="${random.int(16, 30)}" ry="6" fill="${p.ground}"/>`,
        );
      break;
    case 'dinosaur-land':
      parts.push(
        `<path d="M${x0 - 90} ${y} L${x0 - 20} ${y - 100} L${x0 + 20} ${y - 100} L${x0 + 90} ${y} Z" fill="#8b6b4a"/><ellipse cx="${x0}" cy="${y - 100}" rx="20" ry="5" fill="${p.accent}"/><circle cx="${x0 + 6}" cy="${y - 124}" r="14" fill="#ffc0cb" opacity="0.7"/>`,
      );
      parts.push(
        `<path d="M${(x0 + 300) % 800} ${y - 4} Q${(x0 + 320) % 800} ${y - 30} ${(x0 + 350) % 800} ${y - 28} L${(x0 + 362) % 800} ${y - 70} Q${(x0 + 370) % 800} ${y - 78} ${(x0 + 376) % 800} ${y - 70} L${(x0 + 370) % 800} ${y - 22} Q${(x0 + 400) % 800} ${y - 16} ${(x0 + 420) % 800} ${y - 4} Z" fill="#7d9b6a"/>`,
      );
      break;
    case 'animal-village':
      for (let i = 0; i < 6; i++) {
        const x = i * 140 + random.int(0, 50);
        parts.push(
          `<rect x="${x}" y="${y - 40}" width="50" height="40" fill="#e8c3a0"/><path d="M${x - 6} ${y - 40} L${x + 25} ${y - 66} L${x + 56} ${y - 40} Z" fill="#a8554a"/><rect x="${x + 10}" y="${y - 30}" width="10" height="10" fill="${p.accent}"/>`,
        );
      }
      break;
    case 'dreamland':
      for (let i = 0; i < 5; i++) {
        const x = random.int(20, 760);
        parts.push(
          `<g fill="#ffffff" opacity="0.6"><circle cx="${x}" cy="${y - 20}" r="20"/><circle cx="${x + 24}" cy="${y - 30}" r="26"/><circle cx="${x + 50}" cy="${y - 18}" r="18"/></g>`,
        );
      }
      break;
  }
  return parts.join('');
}

/** What the close view shows of the one big thing, on the side `left` says, at `x`. */
interface CloseUp {
  x: number;
  left: boolean;
  p: Palette;
  random: SeededRandom;
  favourite: string;
}

function forestCloseUp({ x, left, p }: CloseUp, parts: string[]): void {
  parts.push(
    `<path d="M${x - 60} 600 Q${x - 40} 420 ${x - 50} 0 L${x + 60} 0 Q${x + 45} 420 ${x + 80} 600 Z" fill="#5a4030"/><path d="M${x - 20} 560 Q${x} 500 ${x - 10} 420 M${x + 30} 300 Q${x + 20} 200 ${x + 34} 100" fill="none" stroke="#3f2c20" stroke-width="6"/>`,
  );
  parts.push(`<ellipse cx="${x}" cy="360" rx="20" ry="28" fill="#2a1c14"/>`);
  for (const [dx, dy, s] of [
    [-70, 590, 1],
    [90, 596, 0.8],
    [-20, 600, 0.6],
  ] as const) {
    parts.push(
      `<g transform="translate(${x + (left ? dx : -dx)} ${dy}) scale(${s})"><rect x="-7" y="-30" width="14" height="30" rx="5" fill="#f3ead8"/><path d="M-30 -26 Q-30 -60 0 -60 Q30 -60 30 -26 Z" fill="${p.accent}"/><circle cx="0" cy="-40" r="44" fill="${p.accent}" opacity="0.2"/></g>`,
    );
  }
}

function castleCloseUp({ x, favourite }: CloseUp, parts: string[]): void {
  parts.push(
    `<rect x="0" y="0" width="800" height="440" fill="#8e86a8" opacity="0.55"/><path d="M${x - 80} 440 V120 Q${x} 20 ${x + 80} 120 V440 Z" fill="#c9c2dc"/><path d="M${x - 56} 440 V140 Q${x} 60 ${x + 56} 140 V440 Z" fill="#3a3050" opacity="0.5"/>`,
  );
  parts.push(
    `<path d="M${800 - x - 50} 60 H${800 - x + 50} V260 L${800 - x} 230 L${800 - x - 50} 260 Z" fill="${favourite}"/><path d="M${800 - x - 30} 120 L${800 - x} 100 L${800 - x + 30} 120 L${800 - x} 140 Z" fill="#ffd76e"/>`,
  );
  parts.push(
    `<rect x="0" y="440" width="800" height="160" fill="#7a5a8a"/><rect x="120" y="470" width="560" height="130" rx="10" fill="${mix(favourite.startsWith('#') ? favourite : '#c07a9a', '#ffffff', 0.3)}" opacity="0.8"/>`,
  );
}

function underwaterCloseUp({ x, left, p }: CloseUp, parts: string[]): void {
  parts.push(
    `<path d="M${x - 80} 600 Q${x - 90} 500 ${x - 40} 470 Q${x - 60} 360 ${x - 10} 330 Q${x} 260 ${x + 30} 330 Q${x + 70} 380 ${x + 50} 470 Q${x + 100} 520 ${x + 90} 600 Z" fill="${p.accent}"/>`,
  );
  for (let i = 0; i < 5; i++)
    parts.push(`<circle cx="${x - 40 + i * 22}" cy="${400 + (i % 2) * 60}" r="8" fill="#ffd0d8"/>`);
  for (const dx of [160, 220])
    parts.push(
      `<path d="M${left ? x + dx : x - dx} 600 Q${(left ? x + dx : x - dx) - 30} 420 ${left ? x + dx : x - dx} 240" fill="none" stroke="#2f8f5a" stroke-width="9" stroke-linecap="round"/>`,
    );
}

function spaceCloseUp({ x, p }: CloseUp, parts: string[]): void {
  parts.push(
    `<circle cx="${x}" cy="170" r="110" fill="${p.accent}"/><circle cx="${x - 30}" cy="140" r="20" fill="#ffffff" opacity="0.25"/><ellipse cx="${x}" cy="170" rx="190" ry="34" fill="none" stroke="#ffd9a0" stroke-width="10" opacity="0.8"/>`,
  );
  parts.push(
    `<path d="M0 450 Q400 400 800 450 L800 600 L0 600 Z" fill="#cfcbdc"/><ellipse cx="${800 - x}" cy="520" rx="90" ry="22" fill="#a8a3bb"/><ellipse cx="${x}" cy="570" rx="50" ry="12" fill="#a8a3bb"/>`,
  );
}

function dinosaurCloseUp({ x, left }: CloseUp, parts: string[]): void {
  for (const [angle, len] of [
    [-60, 300],
    [-35, 340],
    [-10, 320],
    [20, 260],
  ] as const) {
    const rad = (angle * Math.PI) / 180;
    const ex = x + (left ? 1 : -1) * Math.sin(rad + 0.6) * len;
    parts.push(
      `<path d="M${x} 600 Q${n((x + ex) / 2)} ${n(600 - len * 0.9)} ${n(ex)} ${n(600 - len * 0.5)}" fill="none" stroke="#3f7a2a" stroke-width="14" stroke-linecap="round"/>`,
    );
  }
  parts.push(`<ellipse cx="${800 - x}" cy="575" rx="70" ry="14" fill="#8fb36a"/>`);
}

function villageCloseUp({ x, p, favourite }: CloseUp, parts: string[]): void {
  parts.push(
    `<rect x="${x - 110}" y="180" width="220" height="280" fill="#f2d6b3"/><path d="M${x - 130} 190 L${x} 80 L${x + 130} 190 Z" fill="${favourite}"/><rect x="${x - 30}" y="330" width="60" height="130" rx="28" fill="#8a5a34"/><circle cx="${x + 18}" cy="400" r="5" fill="#f2c933"/>`,
  );
  parts.push(
    `<rect x="${x - 90}" y="230" width="50" height="50" fill="${p.accent}"/><rect x="${x - 96}" y="280" width="62" height="14" fill="#8a5a34"/><circle cx="${x - 80}" cy="276" r="7" fill="#ff9fb5"/><circle cx="${x - 60}" cy="274" r="7" fill="#fff2a8"/>`,
  );
  for (let fx = 0; fx < 800; fx += 34)
    if (Math.abs(fx - x) > 130) parts.push(`<rect x="${fx}" y="400" width="10" height="50" rx="4" fill="#e9dcc4"/>`);
}

function dreamlandCloseUp({ x, random }: CloseUp, parts: string[]): void {
  parts.push(
    `<g fill="#ffffff" opacity="0.75"><circle cx="${x}" cy="200" r="70"/><circle cx="${x + 60}" cy="170" r="80"/><circle cx="${x - 60}" cy="230" r="50"/></g>`,
  );
  for (let i = 0; i < 8; i++)
    parts.push(
      `<circle cx="${random.int(20, 780)}" cy="${random.int(470, 590)}" r="9" fill="${random.pick(['#ff9fd2', '#fff2a8', '#a8e6ff'])}"/>`,
    );
}

const closeUpThings: Record<Landscape, (closeUp: CloseUp, parts: string[]) => void> = {
  'magical-forest': forestCloseUp,
  'enchanted-castle': castleCloseUp,
  'underwater-kingdom': underwaterCloseUp,
  'space-adventure': spaceCloseUp,
  'dinosaur-land': dinosaurCloseUp,
  'animal-village': villageCloseUp,
  dreamland: dreamlandCloseUp,
};

/** A close view of the setting: a high horizon and one big thing of the place on one side. */
export function closeUpScenery(kind: Landscape, random: SeededRandom, favourite: string): string {
  const p = palettes[kind];
  const left = random.next() < 0.5;
  const x = left ? 90 : 710;
  const parts = [
    farSilhouette(kind, 380, random),
    `<path d="M0 440 Q400 410 800 440 L800 600 L0 600 Z" fill="${p.ground}"/>`,
  ];
  closeUpThings[kind]({ x, left, p, random, favourite }, parts);
  return parts.join('');
}

/** A way into the distance across the landscape, trimmed the setting's way. */
export function journeyPath(kind: Landscape, random: SeededRandom, favourite: string): string {
  const p = palettes[kind];
  const end = random.int(300, 500);
  const bend = random.next() < 0.5 ? -1 : 1;
  const colour: Record<Landscape, string> = {
    'magical-forest': '#c9b58a',
    'enchanted-castle': '#fff6c8',
    'underwater-kingdom': '#efe2b8',
    'space-adventure': '#fff2a8',
    'dinosaur-land': '#d9b98a',
    'animal-village': '#e9dcc4',
    dreamland: '#fff2a8',
  };
  const d = `M${220 + bend * 40} 600 C${400 + bend * 220} 540 ${400 - bend * 200} 470 ${end - 8} 420 L${end + 8} 420 C${400 - bend * 170} 470 ${400 + bend * 290} 540 ${620 + bend * 40} 600 Z`;
  const parts = [
    `<path d="${d}" fill="${colour[kind]}" opacity="${kind === 'space-adventure' || kind === 'enchanted-castle' ? 0.7 : 0.95}"/>`,
  ];
  // Along the way: one thing per setting, growing towards the front.
  const points = [0.15, 0.3, 0.48, 0.68, 0.9].map((t) => ({
    t,
    y: 420 + t * 180,
    x: end + (400 + bend * 260 - end) * t * (1 - t) * 2 + (410 - end) * t * t,
  }));
  for (const [i, pt] of points.entries()) {
    const s = 0.35 + pt.t * 0.9;
    const side = i % 2 ? 1 : -1;
    const px = n(pt.x + side * (40 + pt.t * 200));
    switch (kind) {
      case 'magical-forest':
        parts.push(
          `<g transform="translate(${px} ${n(pt.y)}) scale(${n(s)})"><rect x="-5" y="-20" width="10" height="20" rx="4" fill="#f3ead8"/><path d="M-20 -18 Q-20 -42 0 -42 Q20 -42 20 -18 Z" fill="${p.accent}"/><circle cx="0" cy="-28" r="30" fill="${p.accent}" opacity="0.25"/></g>`,
        );
        break;
      case 'animal-village':
        parts.push(
          `<g transform="translate(${px} ${n(pt.y)}) scale(${n(s)})"><rect x="-3" y="-80" width="6" height="80" fill="#3a3440"/><rect x="-10" y="-94" width="20" height="18" rx="4" fill="#ffd76e"/><circle cx="0" cy="-85" r="26" fill="#ffe9a8" opacity="0.3"/></g>`,
        );
        break;
      case 'dinosaur-land':
        parts.push(
          `<g transform="translate(${n(pt.x + side * 30 * s)} ${n(pt.y)}) scale(${n(s)})" fill="#7a5a34" opacity="0.6"><ellipse cx="0" cy="0" rx="22" ry="12"/><circle cx="-14" cy="-14" r="6"/><circle cx="0" cy="-18" r="6"/><circle cx="14" cy="-14" r="6"/></g>`,
        );
        break;
      case 'underwater-kingdom':
        parts.push(
          `<circle cx="${px}" cy="${n(pt.y - 60 * s)}" r="${n(14 * s)}" fill="#e6fbff" opacity="0.35" stroke="#ffffff" stroke-width="2"/>`,
        );
        break;
      case 'enchanted-castle':
      case 'space-adventure':
      case 'dreamland':
        parts.push(sparkle(pt.x + side * (30 + pt.t * 160), pt.y - 30 * s, 10 * s + 4, '#fff6c8', 0.9));
        break;
    }
  }
  void favourite;
  return parts.join('');
}

/** A dark hilltop in the lower corner, for the pages that are mostly sky. */
export function skyHill(kind: Landscape, left: boolean): string {
  const p = palettes[kind];
  const fill = mix(p.ground, '#000000', 0.35);
  return left
    ? `<path d="M0 600 L0 500 Q160 430 330 480 Q420 510 460 600 Z" fill="${fill}"/>`
    : `<path d="M800 600 L800 500 Q640 430 470 480 Q380 510 340 600 Z" fill="${fill}"/>`;
}

/** A soft cloud to ride on. */
export function cloud(x: number, y: number, scale: number): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(scale)})" fill="#f4f0ff"><ellipse cx="0" cy="0" rx="120" ry="34"/><circle cx="-50" cy="-20" r="40"/><circle cx="10" cy="-36" r="50"/><circle cx="66" cy="-16" r="36"/></g>`;
}
