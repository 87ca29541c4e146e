import { clothing, seatedBody, seatedLegs } from './clothes.ts';
import type { HeroLook } from './look.ts';
import { penAt, type Pen } from './pen.ts';

// The hero (and any child beside them), drawn at (x, y) = the point between their feet: standing,
// or sitting on a seat whose front edge is at knee height (the wheelchair draws itself around them).

/** Where the hands are: hanging down, up in the air, one waving, holding something in front, or resting on a wheelchair's rims. */
export type Arms = 'down' | 'up' | 'wave' | 'hold' | 'rims';

/** Hair that falls behind the head and shoulders. */
function hairBehind({ X, Y, s }: Pen, look: HeroLook): string {
  if (look.hairStyle === 'long' || look.hairStyle === 'long-curly') {
    return `<path data-part="hair-back" d="M${X(-29)} ${Y(112)} Q${X(-32)} ${Y(80)} ${X(-26)} ${Y(72)} L${X(26)} ${Y(72)} Q${X(32)} ${Y(80)} ${X(29)} ${Y(112)} Z" fill="${look.hair}"/>`;
  }
  if (look.hairStyle === 'braids') {
    return [-1, 1]
      .map((side) => {
        const bx = 30 * side;
        return `<g data-part="braid">${[104, 92, 80, 68].map((by) => `<ellipse cx="${X(bx)}" cy="${Y(by)}" rx="${s(6)}" ry="${s(7)}" fill="${look.hair}"/>`).join('')}<circle cx="${X(bx)}" cy="${Y(60)}" r="${s(4)}" fill="${look.outfit}"/></g>`;
      })
      .join('');
  }
  if (look.hairStyle === 'ponytail') {
    return `<path data-part="ponytail" d="M${X(18)} ${Y(136)} Q${X(56)} ${Y(134)} ${X(46)} ${Y(84)} Q${X(40)} ${Y(100)} ${X(34)} ${Y(104)} Q${X(36)} ${Y(120)} ${X(14)} ${Y(124)} Z" fill="${look.hair}"/>`;
  }
  return '';
}

/** Arms (sleeves in the top's colour, bare in a dress) and hands in skin, behind the body. */
function armsAndHands({ X, Y, s }: Pen, look: HeroLook, arms: Arms): string {
  const hands = {
    down: [
      [-34, 40],
      [34, 40],
    ],
    up: [
      [-42, 120],
      [42, 120],
    ],
    wave: [
      [-34, 40],
      [44, 115],
    ],
    hold: [
      [-28, 56],
      [28, 56],
    ],
    rims: [
      [-33, 46],
      [33, 46],
    ],
  }[arms];
  const armPath = hands.map(([hx, hy], i) => `M${X(i ? 20 : -20)} ${Y(80)} L${X(hx)} ${Y(hy)}`).join(' ');
  const sleeve = look.clothes === 'dungarees' ? '#f4efe6' : look.outfit;
  const parts: string[] = [];
  if (look.clothes === 'dress') {
    parts.push(`<path d="${armPath}" stroke="${look.skin}" stroke-width="${s(9)}" stroke-linecap="round"/>`);
  } else {
    parts.push(`<path d="${armPath}" stroke="${sleeve}" stroke-width="${s(10)}" stroke-linecap="round"/>`);
    parts.push(`<path d="${armPath}" stroke="#00000022" stroke-width="${s(10)}" stroke-linecap="round" fill="none"/>`);
  }
  for (const [hx, hy] of hands) parts.push(`<circle cx="${X(hx)}" cy="${Y(hy)}" r="${s(5.5)}" fill="${look.skin}"/>`);
  return parts.join('');
}

/** The head with the hair on top: curls, a short cut, or a cap of hair. */
function headAndHair({ X, Y, s }: Pen, look: HeroLook): string {
  const head = `<circle cx="${X(0)}" cy="${Y(112)}" r="${s(26)}" fill="${look.skin}"/>`;
  if (look.hairStyle === 'curly' || look.hairStyle === 'long-curly') {
    const curls = [
      [-26, 118],
      [-22, 131],
      [-12, 139],
      [0, 142],
      [12, 139],
      [22, 131],
      [26, 118],
      [-14, 128],
      [2, 130],
      [16, 126],
    ];
    return `${head}<g data-part="curls" fill="${look.hair}">${curls.map(([cx, cy]) => `<circle cx="${X(cx)}" cy="${Y(cy)}" r="${s(9)}"/>`).join('')}</g>`;
  }
  if (look.hairStyle === 'short') {
    return `${head}<path data-part="hair" d="M${X(-26)} ${Y(116)} Q${X(-22)} ${Y(142)} ${X(0)} ${Y(139)} Q${X(22)} ${Y(142)} ${X(26)} ${Y(116)} Q${X(6)} ${Y(130)} ${X(-26)} ${Y(116)} Z" fill="${look.hair}"/>`;
  }
  const cap = `M${X(-27)} ${Y(112)} Q${X(-24)} ${Y(145)} ${X(0)} ${Y(140)} Q${X(26)} ${Y(145)} ${X(27)} ${Y(112)} Q${X(10)} ${Y(128)} ${X(-27)} ${Y(112)} Z`;
  return `${head}<path data-part="hair" d="${cap}" fill="${look.hair}"/>`;
}

/** Eyes, smile and cheeks; freckles and glasses when the parent wrote them. */
function face({ X, Y, s }: Pen, look: HeroLook): string {
  const parts = [
    `<circle cx="${X(-9)}" cy="${Y(112)}" r="${s(3)}" fill="#2a2230"/><circle cx="${X(9)}" cy="${Y(112)}" r="${s(3)}" fill="#2a2230"/>`,
    `<path d="M${X(-8)} ${Y(101)} Q${X(0)} ${Y(94)} ${X(8)} ${Y(101)}" fill="none" stroke="#8a3b3b" stroke-width="${s(2.5)}" stroke-linecap="round"/>`,
    `<circle cx="${X(-16)}" cy="${Y(104)}" r="${s(4)}" fill="#ff9aa2" opacity="0.6"/><circle cx="${X(16)}" cy="${Y(104)}" r="${s(4)}" fill="#ff9aa2" opacity="0.6"/>`,
  ];
  if (look.freckles) {
    const spots = [
      [-15, 107],
      [-12, 104],
      [-18, 103],
      [15, 107],
      [12, 104],
      [18, 103],
    ];
    parts.push(
      `<g data-part="freckles" fill="#8a5a3b" opacity="0.55">${spots.map(([fx, fy]) => `<circle cx="${X(fx)}" cy="${Y(fy)}" r="${s(1.1)}"/>`).join('')}</g>`,
    );
  }
  if (look.hearingAid) {
    parts.push(
      `<g data-part="hearing-aid"><path d="M${X(24)} ${Y(120)} Q${X(31)} ${Y(118)} ${X(30)} ${Y(108)} Q${X(28)} ${Y(103)} ${X(25)} ${Y(105)}" fill="none" stroke="#5aa9e6" stroke-width="${s(4)}" stroke-linecap="round"/><circle cx="${X(24)}" cy="${Y(110)}" r="${s(2.4)}" fill="#5aa9e6"/></g>`,
    );
  }
  if (look.glasses) {
    parts.push(
      `<g data-part="glasses" fill="none" stroke="#2a2230" stroke-width="${s(2)}"><circle cx="${X(-9)}" cy="${Y(112)}" r="${s(7)}" fill="#ffffff" fill-opacity="0.25"/><circle cx="${X(9)}" cy="${Y(112)}" r="${s(7)}" fill="#ffffff" fill-opacity="0.25"/><path d="M${X(-2)} ${Y(112)} L${X(2)} ${Y(112)} M${X(-16)} ${Y(113)} L${X(-25)} ${Y(116)} M${X(16)} ${Y(113)} L${X(25)} ${Y(116)}"/></g>`,
    );
  }
  return parts.join('');
}

/** The child standing at (x, y), back to front: hair behind, arms, clothes, head and hair, face. */
export function hero(x: number, y: number, scale: number, look: HeroLook, arms: Arms): string {
  const pen = penAt(x, y, scale);
  return [
    `<g data-hero-clothes="${look.clothes}" data-hair="${look.hairStyle}">`,
    hairBehind(pen, look),
    armsAndHands(pen, look, arms),
    clothing(pen, look),
    headAndHair(pen, look),
    face(pen, look),
    `</g>`,
  ].join('');
}

/** How far a seated child's body sits lower than a standing one's, in the figure's units. */
const SEATED_DROP = 24;

/** The child sitting at (x, y): the legs down from the seat's edge, the body lowered onto the seat. */
export function seatedHero(x: number, y: number, scale: number, look: HeroLook, arms: Arms): string {
  const legs = penAt(x, y, scale);
  const body = penAt(x, y + SEATED_DROP * scale, scale);
  return [
    `<g data-hero-clothes="${look.clothes}" data-hair="${look.hairStyle}" data-pose="sitting">`,
    hairBehind(body, look),
    seatedLegs(legs, look),
    armsAndHands(body, look, arms),
    seatedBody(body, look),
    headAndHair(body, look),
    face(body, look),
    `</g>`,
  ].join('');
}
