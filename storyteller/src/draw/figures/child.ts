import type { ChildLooks, HairColour, SkinTone } from './free-text/looks.ts';
import { n } from './svg-kit.ts';

// The hero and the companion, drawn standing at (x, y) = the point between their feet.

type HeroClothes = 'pyjamas' | 'top-and-trousers' | 'dress' | 'skirt' | 'dungarees';
type HairStyle = 'cap' | 'short' | 'curly' | 'long' | 'long-curly' | 'braids' | 'ponytail';

export interface HeroLook {
  /** The favourite colour: the top and trousers, the pyjamas, or the clothes the parent named. */
  outfit: string;
  clothes: HeroClothes;
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  glasses: boolean;
  freckles: boolean;
}

const hairPaints: Record<HairColour, string> = {
  red: '#b5472a',
  blond: '#e3c16f',
  brown: '#6b4226',
  black: '#1f1a1a',
  dark: '#3b2a20',
  light: '#c9a66b',
};
const skinPaints: Record<SkinTone, string> = {
  light: '#f6d7c3',
  medium: '#d9a27e',
  olive: '#c8996c',
  brown: '#9a6440',
  dark: '#6b4530',
};

/**
 * The look a parent did not describe. One fixed mid skin tone and dark-brown hair in a short,
 * neither-boyish-nor-girlish cut, the same for every child: skin was once picked from a hash of the
 * inputs, which gave a child a skin (and so a background) the parent never wrote, and now that
 * every order has its own random seed it would also change from one story to the next. A mid tone
 * reads as "a child" rather than as any one origin; a parent who writes "dark skin" or „helle Haut“
 * gets exactly that.
 */
export const NEUTRAL_SKIN = '#dcaa84';
export const NEUTRAL_HAIR = '#4a3426';

/**
 * The hero's look from what the parent wrote (free-text/looks.ts): pyjamas on the bedtime pictures
 * (at home, at the start and the end of the night); otherwise the clothes the parent named, or a top
 * and trousers, in the favourite colour. No dress unless the parent wrote one.
 */
export function heroLookOf(looks: ChildLooks, outfit: string, { bedtime }: { bedtime: boolean }): HeroLook {
  const hairStyle: HairStyle = looks.braids
    ? 'braids'
    : looks.ponytail
      ? 'ponytail'
      : looks.long
        ? looks.curly
          ? 'long-curly'
          : 'long'
        : looks.curly
          ? 'curly'
          : looks.short
            ? 'short'
            : 'cap';
  return {
    outfit,
    clothes: bedtime ? 'pyjamas' : (looks.clothes ?? 'top-and-trousers'),
    skin: looks.skin ? skinPaints[looks.skin] : NEUTRAL_SKIN,
    hair: looks.hairColour ? hairPaints[looks.hairColour] : NEUTRAL_HAIR,
    hairStyle,
    glasses: looks.glasses === true,
    freckles: looks.freckles === true,
  };
}

const SHADE = 'fill="#1d1b2e" opacity="0.3"';

/** Drawing coordinates for a figure standing at (x, y) at a scale: X and Y in the figure's own units (Y upwards from the feet), s a length. */
interface Pen {
  X: (v: number) => string;
  Y: (v: number) => string;
  s: (v: number) => string;
}

function penAt(x: number, y: number, scale: number): Pen {
  return { X: (v) => n(x + v * scale), Y: (v) => n(y - v * scale), s: (v) => n(v * scale) };
}

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
function armsAndHands({ X, Y, s }: Pen, look: HeroLook, arms: 'down' | 'up' | 'wave'): string {
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

/** The pieces every outfit is made of: legs (trousers or tights), shoes and a top. */
function garmentPieces({ X, Y, s }: Pen) {
  const legs = (top: number, fill: string, shade: boolean, part: string) =>
    `<g data-part="${part}">` +
    [-15, 2]
      .map(
        (lx) =>
          `<rect x="${X(lx)}" y="${Y(top)}" width="${s(13)}" height="${s(top - 4)}" rx="${s(4)}" fill="${fill}"/>`,
      )
      .join('') +
    (shade
      ? [-15, 2]
          .map(
            (lx) => `<rect x="${X(lx)}" y="${Y(top)}" width="${s(13)}" height="${s(top - 4)}" rx="${s(4)}" ${SHADE}/>`,
          )
          .join('')
      : '') +
    `</g>`;
  const shoes = [-9, 9]
    .map((sx) => `<ellipse cx="${X(sx)}" cy="${Y(3)}" rx="${s(9)}" ry="${s(4.5)}" fill="#3b3b4f"/>`)
    .join('');
  const top = (bottom: number, fill: string) =>
    `<path data-part="top" d="M${X(-20)} ${Y(86)} Q${X(0)} ${Y(93)} ${X(20)} ${Y(86)} L${X(21)} ${Y(bottom)} L${X(-21)} ${Y(bottom)} Z" fill="${fill}" stroke="#00000033" stroke-width="${s(2)}"/>`;
  return { legs, shoes, top };
}

/** The body in the clothes of the look: pyjamas, a dress, a skirt, dungarees, or a top and trousers. */
function clothing(pen: Pen, look: HeroLook): string {
  const { X, Y, s } = pen;
  const { legs, shoes, top } = garmentPieces(pen);
  switch (look.clothes) {
    case 'pyjamas': {
      // A matching set with little dots and a soft collar.
      const dots = [
        [-11, 74],
        [8, 66],
        [-4, 56],
        [12, 80],
        [-12, 30],
        [9, 18],
        [-8, 12],
        [10, 38],
      ];
      return [
        legs(54, look.outfit, false, 'trousers'),
        top(46, look.outfit),
        `<g data-part="pyjama-dots" fill="#ffffff" opacity="0.55">${dots.map(([dx, dy]) => `<circle cx="${X(dx)}" cy="${Y(dy)}" r="${s(2.2)}"/>`).join('')}</g>`,
        `<path d="M${X(-9)} ${Y(89)} L${X(0)} ${Y(80)} L${X(9)} ${Y(89)}" fill="none" stroke="#ffffff" stroke-width="${s(2.5)}" opacity="0.7"/>`,
        [-9, 9]
          .map((sx) => `<ellipse cx="${X(sx)}" cy="${Y(3)}" rx="${s(8)}" ry="${s(4)}" fill="${look.skin}"/>`)
          .join(''),
      ].join('');
    }
    case 'dress':
      return [
        legs(25, '#3b3b4f', false, 'tights'),
        `<path data-part="dress" d="M${X(-22)} ${Y(85)} Q${X(0)} ${Y(95)} ${X(22)} ${Y(85)} L${X(32)} ${Y(20)} L${X(-32)} ${Y(20)} Z" fill="${look.outfit}" stroke="#00000033" stroke-width="${s(2)}"/>`,
        shoes,
      ].join('');
    case 'skirt':
      return [
        legs(34, '#3b3b4f', false, 'tights'),
        top(54, look.outfit),
        `<path data-part="skirt" d="M${X(-20)} ${Y(58)} L${X(20)} ${Y(58)} L${X(29)} ${Y(30)} L${X(-29)} ${Y(30)} Z" fill="${look.outfit}"/><path d="M${X(-20)} ${Y(58)} L${X(20)} ${Y(58)} L${X(29)} ${Y(30)} L${X(-29)} ${Y(30)} Z" ${SHADE}/>`,
        shoes,
      ].join('');
    case 'dungarees':
      return [
        top(50, '#f4efe6'),
        legs(56, look.outfit, false, 'trousers'),
        `<rect data-part="bib" x="${X(-13)}" y="${Y(78)}" width="${s(26)}" height="${s(26)}" rx="${s(3)}" fill="${look.outfit}"/>`,
        `<path d="M${X(-12)} ${Y(78)} L${X(-16)} ${Y(88)} M${X(12)} ${Y(78)} L${X(16)} ${Y(88)}" stroke="${look.outfit}" stroke-width="${s(4)}"/>`,
        shoes,
      ].join('');
    default:
      // A top in the favourite colour over trousers of a deeper shade of it.
      return [legs(54, look.outfit, true, 'trousers'), top(46, look.outfit), shoes].join('');
  }
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
  if (look.glasses) {
    parts.push(
      `<g data-part="glasses" fill="none" stroke="#2a2230" stroke-width="${s(2)}"><circle cx="${X(-9)}" cy="${Y(112)}" r="${s(7)}" fill="#ffffff" fill-opacity="0.25"/><circle cx="${X(9)}" cy="${Y(112)}" r="${s(7)}" fill="#ffffff" fill-opacity="0.25"/><path d="M${X(-2)} ${Y(112)} L${X(2)} ${Y(112)} M${X(-16)} ${Y(113)} L${X(-25)} ${Y(116)} M${X(16)} ${Y(113)} L${X(25)} ${Y(116)}"/></g>`,
    );
  }
  return parts.join('');
}

/** The child standing at (x, y), back to front: hair behind, arms, clothes, head and hair, face. */
export function hero(x: number, y: number, scale: number, look: HeroLook, arms: 'down' | 'up' | 'wave'): string {
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
