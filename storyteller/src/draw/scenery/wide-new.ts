import type { SeededRandom } from '../../teller/seeded-random.ts';
import { mix, n } from '../svg-kit.ts';
import type { Palette } from './palettes.ts';
import { hills } from './wide.ts';

// The wide views of the newer places, drawn from the old art's parts: a farm with a barn, a silo
// and a fence; the seaside with sand, waves and a lighthouse; a snowy wood; mountains with snow
// on their peaks; the jungle with palms and vines; and the child's own house and garden.

const WOOD = '#a8764a';

/** A wooden fence of posts and two rails across the picture at `y`. */
export function fence(y: number, colour = WOOD): string {
  const parts = [
    `<rect x="0" y="${y + 10}" width="800" height="6" fill="${colour}"/><rect x="0" y="${y + 28}" width="800" height="6" fill="${colour}"/>`,
  ];
  for (let x = 10; x < 800; x += 48)
    parts.push(`<rect x="${x}" y="${y}" width="9" height="44" rx="2" fill="${colour}"/>`);
  return `<g data-scenery="fence">${parts.join('')}</g>`;
}

/** A red barn with a hayloft window lit in `light`. */
export function barn(x: number, y: number, scale: number, light: string): string {
  const d = (dx: number, dy: number) => `${n(x + dx * scale)} ${n(y + dy * scale)}`;
  return [
    `<g data-scenery="barn">`,
    `<path d="M${d(-70, 0)} L${d(-70, -100)} L${d(70, -100)} L${d(70, 0)} Z" fill="#b5473a"/>`,
    `<path d="M${d(-80, -100)} L${d(-58, -140)} L${d(0, -160)} L${d(58, -140)} L${d(80, -100)} Z" fill="#6b3a32"/>`,
    `<path d="M${d(-28, 0)} L${d(-28, -58)} L${d(28, -58)} L${d(28, 0)} Z" fill="#8a3a30" stroke="#f4efe6" stroke-width="${n(3 * scale)}"/>`,
    `<path d="M${d(-28, 0)} L${d(28, -58)} M${d(28, 0)} L${d(-28, -58)}" stroke="#f4efe6" stroke-width="${n(3 * scale)}"/>`,
    `<path d="M${d(-14, -118)} L${d(14, -118)} L${d(14, -96)} L${d(-14, -96)} Z" fill="${light}"/>`,
    `</g>`,
  ].join('');
}

export function farm(p: Palette, random: SeededRandom): string {
  const parts = [hills(p, random)];
  for (let i = 0; i < 4; i++) {
    const y = 388 + i * 12;
    parts.push(
      `<path d="M0 ${y} Q400 ${y - 20} 800 ${y}" fill="none" stroke="${mix(p.groundFar, '#6b8a3a', 0.3)}" stroke-width="3" opacity="0.6"/>`,
    );
  }
  const bx = random.next() < 0.5 ? random.int(140, 260) : random.int(520, 640);
  parts.push(
    `<rect x="${bx + 84}" y="290" width="40" height="124" fill="#c9c2b8"/><ellipse cx="${bx + 104}" cy="290" rx="20" ry="12" fill="#9a948c"/>`,
  );
  parts.push(barn(bx, 414, 1, p.accent));
  for (let i = 0; i < 2; i++) {
    const hx = bx > 400 ? random.int(80, 300) : random.int(480, 720);
    const hy = random.int(440, 462);
    parts.push(
      `<circle cx="${hx}" cy="${hy}" r="22" fill="#e0b85a"/><path d="M${hx} ${hy} m-12 0 a12 12 0 1 1 12 12" fill="none" stroke="#b88a3a" stroke-width="2.5"/>`,
    );
  }
  parts.push(fence(466));
  return parts.join('');
}

/** A lighthouse on its rocks at (x, base), striped, its lamp lit in `light`; at night its beam sweeps out. */
export function lighthouse(x: number, base: number, scale: number, light: string, beam: boolean): string {
  const px = (dx: number) => n(x + dx * scale);
  const py = (dy: number) => n(base + dy * scale);
  const d = (dx: number, dy: number) => `${px(dx)} ${py(dy)}`;
  const toMiddle = x < 400 ? 1 : -1;
  const stripes = [0.25, 0.55].map(
    (t) =>
      `<path d="M${d(-26 + 10 * t, -150 * t)} L${d(26 - 10 * t, -150 * t)} L${d(26 - 10 * (t + 0.12), -150 * (t + 0.12))} L${d(-26 + 10 * (t + 0.12), -150 * (t + 0.12))} Z" fill="#d8433b"/>`,
  );
  return [
    `<g data-scenery="lighthouse">`,
    beam
      ? `<path d="M${d(0, -170)} L${d(260 * toMiddle, -230)} L${d(260 * toMiddle, -130)} Z" fill="#fff6c8" opacity="0.18"/>`
      : '',
    `<ellipse cx="${px(0)}" cy="${py(4)}" rx="${n(60 * scale)}" ry="${n(18 * scale)}" fill="#5a5866"/>`,
    `<path d="M${d(-26, 0)} L${d(-16, -150)} L${d(16, -150)} L${d(26, 0)} Z" fill="#f4efe6"/>`,
    ...stripes,
    `<rect x="${px(-14)}" y="${py(-172)}" width="${n(28 * scale)}" height="${n(22 * scale)}" fill="${light}"/>`,
    `<path d="M${d(-20, -172)} L${d(0, -192)} L${d(20, -172)} Z" fill="#3a3440"/>`,
    `</g>`,
  ].join('');
}

export function seaside(p: Palette, random: SeededRandom, night: number): string {
  const parts = [
    `<rect x="0" y="330" width="800" height="130" fill="${p.groundFar}"/>`,
    `<rect x="0" y="330" width="800" height="4" fill="#ffffff" opacity="0.35"/>`,
  ];
  for (let i = 0; i < 10; i++) {
    const x = random.int(0, 760);
    const y = random.int(350, 430);
    parts.push(
      `<path d="M${x} ${y} q10 -6 20 0 q10 6 20 0" fill="none" stroke="#e6fbff" stroke-width="2.5" opacity="0.6"/>`,
    );
  }
  const left = random.next() < 0.5;
  parts.push(lighthouse(left ? 110 : 690, 400, 1, p.accent, night > 0.4));
  parts.push(`<path d="M0 445 Q200 428 400 442 T800 436 L800 600 L0 600 Z" fill="${p.ground}"/>`);
  parts.push(
    `<path d="M0 445 Q200 428 400 442 T800 436" fill="none" stroke="#ffffff" stroke-width="5" opacity="0.7"/>`,
  );
  for (let i = 0; i < 5; i++) {
    const x = random.int(30, 770);
    const y = random.int(480, 585);
    parts.push(
      `<path d="M${x - 9} ${y} Q${x - 11} ${y - 12} ${x} ${y - 13} Q${x + 11} ${y - 12} ${x + 9} ${y} Z" fill="${random.pick(['#ffd0d8', '#fff2e0', '#f7c6a3'])}"/>`,
    );
  }
  return parts.join('');
}

/** A pine with snow on its branches, standing at (x, base). */
export function snowyPine(x: number, base: number, h: number, green: string): string {
  const w = h * 0.36;
  return `<rect x="${x - 5}" y="${base - 20}" width="10" height="22" fill="#4a3423"/><path d="M${x} ${base - h} L${x + w} ${base - 16} L${x - w} ${base - 16} Z" fill="${green}"/><path d="M${x} ${base - h} L${x + w * 0.45} ${base - h * 0.55} Q${x} ${base - h * 0.62} ${x - w * 0.45} ${base - h * 0.55} Z" fill="#f6f9ff"/><path d="M${x - w * 0.8} ${base - 24} Q${x} ${base - 36} ${x + w * 0.8} ${base - 24} L${x + w} ${base - 16} L${x - w} ${base - 16} Z" fill="#f6f9ff" opacity="0.9"/>`;
}

export function snow(p: Palette, random: SeededRandom): string {
  const parts = [hills(p, random)];
  for (let i = 0; i < 10; i++) {
    parts.push(
      snowyPine(
        random.int(0, 800),
        420 + random.int(-20, 20),
        random.int(110, 200),
        mix('#2f5d3a', '#0d2416', random.next() * 0.4),
      ),
    );
  }
  const sx = random.int(80, 720);
  parts.push(
    `<g data-scenery="snowman"><circle cx="${sx}" cy="478" r="20" fill="#ffffff"/><circle cx="${sx}" cy="448" r="14" fill="#ffffff"/><path d="M${sx} 448 L${sx + 12} 451 L${sx} 452 Z" fill="#f08a2c"/><circle cx="${sx - 5}" cy="444" r="1.8" fill="#2a2230"/><circle cx="${sx + 4}" cy="444" r="1.8" fill="#2a2230"/></g>`,
  );
  return parts.join('');
}

/** A mountain peak with snow on its top, from `left` to `right` at `base`, its top at `top`. */
export function peak(left: number, right: number, base: number, top: number, rock: string): string {
  const mid = (left + right) / 2;
  const cap = (base - top) * 0.28;
  const capLeft = mid - ((mid - left) * cap) / (base - top);
  const capRight = mid + ((right - mid) * cap) / (base - top);
  return `<path d="M${left} ${base} L${mid} ${top} L${right} ${base} Z" fill="${rock}"/><path d="M${n(capLeft)} ${n(top + cap)} L${mid} ${top} L${n(capRight)} ${n(top + cap)} L${n(mid + 10)} ${n(top + cap - 10)} L${n(mid - 8)} ${n(top + cap + 2)} Z" fill="#f6f9ff"/>`;
}

export function mountains(p: Palette, random: SeededRandom): string {
  const parts: string[] = [];
  const peaks = random.int(3, 4);
  for (let i = 0; i < peaks; i++) {
    const cx = (i + 0.5) * (800 / peaks) + random.int(-40, 40);
    const w = random.int(220, 320);
    parts.push(
      peak(cx - w / 2, cx + w / 2, 420, random.int(150, 230), mix(p.groundFar, '#3a3450', random.next() * 0.3)),
    );
  }
  parts.push(hills(p, random));
  for (let i = 0; i < 7; i++) {
    const x = random.int(0, 800);
    const base = 430 + random.int(-15, 25);
    const h = random.int(60, 110);
    parts.push(
      `<path d="M${x} ${base - h} L${x + h * 0.3} ${base} L${x - h * 0.3} ${base} Z" fill="${mix(p.ground, '#0d2416', 0.45)}"/>`,
    );
  }
  return parts.join('');
}

/** A palm at (x, base) leaning by `lean`, its fronds in `green`. */
function palm(x: number, base: number, h: number, lean: number, green: string): string {
  const tx = x + lean;
  const ty = base - h;
  const fronds = [-150, -110, -70, -30, 10]
    .map((deg) => {
      const rad = (deg * Math.PI) / 180;
      const ex = tx + Math.cos(rad) * 70;
      const ey = ty + Math.sin(rad) * 40 + 30;
      return `<path d="M${tx} ${ty} Q${n((tx + ex) / 2)} ${n(ty - 30)} ${n(ex)} ${n(ey)}" fill="none" stroke="${green}" stroke-width="12" stroke-linecap="round"/>`;
    })
    .join('');
  return `<path d="M${x - 6} ${base} Q${x + lean * 0.2} ${base - h * 0.5} ${tx} ${ty} L${tx + 8} ${ty} Q${x + lean * 0.2 + 10} ${base - h * 0.5} ${x + 8} ${base} Z" fill="#8a6a4a"/>${fronds}`;
}

/** The jungle's roof of leaves along the top of the picture, vines hanging from it. */
function canopy(random: SeededRandom): string {
  const parts: string[] = [];
  for (let i = 0; i < 6; i++) {
    const x = random.int(20, 780);
    const len = random.int(90, 200);
    parts.push(
      `<path d="M${x} 0 Q${x + 14} ${len / 2} ${x} ${len}" fill="none" stroke="#2f6b3a" stroke-width="4"/><ellipse cx="${x + 5}" cy="${len}" rx="9" ry="5" fill="#3f8a4a"/>`,
    );
  }
  for (let x = -20; x < 820; x += 55) {
    parts.push(
      `<ellipse cx="${x}" cy="${random.int(-10, 12)}" rx="46" ry="30" fill="${random.pick(['#1f4a2a', '#2f6b3a', '#245a30'])}"/>`,
    );
  }
  return `<g data-scenery="canopy">${parts.join('')}</g>`;
}

export function jungle(p: Palette, random: SeededRandom): string {
  const parts = [hills(p, random)];
  for (let i = 0; i < 5; i++) {
    const x = random.int(0, 800);
    const base = 430 + random.int(-10, 20);
    parts.push(
      `<rect x="${x - 9}" y="${base - 150}" width="18" height="150" fill="#5a4030"/><circle cx="${x}" cy="${base - 160}" r="${random.int(50, 70)}" fill="${mix(p.ground, '#0d2416', random.next() * 0.4)}"/>`,
    );
  }
  for (let i = 0; i < 3; i++) {
    parts.push(
      palm(random.int(40, 760), 450 + random.int(0, 20), random.int(150, 210), random.int(-50, 50), '#3f8a4a'),
    );
  }
  parts.push(canopy(random));
  for (let i = 0; i < 8; i++) {
    parts.push(
      `<circle cx="${random.int(10, 790)}" cy="${random.int(470, 590)}" r="7" fill="${random.pick([p.accent, '#ffb347', '#fff2a8'])}"/>`,
    );
  }
  return parts.join('');
}

/** The child's own house at (x, base), its windows lit in `light`, the roof in `roof`. */
function house(x: number, base: number, scale: number, light: string, roof: string): string {
  const d = (dx: number, dy: number) => `${n(x + dx * scale)} ${n(base + dy * scale)}`;
  return [
    `<g data-scenery="house">`,
    `<path d="M${d(40, -150)} L${d(40, -185)} L${d(62, -185)} L${d(62, -130)} Z" fill="#8a5a4a"/>`,
    `<path d="M${d(-90, 0)} L${d(-90, -110)} L${d(90, -110)} L${d(90, 0)} Z" fill="#f2e2c8"/>`,
    `<path d="M${d(-105, -106)} L${d(0, -190)} L${d(105, -106)} Z" fill="${roof}"/>`,
    `<path d="M${d(-18, 0)} L${d(-18, -60)} Q${d(0, -76)} ${d(18, -60)} L${d(18, 0)} Z" fill="#6b4a34"/>`,
    ...[-58, 58].map(
      (wx) =>
        `<path d="M${d(wx - 20, -62)} L${d(wx + 20, -62)} L${d(wx + 20, -26)} L${d(wx - 20, -26)} Z" fill="${light}" stroke="#8a6a5a" stroke-width="${n(4 * scale)}"/>`,
    ),
    `<path d="M${d(-20, -150)} L${d(20, -150)} L${d(20, -122)} L${d(-20, -122)} Z" fill="${light}" stroke="#8a6a5a" stroke-width="${n(4 * scale)}"/>`,
    `</g>`,
  ].join('');
}

/** A round garden tree at (x, base). */
export function gardenTree(x: number, base: number, scale: number): string {
  return `<rect x="${n(x - 9 * scale)}" y="${n(base - 110 * scale)}" width="${n(18 * scale)}" height="${n(110 * scale)}" fill="#6b4a34"/><circle cx="${n(x)}" cy="${n(base - 140 * scale)}" r="${n(58 * scale)}" fill="#3f8a4f"/><circle cx="${n(x - 36 * scale)}" cy="${n(base - 112 * scale)}" r="${n(34 * scale)}" fill="#4a9a5a"/><circle cx="${n(x + 38 * scale)}" cy="${n(base - 116 * scale)}" r="${n(36 * scale)}" fill="#357a45"/>`;
}

export function home(p: Palette, random: SeededRandom, roof: string): string {
  const parts = [hills(p, random)];
  const left = random.next() < 0.5;
  const hx = left ? random.int(170, 260) : random.int(540, 630);
  parts.push(house(hx, 440, 1, p.accent, roof));
  parts.push(gardenTree(left ? hx + 250 : hx - 250, 450, 0.9));
  for (let x = 0; x < 800; x += 28) parts.push(`<rect x="${x}" y="476" width="8" height="40" rx="3" fill="#f4efe6"/>`);
  parts.push(`<rect x="0" y="486" width="800" height="6" fill="#f4efe6"/>`);
  for (let i = 0; i < 9; i++) {
    const x = random.int(10, 790);
    const y = random.int(520, 590);
    parts.push(
      `<circle cx="${x}" cy="${y}" r="6" fill="${random.pick(['#ff9fd2', '#fff2a8', '#ffb347'])}"/><rect x="${x - 1}" y="${y + 6}" width="2" height="12" fill="#4f8f5f"/>`,
    );
  }
  return parts.join('');
}
